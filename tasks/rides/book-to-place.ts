import { defineTask } from '../define.ts';
import * as rides from './kit.ts';

export default defineTask({
  id: 'rides/book-to-place',
  apps: ['rides'],
  difficulty: 1,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const places = world.apps.rides.places.filter((p) => p.label !== 'Home');
    const [to, other] = rng.sample(places, 2);
    const type = rng.pick(rides.RIDE_TYPES);
    return {
      type, place: to!.label, address: to!.address, otherPlace: other!.label, otherAddress: other!.address,
      otherType: rng.pick(rides.RIDE_TYPES.filter((t) => t !== type)), home: rides.home(world).address,
    };
  },
  goal: (p) => `Book ${p.type === 'Economy' ? 'an' : 'a'} ${p.type} ride now from Home to your saved place "${p.place}".`,
  named: (p, initial) => ({ [`the saved place "${p.place}"`]: rides.placesNamed(initial, p.place), 'the saved place "Home"': rides.placesNamed(initial, 'Home') }),
  changes: () => rides.bookChanges(),
  checks: (p) => rides.bookedOne({ type: p.type, pickupAddress: p.home, pickupName: 'Home', dropoffAddress: p.address, dropoffName: p.place, scheduledFor: null }),
  oracle: rides.script((ui, p) => rides.book(ui, { type: p.type, dropoff: { name: p.place } })),
  alternatives: [
    { name: 'searches the place in the picker, picks Home again as the pickup', run: rides.script(async (ui, p) => {
      await rides.openTab(ui, 'Ride');
      await rides.chooseSpot(ui, 'Pickup', { name: 'Home', search: 'home' });
      await rides.chooseSpot(ui, 'Drop-off', { name: p.place, search: p.place.toLowerCase() });
      await rides.chooseType(ui, p.type);
      await rides.submit(ui);
    }) },
    { name: 'chooses the wrong place first, then the right one', run: rides.script(async (ui, p) => {
      await rides.openTab(ui, 'Ride');
      await rides.chooseSpot(ui, 'Drop-off', { name: p.otherPlace });
      await rides.chooseSpot(ui, 'Drop-off', { name: p.place });
      await rides.chooseType(ui, p.type);
      await rides.submit(ui);
    }) },
  ],
  nearMisses: [
    { name: 'another ride type', params: (p) => ({ ...p, type: p.otherType }) },
    { name: 'to another saved place', params: (p) => ({ ...p, place: p.otherPlace, address: p.otherAddress }) },
    { name: 'schedules it for tomorrow instead of now', run: rides.script((ui, p) => rides.book(ui, { type: p.type, dropoff: { name: p.place }, when: { day: 'Tomorrow', time: '09:00' } })) },
    { name: 'stops at the form without booking', run: rides.script((ui, p) => rides.book(ui, { type: p.type, dropoff: { name: p.place }, book: false })) },
  ],
});
