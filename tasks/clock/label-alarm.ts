import { defineTask } from '../define.ts';
import { alarmTime, sortAlarms } from '../../apps/clock/state.ts';
import * as clock from './kit.ts';

export default defineTask({
  id: 'clock/label-alarm',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const target = rng.pick(sortAlarms(world.apps.clock.alarms));
    return { id: target.id, time: alarmTime(target), hour: target.hour, minute: target.minute, days: target.days, on: target.enabled, label: rng.pick<string>(clock.NEW_LABELS), neighbourTime: alarmTime(clock.neighbourOf(world, target.id)) };
  },
  goal: (p) => `Rename the ${p.time} alarm to "${p.label}".`,
  // Edited, or deleted and added again with the same time, days and switch.
  changes: (p) => clock.editOrRedo([p.id]),
  checks: (p) => [clock.oneAlarm([p.id], { time: p.time, label: p.label, days: p.days, enabled: p.on })],
  oracle: async (ui, p) => {
    await clock.edit(ui, p.time, { label: p.label });
    await ui.done();
  },
  alternatives: [
    { name: 'deleted and added again with the new label', run: async (ui, p) => {
      await clock.openClock(ui);
      await clock.deleteAlarm(ui, p.time);
      await clock.createAlarm(ui, { hour: p.hour, minute: p.minute, label: p.label, days: p.days });
      if (!p.on) await clock.flipAlarm(ui, p.time);
      await ui.done();
    } },
    { name: 'a typo saved, then corrected', run: async (ui, p) => {
      await clock.edit(ui, p.time, { label: p.label.slice(0, -1) });
      await clock.edit(ui, p.time, { label: p.label });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'renames the neighbouring alarm', params: (p) => ({ ...p, time: p.neighbourTime }) },
    { name: 'a typo in the label', params: (p) => ({ ...p, label: p.label.slice(0, -1) }) },
    { name: 'types the label but leaves without saving', run: async (ui, p) => {
      await clock.edit(ui, p.time, { label: p.label }, false);
      await ui.back();
      await ui.done();
    } },
  ],
});
