import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import { DAY, editEvent, event, formatLongDate, isoDate, singleEvents, startOfDay } from './helpers.ts';

async function moveTo(ui: TaskUi, title: string, day: number, to: number): Promise<void> {
  await editEvent(ui, title, day);
  await ui.fill({ hint: 'Date (YYYY-MM-DD)' }, isoDate(to));
  await ui.tap({ text: 'Save', role: 'button' });
}

export default defineTask({
  id: 'calendar/move-event',
  apps: ['calendar'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const target = rng.pick(singleEvents(world, 0, 20));
    const day = startOfDay(target.start);
    const shift = rng.pick([-3, -2, -1, 1, 2, 3, 4, 5, 6, 7]);
    return { id: target.id, title: target.title, day, to: day + shift * DAY, start: target.start, end: target.end };
  },
  goal: (p) => `Move "${p.title}" from ${formatLongDate(p.day)} to ${formatLongDate(p.to)}, keeping its time.`,
  checks: (p) => [
    expectEqual(`"${p.title}" starts on ${formatLongDate(p.to)} at the same time`, p.start + (p.to - p.day), ({ after }) => event(after, p.id)?.start),
    expectEqual('it ends at the same time', p.end + (p.to - p.day), ({ after }) => event(after, p.id)?.end),
  ],
  allowedChanges: (p) => [`apps.calendar.events[${p.id}].start`, `apps.calendar.events[${p.id}].end`],
  oracle: async (ui, p) => {
    await moveTo(ui, p.title, p.day, p.to);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'moves it one day too far',
      run: async (ui, p) => {
        await moveTo(ui, p.title, p.day, p.to + DAY);
        await ui.done();
      },
    },
    {
      name: 'types the new date but goes back without saving',
      run: async (ui, p) => {
        await editEvent(ui, p.title, p.day);
        await ui.fill({ hint: 'Date (YYYY-MM-DD)' }, isoDate(p.to));
        await ui.back();
        await ui.done();
      },
    },
  ],
});
