import { defineTask } from '../define.ts';
import { dropoffAt } from '../../apps/rides/state.ts';
import type { TaskUi } from '../ui.ts';
import * as rides from './kit.ts';
import { twelveHour } from '../messages/kit.ts';

/** The scheduled ride's page: its "Pickup" line ("Tomorrow, 08:00"), or the booking's or the drop-off's time, as "08:00". */
async function readTime(ui: TaskUi, row: rides.RowKey, which: 'Pickup' | 'Booked' | 'Drop-off'): Promise<string> {
  await rides.openRide(ui, row);
  if (which === 'Drop-off') {
    const times = ui.findAll({ matches: new RegExp(`^(${rides.TIME_OF_DAY}|—)$`) });
    return times.at(-1)!.text;
  }
  return rides.timeAtEnd(rides.valueAfter(ui, which));
}

export default defineTask({
  id: 'rides/query-scheduled-pickup',
  apps: ['rides'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ world }) => {
    const r = rides.scheduled(world)[0]!;
    return { place: r.dropoff.label, rideId: r.id, row: rides.rowKey(r, world.os.now) };
  },
  goal: (p) => `At what time will your scheduled ride to ${p.place} pick you up?`,
  named: (p, initial) => ({ [`the scheduled ride to ${p.place}`]: rides.scheduled(initial).filter((r) => r.dropoff.label === p.place).length }),
  checks: () => [],
  answer: {
    spec: { type: 'time' },
    expected: (p, before) => rides.formatClock(rides.arriveOf(before.apps.rides.rides.find((r) => r.id === p.rideId)!)),
    candidates: (p, before) => {
      const r = before.apps.rides.rides.find((x) => x.id === p.rideId)!;
      return [...new Set([rides.arriveOf(r), r.requestedAt, dropoffAt(r)].map(rides.formatClock))];
    },
  },
  oracle: async (ui, p) => ui.answer(await readTime(ui, p.row, 'Pickup')),
  alternatives: [
    { name: 'reads it on the Ride tab\'s card ("Pickup Tomorrow, 08:00")', run: async (ui) => {
      await rides.openTab(ui, 'Ride');
      const line = ui.read({ matches: new RegExp(`^Pickup (Tomorrow|Today), ${rides.TIME_OF_DAY}$`) });
      await ui.answer(rides.timeAtEnd(line));
    } },
    { name: 'answers on the 12-hour clock', run: async (ui, p) => {
      await ui.answer(twelveHour(await readTime(ui, p.row, 'Pickup')));
    } },
  ],
  nearMisses: [
    { name: 'the time it was booked', run: async (ui, p) => ui.answer(await readTime(ui, p.row, 'Booked')) },
    { name: 'the drop-off time', run: async (ui, p) => ui.answer(await readTime(ui, p.row, 'Drop-off')) },
  ],
});
