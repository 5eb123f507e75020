import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import { alarmTime } from '../../apps/clock/state.ts';
import { setAlarmEnabled } from '../../apps/clock/model.ts';
import * as clock from './kit.ts';

export default defineTask({
  id: 'clock/delete-alarm',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const target = rng.pick(clock.labelledAlarms(world));
    return { id: target.id, label: target.label, time: alarmTime(target), neighbourTime: alarmTime(clock.neighbourOf(world, target.id)) };
  },
  goal: (p) => `Delete the "${p.label}" alarm.`,
  setup: (d, p) => void setAlarmEnabled(d.apps.clock, p.id, true, d.os.now),
  changes: (p) => [removed(clock.ALARMS, { which: p.id })],
  checks: (p) => [expectEqual(`the "${p.label}" alarm is gone`, [p.id], ({ changes }) => changes.removed(clock.ALARMS).map((a) => a.id))],
  oracle: async (ui, p) => {
    await clock.openClock(ui);
    await clock.deleteAlarm(ui, p.time);
    await ui.done();
  },
  alternatives: [
    { name: 'cancels the confirmation once, then deletes', run: async (ui, p, oracle) => {
      await clock.openClock(ui);
      await clock.deleteAlarm(ui, p.time, false);
      await ui.back();
      await oracle(ui, p);
    } },
    { name: 'switches it off first, then deletes it', run: async (ui, p, oracle) => {
      await clock.flip(ui, p.time);
      await oracle(ui, p);
    } },
  ],
  nearMisses: [
    { name: 'deletes the neighbouring alarm', params: (p) => ({ ...p, time: p.neighbourTime }) },
    { name: 'cancels the confirmation', run: async (ui, p) => {
      await clock.openClock(ui);
      await clock.deleteAlarm(ui, p.time, false);
      await ui.done();
    } },
    { name: 'only switches it off', run: async (ui, p) => {
      await clock.flip(ui, p.time);
      await ui.done();
    } },
  ],
});
