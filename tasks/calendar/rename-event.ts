import { defineTask } from '../define.ts';
import * as cal from './kit.ts';

export default defineTask({
  id: 'calendar/rename-event',
  apps: ['calendar'],
  difficulty: 1,
  maxSteps: 47,
  params: ({ rng, world }) => {
    const { target, day, otherTitle, otherDay } = cal.pickEvent(rng, world, -5, 20);
    return { id: target.id, title: target.title, day, to: cal.unusedTitle(rng, world), otherTitle, otherDay, was: cal.recreation(world, target.id) };
  },
  goal: (p) => `Rename the event "${p.title}" on ${cal.formatLongDate(p.day)} to "${p.to}".`,
  named: (p, s) => ({ [`"${p.title}" on ${cal.formatLongDate(p.day)}`]: cal.eventsTitledOn(s, p.title, p.day) }),
  changes: (p) => cal.editRules(p.id, ['title']),
  checks: (p) => cal.edited({ id: p.id, title: p.title, want: { title: p.to }, what: `is titled "${p.to}"` }),
  oracle: cal.script((ui, p) => cal.edit(ui, p.title, p.day, { title: p.to })),
  alternatives: [
    { name: 'a typo saved, then corrected', run: cal.script((ui, p) => cal.edit(ui, p.title, p.day, { title: `${p.to}x` }), (ui, p) => cal.edit(ui, `${p.to}x`, p.day, { title: p.to })) },
    { name: 'title typed with a trailing space', run: cal.script((ui, p) => cal.edit(ui, p.title, p.day, { title: `${p.to} ` })) },
    { name: 'the new title typed in lower case', params: (p) => ({ ...p, to: p.to.toLowerCase() }) },
    // Redo: deleted and made again whole (time, place, guests, reminder as they were) under the new title.
    { name: 'deleted and made again with the new title', run: cal.script((ui, p) => cal.deleteAndRecreate(ui, p.was, { title: p.to })) },
  ],
  nearMisses: [
    { name: 'renames another event', params: (p) => ({ ...p, title: p.otherTitle, day: p.otherDay }) },
    { name: 'a typo in the new title', params: (p) => ({ ...p, to: p.to.slice(0, -1) }) },
    // Calendar tells titles apart in any case, but by every other character: it shows "Eye exam." as another title.
    { name: 'the new title with a full stop after it', params: (p) => ({ ...p, to: `${p.to}.` }) },
    { name: 'creates a new event with that title instead', run: cal.script((ui, p) => cal.create(ui, p.day, { title: p.to })) },
  ],
});
