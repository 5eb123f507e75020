import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { normalizeDays } from '../../apps/clock/state.ts';
import * as clock from './kit.ts';

export default defineTask({
  id: 'clock/create-labeled-alarm',
  apps: ['clock'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const { hour, minute } = clock.pickTime(rng, world);
    const days = normalizeDays(rng.sample([0, 1, 2, 3, 4, 5, 6], 3));
    // A day it should not repeat on, for the near miss that picks the wrong one.
    const wrongDay = rng.pick([0, 1, 2, 3, 4, 5, 6].filter((d) => !days.includes(d)));
    return { hour, minute, days, label: rng.pick<string>(clock.NEW_LABELS), wrongDay };
  },
  goal: (p) => `Create an alarm at ${clock.timeText(p.hour, p.minute)} labelled "${p.label}" that repeats every ${clock.dayWords(p.days)}.`,
  changes: () => [added(clock.ALARMS)],
  checks: (p) => clock.created({ hour: p.hour, minute: p.minute, label: p.label, days: p.days }),
  oracle: clock.andDone((ui, p) => clock.create(ui, p)),
  alternatives: [
    { name: 'saved without the label, then the label added', run: clock.andDone(async (ui, p) => {
      await clock.create(ui, { ...p, label: '' });
      await clock.edit(ui, clock.timeText(p.hour, p.minute), { label: p.label });
    }) },
    { name: 'the label typed in lower case', params: (p) => ({ ...p, label: p.label.toLowerCase() }) },
  ],
  nearMisses: [
    { name: 'one repeat day wrong', params: (p) => ({ ...p, days: normalizeDays([...p.days.slice(1), p.wrongDay]) }) },
    { name: 'no label', params: (p) => ({ ...p, label: '' }) },
    { name: 'a typo in the label', params: (p) => ({ ...p, label: p.label.slice(0, -1) }) },
    { name: 'five minutes late', params: (p) => ({ ...p, minute: (p.minute + 5) % 60 }) },
  ],
});
