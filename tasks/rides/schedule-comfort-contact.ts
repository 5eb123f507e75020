import { defineTask } from '../define.ts';
import * as rides from './kit.ts';

export default defineTask({
  id: 'rides/schedule-comfort-contact',
  apps: ['rides'],
  difficulty: 3,
  maxSteps: 24,
  params: ({ rng, world }) => {
    const [person, other] = rng.sample(world.apps.rides.contactPlaces, 2);
    const minutes = rng.int(28, 44) * 15; // 07:00 to 11:00, tomorrow morning
    const tomorrow = rides.dayKey(world.os.now, 1);
    return {
      name: person!.label, address: person!.address, otherName: other!.label, otherAddress: other!.address, home: rides.home(world).address,
      time: rides.hhmm(minutes), later: rides.hhmm(minutes + 60), day: tomorrow, dayAfter: rides.dayKey(world.os.now, 2), at: world.os.now - (world.os.now % rides.DAY) + rides.DAY + minutes * rides.MINUTE,
      type: 'Comfort' as rides.RideType,
    };
  },
  goal: (p) => `Schedule a Comfort ride for tomorrow at ${p.time}, from Home to ${p.name}'s address.`,
  named: (p, initial) => ({ [`${p.name}'s address`]: rides.peopleNamed(initial, p.name), 'the saved place "Home"': rides.placesNamed(initial, 'Home') }),
  changes: () => rides.bookChanges(),
  checks: (p) => rides.bookedOne({ type: p.type, pickupAddress: p.home, pickupName: 'Home', dropoffAddress: p.address, dropoffName: `${p.name}'s address`, scheduledFor: p.at }),
  oracle: rides.script((ui, p) => rides.book(ui, { type: p.type, dropoff: { name: p.name, search: p.name.split(' ')[0]! }, when: { day: p.day, time: p.time } })),
  alternatives: [
    { name: 'scrolls to the person, picks the day and time after the type', run: rides.script(async (ui, p) => {
      await rides.openTab(ui, 'Ride');
      await rides.chooseSpot(ui, 'Drop-off', { name: p.name });
      await ui.tap({ text: 'Schedule', role: 'radio' });
      await ui.fill({ hint: 'HH:MM' }, p.time);
      await rides.chooseType(ui, p.type);
      await ui.scrollTo({ text: rides.chipLabel(p.day), role: 'radio' }, 'up');
      await ui.tap({ text: rides.chipLabel(p.day), role: 'radio' });
      await rides.submit(ui);
    }) },
    { name: 'types the address itself', run: rides.script((ui, p) => rides.book(ui, { type: p.type, dropoff: { address: p.address }, when: { day: p.day, time: p.time } })) },
  ],
  nearMisses: [
    { name: 'the day after tomorrow', params: (p) => ({ ...p, day: p.dayAfter }) },
    { name: 'an hour later', params: (p) => ({ ...p, time: p.later }) },
    { name: 'an Economy ride', params: (p) => ({ ...p, type: 'Economy' as rides.RideType }) },
    { name: 'to someone else', params: (p) => ({ ...p, name: p.otherName, address: p.otherAddress }) },
    { name: 'a ride now instead', run: rides.script((ui, p) => rides.book(ui, { type: p.type, dropoff: { name: p.name } })) },
  ],
});
