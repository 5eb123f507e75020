import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import * as cal from '../calendar/kit.ts';
import * as mt from '../meetings/kit.ts';

// A meeting someone invited you to, in Calendar: an event of its title on its day, from its start
// to its end as the meeting's page writes them ("14:00 – 14:45").
async function readRange(ui: TaskUi, title: string): Promise<[string, string]> {
  await mt.openMeeting(ui, title);
  return mt.rangeHere(ui);
}

/** Minutes after midnight of a time on the device clock (params never go through a formatter, which follows the look). */
const ofDay = (ms: number) => Math.round((ms - mt.startOfDay(ms)) / mt.MINUTE);
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export default defineTask({
  id: 'cross/meeting-to-calendar',
  apps: ['meetings', 'calendar'],
  difficulty: 3,
  maxSteps: 36,
  params: ({ rng, world }) => {
    const m = rng.pick(mt.upcomingOf(world).filter((x) => x.host !== null && mt.startOfDay(x.start) > mt.startOfDay(world.os.now)));
    return { id: m.id, title: m.title, host: mt.nameOf(world, m.host!), day: mt.startOfDay(m.start), start: mt.hhmm(ofDay(m.start)), end: mt.hhmm(ofDay(mt.endOf(m))), shift: 0 };
  },
  goal: (p) => `${p.host} invited you to the meeting "${p.title}" in Meetings. Add it to Calendar: an event "${p.title}" on its day from its start time to its end time. Leave everything else as the new-event form has it.`,
  named: (p, s) => ({ [p.title]: mt.meetingsNamed(s, p.title) }),
  changes: () => [added(cal.EVENTS)],
  checks: (p) => cal.created({ title: p.title, start: p.day + minutes(p.start) * cal.MINUTE, end: p.day + minutes(p.end) * cal.MINUTE }),
  oracle: async (ui, p) => {
    const [start, end] = await readRange(ui, p.title);
    await cal.create(ui, p.day + p.shift * cal.DAY, { title: p.title, start, end });
    await ui.done();
  },
  alternatives: [
    { name: 'New event from today in Calendar, the date typed into the form', run: async (ui, p) => {
      const [start, end] = await readRange(ui, p.title);
      await cal.createTyped(ui, p.day, { title: p.title, start, end });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'puts it on the day after', params: (p) => ({ ...p, shift: 1 }) },
    { name: 'ends it half an hour late', run: async (ui, p) => {
      const [start, end] = await readRange(ui, p.title);
      await cal.create(ui, p.day, { title: p.title, start, end: cal.hhmm(minutes(end) + 30) });
      await ui.done();
    } },
  ],
});
