import { defineTask } from '../define.ts';
import { occurrencesOn } from '../../apps/calendar/state.ts';
import type { TaskUi } from '../ui.ts';
import { DAY, formatClock, formatLongDate, openEvent, startOn, today } from './helpers.ts';

const RANGE = /^(\d\d:\d\d) – (\d\d:\d\d)$/;

/** Open the event on that day and read the start of the time range on its page. */
async function readTimes(ui: TaskUi, title: string, day: number): Promise<[string, string]> {
  await openEvent(ui, title, day);
  const m = RANGE.exec(ui.read({ matches: RANGE }))!;
  return [m[1]!, m[2]!];
}

export default defineTask({
  id: 'calendar/query-start-time',
  apps: ['calendar'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    // A day with events (repeating ones count on every occurrence), and one of its events.
    const days = [];
    for (let i = 0; i <= 14; i++) {
      const day = today(world) + i * DAY;
      { const n = occurrencesOn(world.apps.calendar.events, day).length; if (n > 0 && n <= 4) days.push(day); }
    }
    const day = rng.pick(days);
    const target = rng.pick(occurrencesOn(world.apps.calendar.events, day)).event;
    return { id: target.id, title: target.title, day };
  },
  goal: (p) => `What time does "${p.title}" start on ${formatLongDate(p.day)}? Answer in 24-hour HH:MM format.`,
  checks: () => [],
  allowedChanges: [],
  answer: {
    spec: { type: 'text' },
    expected: (p, before) => startOn(before, p.id, p.day) ?? '',
    candidates: (p, before) => occurrencesOn(before.apps.calendar.events, p.day).flatMap((o) => [formatClock(o.start), formatClock(o.end)]),
  },
  oracle: async (ui, p) => {
    await ui.answer((await readTimes(ui, p.title, p.day))[0]);
  },
  nearMisses: [
    {
      name: 'answers the end time',
      run: async (ui, p) => {
        await ui.answer((await readTimes(ui, p.title, p.day))[1]);
      },
    },
    {
      name: 'answers in 12-hour format without AM/PM',
      run: async (ui, p) => {
        const [start] = await readTimes(ui, p.title, p.day);
        const [h, m] = start.split(':').map(Number);
        await ui.answer(`${h! % 12 === 0 ? 12 : h! % 12}:${String(m).padStart(2, '0')}${h! >= 12 && h! % 12 !== 0 ? '' : ' pm'}`);
      },
    },
  ],
});
