import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { alarmTime } from '../../apps/clock/state.ts';
import { deleteAlarm, flipAlarm, labelledAlarms, neighbourOf, openClock } from './helpers.ts';

export default defineTask({
  id: 'clock/delete-alarm',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const target = rng.pick(labelledAlarms(world));
    return { id: target.id, label: target.label, time: alarmTime(target), neighbourTime: alarmTime(neighbourOf(world, target.id)) };
  },
  goal: (p) => `Delete the "${p.label}" alarm.`,
  setup: (d, p) => {
    const a = d.apps.clock.alarms.find((x) => x.id === p.id);
    if (a) a.enabled = true;
  },
  checks: (p) => [
    expectEqual(`the "${p.label}" alarm is gone`, false, ({ after }) => after.apps.clock.alarms.some((a) => a.id === p.id)),
    expectEqual('one alarm fewer than before', -1, ({ before, after }) => after.apps.clock.alarms.length - before.apps.clock.alarms.length),
  ],
  allowedChanges: (p) => [`apps.clock.alarms[${p.id}]`],
  oracle: async (ui, p) => {
    await openClock(ui);
    await deleteAlarm(ui, p.time);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'deletes the neighbouring alarm',
      run: async (ui, p) => {
        await openClock(ui);
        await deleteAlarm(ui, p.neighbourTime);
        await ui.done();
      },
    },
    {
      name: 'cancels the confirmation',
      run: async (ui, p) => {
        await openClock(ui);
        await deleteAlarm(ui, p.time, false);
        await ui.done();
      },
    },
    {
      name: 'only switches it off',
      run: async (ui, p) => {
        await openClock(ui);
        await flipAlarm(ui, p.time);
        await ui.done();
      },
    },
  ],
});
