import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import { formatLongDate, openEvent, singleEvents, startOfDay } from './helpers.ts';

async function askToDelete(ui: TaskUi, title: string, day: number): Promise<void> {
  await openEvent(ui, title, day);
  await ui.tap({ text: 'Delete', role: 'button' });
}

export default defineTask({
  id: 'calendar/delete-event',
  apps: ['calendar'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const events = singleEvents(world, -3, 20);
    const target = rng.pick(events);
    const other = rng.pick(events.filter((e) => e.id !== target.id));
    return { id: target.id, title: target.title, day: startOfDay(target.start), otherTitle: other.title, otherDay: startOfDay(other.start) };
  },
  goal: (p) => `Delete the event "${p.title}" on ${formatLongDate(p.day)}.`,
  checks: (p) => [
    expectEqual(`"${p.title}" is no longer in the calendar`, false, ({ after }) => after.apps.calendar.events.some((e) => e.id === p.id)),
    expectEqual('one event fewer than before', -1, ({ before, after }) => after.apps.calendar.events.length - before.apps.calendar.events.length),
  ],
  allowedChanges: (p) => [`apps.calendar.events[${p.id}]`],
  oracle: async (ui, p) => {
    await askToDelete(ui, p.title, p.day);
    await ui.tap({ text: 'Delete', role: 'button' }); // the dialog's confirmation
    await ui.done();
  },
  nearMisses: [
    {
      name: 'deletes another event',
      run: async (ui, p) => {
        await askToDelete(ui, p.otherTitle, p.otherDay);
        await ui.tap({ text: 'Delete', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'cancels the confirmation',
      run: async (ui, p) => {
        await askToDelete(ui, p.title, p.day);
        await ui.tap({ text: 'Cancel', role: 'button' });
        await ui.done();
      },
    },
  ],
});
