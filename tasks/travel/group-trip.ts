import { defineTask } from '../define.ts';
import { added, expectEqual, modified } from '../../judges/index.ts';
import { bookingOption, bookingTitle, type Booking } from '../../apps/travel/state.ts';
import * as travel from './kit.ts';

// Group two bookings in no trip into a new trip: create it, then add each (from the trip's
// "Add a booking" list, or from each booking's page).

/** A booking's row in the "Add a booking" list (as `bookingOption` writes it), written when the script looks: its day is in the device's format. */
const option = (o: { title: string; at: number }): string => `${o.title}, ${travel.shortDay(o.at)}`;
const words = (b: Booking) => (b.kind === 'flight' ? `your flight from ${travel.cityOf(b.flight.from)} to ${travel.cityOf(b.flight.to)} on ${travel.dayWords(travel.startOfDay(b.flight.depart))}` : `your stay at ${b.hotelName}`);

export default defineTask({
  id: 'travel/group-trip',
  apps: ['travel'],
  difficulty: 3,
  maxSteps: 25,
  params: ({ rng, world }) => {
    const loose = travel.steadyUpcoming(world.apps.travel.bookings.filter((b) => b.trip === null), world.os.now, 3 * 3_600_000);
    const flights = loose.filter((b) => b.kind === 'flight');
    const stay = rng.pick(loose.filter((b) => b.kind === 'hotel'));
    const [flight, other] = rng.sample(flights, 2);
    const name = rng.pick(travel.TRIP_NAMES.filter((n) => travel.tripsNamed(world, n) === 0));
    const opt = (b: Booking) => ({ id: b.id, title: bookingTitle(b), at: b.kind === 'flight' ? b.flight.depart : b.checkIn, words: words(b) });
    return { name, first: opt(flight!), second: opt(stay), other: opt(other!) };
  },
  goal: (p) => `In Travel, create a trip called "${p.name}" and put ${p.first.words} and ${p.second.words} in it.`,
  named: (p, initial) => ({
    [p.first.words]: initial.apps.travel.bookings.filter((b) => bookingOption(b) === option(p.first)).length,
    [p.second.words]: initial.apps.travel.bookings.filter((b) => bookingOption(b) === option(p.second)).length,
  }),
  changes: (p) => [added(travel.TRIPS), modified(travel.BOOKINGS, [p.first.id, p.second.id], ['trip'])],
  checks: (p) => [
    travel.createdTrip(p.name),
    expectEqual('both bookings are in it', [true, true], ({ before, after }) => {
      const t = travel.newTrips(before, after)[0];
      return [p.first.id, p.second.id].map((id) => t !== undefined && travel.booking(after, id)?.trip === t.id);
    }),
  ],
  oracle: travel.script(async (ui, p) => {
    await travel.newTrip(ui, p.name);
    for (const b of [p.first, p.second]) {
      await ui.tap({ text: 'Add a booking', role: 'button' });
      await ui.tap({ text: option(b), role: 'button' });
    }
  }),
  alternatives: [
    { name: "adds each from the booking's page", run: travel.script(async (ui, p) => {
      await travel.newTrip(ui, p.name);
      for (const b of [p.first, p.second]) {
        await ui.back();
        await ui.scrollTo({ text: b.title, role: 'button' });
        await ui.tap({ text: b.title, role: 'button' });
        await ui.scrollTo({ text: 'Add to trip', role: 'button' });
        await ui.tap({ text: 'Add to trip', role: 'button' });
        await ui.tap({ text: p.name, role: 'button' });
      }
    }) },
    { name: 'names it in lower case', params: (p) => ({ ...p, name: p.name.toLowerCase() }) },
  ],
  nearMisses: [
    { name: 'puts another flight in it', params: (p) => ({ ...p, first: p.other }) },
    { name: 'creates the trip but adds only one booking', run: travel.script(async (ui, p) => {
      await travel.newTrip(ui, p.name);
      await ui.tap({ text: 'Add a booking', role: 'button' });
      await ui.tap({ text: option(p.first), role: 'button' });
    }) },
    { name: 'calls the trip something else', params: (p) => ({ ...p, name: `${p.name} trip` }) },
  ],
});
