import { defineTask } from '../define.ts';
import { formatLongDate } from '../../apps/kit/time.ts';
import * as rides from './kit.ts';

export default defineTask({
  id: 'rides/schedule-from-work',
  apps: ['rides'],
  difficulty: 3,
  maxSteps: 26,
  params: ({ rng, world }) => {
    const s = world.apps.rides;
    const work = rides.place(world, 'Work');
    const to = rng.pick(s.places.filter((p) => p.label !== 'Work'));
    const other = rng.pick(s.places.filter((p) => p.label !== 'Work' && p.label !== to.label));
    const offset = rng.int(2, 6);
    const minutes = rng.int(64, 80) * 15; // 16:00 to 20:00
    const day = world.os.now - (world.os.now % rides.DAY) + offset * rides.DAY;
    return {
      work: work.address, place: to.label, address: to.address, otherPlace: other.label, otherAddress: other.address,
      dayName: formatLongDate(day), chip: rides.dayKey(world.os.now, offset), otherChip: rides.dayKey(world.os.now, offset === 6 ? 5 : offset + 1),
      time: rides.hhmm(minutes), at: day + minutes * rides.MINUTE, type: 'XL' as rides.RideType,
    };
  },
  goal: (p) => `Schedule an XL ride on ${p.dayName} at ${p.time}, from Work to your saved place "${p.place}".`,
  named: (p, initial) => ({ 'the saved place "Work"': rides.placesNamed(initial, 'Work'), [`the saved place "${p.place}"`]: rides.placesNamed(initial, p.place) }),
  changes: () => rides.bookChanges(),
  checks: (p) => rides.bookedOne({ type: p.type, pickupAddress: p.work, pickupName: 'Work', dropoffAddress: p.address, dropoffName: p.place, scheduledFor: p.at }),
  oracle: rides.script((ui, p) => rides.book(ui, { type: p.type, pickup: { name: 'Work' }, dropoff: { name: p.place }, when: { day: p.chip, time: p.time } })),
  alternatives: [
    { name: 'searches both places, sets the time before the day', run: rides.script(async (ui, p) => {
      await rides.openTab(ui, 'Ride');
      await rides.chooseSpot(ui, 'Drop-off', { name: p.place, search: p.place.slice(0, 3) });
      await rides.chooseSpot(ui, 'Pickup', { name: 'Work', search: 'work' });
      await ui.tap({ text: 'Schedule', role: 'radio' });
      await ui.fill({ hint: 'HH:MM' }, p.time);
      await ui.scrollTo({ text: rides.chipLabel(p.chip), role: 'radio' }, 'up');
      await ui.tap({ text: rides.chipLabel(p.chip), role: 'radio' });
      await rides.chooseType(ui, p.type);
      await rides.submit(ui);
    }) },
  ],
  nearMisses: [
    { name: 'from Home (the pickup left as it was)', run: rides.script((ui, p) => rides.book(ui, { type: p.type, dropoff: { name: p.place }, when: { day: p.chip, time: p.time } })) },
    { name: 'a day later', params: (p) => ({ ...p, chip: p.otherChip }) },
    { name: 'a Comfort ride', params: (p) => ({ ...p, type: 'Comfort' as rides.RideType }) },
    { name: 'to another saved place', params: (p) => ({ ...p, place: p.otherPlace, address: p.otherAddress }) },
  ],
});
