import { defineTask } from '../define.ts';
import { changedTo, expectEqual } from '../../judges/index.ts';
import { alarmTime } from '../../apps/clock/state.ts';
import { setAlarmEnabled } from '../../apps/clock/model.ts';
import * as clock from './kit.ts';

export default defineTask({
  id: 'clock/turn-on-alarm',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => {
    const target = rng.pick(clock.labelledAlarms(world));
    const neighbour = clock.neighbourOf(world, target.id);
    return { id: target.id, label: target.label, time: alarmTime(target), neighbourId: neighbour.id, neighbourTime: alarmTime(neighbour) };
  },
  goal: (p) => `Turn on the "${p.label}" alarm.`,
  // The alarm and its neighbour are off.
  setup: (d, p) => {
    for (const id of [p.id, p.neighbourId]) setAlarmEnabled(d.apps.clock, id, false, d.os.now);
  },
  // Switching on re-arms the alarm (a routine path): only `enabled` may move, and only to on.
  changes: (p) => [changedTo(`${clock.ALARMS}[${p.id}].enabled`, true)],
  checks: (p) => [expectEqual(`the "${p.label}" alarm is on`, true, ({ after }) => clock.byId(after, p.id)?.enabled ?? null)],
  oracle: async (ui, p) => {
    await clock.flip(ui, p.time);
    await ui.done();
  },
  undo: async (ui, p) => clock.flipAlarm(ui, p.time),
  alternatives: [
    { name: 'switched on, off again, and on', run: async (ui, p) => {
      await clock.flip(ui, p.time);
      await clock.flipAlarm(ui, p.time);
      await clock.flipAlarm(ui, p.time);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'turns on the neighbouring alarm', params: (p) => ({ ...p, time: p.neighbourTime }) },
    { name: 'opens the alarm and saves it unchanged', run: async (ui, p) => {
      await clock.edit(ui, p.time, {});
      await ui.done();
    } },
  ],
});
