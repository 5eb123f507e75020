import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import * as cal from './kit.ts';

export default defineTask({
  id: 'calendar/delete-event',
  apps: ['calendar'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const { target, day, otherTitle, otherDay } = cal.pickEvent(rng, world, -3, 20);
    return { id: target.id, title: target.title, day, otherTitle, otherDay };
  },
  goal: (p) => `Delete the event "${p.title}" on ${cal.formatLongDate(p.day)}.`,
  named: (p, s) => ({ [`"${p.title}" on ${cal.formatLongDate(p.day)}`]: cal.eventsTitledOn(s, p.title, p.day) }),
  changes: (p) => [removed(cal.EVENTS, { which: p.id })],
  checks: (p) => [expectEqual(`"${p.title}" is no longer in the calendar`, [p.id], ({ changes }) => changes.removed(cal.EVENTS).map((e) => e.id))],
  oracle: cal.script((ui, p) => cal.remove(ui, p.title, p.day)),
  alternatives: [
    { name: 'cancels the dialog once, then deletes', run: async (ui, p, oracle) => {
      await cal.remove(ui, p.title, p.day, false);
      await ui.back();
      await oracle(ui, p);
    } },
  ],
  nearMisses: [
    { name: 'deletes another event', params: (p) => ({ ...p, title: p.otherTitle, day: p.otherDay }) },
    { name: 'cancels the confirmation', run: cal.script((ui, p) => cal.remove(ui, p.title, p.day, false)) },
  ],
});
