import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import * as clock from './kit.ts';

const WEEKDAYS = [1, 2, 3, 4, 5];

export default defineTask({
  id: 'clock/create-alarm',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 30,
  // Any minute, so that some instances need the one-minute stepper.
  params: ({ rng, world }) => ({ ...clock.pickTime(rng, world, 1), days: [] as number[], label: '' }),
  goal: (p) => `Set an alarm for ${clock.timeText(p.hour, p.minute)} that does not repeat. Leave its label empty.`,
  changes: () => [added(clock.ALARMS)],
  checks: (p) => clock.created({ hour: p.hour, minute: p.minute, days: [] }),
  oracle: clock.andDone((ui, p) => clock.create(ui, p)),
  // The oracle ends on the Alarms tab: switch the new alarm off.
  undo: async (ui, p) => clock.flipAlarm(ui, clock.timeText(p.hour, p.minute)),
  alternatives: [
    { name: 'created repeating on weekdays, then the repeat days cleared', run: clock.andDone(async (ui, p) => {
      await clock.create(ui, { ...p, days: WEEKDAYS });
      await clock.edit(ui, clock.timeText(p.hour, p.minute), { days: [], fromDays: WEEKDAYS });
    }) },
    { name: 'created with a label, deleted, created again', run: async (ui, p, oracle) => {
      await clock.create(ui, { ...p, label: 'Wake up' });
      await clock.deleteAlarm(ui, clock.timeText(p.hour, p.minute));
      await oracle(ui, p);
    } },
  ],
  nearMisses: [
    { name: 'one hour off', params: (p) => ({ ...p, hour: (p.hour + 1) % 24 }) },
    { name: 'repeats on weekdays', params: (p) => ({ ...p, days: WEEKDAYS }) },
    { name: 'carries a label the goal did not ask for', params: (p) => ({ ...p, label: 'Wake up' }) },
    { name: 'sets the time but never saves', run: clock.andDone(async (ui, p) => {
      await clock.openClock(ui);
      await clock.createAlarm(ui, p, false);
      await ui.back();
    }) },
    { name: 'creates it twice', run: async (ui, p, oracle) => {
      await clock.create(ui, p);
      await oracle(ui, p);
    } },
  ],
});
