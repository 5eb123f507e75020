import { defineTask } from '../define.ts';
import { driverFor, paidFor, rideOf } from '../../apps/rides/state.ts';
import { createRng } from '../../apps/kit/random.ts';
import type { Json } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import * as rides from './kit.ts';

/** A ride's receipt: a money line ("Total", "Booking fee") as a number of dollars ("14.20"). */
async function readLine(ui: TaskUi, row: rides.RowKey, line: string): Promise<string> {
  await rides.openRide(ui, row);
  await ui.scrollTo({ text: line });
  return rides.valueAfter(ui, line).replace('$', '').replace(/,/g, '');
}

export default defineTask({
  id: 'rides/query-last-fare',
  apps: ['rides'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng, world }) => {
    // A drop-off with two completed rides of different totals, and no ride after the latest (cancelled,
    // on its way or scheduled) that "your latest ride" could be read as.
    const labels = [...new Set(world.apps.rides.rides.map((r) => r.dropoff.label))].filter((label) => {
      const [latest, older] = rides.completedTo(world, label);
      return latest && older && paidFor(latest) !== paidFor(older) && latest.fare.bookingFee !== paidFor(latest) && rides.soleLatest(world, label);
    });
    if (labels.length > 0) {
      const label = rng.pick(labels);
      const [latest, older] = rides.completedTo(world, label) as [rides.Ride, rides.Ride];
      return { place: label, rideId: latest.id, row: rides.rowKey(latest, world.os.now), olderRow: rides.rowKey(older, world.os.now), earlier: null };
    }
    // A few worlds have none: a drop-off whose latest ride is the only candidate, and a ride there
    // of another type the day before it (the setup adds it), for "the ride before it".
    const label = rng.pick([...new Set(world.apps.rides.rides.map((r) => r.dropoff.label))].filter((l) => rides.soleLatest(world, l)));
    const latest = rides.completedTo(world, label)[0]!;
    const type = rides.RIDE_TYPES.find((t) => rides.quoteOf(world.apps.rides, t, latest.pickup, latest.dropoff, latest.requestedAt - rides.DAY, null).fare.total !== paidFor(latest))!;
    const q = rides.quoteOf(world.apps.rides, type, latest.pickup, latest.dropoff, latest.requestedAt - rides.DAY, null);
    const earlier = rideOf(`r${world.apps.rides.nextId}`, q, latest.pickup, latest.dropoff, latest.requestedAt - rides.DAY, null, driverFor(createRng(`rides/setup/query-last-fare/${latest.id}`), type));
    return { place: label, rideId: latest.id, row: rides.rowKey(latest, world.os.now), olderRow: rides.rowKey(earlier, world.os.now), earlier: earlier as unknown as Json };
  },
  setup: (d, p) => {
    if (p.earlier === null) return;
    d.apps.rides.rides.push(structuredClone(p.earlier) as unknown as rides.Ride);
    d.apps.rides.nextId++;
  },
  goal: (p) => `How much did your latest ride to ${p.place} cost in total, in dollars?`,
  named: (p, initial) => rides.latestNamed(initial, p.place),
  checks: () => [],
  answer: {
    // The receipt writes "Total" before the amount, with a dollar sign.
    spec: { type: 'number', unit: 'dollars', symbol: '$', label: 'Total' },
    expected: (p, before) => paidFor(before.apps.rides.rides.find((r) => r.id === p.rideId)!) / 100,
    candidates: (_p, before) => [...new Set(before.apps.rides.rides.map((r) => (paidFor(r) / 100).toFixed(2)))],
  },
  oracle: async (ui, p) => ui.answer(await readLine(ui, p.row, 'Total')),
  alternatives: [
    { name: 'answers as the receipt writes it ("$14.20")', run: async (ui, p) => ui.answer(`$${await readLine(ui, p.row, 'Total')}`) },
    { name: 'answers with the label and the unit ("Total: 14.20 dollars")', run: async (ui, p) => ui.answer(`Total: ${await readLine(ui, p.row, 'Total')} dollars`) },
  ],
  nearMisses: [
    { name: 'the total of the ride before it', run: async (ui, p) => ui.answer(await readLine(ui, p.olderRow, 'Total')) },
    { name: 'the booking fee', run: async (ui, p) => ui.answer(await readLine(ui, p.row, 'Booking fee')) },
  ],
});
