import { defineTask } from '../define.ts';
import * as travel from './kit.ts';

// How many nights a booked stay lasts: its page writes "Nights"; the row writes "Deluxe King · 3 nights".
export default defineTask({
  id: 'travel/query-hotel-nights',
  apps: ['travel'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const list = travel.steadyUpcoming(travel.hotelBookings(world), world.os.now);
    const b = rng.pick(list);
    const other = list.find((x) => x.id !== b.id && x.nights !== b.nights) ?? null;
    return { booking: b.id, hotelName: b.hotelName, hotel: b.hotel, nights: b.nights, otherName: other?.hotelName ?? null };
  },
  goal: (p) => `How many nights is your upcoming stay at ${p.hotelName} booked for in Travel?`,
  named: (p, initial) => ({ [`the stay at ${p.hotelName}`]: travel.staysAt(initial, p.hotel) }),
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['nights', 'night'] },
    expected: (p) => p.nights,
    candidates: () => ['1', '2', '3', '4', '5', '6'],
  },
  oracle: async (ui, p) => {
    await travel.openBooking(ui, p.hotelName, 'Hotels');
    await ui.answer(travel.textAfter(ui, 'Nights'));
  },
  alternatives: [
    { name: 'answers with the row\'s words ("3 nights")', run: async (ui, p) => {
      await travel.tab(ui, 'Hotels');
      await ui.scrollTo({ text: p.hotelName, role: 'button' });
      const line = travel.rowLine(ui, p.hotelName, / · \d+ nights?$/);
      await ui.answer(line.split(' · ').at(-1)!);
    } },
  ],
  nearMisses: [
    { name: 'counts the days, check-out included', run: async (ui, p) => ui.answer(String(p.nights + 1)) },
    { name: 'answers one night fewer', run: async (ui, p) => ui.answer(`${p.nights - 1} nights`) },
  ],
});
