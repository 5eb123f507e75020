import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import { NEW_TITLES, editEvent, event, formatLongDate, singleEvents, startOfDay } from './helpers.ts';

async function rename(ui: TaskUi, title: string, day: number, to: string): Promise<void> {
  await editEvent(ui, title, day);
  await ui.fill({ hint: 'Title' }, to);
  await ui.tap({ text: 'Save', role: 'button' });
}

export default defineTask({
  id: 'calendar/rename-event',
  apps: ['calendar'],
  difficulty: 1,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const events = singleEvents(world, -5, 20);
    const target = rng.pick(events);
    const other = rng.pick(events.filter((e) => e.id !== target.id));
    const titles = new Set(world.apps.calendar.events.map((e) => e.title));
    return {
      id: target.id, title: target.title, day: startOfDay(target.start), to: rng.pick(NEW_TITLES.filter((t) => !titles.has(t))),
      otherTitle: other.title, otherDay: startOfDay(other.start),
    };
  },
  goal: (p) => `Rename the event "${p.title}" on ${formatLongDate(p.day)} to "${p.to}".`,
  checks: (p) => [expectEqual(`the event is titled "${p.to}"`, p.to, ({ after }) => event(after, p.id)?.title)],
  allowedChanges: (p) => [`apps.calendar.events[${p.id}].title`],
  oracle: async (ui, p) => {
    await rename(ui, p.title, p.day, p.to);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'renames another event',
      run: async (ui, p) => {
        await rename(ui, p.otherTitle, p.otherDay, p.to);
        await ui.done();
      },
    },
    {
      name: 'a typo in the new title',
      run: async (ui, p) => {
        await rename(ui, p.title, p.day, p.to.slice(0, -1));
        await ui.done();
      },
    },
  ],
});
