import { defineTask } from '../define.ts';
import { TIME_OF_DAY, formatClock } from '../../apps/kit/time.ts';
import { bookingTitle } from '../../apps/travel/state.ts';
import * as travel from './kit.ts';

// The departure time of a booked flight: its page writes it under "Departs"; the row in the
// Flights tab writes it after the day ("Mon, Mar 9 · 19:15").
export default defineTask({
  id: 'travel/query-departure-time',
  apps: ['travel'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const list = travel.steadyUpcoming(travel.flightBookings(world), world.os.now);
    const b = rng.pick(list);
    const other = rng.pick(list.filter((x) => x.id !== b.id && formatClock(x.flight.depart) !== formatClock(b.flight.depart)));
    return { booking: b.id, title: bookingTitle(b), from: b.flight.from, to: b.flight.to, day: travel.startOfDay(b.flight.depart), otherTitle: bookingTitle(other) };
  },
  goal: (p) => `What time does your booked flight from ${travel.cityOf(p.from)} to ${travel.cityOf(p.to)} on ${travel.dayWords(p.day)} leave, according to Travel?`,
  named: (p, initial) => ({ [`the flight to ${p.to} on that day`]: travel.flightsTo(initial, p.to, p.day) }),
  checks: () => [],
  answer: {
    spec: { type: 'time' },
    expected: (p, before) => formatClock((travel.booking(before, p.booking) as travel.FlightBooking).flight.depart),
    candidates: (_p, before) => [...new Set(travel.flightBookings(before).flatMap((b) => [formatClock(b.flight.depart), formatClock(b.flight.arrive)]))],
  },
  oracle: async (ui, p) => {
    await travel.openBooking(ui, p.title, 'Flights', null, p.day);
    await ui.answer(travel.textAfter(ui, 'Departs'));
  },
  alternatives: [
    { name: "reads it on the row in the Flights tab's upcoming list", run: async (ui, p) => {
      await travel.tab(ui, 'Flights');
      await ui.scrollTo({ text: p.title, role: 'button' });
      const departs = new RegExp(` · (${TIME_OF_DAY})$`);
      await ui.answer(departs.exec(travel.rowLine(ui, p.title, departs))![1]!);
    } },
  ],
  nearMisses: [
    { name: 'answers the arrival time', run: async (ui, p) => {
      await travel.openBooking(ui, p.title, 'Flights', null, p.day);
      await ui.answer(travel.textAfter(ui, 'Arrives'));
    } },
    { name: "answers another flight's departure", run: async (ui, p) => {
      await travel.openBooking(ui, p.otherTitle, 'Flights');
      await ui.answer(travel.textAfter(ui, 'Departs'));
    } },
  ],
});
