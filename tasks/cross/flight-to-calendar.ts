import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { formatClock, parseTimeOfDay } from '../../apps/kit/time.ts';
import { bookingTitle } from '../../apps/travel/state.ts';
import type { TaskUi } from '../ui.ts';
import * as cal from '../calendar/kit.ts';
import * as travel from '../travel/kit.ts';

// A booked flight into Calendar: an event on its day from its departure to its arrival, as the
// booking's page writes them under "Departs" and "Arrives".
async function readTimes(ui: TaskUi, title: string, day: number): Promise<[string, string]> {
  await travel.openBooking(ui, title, 'Flights', null, day);
  return [travel.textAfter(ui, 'Departs'), travel.textAfter(ui, 'Arrives')];
}

/** Minutes after midnight of a time as params or the screen write it ("14:05", "2:05 PM"). */
const minutes = (time: string) => parseTimeOfDay(time)!;

export default defineTask({
  id: 'cross/flight-to-calendar',
  apps: ['travel', 'calendar'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    // A flight that lands the day it leaves, and not today (its day in Calendar is then one tap away or a few).
    const list = travel.steadyUpcoming(travel.flightBookings(world), world.os.now).filter((b) => travel.startOfDay(b.flight.arrive) === travel.startOfDay(b.flight.depart) && travel.startOfDay(b.flight.depart) > world.os.now);
    const b = rng.pick(list);
    const title = `Flight to ${travel.cityOf(b.flight.to)}`;
    return { booking: b.id, rowTitle: bookingTitle(b), title, day: travel.startOfDay(b.flight.depart), start: formatClock(b.flight.depart), end: formatClock(b.flight.arrive), shift: 0 };
  },
  goal: (p) => `Add your booked flight "${p.rowTitle}" on ${travel.dayWords(p.day)} from Travel to Calendar: an event "${p.title}" on that day from its departure time to its arrival time. Leave everything else as the new-event form has it.`,
  named: (p, initial) => ({ [`the flight "${p.rowTitle}" on that day`]: travel.flightBookings(initial).filter((b) => bookingTitle(b) === p.rowTitle && travel.startOfDay(b.flight.depart) === p.day).length }),
  changes: () => [added(cal.EVENTS)],
  checks: (p) => cal.created({ title: p.title, start: p.day + minutes(p.start) * cal.MINUTE, end: p.day + minutes(p.end) * cal.MINUTE }),
  oracle: async (ui, p) => {
    const [start, end] = await readTimes(ui, p.rowTitle, p.day);
    await cal.create(ui, p.day + p.shift * cal.DAY, { title: p.title, start, end });
    await ui.done();
  },
  alternatives: [
    { name: 'New event from today in Calendar, the date typed into the form', run: async (ui, p) => {
      const [start, end] = await readTimes(ui, p.rowTitle, p.day);
      await cal.createTyped(ui, p.day, { title: p.title, start, end });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'puts it on the day after', params: (p) => ({ ...p, shift: 1 }) },
    { name: 'makes it an hour long from the departure', run: async (ui, p) => {
      const [start] = await readTimes(ui, p.rowTitle, p.day);
      await cal.create(ui, p.day, { title: p.title, start, end: cal.hhmm(Math.min(minutes(start) + 60, 23 * 60 + 55)) });
      await ui.done();
    } },
  ],
});
