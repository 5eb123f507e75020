import { defineTask } from '../define.ts';
import { normalizeDays } from '../../apps/clock/state.ts';
import { createAlarm, createdOneAlarm, dayWords, NEW_LABELS, openClock, pickTime, timeText } from './helpers.ts';

export default defineTask({
  id: 'clock/create-labeled-alarm',
  apps: ['clock'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const { hour, minute } = pickTime(rng, world);
    const days = normalizeDays(rng.sample([0, 1, 2, 3, 4, 5, 6], 3));
    // A day it should not repeat on, for the near miss that picks the wrong one.
    const wrongDay = rng.pick([0, 1, 2, 3, 4, 5, 6].filter((d) => !days.includes(d)));
    return { hour, minute, days, label: rng.pick(NEW_LABELS), wrongDay };
  },
  goal: (p) => `Create an alarm at ${timeText(p.hour, p.minute)} labelled "${p.label}" that repeats every ${dayWords(p.days)}.`,
  checks: (p) => createdOneAlarm({ hour: p.hour, minute: p.minute, label: p.label, days: p.days }),
  allowedChanges: ['apps.clock.alarms', 'apps.clock.nextId'],
  oracle: async (ui, p) => {
    await openClock(ui);
    await createAlarm(ui, p);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'one repeat day wrong',
      run: async (ui, p) => {
        await openClock(ui);
        await createAlarm(ui, { ...p, days: [...p.days.slice(1), p.wrongDay] });
        await ui.done();
      },
    },
    {
      name: 'no label',
      run: async (ui, p) => {
        await openClock(ui);
        await createAlarm(ui, { ...p, label: '' });
        await ui.done();
      },
    },
    {
      name: 'five minutes late',
      run: async (ui, p) => {
        await openClock(ui);
        await createAlarm(ui, { ...p, minute: (p.minute + 5) % 60 });
        await ui.done();
      },
    },
  ],
});
