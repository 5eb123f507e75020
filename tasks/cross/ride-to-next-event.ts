import { defineTask } from '../define.ts';
import { addEvent } from '../../apps/calendar/model.ts';
import { occurrencesOn } from '../../apps/calendar/state.ts';
import { STREETS } from '../../apps/rides/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import * as cal from '../calendar/kit.ts';
import * as rides from '../rides/kit.ts';

const TITLES = ['Design review', 'Coffee with the landlord', 'Piano lesson', 'Client visit', 'Tax appointment'];

/** Today's occurrences that start after the clock and no later than `start`: the ones "the next event" could be. */
const upTo = (s: DeviceState, start: number) => occurrencesOn(s.apps.calendar.events, s.os.now).filter((o) => o.start > s.os.now && o.start <= start);

export default defineTask({
  id: 'cross/ride-to-next-event',
  apps: ['calendar', 'rides'],
  difficulty: 3,
  maxSteps: 24,
  params: ({ rng, world }) => {
    const title = rng.pick(TITLES.filter((t) => !world.apps.calendar.events.some((e) => e.title === t)));
    const known = new Set([...world.apps.rides.places, ...world.apps.rides.contactPlaces].map((p) => p.address.split(',')[0]));
    let address = '';
    do address = `${rng.int(10, 899)} ${rng.pick(STREETS)}`; while (known.has(address));
    // The event starts 30 to 60 minutes from now (on the half hour).
    const half = 30 * rides.MINUTE;
    const start = Math.ceil(world.os.now / half) * half + half;
    const n = Number(address.split(' ')[0]);
    return { title, address, wrong: `${n + 2}${address.slice(String(n).length)}`, start, day: cal.today(world), home: rides.home(world).address };
  },
  goal: () => 'Book an Economy ride now from Home to the place of your next Calendar event.',
  // The event is the next one: any event that would start before it today is moved out of the way.
  setup: (d, p) => {
    const early = new Set(upTo(d, p.start).map((o) => o.event.id));
    d.apps.calendar.events = d.apps.calendar.events.filter((e) => !early.has(e.id));
    addEvent(d.apps.calendar, { title: p.title, start: p.start, end: p.start + cal.HOUR, location: p.address });
  },
  named: (p, initial) => ({ 'the next event': upTo(initial, p.start).length }),
  changes: () => rides.bookChanges(),
  checks: (p) => rides.bookedOne({ type: 'Economy', pickupAddress: p.home, pickupName: 'Home', dropoffAddress: p.address, dropoffName: `the event's place (${p.address})`, scheduledFor: null }),
  oracle: rides.script(async (ui, p) => {
    await cal.openEvent(ui, p.title, p.day);
    await rides.book(ui, { type: 'Economy', dropoff: { address: p.address } });
  }),
  alternatives: [
    { name: 'reads the place on the day\'s agenda row', run: rides.script(async (ui, p) => {
      await cal.openDay(ui, p.day);
      await ui.scrollTo({ text: p.title, role: 'button' });
      await rides.book(ui, { type: 'Economy', dropoff: { address: p.address.toUpperCase() } });
    }) },
  ],
  nearMisses: [
    { name: 'another house number', params: (p) => ({ ...p, address: p.wrong }) },
    { name: 'schedules it for the event\'s start instead of now', run: rides.script(async (ui, p) => {
      await cal.openEvent(ui, p.title, p.day);
      await rides.book(ui, { type: 'Economy', dropoff: { address: p.address }, when: { day: 'Today', time: rides.formatClock(p.start) } });
    }) },
    { name: 'a Comfort ride', run: rides.script(async (ui, p) => {
      await cal.openEvent(ui, p.title, p.day);
      await rides.book(ui, { type: 'Comfort', dropoff: { address: p.address } });
    }) },
  ],
});
