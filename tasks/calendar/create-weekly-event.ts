import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import type { Repeat } from '../../apps/calendar/state.ts';
import * as cal from './kit.ts';

type P = { title: string; day: number; start: number; end: number };
const form = (p: P) => ({ title: p.title, start: cal.hhmm(p.start), end: cal.hhmm(p.end) });

export default defineTask({
  id: 'calendar/create-weekly-event',
  apps: ['calendar'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const start = cal.pickTime(rng, 7, 19);
    return { title: cal.unusedTitle(rng, world), day: cal.today(world) + rng.int(1, 14) * cal.DAY, start, end: start + 60, repeat: 'weekly' as Repeat };
  },
  goal: (p) => `Create an event "${p.title}" that repeats every week, starting ${cal.formatLongDate(p.day)}, from ${cal.hhmm(p.start)} to ${cal.hhmm(p.end)}. Leave everything else as the new-event form has it.`,
  changes: () => [added(cal.EVENTS)],
  checks: (p) => cal.created({ title: p.title, start: p.day + p.start * cal.MINUTE, end: p.day + p.end * cal.MINUTE, repeat: 'weekly' }),
  oracle: async (ui, p) => { await cal.create(ui, p.day, { ...form(p), repeat: p.repeat }); await ui.done(); },
  alternatives: [
    { name: 'New event from today, the date typed into the form', run: async (ui, p) => { await cal.createTyped(ui, p.day, { ...form(p), repeat: 'weekly' }); await ui.done(); } },
    { name: 'saved as a one-off, then made weekly by editing', run: async (ui, p) => {
      await cal.create(ui, p.day, form(p));
      await cal.edit(ui, p.title, p.day, { repeat: 'weekly' });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'forgets to make it repeat', params: (p) => ({ ...p, repeat: 'none' as Repeat }) },
    { name: 'makes it repeat daily', params: (p) => ({ ...p, repeat: 'daily' as Repeat }) },
    { name: 'starts the series a week late', params: (p) => ({ ...p, day: p.day + 7 * cal.DAY }) },
    { name: 'adds a reminder the goal did not ask for', run: async (ui, p) => { await cal.create(ui, p.day, { ...form(p), repeat: 'weekly', reminder: 30 }); await ui.done(); } },
  ],
});
