import { defineTask } from '../define.ts';
import * as cal from './kit.ts';

const short = (m: number) => cal.hhmm(m).replace(/^0/, '');

export default defineTask({
  id: 'calendar/edit-event-time',
  apps: ['calendar'],
  difficulty: 2,
  maxSteps: 44,
  params: ({ rng, world }) => {
    // Another event, for the near miss that edits the wrong one.
    const { target, day, otherTitle, otherDay } = cal.pickEvent(rng, world, 0, 20);
    let start = cal.pickTime(rng, 8, 18);
    while (day + start * cal.MINUTE === target.start) start = cal.pickTime(rng, 8, 18);
    return { id: target.id, title: target.title, day, start, end: start + 60, otherTitle, otherDay, was: cal.recreation(world, target.id) };
  },
  goal: (p) => `Change the time of "${p.title}" on ${cal.formatLongDate(p.day)} to ${cal.hhmm(p.start)}–${cal.hhmm(p.end)}, on the same day.`,
  named: (p, s) => ({ [`"${p.title}" on ${cal.formatLongDate(p.day)}`]: cal.eventsTitledOn(s, p.title, p.day) }),
  changes: (p) => cal.editRules(p.id, ['start', 'end']),
  checks: (p) => cal.edited({ id: p.id, title: p.title, want: { start: p.day + p.start * cal.MINUTE, end: p.day + p.end * cal.MINUTE }, what: `runs ${cal.hhmm(p.start)}–${cal.hhmm(p.end)} on the same day` }),
  oracle: cal.script((ui, p) => cal.edit(ui, p.title, p.day, { start: cal.hhmm(p.start), end: cal.hhmm(p.end) })),
  alternatives: [
    { name: 'times typed without a leading zero', run: cal.script((ui, p) => cal.edit(ui, p.title, p.day, { start: short(p.start), end: short(p.end) })) },
    { name: 'deleted and made again at the new time', run: cal.script((ui, p) => cal.deleteAndRecreate(ui, p.was, { start: cal.hhmm(p.start), end: cal.hhmm(p.end) })) },
  ],
  nearMisses: [
    { name: 'changes another event instead', params: (p) => ({ ...p, title: p.otherTitle, day: p.otherDay }) },
    // An hour earlier where an hour later is the time it already has (seeds 18, 293: no change at all).
    { name: 'sets it an hour later (or earlier)', params: (p) => {
      const by = cal.hhmm(p.start + 60) === p.was.start && cal.hhmm(p.end + 60) === p.was.end ? -60 : 60;
      return { ...p, start: p.start + by, end: p.end + by };
    } },
    // Made again, but one field of the old event not as it was: only the time may change.
    { name: 'deleted and made again at the new time, its reminder not as it was', run: cal.script((ui, p) =>
      cal.deleteAndRecreate(ui, p.was, { start: cal.hhmm(p.start), end: cal.hhmm(p.end), reminder: p.was.reminder === 0 ? 10 : 0 })) },
    { name: 'edits the times but leaves without saving', run: cal.script((ui, p) => cal.edit(ui, p.title, p.day, { start: cal.hhmm(p.start), end: cal.hhmm(p.end) }, { save: false })) },
  ],
});
