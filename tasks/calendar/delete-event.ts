import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import * as cal from './kit.ts';

export default defineTask({
  id: 'calendar/delete-event',
  apps: ['calendar'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const events = cal.singleEvents(world, -3, 20);
    const target = rng.pick(events);
    const other = rng.pick(events.filter((e) => e.id !== target.id));
    return { id: target.id, title: target.title, day: cal.startOfDay(target.start), otherTitle: other.title, otherDay: cal.startOfDay(other.start) };
  },
  goal: (p) => `Delete the event "${p.title}" on ${cal.formatLongDate(p.day)}.`,
  changes: (p) => [removed(cal.EVENTS, { which: p.id })],
  checks: (p) => [expectEqual(`"${p.title}" is no longer in the calendar`, [p.id], ({ changes }) => changes.removed(cal.EVENTS).map((e) => e.id))],
  oracle: async (ui, p) => {
    await cal.remove(ui, p.title, p.day);
    await ui.done();
  },
  alternatives: [
    { name: 'cancels the dialog once, then deletes', run: async (ui, p, oracle) => {
      await cal.remove(ui, p.title, p.day, false);
      await ui.back();
      await oracle(ui, p);
    } },
  ],
  nearMisses: [
    { name: 'deletes another event', params: (p) => ({ ...p, title: p.otherTitle, day: p.otherDay }) },
    { name: 'cancels the confirmation', run: async (ui, p) => {
      await cal.remove(ui, p.title, p.day, false);
      await ui.done();
    } },
  ],
});
