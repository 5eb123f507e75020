import { defineTask } from '../define.ts';
import { alarmTime } from '../../apps/clock/state.ts';
import * as clock from './kit.ts';

export default defineTask({
  id: 'clock/change-alarm-time',
  apps: ['clock'],
  difficulty: 2,
  maxSteps: 23,
  params: ({ rng, world }) => {
    const target = rng.pick(clock.labelledAlarms(world));
    const { hour, minute } = clock.pickTime(rng, world);
    return { id: target.id, label: target.label, days: target.days, on: target.enabled, time: alarmTime(target), hour, minute, neighbourTime: alarmTime(clock.neighbourOf(world, target.id)) };
  },
  goal: (p) => `Change the "${p.label}" alarm (now at ${p.time}) to ring at ${clock.timeText(p.hour, p.minute)} instead.`,
  named: (p, s) => ({ [`the "${p.label}" alarm`]: clock.alarmsLabelled(s, p.label), [`the ${p.time} alarm`]: clock.alarmsAt(s, p.time) }),
  // Edited, or deleted and added again with the same label and days. A new time switches an alarm
  // on, so an alarm that was off may end either way; one that was on stays on.
  changes: (p) => clock.editOrRedo([p.id]),
  checks: (p) => [clock.oneAlarm([p.id], { time: clock.timeText(p.hour, p.minute), label: p.label, days: p.days, enabled: p.on ? true : 'either' })],
  oracle: clock.andDone((ui, p) => clock.edit(ui, p.time, { hour: p.hour, minute: p.minute })),
  alternatives: [
    { name: 'deleted and added again at the new time', run: clock.andDone((ui, p) => clock.redo(ui, p.time, p, p.on)) },
    { name: 'a wrong minute saved, then corrected', run: clock.andDone(async (ui, p) => {
      await clock.edit(ui, p.time, { hour: p.hour, minute: (p.minute + 1) % 60 });
      await clock.edit(ui, clock.timeText(p.hour, (p.minute + 1) % 60), { hour: p.hour, minute: p.minute });
    }) },
  ],
  nearMisses: [
    { name: 'changes the neighbouring alarm instead', params: (p) => ({ ...p, time: p.neighbourTime }) },
    // Where the hour stays (seeds 37, 88, ...), keeping the old minute would keep the old time: five minutes off then.
    { name: 'changes the hour but not the minute', params: (p) => {
      const old = clock.hourMinute(p.time);
      return { ...p, minute: old.minute === p.minute || old.hour === p.hour ? (p.minute + 5) % 60 : old.minute };
    } },
    { name: 'picks the new time but leaves without saving', run: clock.andDone(async (ui, p) => {
      await clock.edit(ui, p.time, { hour: p.hour, minute: p.minute }, false);
      await ui.back();
    }) },
    { name: 'adds an alarm at the new time and keeps the old one', run: clock.andDone((ui, p) => clock.create(ui, p)) },
    { name: 'changes the time and a repeat day too', run: clock.andDone((ui, p) => {
      const day = p.days.includes(6) ? p.days.filter((d) => d !== 6) : [...p.days, 6];
      return clock.edit(ui, p.time, { hour: p.hour, minute: p.minute, days: day, fromDays: p.days });
    }) },
  ],
});
