import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import * as mt from './kit.ts';

export default defineTask({
  id: 'meetings/reschedule',
  apps: ['meetings'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    // A meeting that starts after today, moved to another quarter hour of its day.
    const [target, other] = rng.sample(mt.hosted(world).filter((m) => mt.startOfDay(m.start) > mt.startOfDay(world.os.now)), 2);
    const was = Math.round((target!.start - mt.startOfDay(target!.start)) / mt.MINUTE);
    let minutes = was;
    while (minutes === was) minutes = rng.int(8 * 4, 18 * 4) * 15;
    return { id: target!.id, title: target!.title, otherTitle: other!.title, day: mt.startOfDay(target!.start), time: mt.hhmm(minutes), shiftDay: 0 };
  },
  goal: (p) => `Move the meeting "${p.title}" in Meetings to ${p.time} on the same day.`,
  named: (p, s) => ({ [p.title]: mt.meetingsNamed(s, p.title) }),
  changes: (p) => [modified(mt.MEETINGS, p.id, ['start'])],
  checks: (p) => [
    expectEqual(`"${p.title}" starts at ${p.time} on its day`, p.day + (Number(p.time.slice(0, 2)) * 60 + Number(p.time.slice(3))) * mt.MINUTE, ({ after }) => mt.meeting(after, p.id)?.start),
  ],
  oracle: mt.script(async (ui, p) => mt.edit(ui, p.title, p.shiftDay ? { time: p.time, day: p.day + p.shiftDay * mt.DAY } : { time: p.time })),
  alternatives: [
    { name: 'types a wrong time, saves, and fixes it', run: mt.script(async (ui, p) => {
      await mt.edit(ui, p.title, { time: p.time === '12:00' ? '13:00' : '12:00' });
      await ui.tap({ text: 'Edit', role: 'button' });
      await mt.fillForm(ui, { time: p.time });
      await mt.save(ui);
    }) },
  ],
  nearMisses: [
    { name: 'moves another meeting', params: (p) => ({ ...p, title: p.otherTitle }) },
    { name: 'moves it to the next day too', params: (p) => ({ ...p, shiftDay: 1 }) },
  ],
});
