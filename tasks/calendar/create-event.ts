import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { fullName } from '../../apps/contacts/state.ts';
import * as cal from './kit.ts';

type P = { title: string; day: number; start: number; end: number };
const form = (p: P) => ({ title: p.title, start: cal.hhmm(p.start), end: cal.hhmm(p.end) });

export default defineTask({
  id: 'calendar/create-event',
  apps: ['calendar'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const start = cal.pickTime(rng, 8, 17);
    return { title: cal.unusedTitle(rng, world), day: cal.today(world) + rng.int(1, 20) * cal.DAY, start, end: start + rng.pick([30, 60, 90]), guest: fullName(rng.pick(world.apps.contacts.contacts)) };
  },
  goal: (p) => `Create an event "${p.title}" on ${cal.formatLongDate(p.day)} from ${cal.hhmm(p.start)} to ${cal.hhmm(p.end)}. Leave everything else as the new-event form has it.`,
  changes: () => [added(cal.EVENTS)],
  checks: (p) => cal.created({ title: p.title, start: p.day + p.start * cal.MINUTE, end: p.day + p.end * cal.MINUTE }),
  oracle: async (ui, p) => { await cal.create(ui, p.day, form(p)); await ui.done(); },
  alternatives: [
    { name: 'New event from today, the date typed into the form', run: async (ui, p) => { await cal.createTyped(ui, p.day, form(p)); await ui.done(); } },
    { name: 'saved with the wrong end, then fixed by editing', run: async (ui, p) => {
      await cal.create(ui, p.day, { ...form(p), end: cal.hhmm(p.end + 30) });
      await cal.edit(ui, p.title, p.day, { end: cal.hhmm(p.end) });
      await ui.done();
    } },
    { name: 'the title typed in lower case', params: (p) => ({ ...p, title: p.title.toLowerCase() }) },
  ],
  nearMisses: [
    // The goal's quotes delimit the title: typed along, the app shows another title ("Gym" in quotes).
    { name: 'the title typed with the goal\'s quotes', params: (p) => ({ ...p, title: `"${p.title}"` }) },
    { name: 'creates it on the next day', params: (p) => ({ ...p, day: p.day + cal.DAY }) },
    { name: 'invites a guest the goal did not ask for', run: async (ui, p) => { await cal.create(ui, p.day, { ...form(p), invite: [p.guest] }); await ui.done(); } },
    // The right thing done twice: two events where one was asked for.
    { name: 'creates it twice', run: async (ui, p, oracle) => { await cal.create(ui, p.day, form(p)); await oracle(ui, p); } },
    { name: 'fills the form but never saves', run: async (ui, p) => { await cal.create(ui, p.day, form(p), { save: false }); await ui.done(); } },
  ],
});
