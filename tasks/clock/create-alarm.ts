import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import * as clock from './kit.ts';

export default defineTask({
  id: 'clock/create-alarm',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 20,
  // Any minute, so that some instances need the one-minute stepper.
  params: ({ rng, world }) => clock.pickTime(rng, world, 1),
  goal: (p) => `Set an alarm for ${clock.timeText(p.hour, p.minute)} that does not repeat. Leave its label empty.`,
  changes: () => [added(clock.ALARMS)],
  checks: (p) => clock.created({ hour: p.hour, minute: p.minute, days: [] }),
  oracle: async (ui, p) => {
    await clock.create(ui, p);
    await ui.done();
  },
  // The oracle ends on the Alarms tab: switch the new alarm off.
  undo: async (ui, p) => clock.flipAlarm(ui, clock.timeText(p.hour, p.minute)),
  alternatives: [
    { name: 'created repeating on weekdays, then the repeat days cleared', run: async (ui, p) => {
      await clock.create(ui, { ...p, days: [1, 2, 3, 4, 5] });
      await clock.edit(ui, clock.timeText(p.hour, p.minute), { days: [], fromDays: [1, 2, 3, 4, 5] });
      await ui.done();
    } },
    { name: 'created with a label, deleted, created again', run: async (ui, p) => {
      await clock.create(ui, { ...p, label: 'Wake up' });
      await clock.deleteAlarm(ui, clock.timeText(p.hour, p.minute));
      await clock.createAlarm(ui, p);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'one hour off', params: (p) => ({ ...p, hour: (p.hour + 1) % 24 }) },
    { name: 'five minutes off', params: (p) => ({ ...p, minute: (p.minute + 5) % 60 }) },
    { name: 'repeats on weekdays', run: async (ui, p) => {
      await clock.create(ui, { ...p, days: [1, 2, 3, 4, 5] });
      await ui.done();
    } },
    { name: 'carries a label the goal did not ask for', run: async (ui, p) => {
      await clock.create(ui, { ...p, label: 'Wake up' });
      await ui.done();
    } },
    { name: 'sets the time but never saves', run: async (ui, p) => {
      await clock.openClock(ui);
      await clock.createAlarm(ui, p, false);
      await ui.back();
      await ui.done();
    } },
    { name: 'creates it, then switches it off', run: async (ui, p) => {
      await clock.create(ui, p);
      await clock.flipAlarm(ui, clock.timeText(p.hour, p.minute));
      await ui.done();
    } },
    { name: 'creates it twice', run: async (ui, p, oracle) => {
      await clock.create(ui, p);
      await oracle(ui, p);
    } },
  ],
});
