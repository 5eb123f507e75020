import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { alarmTime } from '../../apps/clock/state.ts';
import { alarmById, deleteAlarm, flipAlarm, labelledAlarms, neighbourOf, openClock } from './helpers.ts';

export default defineTask({
  id: 'clock/turn-off-alarm',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => {
    const target = rng.pick(labelledAlarms(world));
    const neighbour = neighbourOf(world, target.id);
    return { id: target.id, label: target.label, time: alarmTime(target), neighbourId: neighbour.id, neighbourTime: alarmTime(neighbour) };
  },
  goal: (p) => `Turn off the ${p.time} alarm ("${p.label}") without deleting it.`,
  // The alarm and its neighbour are on, so that switching the wrong one is a visible change.
  setup: (d, p) => {
    for (const a of d.apps.clock.alarms) if (a.id === p.id || a.id === p.neighbourId) a.enabled = true;
  },
  checks: (p) => [
    expectEqual(`the ${p.time} alarm is off`, false, ({ after }) => alarmById(after, p.id)?.enabled ?? null),
  ],
  allowedChanges: (p) => [`apps.clock.alarms[${p.id}].enabled`, `apps.clock.alarms[${p.id}].snoozedUntil`],
  oracle: async (ui, p) => {
    await openClock(ui);
    await flipAlarm(ui, p.time);
    await ui.done();
  },
  undo: async (ui, p) => {
    await flipAlarm(ui, p.time);
  },
  nearMisses: [
    {
      name: 'turns off the neighbouring alarm',
      run: async (ui, p) => {
        await openClock(ui);
        await flipAlarm(ui, p.neighbourTime);
        await ui.done();
      },
    },
    {
      name: 'deletes the alarm instead',
      run: async (ui, p) => {
        await openClock(ui);
        await deleteAlarm(ui, p.time);
        await ui.done();
      },
    },
  ],
});
