import { defineTask } from '../define.ts';
import { alarmTime, sortAlarms } from '../../apps/clock/state.ts';
import * as clock from './kit.ts';

export default defineTask({
  id: 'clock/label-alarm',
  apps: ['clock'],
  difficulty: 1,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const t = rng.pick(sortAlarms(world.apps.clock.alarms));
    return { id: t.id, time: alarmTime(t), hour: t.hour, minute: t.minute, days: t.days, on: t.enabled, label: rng.pick<string>(clock.NEW_LABELS), neighbourTime: alarmTime(clock.neighbourOf(world, t.id)) };
  },
  goal: (p) => `Rename the ${p.time} alarm to "${p.label}".`,
  named: (p, s) => ({ [`the ${p.time} alarm`]: clock.alarmsAt(s, p.time) }),
  // Edited, or deleted and added again with the same time, days and switch.
  changes: (p) => clock.editOrRedo([p.id]),
  checks: (p) => [clock.oneAlarm([p.id], { time: p.time, label: p.label, days: p.days, enabled: p.on })],
  oracle: clock.andDone((ui, p) => clock.edit(ui, p.time, { label: p.label })),
  alternatives: [
    { name: 'deleted and added again with the new label', run: clock.andDone((ui, p) => clock.redo(ui, p.time, p, p.on)) },
    { name: 'a typo saved, then corrected', run: clock.andDone(async (ui, p) => {
      await clock.edit(ui, p.time, { label: p.label.slice(0, -1) });
      await clock.edit(ui, p.time, { label: p.label });
    }) },
    { name: 'the label typed in lower case', params: (p) => ({ ...p, label: p.label.toLowerCase() }) },
  ],
  nearMisses: [
    // The goal's quotes delimit the label: typed along, the app shows another label ("Gym" in quotes).
    { name: 'the label typed with the goal\'s quotes', params: (p) => ({ ...p, label: `"${p.label}"` }) },
    { name: 'renames the neighbouring alarm', params: (p) => ({ ...p, time: p.neighbourTime }) },
    { name: 'a typo in the label', params: (p) => ({ ...p, label: p.label.slice(0, -1) }) },
    { name: 'types the label but leaves without saving', run: clock.andDone(async (ui, p) => {
      await clock.edit(ui, p.time, { label: p.label }, false);
      await ui.back();
    }) },
    // The right alarm renamed, but its switch moved too: only the label may change.
    { name: 'renames it and flips its switch', run: clock.andDone(async (ui, p) => {
      await clock.edit(ui, p.time, { label: p.label });
      await clock.flipAlarm(ui, p.time);
    }) },
  ],
});
