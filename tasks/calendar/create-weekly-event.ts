import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import { DAY, MINUTE, NEW_TITLES, formatLongDate, hhmm, newEvents, openDay, pickTime, today } from './helpers.ts';

async function createRepeating(ui: TaskUi, title: string, day: number, start: number, end: number, repeat: string | null): Promise<void> {
  await openDay(ui, day);
  await ui.tap({ text: 'New event', role: 'button' });
  await ui.fill({ hint: 'Title' }, title);
  await ui.fill({ hint: 'Start (HH:MM)' }, hhmm(start));
  await ui.fill({ hint: 'End (HH:MM)' }, hhmm(end));
  if (repeat) await ui.tap({ text: repeat, role: 'radio' });
  await ui.tap({ text: 'Save', role: 'button' });
}

export default defineTask({
  id: 'calendar/create-weekly-event',
  apps: ['calendar'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const day = today(world) + rng.int(1, 14) * DAY;
    const start = pickTime(rng, 7, 19);
    const titles = new Set(world.apps.calendar.events.map((e) => e.title));
    return { title: rng.pick(NEW_TITLES.filter((t) => !titles.has(t))), day, start, end: start + 60, newId: `ev${world.apps.calendar.nextId}` };
  },
  goal: (p) => `Create an event "${p.title}" that repeats every week, starting ${formatLongDate(p.day)}, from ${hhmm(p.start)} to ${hhmm(p.end)}.`,
  checks: (p) => [
    expectEqual('exactly one new event', 1, ({ before, after }) => newEvents(before, after).length),
    expectEqual(`it is titled "${p.title}"`, [p.title], ({ before, after }) => newEvents(before, after).map((e) => e.title)),
    expectEqual(`it first starts on ${formatLongDate(p.day)} at ${hhmm(p.start)}`, [p.day + p.start * MINUTE], ({ before, after }) => newEvents(before, after).map((e) => e.start)),
    expectEqual(`it ends at ${hhmm(p.end)}`, [p.day + p.end * MINUTE], ({ before, after }) => newEvents(before, after).map((e) => e.end)),
    expectEqual('it repeats weekly', ['weekly'], ({ before, after }) => newEvents(before, after).map((e) => e.repeat)),
  ],
  allowedChanges: (p) => [`apps.calendar.events[${p.newId}]`, 'apps.calendar.nextId'],
  oracle: async (ui, p) => {
    await createRepeating(ui, p.title, p.day, p.start, p.end, 'Weekly');
    await ui.done();
  },
  nearMisses: [
    {
      name: 'forgets to make it repeat',
      run: async (ui, p) => {
        await createRepeating(ui, p.title, p.day, p.start, p.end, null);
        await ui.done();
      },
    },
    {
      name: 'makes it repeat daily',
      run: async (ui, p) => {
        await createRepeating(ui, p.title, p.day, p.start, p.end, 'Daily');
        await ui.done();
      },
    },
    {
      name: 'starts the series a week late',
      run: async (ui, p) => {
        await createRepeating(ui, p.title, p.day + 7 * DAY, p.start, p.end, 'Weekly');
        await ui.done();
      },
    },
  ],
});
