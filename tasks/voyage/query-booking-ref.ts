// Query: the booking reference of the user's upcoming flight to a city (read in Trips).
import { defineTask } from '../define.ts';
import * as vy from './kit.ts';

export default defineTask({
  id: 'voyage/query-booking-ref',
  apps: ['voyage'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const trips = vy.trips(world).filter((t) => t.flight && t.hotel);
    const t = rng.pick(trips);
    return { city: t.city, id: t.flight!.id, ref: t.flight!.ref, title: vy.bookingTitle(world, t.flight!), hotelRef: t.hotel!.ref };
  },
  goal: (p) => `On Voyage, what is the booking reference of your upcoming flight to ${p.city}?`,
  named: (p, s) => ({ [`the upcoming flight to ${p.city}`]: vy.upcomingFlights(s).filter((b) => vy.cityOf(s, b.to) === p.city).length }),
  checks: () => [],
  answer: {
    spec: { type: 'text', what: 'the six-character booking reference' },
    expected: (p) => p.ref,
    candidates: (_p, before) => before.apps.voyage.bookings.map((b) => b.ref),
  },
  oracle: async (ui, p) => {
    await vy.openBooking(ui, p.title);
    await ui.answer(p.ref);
  },
  alternatives: [
    { name: 'read from the Trips list, answered in lower case', run: async (ui, p) => { await vy.openTrips(ui); await ui.answer(p.ref.toLowerCase()); } },
  ],
  nearMisses: [
    { name: 'answers the hotel booking\'s reference of the same trip', run: async (ui, p) => { await vy.openTrips(ui); await ui.answer(p.hotelRef); } },
  ],
});
