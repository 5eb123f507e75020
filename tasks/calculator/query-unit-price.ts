import { defineTask } from '../define.ts';
import * as calc from './kit.ts';

const PACKS = [
  { pack: 'a carton of 12 eggs', one: 'egg', count: 12 },
  { pack: 'a 12-pack of sparkling water', one: 'can', count: 12 },
  { pack: 'a pack of 8 AA batteries', one: 'battery', count: 8 },
  { pack: 'a 6-pack of yogurt cups', one: 'cup', count: 6 },
  { pack: 'a pack of 6 paper towel rolls', one: 'roll', count: 6 },
  { pack: 'a box of 24 granola bars', one: 'bar', count: 24 },
  { pack: 'a pack of 30 dishwasher tablets', one: 'tablet', count: 30 },
] as const;

export default defineTask({
  id: 'calculator/query-unit-price',
  apps: ['calculator'],
  difficulty: 1,
  maxSteps: 20,
  params: ({ rng }) => {
    const k = rng.pick(PACKS);
    return { pack: k.pack, one: k.one, count: String(k.count), price: calc.cents(rng.int(k.count * 25, k.count * 120) + rng.pick([0, 9, 49, 99])) };
  },
  goal: (p) => `${p.pack[0]!.toUpperCase()}${p.pack.slice(1)} costs $${p.price}. Use Calculator: what is the price of one ${p.one}?`,
  checks: () => [],
  answer: {
    // Dollars as the display shows them (0.6241666667) or to the cent (0.62): within half a cent.
    spec: { type: 'number', unit: 'dollars', aliases: ['dollar', 'USD'], symbol: '$', tolerance: 0.005 },
    expected: (p) => calc.displayNumber(calc.valueOf([p.price, '÷', p.count])),
    candidates: (p) => [calc.valueOf([p.price, '÷', p.count]), calc.valueOf([p.count, '÷', p.price]), p.price],
  },
  oracle: async (ui, p) => {
    await calc.open(ui);
    await calc.keys(ui, [p.price, '÷', p.count, '=']);
    await ui.answer(calc.asAnswer(calc.shown(ui)));
  },
  alternatives: [
    { name: 'answers rounded to the cent, with "USD"', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, [p.price, '÷', p.count, '=']);
      await ui.answer(`${Number(calc.asAnswer(calc.shown(ui)).replace(/,/g, '')).toFixed(2)} USD`);
    } },
  ],
  nearMisses: [
    { name: 'divides the other way (count ÷ price)', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, [p.count, '÷', p.price, '=']);
      await ui.answer(calc.asAnswer(calc.shown(ui)));
    } },
    { name: 'divides by one fewer', params: (p) => ({ ...p, count: String(Number(p.count) - 1) }) },
    { name: 'answers the price of the pack', run: async (ui, p) => ui.answer(p.price) },
  ],
});
