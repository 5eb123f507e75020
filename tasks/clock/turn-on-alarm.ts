import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { alarmTime } from '../../apps/clock/state.ts';
import { alarmById, flipAlarm, labelledAlarms, neighbourOf, openAlarm, openClock } from './helpers.ts';

export default defineTask({
  id: 'clock/turn-on-alarm',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => {
    const target = rng.pick(labelledAlarms(world));
    const neighbour = neighbourOf(world, target.id);
    return { id: target.id, label: target.label, time: alarmTime(target), neighbourId: neighbour.id, neighbourTime: alarmTime(neighbour) };
  },
  goal: (p) => `Turn on the "${p.label}" alarm.`,
  // The alarm and its neighbour are off.
  setup: (d, p) => {
    for (const a of d.apps.clock.alarms) if (a.id === p.id || a.id === p.neighbourId) a.enabled = false;
  },
  checks: (p) => [
    expectEqual(`the "${p.label}" alarm is on`, true, ({ after }) => alarmById(after, p.id)?.enabled ?? null),
  ],
  // Switching on re-arms the alarm from the current time.
  allowedChanges: (p) => ['enabled', 'armedAt', 'snoozedUntil'].map((f) => `apps.clock.alarms[${p.id}].${f}`),
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
      name: 'turns on the neighbouring alarm',
      run: async (ui, p) => {
        await openClock(ui);
        await flipAlarm(ui, p.neighbourTime);
        await ui.done();
      },
    },
    {
      name: 'opens the alarm and saves it unchanged',
      run: async (ui, p) => {
        await openClock(ui);
        await openAlarm(ui, p.time);
        await ui.tap({ text: 'Save', role: 'button' });
        await ui.done();
      },
    },
  ],
});
