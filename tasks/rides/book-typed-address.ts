import { defineTask } from '../define.ts';
import { STREETS } from '../../apps/rides/state.ts';
import * as rides from './kit.ts';

export default defineTask({
  id: 'rides/book-typed-address',
  apps: ['rides'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    // An address no saved place or person has.
    const known = new Set([...world.apps.rides.places, ...world.apps.rides.contactPlaces].map((p) => p.address.split(',')[0]));
    let address = '';
    do address = `${rng.int(10, 899)} ${rng.pick(STREETS)}`; while (known.has(address));
    const type = rng.pick<rides.RideType>(['Economy', 'Comfort']);
    const n = Number(address.split(' ')[0]);
    return { address, wrong: `${n + 1}${address.slice(String(n).length)}`, type, home: rides.home(world).address };
  },
  goal: (p) => `Book ${p.type === 'Economy' ? 'an' : 'a'} ${p.type} ride now from Home to ${p.address}.`,
  changes: () => rides.bookChanges(),
  checks: (p) => rides.bookedOne({ type: p.type, pickupAddress: p.home, pickupName: 'Home', dropoffAddress: p.address, dropoffName: p.address, scheduledFor: null }),
  oracle: rides.script((ui, p) => rides.book(ui, { type: p.type, dropoff: { address: p.address } })),
  alternatives: [
    { name: 'types it in lower case', run: rides.script((ui, p) => rides.book(ui, { type: p.type, dropoff: { address: p.address.toLowerCase() } })) },
  ],
  nearMisses: [
    { name: 'the house number next door', params: (p) => ({ ...p, address: p.wrong }) },
    { name: 'an XL ride', params: (p) => ({ ...p, type: 'XL' as rides.RideType }) },
  ],
});
