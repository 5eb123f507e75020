// Query: the price per passenger of the cheapest Economy flight of a route on a day.
import { defineTask } from '../define.ts';
import * as vy from './kit.ts';

export default defineTask({
  id: 'voyage/query-cheapest-price',
  apps: ['voyage'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const [from, to] = rng.pick(vy.routes(world));
    const day = vy.dayAhead(world, rng.int(1, 6));
    const list = vy.flightsOn(world, from, to, day);
    return { from: vy.cityOf(world, from), to: vy.cityOf(world, to), fromCode: from, toCode: to, date: vy.formatIsoDate(day), price: list[0]!.fares.economy, dearer: list[list.length - 1]!.fares.economy, nextDate: vy.formatIsoDate(day + 86_400_000) };
  },
  goal: (p) => `On Voyage, what is the price per passenger of the cheapest Economy flight from ${p.from} to ${p.to} on ${p.date}?`,
  checks: () => [],
  answer: {
    spec: { type: 'number', unit: 'dollars', aliases: ['USD', 'dollar'], symbol: '$' },
    expected: (p) => p.price,
    candidates: (p, before) => [...new Set(before.apps.voyage.flights.filter((f) => f.from === p.fromCode && f.to === p.toCode).map((f) => String(f.fares.economy)))],
  },
  oracle: async (ui, p) => {
    await vy.searchFlightsUi(ui, { from: p.from, to: p.to, date: p.date, pax: 1 });
    await ui.answer(p.price);
  },
  alternatives: [
    { name: 'opens the results by address, answers as the page writes it', run: async (ui, p) => {
      await ui.goto(vy.url('/flights', { from: p.fromCode, to: p.toCode, date: p.date, pax: 1, cabin: 'economy' }));
      await ui.answer(`$${p.price}`);
    } },
    { name: 'searches for two passengers, answers "N dollars"', run: async (ui, p) => {
      await vy.searchFlightsUi(ui, { from: p.fromCode, to: p.toCode, date: p.date, pax: 2 });
      await ui.answer(`${p.price} dollars`);
    } },
  ],
  nearMisses: [
    { name: 'answers the dearest fare of the day', run: async (ui, p) => { await vy.searchFlightsUi(ui, { from: p.from, to: p.to, date: p.date, pax: 1 }); await ui.answer(p.dearer); } },
    { name: 'answers the price for two passengers', run: async (ui, p) => { await vy.searchFlightsUi(ui, { from: p.from, to: p.to, date: p.date, pax: 2 }); await ui.answer(p.price * 2); } },
  ],
});
