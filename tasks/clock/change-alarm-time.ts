import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { alarmTime } from '../../apps/clock/state.ts';
import type { TaskUi } from '../ui.ts';
import { alarmById, labelledAlarms, neighbourOf, openAlarm, openClock, pickTime, setTime, timeText, unchangedAlarms } from './helpers.ts';

async function retime(ui: TaskUi, time: string, hour: number, minute: number, save = true): Promise<void> {
  await openClock(ui);
  await openAlarm(ui, time);
  await setTime(ui, hour, minute);
  if (save) await ui.tap({ text: 'Save', role: 'button' });
}

export default defineTask({
  id: 'clock/change-alarm-time',
  apps: ['clock'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const target = rng.pick(labelledAlarms(world));
    const neighbour = neighbourOf(world, target.id);
    // A new time in the same hour or a nearby one, on a 5-minute step, that no alarm has.
    const { hour, minute } = pickTime(rng, world);
    return { id: target.id, label: target.label, time: alarmTime(target), hour, minute, neighbourTime: alarmTime(neighbour) };
  },
  goal: (p) => `Change the "${p.label}" alarm (now at ${p.time}) to ring at ${timeText(p.hour, p.minute)} instead.`,
  checks: (p) => [
    expectEqual(`the "${p.label}" alarm rings at ${timeText(p.hour, p.minute)}`, timeText(p.hour, p.minute), ({ after }) => {
      const a = alarmById(after, p.id);
      return a ? alarmTime(a) : null;
    }),
    expectEqual('its label and repeat days are unchanged', true, ({ before, after }) => {
      const a = alarmById(after, p.id), b = alarmById(before, p.id)!;
      return a !== undefined && a.label === b.label && a.days.join() === b.days.join();
    }),
    unchangedAlarms([p.id]),
  ],
  // A new time switches the alarm on and re-arms it.
  allowedChanges: (p) => ['hour', 'minute', 'enabled', 'armedAt', 'snoozedUntil'].map((f) => `apps.clock.alarms[${p.id}].${f}`),
  oracle: async (ui, p) => {
    await retime(ui, p.time, p.hour, p.minute);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'changes the neighbouring alarm instead',
      run: async (ui, p) => {
        await retime(ui, p.neighbourTime, p.hour, p.minute);
        await ui.done();
      },
    },
    {
      name: 'changes the hour but not the minute',
      run: async (ui, p) => {
        const minute = Number(p.time.slice(3));
        await retime(ui, p.time, p.hour, minute === p.minute ? (minute + 5) % 60 : minute);
        await ui.done();
      },
    },
    {
      name: 'picks the new time but leaves without saving',
      run: async (ui, p) => {
        await retime(ui, p.time, p.hour, p.minute, false);
        await ui.back();
        await ui.done();
      },
    },
  ],
});
