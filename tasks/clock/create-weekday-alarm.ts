import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { WEEKDAYS } from '../../apps/clock/state.ts';
import * as clock from './kit.ts';

export default defineTask({
  id: 'clock/create-weekday-alarm',
  apps: ['clock'],
  difficulty: 2,
  maxSteps: 25,
  params: ({ rng, world }) => ({ ...clock.pickTime(rng, world), days: WEEKDAYS }),
  goal: (p) => `Set an alarm for ${clock.timeText(p.hour, p.minute)} that repeats every weekday (Monday to Friday). Leave its label empty.`,
  changes: () => [added(clock.ALARMS)],
  checks: (p) => clock.created({ hour: p.hour, minute: p.minute, days: WEEKDAYS }),
  oracle: clock.andDone((ui, p) => clock.create(ui, p)),
  alternatives: [
    { name: 'created as a one-time alarm, then the weekdays added', run: clock.andDone(async (ui, p) => {
      await clock.create(ui, { ...p, days: [] });
      await clock.edit(ui, clock.timeText(p.hour, p.minute), { days: WEEKDAYS });
    }) },
  ],
  nearMisses: [
    { name: 'forgets Friday', params: (p) => ({ ...p, days: [1, 2, 3, 4] }) },
    { name: 'adds Saturday too', params: (p) => ({ ...p, days: [1, 2, 3, 4, 5, 6] }) },
    { name: 'one hour off', params: (p) => ({ ...p, hour: (p.hour + 23) % 24 }) },
    { name: 'a one-time alarm', params: (p) => ({ ...p, days: [] }) },
    { name: 'with a label', run: clock.andDone((ui, p) => clock.create(ui, { ...p, label: 'Work' })) },
  ],
});
