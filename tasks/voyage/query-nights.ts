// Query: how many nights the user's upcoming hotel stay in a city lasts.
import { defineTask } from '../define.ts';
import * as vy from './kit.ts';

export default defineTask({
  id: 'voyage/query-nights',
  apps: ['voyage'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const h = rng.pick(vy.upcomingHotels(world));
    const others = vy.upcomingHotels(world).filter((x) => x.nights !== h.nights);
    return { city: h.city, id: h.id, nights: h.nights, title: vy.bookingTitle(world, h), other: others[0]?.nights ?? h.nights + 1 };
  },
  goal: (p) => `On Voyage, how many nights is your upcoming hotel stay in ${p.city}?`,
  named: (p, s) => ({ [`the upcoming hotel stay in ${p.city}`]: vy.upcomingHotels(s).filter((b) => b.city === p.city).length }),
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['nights', 'night'] },
    expected: (p) => p.nights,
    candidates: () => ['1', '2', '3', '4', '5', '6', '7'],
  },
  oracle: async (ui, p) => {
    await vy.openBooking(ui, p.title);
    await ui.answer(p.nights);
  },
  alternatives: [
    { name: 'read from the Trips list, answered "N nights"', run: async (ui, p) => { await vy.openTrips(ui); await ui.answer(`${p.nights} nights`); } },
  ],
  nearMisses: [
    { name: 'counts the days of the stay', run: async (ui, p) => { await vy.openTrips(ui); await ui.answer(p.nights + 1); } },
    { name: 'answers another stay\'s nights', run: async (ui, p) => { await vy.openTrips(ui); await ui.answer(p.other); } },
  ],
});
