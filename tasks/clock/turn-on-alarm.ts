import { defineTask } from '../define.ts';
import { changedTo, expectEqual } from '../../judges/index.ts';
import { setAlarmEnabled } from '../../apps/clock/model.ts';
import * as clock from './kit.ts';

export default defineTask({
  id: 'clock/turn-on-alarm',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => clock.targetAlarm(rng, world),
  goal: (p) => `Turn on the "${p.label}" alarm.`,
  named: (p, s) => ({ [`the "${p.label}" alarm`]: clock.alarmsLabelled(s, p.label) }),
  // The alarm and its neighbour are off.
  setup: (d, p) => [p.id, p.neighbourId].forEach((id) => setAlarmEnabled(d.apps.clock, id, false, d.os.now)),
  // Switching on re-arms the alarm (a routine path): only `enabled` may move, and only to on.
  changes: (p) => [changedTo(`${clock.ALARMS}[${p.id}].enabled`, true)],
  checks: (p) => [expectEqual(`the "${p.label}" alarm is on`, true, ({ after }) => clock.byId(after, p.id)?.enabled ?? null)],
  oracle: clock.andDone((ui, p) => clock.flip(ui, p.time)),
  undo: async (ui, p) => clock.flipAlarm(ui, p.time),
  alternatives: [
    { name: 'switched on, off again, and on', run: clock.andDone((ui, p) => clock.flipTimes(ui, p.time, 3)) },
    // A look at its form first: Save with nothing changed leaves it as it was (and off).
    { name: 'opens its form and saves it unchanged, then switches it on', run: clock.andDone(async (ui, p) => {
      await clock.edit(ui, p.time, {});
      await clock.flipAlarm(ui, p.time);
    }) },
  ],
  nearMisses: [
    { name: 'turns on the neighbouring alarm', params: (p) => ({ ...p, time: p.neighbourTime }) },
    { name: 'opens the alarm and saves it unchanged', run: clock.andDone((ui, p) => clock.edit(ui, p.time, {})) },
  ],
});
