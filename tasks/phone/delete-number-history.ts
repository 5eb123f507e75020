import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import { HOUR } from '../../apps/kit/time.ts';
import { sameNumber } from '../../apps/phone/state.ts';
import { logCall } from '../../apps/phone/model.ts';
import type { TaskUi } from '../ui.ts';
import * as phone from './kit.ts';

const TYPES = ['missed', 'incoming', 'missed', 'outgoing', 'missed'] as const;

/** Delete the number's newest call `times` times (after each one Recents is back on screen). */
async function deleteCalls(ui: TaskUi, number: string, times: number): Promise<void> {
  await ui.launch('Phone');
  for (let i = 0; i < times; i++) await phone.deleteRow(ui, number, true, false);
}

export default defineTask({
  id: 'phone/delete-number-history',
  apps: ['phone'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const count = rng.int(3, 4);
    return { number: phone.freshNumber(world, () => rng.phone()), hours: rng.sample([2, 5, 9, 20, 30, 47, 70, 96, 120, 140], count).sort((a, b) => a - b) };
  },
  goal: (p) => `Delete every call with ${p.number} from your call log, and nothing else.`,
  setup: (d, p) => p.hours.forEach((h, i) => {
    const type = TYPES[i % TYPES.length]!;
    logCall(d.apps.phone, { number: p.number, type, at: d.os.now - h * HOUR, duration: type === 'missed' ? 0 : 60 + 17 * h, seen: true });
  }),
  changes: (p) => [removed(phone.CALLS, { which: (c) => sameNumber(String(c.number), p.number) })],
  checks: (p) => [expectEqual(`no call with ${p.number} is left`, 0, ({ after }) => after.apps.phone.calls.filter((c) => sameNumber(c.number, p.number)).length)],
  oracle: phone.finish((ui, p) => deleteCalls(ui, p.number, p.hours.length)),
  alternatives: [
    { name: 'a deletion cancelled first', run: phone.finish(async (ui, p) => {
      await phone.deleteRow(ui, p.number, false);
      await deleteCalls(ui, p.number, p.hours.length);
    }) },
  ],
  nearMisses: [
    { name: 'deletes only the newest call with the number', run: phone.finish((ui, p) => deleteCalls(ui, p.number, 1)) },
    { name: 'leaves the oldest call', params: (p) => ({ ...p, hours: p.hours.slice(1) }) },
    // Getting rid of a number is not blocking it: the goal asks to clean the log and nothing else.
    { name: 'deletes every call with it, then blocks the number as well', run: phone.finish(async (ui, p) => {
      await deleteCalls(ui, p.number, p.hours.length);
      await phone.addBlocked(ui, p.number);
    }) },
  ],
});
