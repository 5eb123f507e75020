import { defineTask } from '../define.ts';
import { WEEKDAYS } from '../../apps/clock/state.ts';
import { createAlarm, createdOneAlarm, openClock, pickTime, timeText } from './helpers.ts';

export default defineTask({
  id: 'clock/create-weekday-alarm',
  apps: ['clock'],
  difficulty: 2,
  maxSteps: 25,
  params: ({ rng, world }) => pickTime(rng, world),
  goal: (p) => `Set an alarm for ${timeText(p.hour, p.minute)} that repeats every weekday (Monday to Friday).`,
  checks: (p) => createdOneAlarm({ hour: p.hour, minute: p.minute, days: WEEKDAYS }),
  allowedChanges: ['apps.clock.alarms', 'apps.clock.nextId'],
  oracle: async (ui, p) => {
    await openClock(ui);
    await createAlarm(ui, { ...p, days: WEEKDAYS });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'forgets Friday',
      run: async (ui, p) => {
        await openClock(ui);
        await createAlarm(ui, { ...p, days: [1, 2, 3, 4] });
        await ui.done();
      },
    },
    {
      name: 'adds Saturday too',
      run: async (ui, p) => {
        await openClock(ui);
        await createAlarm(ui, { ...p, days: [1, 2, 3, 4, 5, 6] });
        await ui.done();
      },
    },
    {
      name: 'one hour off',
      run: async (ui, p) => {
        await openClock(ui);
        await createAlarm(ui, { hour: (p.hour + 23) % 24, minute: p.minute, days: WEEKDAYS });
        await ui.done();
      },
    },
    {
      name: 'a one-time alarm',
      run: async (ui, p) => {
        await openClock(ui);
        await createAlarm(ui, p);
        await ui.done();
      },
    },
  ],
});
