import { defineTask } from '../define.ts';
import { createAlarm, createdOneAlarm, flipAlarm, openClock, pickTime, timeText } from './helpers.ts';

export default defineTask({
  id: 'clock/create-alarm',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 20,
  // Any minute, so that some instances need the one-minute stepper.
  params: ({ rng, world }) => pickTime(rng, world, 1),
  goal: (p) => `Set an alarm for ${timeText(p.hour, p.minute)} that does not repeat.`,
  checks: (p) => createdOneAlarm({ hour: p.hour, minute: p.minute }),
  allowedChanges: ['apps.clock.alarms', 'apps.clock.nextId'],
  oracle: async (ui, p) => {
    await openClock(ui);
    await createAlarm(ui, p);
    await ui.done();
  },
  // The oracle ends on the Alarms tab: switch the new alarm off.
  undo: async (ui, p) => {
    await ui.tap({ text: `Alarm ${timeText(p.hour, p.minute)}`, role: 'switch' });
  },
  nearMisses: [
    {
      name: 'one hour off',
      run: async (ui, p) => {
        await openClock(ui);
        await createAlarm(ui, { hour: (p.hour + 1) % 24, minute: p.minute });
        await ui.done();
      },
    },
    {
      name: 'five minutes off',
      run: async (ui, p) => {
        await openClock(ui);
        await createAlarm(ui, { hour: p.hour, minute: (p.minute + 5) % 60 });
        await ui.done();
      },
    },
    {
      name: 'sets the time but never saves',
      run: async (ui, p) => {
        await openClock(ui);
        await createAlarm(ui, p, false);
        await ui.back();
        await ui.done();
      },
    },
    {
      name: 'makes it repeat on weekdays',
      run: async (ui, p) => {
        await openClock(ui);
        await createAlarm(ui, { ...p, days: [1, 2, 3, 4, 5] });
        await ui.done();
      },
    },
    {
      name: 'creates it, then switches it off',
      run: async (ui, p) => {
        await openClock(ui);
        await createAlarm(ui, p);
        await flipAlarm(ui, timeText(p.hour, p.minute));
        await ui.done();
      },
    },
  ],
});
