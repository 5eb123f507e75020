import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import { DAY, MINUTE, NEW_TITLES, formatLongDate, hhmm, newEvents, openDay, pickTime, today } from './helpers.ts';

/** Select the day, tap New event, and fill the title and times (the date comes from the selected day). */
async function createOn(ui: TaskUi, title: string, day: number, start: number, end: number, save = true): Promise<void> {
  await openDay(ui, day);
  await ui.tap({ text: 'New event', role: 'button' });
  await ui.fill({ hint: 'Title' }, title);
  await ui.fill({ hint: 'Start (HH:MM)' }, hhmm(start));
  await ui.fill({ hint: 'End (HH:MM)' }, hhmm(end));
  if (save) await ui.tap({ text: 'Save', role: 'button' });
}

export default defineTask({
  id: 'calendar/create-event',
  apps: ['calendar'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const day = today(world) + rng.int(1, 20) * DAY;
    const start = pickTime(rng, 8, 17);
    const titles = new Set(world.apps.calendar.events.map((e) => e.title));
    return { title: rng.pick(NEW_TITLES.filter((t) => !titles.has(t))), day, start, end: start + rng.pick([30, 60, 90]), newId: `ev${world.apps.calendar.nextId}` };
  },
  goal: (p) => `Create an event "${p.title}" on ${formatLongDate(p.day)} from ${hhmm(p.start)} to ${hhmm(p.end)}.`,
  checks: (p) => [
    expectEqual('exactly one new event', 1, ({ before, after }) => newEvents(before, after).length),
    expectEqual(`it is titled "${p.title}"`, [p.title], ({ before, after }) => newEvents(before, after).map((e) => e.title)),
    expectEqual(`it starts on ${formatLongDate(p.day)} at ${hhmm(p.start)}`, [p.day + p.start * MINUTE], ({ before, after }) => newEvents(before, after).map((e) => e.start)),
    expectEqual(`it ends at ${hhmm(p.end)}`, [p.day + p.end * MINUTE], ({ before, after }) => newEvents(before, after).map((e) => e.end)),
    expectEqual('it does not repeat', ['none'], ({ before, after }) => newEvents(before, after).map((e) => e.repeat)),
  ],
  allowedChanges: (p) => [`apps.calendar.events[${p.newId}]`, 'apps.calendar.nextId'],
  oracle: async (ui, p) => {
    await createOn(ui, p.title, p.day, p.start, p.end);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'creates it on the next day',
      run: async (ui, p) => {
        await createOn(ui, p.title, p.day + DAY, p.start, p.end);
        await ui.done();
      },
    },
    {
      name: 'ends an hour late',
      run: async (ui, p) => {
        await createOn(ui, p.title, p.day, p.start, p.end + 60);
        await ui.done();
      },
    },
    {
      name: 'fills the form but never saves',
      run: async (ui, p) => {
        await createOn(ui, p.title, p.day, p.start, p.end, false);
        await ui.done();
      },
    },
  ],
});
