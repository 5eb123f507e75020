import { defineTask } from '../define.ts';
import * as cal from './kit.ts';

export default defineTask({
  id: 'calendar/rename-event',
  apps: ['calendar'],
  difficulty: 1,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const events = cal.singleEvents(world, -5, 20);
    const target = rng.pick(events);
    const other = rng.pick(events.filter((e) => e.id !== target.id));
    return { id: target.id, title: target.title, day: cal.startOfDay(target.start), to: cal.unusedTitle(rng, world), otherTitle: other.title, otherDay: cal.startOfDay(other.start) };
  },
  goal: (p) => `Rename the event "${p.title}" on ${cal.formatLongDate(p.day)} to "${p.to}".`,
  changes: (p) => cal.editRules(p.id, ['title']),
  checks: (p) => cal.edited({ id: p.id, title: p.title, want: { title: p.to }, what: `is titled "${p.to}"` }),
  oracle: async (ui, p) => { await cal.edit(ui, p.title, p.day, { title: p.to }); await ui.done(); },
  alternatives: [
    { name: 'a typo saved, then corrected', run: async (ui, p) => {
      await cal.edit(ui, p.title, p.day, { title: `${p.to}x` });
      await cal.edit(ui, `${p.to}x`, p.day, { title: p.to });
      await ui.done();
    } },
    { name: 'title typed with a trailing space', run: async (ui, p) => { await cal.edit(ui, p.title, p.day, { title: `${p.to} ` }); await ui.done(); } },
  ],
  nearMisses: [
    { name: 'renames another event', params: (p) => ({ ...p, title: p.otherTitle, day: p.otherDay }) },
    { name: 'a typo in the new title', params: (p) => ({ ...p, to: p.to.slice(0, -1) }) },
    { name: 'creates a new event with that title instead', run: async (ui, p) => { await cal.create(ui, p.day, { title: p.to }); await ui.done(); } },
  ],
});
