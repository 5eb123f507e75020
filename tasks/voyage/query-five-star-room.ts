// Query: the price a night of the cheapest room at the 5-star hotel of a city.
import { defineTask } from '../define.ts';
import * as vy from './kit.ts';

export default defineTask({
  id: 'voyage/query-five-star-room',
  apps: ['voyage'],
  difficulty: 2,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const city = rng.pick(world.apps.voyage.airports).city;
    const h = vy.hotelsIn(world, city).find((x) => x.stars === 5)!;
    return { city, hotel: h.name, price: vy.fromPrice(h), dearest: Math.max(...h.rooms.map((r) => r.price)), checkIn: vy.formatIsoDate(vy.dayAhead(world, 1)), checkOut: vy.formatIsoDate(vy.dayAhead(world, 3)) };
  },
  goal: (p) => `On Voyage, how much does the cheapest room at the 5-star hotel in ${p.city} cost per night?`,
  named: (p, s) => ({ [`the 5-star hotel in ${p.city}`]: vy.hotelsIn(s, p.city).filter((h) => h.stars === 5).length }),
  checks: () => [],
  answer: {
    spec: { type: 'number', unit: 'dollars', aliases: ['USD', 'dollar'], symbol: '$' },
    expected: (p) => p.price,
    candidates: (p, before) => vy.hotelsIn(before, p.city).flatMap((h) => h.rooms.map((r) => String(r.price))),
  },
  oracle: async (ui, p) => {
    await vy.searchHotelsUi(ui, { city: p.city, checkIn: p.checkIn, checkOut: p.checkOut, guests: 2 });
    await vy.chip(ui, '5 stars');
    await vy.openHotel(ui, p.hotel);
    await ui.answer(p.price);
  },
  alternatives: [
    { name: 'sorted by stars, read in the results, answered "$N"', run: async (ui, p) => {
      await ui.goto(vy.url('/hotels', { city: p.city, sort: 'stars' }));
      await ui.answer(`$${p.price}`);
    } },
  ],
  nearMisses: [
    { name: 'answers the dearest room', run: async (ui, p) => { await ui.goto(vy.url('/hotels', { city: p.city, stars: 5 })); await vy.openHotel(ui, p.hotel); await ui.answer(p.dearest); } },
  ],
});
