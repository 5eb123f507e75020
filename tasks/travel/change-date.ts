import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { formatClock } from '../../apps/kit/time.ts';
import { bookingTitle } from '../../apps/travel/state.ts';
import type { TaskUi } from '../ui.ts';
import * as travel from './kit.ts';

/** The booking's page, Change date, and the new day in the picker: the other flights that day. */
async function openChange(ui: TaskUi, p: { title: string; was: number; day: number }): Promise<void> {
  await travel.openBooking(ui, p.title, 'Flights', null, p.was);
  await ui.scrollTo({ text: 'Change date', role: 'button' });
  await ui.tap({ text: 'Change date', role: 'button' });
  await travel.pickDate(ui, 'New date', p.day);
}

// Move a booked flight to a flight on another day (the page shows the fare difference and the fee).
export default defineTask({
  id: 'travel/change-date',
  apps: ['travel'],
  difficulty: 3,
  maxSteps: 24,
  params: ({ rng, world }) => {
    const now = world.os.now;
    const options = travel.steadyUpcoming(travel.flightBookings(world), now, 26 * 3_600_000)
      .filter((x) => travel.flightBookings(world).filter((y) => bookingTitle(y) === bookingTitle(x)).length === 1)
      .flatMap((x) => [-1, 1, 2].map((shift) => {
        const day = travel.startOfDay(x.flight.depart) + shift * 86_400_000;
        return { b: x, day, choices: travel.flightsLeaving(world, x.flight.from, x.flight.to, day, now + 6 * 3_600_000) };
      }))
      .filter((o) => o.choices.length >= 2);
    const { b, day, choices } = rng.pick(options);
    const [f, other] = rng.sample(choices, 2);
    return {
      booking: b.id, title: bookingTitle(b), from: b.flight.from, to: b.flight.to, was: travel.startOfDay(b.flight.depart), day, flight: f!.id, number: f!.number, time: formatClock(f!.depart),
      otherNumber: other!.number,
    };
  },
  goal: (p) => `In Travel, move your booked flight from ${travel.cityOf(p.from)} to ${travel.cityOf(p.to)} on ${travel.dayWords(p.was)} to flight ${p.number} at ${p.time} on ${travel.dayWords(p.day)}, paying whatever difference the app asks.`,
  named: (p, initial) => ({
    [`the flight to ${p.to} on ${p.was}`]: travel.flightBookings(initial).filter((b) => b.flight.from === p.from && b.flight.to === p.to && travel.startOfDay(b.flight.depart) === p.was).length,
    [`flight ${p.number}`]: travel.flightsLeaving(initial, p.from, p.to, p.day, 0).filter((f) => f.number === p.number).length,
  }),
  changes: (p) => [mayRecord('booking-change'), modified(travel.BOOKINGS, [p.booking], ['flight', 'paid', 'checkedIn', 'seat'])],
  checks: (p) => [
    expectEqual('exactly one change was made', 1, (ctx) => travel.changesMade(ctx).length),
    expectEqual(`the booking moved to flight ${p.number} on ${travel.dayWords(p.day)}`, { booking: p.booking, to: p.flight }, (ctx) => { const c = travel.changesMade(ctx)[0]; return c ? { booking: c.booking, to: c.to } : undefined; }),
  ],
  oracle: travel.script(async (ui, p) => {
    await openChange(ui, p);
    await travel.openResult(ui, p.number);
    await ui.tap({ text: 'Confirm change', role: 'button' });
  }),
  alternatives: [
    { name: 'opens the wrong flight first, goes back, then the right one', run: travel.script(async (ui, p) => {
      await openChange(ui, p);
      await travel.openResult(ui, p.otherNumber);
      await ui.back();
      await travel.openResult(ui, p.number);
      await ui.tap({ text: 'Confirm change', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'moves it to another flight that day', params: (p) => ({ ...p, number: p.otherNumber }) },
    { name: 'moves it to the other flight first, then to the right one (a second fee)', run: travel.script(async (ui, p) => {
      await openChange(ui, p);
      await travel.openResult(ui, p.otherNumber);
      await ui.tap({ text: 'Confirm change', role: 'button' });
      // Back on the booking's page, now on the other flight: Change date again, the same day.
      await ui.scrollTo({ text: 'Change date', role: 'button' });
      await ui.tap({ text: 'Change date', role: 'button' });
      await travel.pickDate(ui, 'New date', p.day);
      await travel.openResult(ui, p.number);
      await ui.tap({ text: 'Confirm change', role: 'button' });
    }) },
    { name: 'stops on the confirmation', run: travel.script(async (ui, p) => {
      await openChange(ui, p);
      await travel.openResult(ui, p.number);
    }) },
    { name: 'cancels the flight instead', run: travel.script(async (ui, p) => {
      await travel.openBooking(ui, p.title, 'Flights', null, p.was);
      await travel.cancelOpen(ui);
    }) },
  ],
});
