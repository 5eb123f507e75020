import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { bookingTitle, checkInState, seatMap } from '../../apps/travel/state.ts';
import type { TaskUi } from '../ui.ts';
import * as travel from './kit.ts';

/** The booking's page, Check in, and a seat (confirmed, or left chosen). */
async function checkIn(ui: TaskUi, p: { title: string; day: number }, seats: string[], confirm = true): Promise<void> {
  await travel.openBooking(ui, p.title, 'Flights', null, p.day);
  await ui.scrollTo({ text: 'Check in', role: 'button' });
  await ui.tap({ text: 'Check in', role: 'button' });
  for (const seat of seats) {
    await ui.scrollTo({ text: seat, role: 'radio' });
    await ui.tap({ text: seat, role: 'radio' });
  }
  if (!confirm) return;
  await ui.scrollTo({ text: 'Confirm check-in', role: 'button' });
  await ui.tap({ text: 'Confirm check-in', role: 'button' });
}

// Online check-in for the flight that leaves within a day, on a seat the goal names.
export default defineTask({
  id: 'travel/check-in',
  apps: ['travel'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const now = world.os.now;
    const b = rng.pick(travel.flightBookings(world).filter((x) => checkInState(x, now) === 'open' && checkInState(x, now + 2 * 3_600_000) === 'open'));
    const [seat, other] = rng.sample(seatMap(b.flight).filter((x) => !x.taken), 2);
    return { booking: b.id, title: bookingTitle(b), to: b.flight.to, day: travel.startOfDay(b.flight.depart), seat: seat!.seat, otherSeat: other!.seat };
  },
  goal: (p) => `Check in online in Travel for your flight to ${travel.cityOf(p.to)} on ${travel.dayWords(p.day)}, and take seat ${p.seat}.`,
  named: (p, initial) => ({ [`the flight to ${p.to} on that day`]: travel.flightsTo(initial, p.to, p.day) }),
  changes: (p) => [modified(travel.BOOKINGS, [p.booking], ['checkedIn', 'seat'])],
  checks: (p) => [
    expectEqual('the flight is checked in', true, (ctx) => { const b = travel.booking(ctx.after, p.booking); return b?.kind === 'flight' ? b.checkedIn : undefined; }),
    expectEqual(`on seat ${p.seat}`, p.seat, (ctx) => { const b = travel.booking(ctx.after, p.booking); return b?.kind === 'flight' ? b.seat : undefined; }),
  ],
  oracle: travel.script((ui, p) => checkIn(ui, p, [p.seat])),
  alternatives: [
    { name: 'taps another seat first, then the right one', run: travel.script((ui, p) => checkIn(ui, p, [p.otherSeat, p.seat])) },
  ],
  nearMisses: [
    { name: 'takes another seat', params: (p) => ({ ...p, seat: p.otherSeat }) },
    { name: 'picks the seat but never confirms', run: travel.script((ui, p) => checkIn(ui, p, [p.seat], false)) },
  ],
});
