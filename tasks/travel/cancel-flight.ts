import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { bookingTitle, type FlightBooking } from '../../apps/travel/state.ts';
import * as travel from './kit.ts';

// Cancel one booked flight (a refund follows its fare: the dialog says which).
export default defineTask({
  id: 'travel/cancel-flight',
  apps: ['travel'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const list = travel.steadyUpcoming(travel.flightBookings(world), world.os.now, 6 * 3_600_000);
    const b = rng.pick(list);
    const other = rng.pick(list.filter((x) => x.id !== b.id && bookingTitle(x) !== bookingTitle(b)));
    return { booking: b.id, tripName: world.apps.travel.trips.find((t) => t.id === b.trip)?.name ?? null, title: bookingTitle(b), to: b.flight.to, from: b.flight.from, day: travel.startOfDay(b.flight.depart), other: other.id, otherTitle: bookingTitle(other), otherDay: travel.startOfDay(other.flight.depart) };
  },
  goal: (p) => `Cancel your booked flight from ${travel.cityOf(p.from)} to ${travel.cityOf(p.to)} on ${travel.dayWords(p.day)} in Travel.`,
  named: (p, initial) => ({ [`the flight to ${p.to} on that day`]: travel.flightBookings(initial).filter((b: FlightBooking) => b.flight.to === p.to && b.flight.from === p.from && travel.startOfDay(b.flight.depart) === p.day).length }),
  changes: (p) => [mayRecord('cancellation'), modified(travel.BOOKINGS, [p.booking], ['status', 'cancelledAt', 'refund'])],
  checks: (p) => [
    expectEqual('exactly one booking was cancelled', 1, (ctx) => travel.cancellationsMade(ctx).length),
    expectEqual(`it is the flight to ${travel.cityOf(p.to)} on ${travel.dayWords(p.day)}`, p.booking, (ctx) => travel.cancellationsMade(ctx)[0]?.booking),
  ],
  oracle: travel.script(async (ui, p) => {
    await travel.openBooking(ui, p.title, 'Flights', null, p.day);
    await travel.cancelOpen(ui);
  }),
  alternatives: [
    { name: 'opens it from its trip, or from the Trips tab', run: travel.script(async (ui, p) => {
      await travel.openBooking(ui, p.title, 'Trips', p.tripName, p.day);
      await travel.cancelOpen(ui);
    }) },
    { name: 'first taps Keep booking, then cancels', run: travel.script(async (ui, p) => {
      await travel.openBooking(ui, p.title, 'Flights', null, p.day);
      await ui.scrollTo({ text: 'Cancel booking', role: 'button' });
      await ui.tap({ text: 'Cancel booking', role: 'button' });
      await ui.tap({ text: 'Keep booking', role: 'button' });
      await travel.cancelOpen(ui);
    }) },
  ],
  nearMisses: [
    { name: 'cancels another flight', params: (p) => ({ ...p, title: p.otherTitle, day: p.otherDay }) },
    { name: 'keeps the booking in the dialog', run: travel.script(async (ui, p) => {
      await travel.openBooking(ui, p.title, 'Flights', null, p.day);
      await ui.scrollTo({ text: 'Cancel booking', role: 'button' });
      await ui.tap({ text: 'Cancel booking', role: 'button' });
      await ui.tap({ text: 'Keep booking', role: 'button' });
    }) },
  ],
});
