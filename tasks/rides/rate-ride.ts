import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import * as rides from './kit.ts';

export default defineTask({
  id: 'rides/rate-ride',
  apps: ['rides'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    // Drop-offs whose latest ride was completed (the setup clears its rating), with no ride after it
    // (cancelled, on its way or scheduled) that "your latest ride" could be read as.
    const labels = [...new Set(world.apps.rides.rides.map((r) => r.dropoff.label))].filter((l) => rides.soleLatest(world, l));
    const [label, second] = rng.sample(labels, 2) as [string, string | undefined];
    // The near miss's other place: another such drop-off, or else any other with a completed ride.
    const other = second ?? [...new Set(world.apps.rides.rides.map((r) => r.dropoff.label))].find((l) => l !== label && rides.completedTo(world, l).length > 0)!;
    const latest = rides.completedTo(world, label)[0]!;
    const stars = rng.int(1, 5);
    return {
      place: label, rideId: latest.id, row: rides.rowKey(latest, world.os.now), stars, otherStars: stars === 5 ? 4 : stars + 1,
      otherRow: rides.rowKey(rides.completedTo(world, other)[0]!, world.os.now),
    };
  },
  goal: (p) => `Rate your latest ride to ${p.place} ${p.stars} star${p.stars === 1 ? '' : 's'}.`,
  setup: (d, p) => {
    d.apps.rides.rides.find((r) => r.id === p.rideId)!.rating = null;
  },
  named: (p, initial) => rides.latestNamed(initial, p.place),
  changes: (p) => [rides.rideChanged(p.rideId, ['rating'])],
  checks: (p) => [expectEqual(`the ride is rated ${p.stars}`, p.stars, (ctx) => ctx.after.apps.rides.rides.find((r) => r.id === p.rideId)?.rating)],
  oracle: rides.script(async (ui, p) => {
    await rides.openRide(ui, p.row);
    const star = { text: `${p.stars} star${p.stars === 1 ? '' : 's'}`, role: 'radio' };
    await ui.scrollTo(star);
    await ui.tap(star);
  }),
  alternatives: [
    { name: 'taps another star first, then the right one', run: rides.script(async (ui, p) => {
      await rides.openRide(ui, p.row);
      const star = (n: number) => ({ text: `${n} star${n === 1 ? '' : 's'}`, role: 'radio' });
      await ui.scrollTo(star(p.otherStars));
      await ui.tap(star(p.otherStars));
      await ui.tap(star(p.stars));
    }) },
  ],
  nearMisses: [
    { name: 'another number of stars', params: (p) => ({ ...p, stars: p.otherStars }) },
    { name: 'rates the latest ride to another place', params: (p) => ({ ...p, row: p.otherRow }) },
  ],
});
