import { defineTask } from '../define.ts';
import * as cal from './kit.ts';

export default defineTask({
  id: 'calendar/move-event',
  apps: ['calendar'],
  difficulty: 2,
  maxSteps: 47,
  params: ({ rng, world }) => {
    const target = rng.pick(cal.singleEvents(world, 0, 20));
    const day = cal.startOfDay(target.start);
    const to = day + rng.pick([-3, -2, -1, 1, 2, 3, 4, 5, 6, 7]) * cal.DAY;
    return { id: target.id, title: target.title, day, to, start: target.start, end: target.end, was: cal.recreation(world, target.id) };
  },
  goal: (p) => `Move "${p.title}" from ${cal.formatLongDate(p.day)} to ${cal.formatLongDate(p.to)}, keeping its time.`,
  named: (p, s) => ({ [`"${p.title}" on ${cal.formatLongDate(p.day)}`]: cal.eventsTitledOn(s, p.title, p.day) }),
  changes: (p) => cal.editRules(p.id, ['start', 'end']),
  checks: (p) => cal.edited({ id: p.id, title: p.title, want: { start: p.start + (p.to - p.day), end: p.end + (p.to - p.day) }, what: `is on ${cal.formatLongDate(p.to)} at the same time` }),
  oracle: async (ui, p) => { await cal.edit(ui, p.title, p.day, { date: p.to }); await ui.done(); },
  alternatives: [
    { name: 'deleted and made again on the new day', run: async (ui, p) => { await cal.deleteAndRecreate(ui, p.was, { date: p.to }); await ui.done(); } },
    { name: 'moved to the wrong day, then to the right one', run: async (ui, p) => {
      await cal.edit(ui, p.title, p.day, { date: p.to + cal.DAY });
      await cal.edit(ui, p.title, p.to + cal.DAY, { date: p.to });
      await ui.done();
    } },
  ],
  nearMisses: [
    // Too far in the direction it moves: a day later for a later day, a day earlier for an earlier
    // one (a day later from one day back was the day it was on: no move at all).
    { name: 'moves it one day too far', params: (p) => ({ ...p, to: p.to + (p.to > p.day ? cal.DAY : -cal.DAY) }) },
    { name: 'moves it but also shifts its time by an hour', run: async (ui, p) => {
      await cal.edit(ui, p.title, p.day, { date: p.to, start: cal.formatClock(p.start + cal.HOUR), end: cal.formatClock(p.end + cal.HOUR) });
      await ui.done();
    } },
    { name: 'types the new date but goes back without saving', run: async (ui, p) => { await cal.edit(ui, p.title, p.day, { date: p.to }, { save: false }); await ui.done(); } },
    { name: 'makes a copy on the new day and keeps the old one', run: async (ui, p) => { await cal.create(ui, p.to, { ...p.was, date: undefined }); await ui.done(); } },
  ],
});
