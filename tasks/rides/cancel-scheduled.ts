import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import * as rides from './kit.ts';

export default defineTask({
  id: 'rides/cancel-scheduled',
  apps: ['rides'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ world }) => {
    const r = rides.scheduled(world)[0]!;
    const current = rides.currentRide(world);
    return { place: r.dropoff.label, rideId: r.id, row: rides.rowKey(r, world.os.now), currentRow: rides.rowKey(current, world.os.now) };
  },
  goal: (p) => `Cancel your scheduled ride to ${p.place}.`,
  named: (p, initial) => ({ [`the scheduled ride to ${p.place}`]: rides.scheduled(initial).filter((r) => r.dropoff.label === p.place).length }),
  changes: (p) => [rides.rideChanged(p.rideId, ['cancelledAt'])],
  checks: (p) => [
    expectEqual(`the ride to ${p.place} is cancelled`, true, (ctx) => ctx.after.apps.rides.rides.find((r) => r.id === p.rideId)?.cancelledAt != null),
    expectEqual('nothing was paid', 0, (ctx) => rides.ridePayments(ctx).length),
  ],
  oracle: rides.script(async (ui, p) => {
    await rides.openRide(ui, p.row);
    await rides.cancel(ui);
  }),
  alternatives: [
    { name: "from the ride's card on the Ride tab", run: rides.script(async (ui, p) => {
      await rides.openTab(ui, 'Ride');
      await ui.tap({ text: `Scheduled: Comfort to ${p.place}`, role: 'button' });
      await rides.cancel(ui);
    }) },
    { name: 'keeps it at first, then cancels', run: rides.script(async (ui, p) => {
      await rides.openRide(ui, p.row);
      await rides.cancel(ui, false);
      await rides.cancel(ui);
    }) },
  ],
  nearMisses: [
    { name: 'cancels the ride on its way now instead', params: (p) => ({ ...p, row: p.currentRow }) },
    { name: 'keeps the ride', run: rides.script(async (ui, p) => {
      await rides.openRide(ui, p.row);
      await rides.cancel(ui, false);
    }) },
  ],
});
