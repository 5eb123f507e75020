import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { alarmTime, sortAlarms, WEEKDAYS, WEEKEND } from '../../apps/clock/state.ts';
import { createAlarm, createdOneAlarm, deleteAlarm, openClock, pickTime, timeText } from './helpers.ts';

const LABEL = 'Weekend';

export default defineTask({
  id: 'clock/replace-weekend-alarms',
  apps: ['clock'],
  difficulty: 4,
  maxSteps: 40,
  params: ({ rng, world }) => {
    // Two alarms become the weekend-only ones; the new alarm's time is not any alarm's.
    const [a, b] = rng.sample(sortAlarms(world.apps.clock.alarms), 2);
    const { hour, minute } = pickTime(rng, world);
    const ids = [a!.id, b!.id];
    return { ids, times: sortAlarms([a!, b!]).map(alarmTime), hour, minute };
  },
  goal: (p) =>
    `Delete every alarm that repeats only on weekends, then add one alarm at ${timeText(p.hour, p.minute)} labelled "${LABEL}" that repeats on Saturday and Sunday.`,
  // Exactly the two chosen alarms repeat on weekends only, and one of them is switched off.
  setup: (d, p) => {
    for (const a of d.apps.clock.alarms) {
      if (p.ids.includes(a.id)) a.days = WEEKEND.slice();
      else if (a.days.join() === WEEKEND.join()) a.days = WEEKDAYS.slice();
    }
    const first = d.apps.clock.alarms.find((a) => a.id === p.ids[0]);
    if (first) first.enabled = false;
  },
  checks: (p) => [
    expectEqual('the old weekend alarms are deleted', [], ({ after }) => after.apps.clock.alarms.filter((a) => p.ids.includes(a.id)).map((a) => a.id)),
    ...createdOneAlarm({ hour: p.hour, minute: p.minute, label: LABEL, days: WEEKEND }, p.ids),
  ],
  allowedChanges: ['apps.clock.alarms', 'apps.clock.nextId'],
  oracle: async (ui, p) => {
    await openClock(ui);
    for (const time of p.times) await deleteAlarm(ui, time);
    await createAlarm(ui, { hour: p.hour, minute: p.minute, label: LABEL, days: WEEKEND });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'deletes only one of the weekend alarms',
      run: async (ui, p) => {
        await openClock(ui);
        await deleteAlarm(ui, p.times[0]!);
        await createAlarm(ui, { hour: p.hour, minute: p.minute, label: LABEL, days: WEEKEND });
        await ui.done();
      },
    },
    {
      name: 'adds the new alarm without deleting the old ones',
      run: async (ui, p) => {
        await openClock(ui);
        await createAlarm(ui, { hour: p.hour, minute: p.minute, label: LABEL, days: WEEKEND });
        await ui.done();
      },
    },
    {
      name: 'the new alarm repeats on Saturday only',
      run: async (ui, p) => {
        await openClock(ui);
        for (const time of p.times) await deleteAlarm(ui, time);
        await createAlarm(ui, { hour: p.hour, minute: p.minute, label: LABEL, days: [6] });
        await ui.done();
      },
    },
  ],
});
