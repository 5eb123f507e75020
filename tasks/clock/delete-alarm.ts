import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import { setAlarmEnabled } from '../../apps/clock/model.ts';
import * as clock from './kit.ts';

export default defineTask({
  id: 'clock/delete-alarm',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 13,
  params: ({ rng, world }) => clock.targetAlarm(rng, world),
  goal: (p) => `Delete the "${p.label}" alarm.`,
  named: (p, s) => ({ [`the "${p.label}" alarm`]: clock.alarmsLabelled(s, p.label) }),
  setup: (d, p) => void setAlarmEnabled(d.apps.clock, p.id, true, d.os.now),
  changes: (p) => [removed(clock.ALARMS, { which: p.id })],
  checks: (p) => [expectEqual(`the "${p.label}" alarm is gone`, [p.id], ({ changes }) => changes.removed(clock.ALARMS).map((a) => a.id))],
  oracle: clock.andDone(async (ui, p) => {
    await clock.openClock(ui);
    await clock.deleteAlarm(ui, p.time);
  }),
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
    { name: 'cancels the confirmation', run: clock.andDone(async (ui, p) => {
      await clock.openClock(ui);
      await clock.deleteAlarm(ui, p.time, false);
    }) },
    { name: 'only switches it off', run: clock.andDone((ui, p) => clock.flip(ui, p.time)) },
    // Deleted, then made again as it was (time and label): the alarm is still there.
    { name: 'deletes it, then adds it back', run: clock.andDone(async (ui, p) => {
      await clock.openClock(ui);
      await clock.deleteAlarm(ui, p.time);
      await clock.createAlarm(ui, { ...clock.hourMinute(p.time), label: p.label });
    }) },
  ],
});
