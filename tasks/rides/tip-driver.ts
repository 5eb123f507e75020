import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { driverFor, quoteOf, rideOf } from '../../apps/rides/state.ts';
import { createRng } from '../../apps/kit/random.ts';
import * as rides from './kit.ts';

const AMOUNTS = [100, 200, 300, 400, 500];

/** How the tip dialog takes an amount: its chip, or Other with the dollars typed. */
const tipInput = (cents: number): { chip: string } | { other: string } => ([100, 200, 500].includes(cents) ? { chip: `$${cents / 100}` } : { other: String(cents / 100) });

export default defineTask({
  id: 'rides/tip-driver',
  apps: ['rides'],
  difficulty: 2,
  maxSteps: 18,
  params: ({ rng, world }) => {
    // A ride this morning, completed by now, to a saved place or a person: the latest to there (no
    // ride on its way there now or scheduled there, which "your latest ride" could be read as).
    const to = rng.pick(rides.awayFromHome(world).filter((x) => !world.apps.rides.rides.some((r) => r.dropoff.label === x.label && rides.isUpcoming(r, world.os.now))));
    const amount = rng.pick(AMOUNTS);
    const requestedAt = world.os.now - rng.int(150, 200) * rides.MINUTE;
    const rideId = `r${world.apps.rides.nextId}`;
    const probe = quoteOf(world.apps.rides, 'Economy', rides.home(world), to, requestedAt, null);
    return {
      place: to.label, rideId, requestedAt, amount, otherAmount: rng.pick(AMOUNTS.filter((a) => a !== amount)),
      row: { place: to.label, at: probe.arriveAt, now: world.os.now },
    };
  },
  goal: (p) => `Tip the driver of your latest ride to ${p.place} $${p.amount / 100}.`,
  setup: (d, p) => {
    const s = d.apps.rides;
    const to = [...s.places, ...s.contactPlaces].find((x) => x.label === p.place)!;
    const from = s.places.find((x) => x.label === 'Home')!;
    const q = quoteOf(s, 'Economy', from, to, p.requestedAt, null);
    const ride = rideOf(`r${s.nextId++}`, q, from, to, p.requestedAt, null, driverFor(createRng(`rides/setup/${p.rideId}`), 'Economy'));
    s.rides.push(ride);
  },
  named: (p, initial) => rides.latestNamed(initial, p.place),
  changes: (p) => [rides.payments(), rides.rideChanged(p.rideId, ['tip'])],
  checks: (p) => [
    expectEqual('exactly one tip was paid', 1, (ctx) => rides.ridePayments(ctx).length),
    expectEqual(`it is $${p.amount / 100} to the driver of the latest ride to ${p.place}`, { ride: p.rideId, reason: 'tip', amount: p.amount },
      (ctx) => { const t = rides.ridePayments(ctx)[0]; return t && { ride: t.ride, reason: t.reason, amount: t.amount }; }),
    expectEqual('no ride was booked', 0, (ctx) => rides.bookedRides(ctx).length),
  ],
  oracle: rides.script(async (ui, p) => {
    await rides.openRide(ui, p.row);
    await rides.tip(ui, tipInput(p.amount));
  }),
  alternatives: [
    { name: 'types the amount under Other', run: rides.script(async (ui, p) => {
      await rides.openRide(ui, p.row);
      await rides.tip(ui, { other: (p.amount / 100).toFixed(2) });
    }) },
  ],
  nearMisses: [
    { name: 'another amount', params: (p) => ({ ...p, amount: p.otherAmount }) },
    { name: 'tips twice', run: rides.script(async (ui, p) => {
      await rides.openRide(ui, p.row);
      await rides.tip(ui, tipInput(p.amount));
      await rides.tip(ui, tipInput(p.amount));
    }) },
    { name: 'opens the tip dialog and cancels it', run: rides.script(async (ui, p) => {
      await rides.openRide(ui, p.row);
      await ui.scrollTo({ text: 'Add tip', role: 'button' });
      await ui.tap({ text: 'Add tip', role: 'button' });
      await ui.tap({ text: 'Cancel', role: 'button' });
    }) },
  ],
});
