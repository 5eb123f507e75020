import { defineTask } from '../define.ts';
import * as calc from './kit.ts';

// Dollars as the display shows them (8.523), or to the cent (8.52): within half a cent.
const SPEC = { type: 'number', unit: 'dollars', aliases: ['dollar', 'USD'], symbol: '$', tolerance: 0.005 } as const;

export default defineTask({
  id: 'calculator/query-tip',
  apps: ['calculator'],
  difficulty: 1,
  maxSteps: 26,
  params: ({ rng }) => ({ bill: calc.cents(rng.int(2000, 18000)), percent: String(rng.pick([15, 18, 20, 22])) }),
  goal: (p) => `Use Calculator: how much is a ${p.percent}% tip on a restaurant bill of $${p.bill}?`,
  checks: () => [],
  answer: {
    spec: SPEC,
    expected: (p) => calc.displayNumber(calc.valueOf([p.bill, '×', p.percent, '%'])),
    candidates: (p) => [calc.valueOf([p.bill, '×', p.percent, '%']), calc.valueOf([p.bill, '+', p.percent, '%'], 'basic'), p.bill],
  },
  oracle: async (ui, p) => {
    await calc.open(ui);
    await calc.keys(ui, [p.bill, '×', p.percent, '%', '=']);
    await ui.answer(calc.asAnswer(calc.shown(ui)));
  },
  alternatives: [
    { name: 'works out percent ÷ 100 × bill and answers to the cent with $', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, [p.percent, '÷', '100', '×', p.bill, '=']);
      await ui.answer(`$${Number(calc.asAnswer(calc.shown(ui)).replace(/,/g, '')).toFixed(2)}`);
    } },
  ],
  nearMisses: [
    { name: 'answers the bill with the tip', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, [p.bill, '+', p.percent, '%', '=']);
      await ui.answer(calc.asAnswer(calc.shown(ui)));
    } },
    { name: 'works out another percentage', params: (p) => ({ ...p, percent: String(Number(p.percent) + 5) }) },
    { name: 'forgets the percent key (bill × percent)', run: async (ui, p) => {
      await calc.open(ui);
      await calc.keys(ui, [p.bill, '×', p.percent, '=']);
      await ui.answer(calc.asAnswer(calc.shown(ui)));
    } },
  ],
});
