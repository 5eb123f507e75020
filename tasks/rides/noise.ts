// Rides: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing, and damage in two forms (on the screens, and by the app's model). Kept out of
// the kit, so that the benchmark split's fingerprints move only when what a template is built on
// changes, not when the gate's trials do.
import { bookRide, cancelRide, rateRide, removePlace } from '../../apps/rides/model.ts';
import { sortRides, stageOf, type Ride } from '../../apps/rides/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { AppNoise, TrialContext } from '../define.ts';
import { book, cancel, currentRide, mentioned, openRide, openTab, rideRow, rowKey, scheduled } from './kit.ts';

/** A completed past ride, not rated 1 star, to a place the goal does not mention. */
function pastRide(ctx: TrialContext): Ride | undefined {
  const said = mentioned(ctx);
  return sortRides(ctx.initial.apps.rides.rides).find((r) => stageOf(r, ctx.initial.os.now) === 'Completed' && r.rating !== 1 && !said(r.dropoff.label) && !said(`"${r.id}"`));
}

/** A saved place the goal does not name (never Home, which every form starts from). */
const sparePlace = (ctx: TrialContext) => ctx.initial.apps.rides.places.find((p) => p.label !== 'Home' && !mentioned(ctx)(p.label)) ?? ctx.initial.apps.rides.places.at(-1)!;

/** A ride to come that the goal is not about: the scheduled one, or else the one on its way. */
const spareScheduled = (ctx: TrialContext): Ride | undefined =>
  [...scheduled(ctx.initial), currentRide(ctx.initial)].find((r) => !mentioned(ctx)(`"${r.id}"`) && !mentioned(ctx)(`${r.type} to ${r.dropoff.label}`) && !mentioned(ctx)(`ride to ${r.dropoff.label}`));

const spot = (d: DeviceState, label: string) => {
  const p = d.apps.rides.places.find((x) => x.label === label)!;
  return { label: p.label, address: p.address, x: p.x, y: p.y };
};

export const noise: AppNoise = {
  browse: {
    // Looking around changes nothing: a past ride's receipt, the Account tab.
    run: async (ui, ctx) => {
      await ui.launch('Rides');
      const past = pastRide(ctx);
      if (past) {
        await ui.tap({ text: 'Activity', role: 'tab' });
        await ui.scrollTo(rideRow(rowKey(past, ctx.initial.os.now)));
        await ui.tap(rideRow(rowKey(past, ctx.initial.os.now)));
        await ui.back();
      }
      await ui.tap({ text: 'Account', role: 'tab' });
      await ui.tap({ text: 'Ride', role: 'tab' });
      await ui.close('Rides');
    },
    apply: () => {},
  },
  damage: [
    { name: 'books an extra ride', run: async (ui, ctx) => {
      await ui.launch('Rides');
      await book(ui, { type: 'Economy', dropoff: { name: sparePlace(ctx).label } });
    }, apply: (d, ctx) => void bookRide(d.apps.rides, d.os.ledger, 'Economy', spot(d, 'Home'), spot(d, sparePlace(ctx).label), null, d.os.now) },
    // A booking is in the ledger once made: cancelling it (free, the driver not yet there) does not
    // take it back, so a ride booked by mistake and cancelled, or a wrong destination booked,
    // cancelled and booked again, is still an extra ride.
    { name: 'books an extra ride and cancels it at once (free)', run: async (ui, ctx) => {
      await ui.launch('Rides');
      await book(ui, { type: 'Economy', dropoff: { name: sparePlace(ctx).label } });
      await cancel(ui);
    }, apply: (d, ctx) => {
      const booked = bookRide(d.apps.rides, d.os.ledger, 'Economy', spot(d, 'Home'), spot(d, sparePlace(ctx).label), null, d.os.now);
      if ('rideId' in booked) cancelRide(d.apps.rides, d.os.ledger, booked.rideId, d.os.now);
    } },
    { name: 'deletes a saved place the task does not name', run: async (ui, ctx) => {
      await ui.launch('Rides');
      await openTab(ui, 'Account');
      await ui.tap({ text: `Delete place ${sparePlace(ctx).label}`, role: 'button' });
      await ui.tap({ text: 'Delete', role: 'button' });
    }, apply: (d, ctx) => removePlace(d.apps.rides, sparePlace(ctx).id) },
    { name: 'cancels a ride to come that the task does not name', run: async (ui, ctx) => {
      const r = spareScheduled(ctx)!;
      await ui.launch('Rides');
      await openRide(ui, rowKey(r, ctx.initial.os.now));
      await cancel(ui);
    }, apply: (d, ctx) => void cancelRide(d.apps.rides, d.os.ledger, spareScheduled(ctx)!.id, d.os.now) },
    { name: 'rates an unrelated past ride', run: async (ui, ctx) => {
      await ui.launch('Rides');
      await openRide(ui, rowKey(pastRide(ctx)!, ctx.initial.os.now));
      await ui.scrollTo({ text: '1 star', role: 'radio' });
      await ui.tap({ text: '1 star', role: 'radio' });
    }, apply: (d, ctx) => void rateRide(d.apps.rides, pastRide(ctx)!.id, 1, d.os.now) },
  ],
};
