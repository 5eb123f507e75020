import { defineTask } from '../define.ts';
import { alarmTime, sortAlarms, WEEKDAYS, WEEKEND } from '../../apps/clock/state.ts';
import { setAlarmEnabled } from '../../apps/clock/model.ts';
import * as clock from './kit.ts';

export default defineTask({
  id: 'clock/replace-weekend-alarms',
  apps: ['clock'],
  difficulty: 4,
  maxSteps: 40,
  params: ({ rng, world }) => {
    // Two alarms become the weekend-only ones; the new alarm's time is not any alarm's.
    const [a, b] = rng.sample(sortAlarms(world.apps.clock.alarms), 2);
    const { hour, minute } = clock.pickTime(rng, world);
    return { ids: [a!.id, b!.id], times: sortAlarms([a!, b!]).map(alarmTime), hour, minute, label: 'Weekend', days: WEEKEND };
  },
  // One reading: the new alarm is not among those to delete (it did not exist when they were asked for).
  goal: (p) => `Delete every alarm that now repeats only on Saturday and Sunday, and add one new alarm at ${clock.timeText(p.hour, p.minute)} labelled "${p.label}" that repeats on Saturday and Sunday.`,
  // Exactly the two chosen alarms repeat on weekends only, and one of them is switched off.
  setup: (d, p) => {
    for (const a of d.apps.clock.alarms) {
      if (p.ids.includes(a.id)) a.days = WEEKEND.slice();
      else if (a.days.join() === WEEKEND.join()) a.days = WEEKDAYS.slice();
    }
    setAlarmEnabled(d.apps.clock, p.ids[0]!, false, d.os.now);
  },
  // Deleting both and adding one, or turning one of them into the new alarm: either way one alarm comes out.
  changes: (p) => clock.editOrRedo(p.ids),
  checks: (p) => [clock.oneAlarm(p.ids, { time: clock.timeText(p.hour, p.minute), label: p.label, days: WEEKEND, enabled: true })],
  oracle: clock.andDone(async (ui, p) => {
    await clock.openClock(ui);
    for (const time of p.times) await clock.deleteAlarm(ui, time);
    await clock.createAlarm(ui, p);
  }),
  alternatives: [
    { name: 'the new alarm added first, then the old ones deleted', run: clock.andDone(async (ui, p) => {
      await clock.create(ui, p);
      for (const time of p.times) await clock.deleteAlarm(ui, time);
    }) },
    { name: 'one old alarm edited into the new one, the other deleted', run: clock.andDone(async (ui, p) => {
      await clock.edit(ui, p.times[0]!, { hour: p.hour, minute: p.minute, label: p.label });
      await clock.deleteAlarm(ui, p.times[1]!);
    }) },
    // The other one of the two (one was on, one off): an edited time switches either on.
    { name: 'the later old alarm edited into the new one, the earlier deleted', run: clock.andDone(async (ui, p) => {
      await clock.edit(ui, p.times[1]!, { hour: p.hour, minute: p.minute, label: p.label });
      await clock.deleteAlarm(ui, p.times[0]!);
    }) },
  ],
  nearMisses: [
    { name: 'deletes only one of the weekend alarms', params: (p) => ({ ...p, times: p.times.slice(0, 1) }) },
    { name: 'adds the new alarm without deleting the old ones', params: (p) => ({ ...p, times: [] }) },
    { name: 'the new alarm repeats on Saturday only', params: (p) => ({ ...p, days: [6] }) },
    { name: 'the new alarm has no label', params: (p) => ({ ...p, label: '' }) },
    // "Every alarm" read too widely: an alarm that does not repeat on weekends only goes too.
    { name: 'also deletes an alarm that is not weekend-only', run: async (ui, p, oracle) => {
      const times = [...(await clock.readSwitches(ui)).keys()].map((k) => k.slice('Alarm '.length)).filter((t) => !p.times.some((time) => clock.minutesOf(time) === clock.minutesOf(t)));
      // The last one read is still on screen (the list was scrolled down to read them all).
      await clock.deleteAlarm(ui, times.at(-1)!);
      await oracle(ui, p);
    } },
  ],
});
