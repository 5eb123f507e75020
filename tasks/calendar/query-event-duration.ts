import { defineTask } from '../define.ts';
import { occurrencesOn } from '../../apps/calendar/state.ts';
import type { TaskUi } from '../ui.ts';
import { DAY, MINUTE, formatLongDate, openEvent, today } from './helpers.ts';

const RANGE = /^(\d\d):(\d\d) – (\d\d):(\d\d)$/;

/** Open the event on that day and work out its length in minutes from the time range on its page. */
async function readMinutes(ui: TaskUi, title: string, day: number): Promise<number> {
  await openEvent(ui, title, day);
  const m = RANGE.exec(ui.read({ matches: RANGE }))!.slice(1).map(Number);
  return m[2]! * 60 + m[3]! - (m[0]! * 60 + m[1]!);
}

export default defineTask({
  id: 'calendar/query-event-duration',
  apps: ['calendar'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const days = [];
    for (let i = 1; i <= 14; i++) {
      const day = today(world) + i * DAY;
      const n = occurrencesOn(world.apps.calendar.events, day).length;
      if (n > 0 && n <= 4) days.push(day);
    }
    const day = rng.pick(days);
    const target = rng.pick(occurrencesOn(world.apps.calendar.events, day)).event;
    return { id: target.id, title: target.title, day };
  },
  goal: (p) => `How many minutes long is "${p.title}" on ${formatLongDate(p.day)}?`,
  checks: () => [],
  allowedChanges: [],
  answer: {
    spec: { type: 'number' },
    expected: (p, before) => {
      const e = before.apps.calendar.events.find((x) => x.id === p.id);
      return e ? Math.round((e.end - e.start) / MINUTE) : -1;
    },
    candidates: () => ['15', '30', '45', '60', '90', '120'],
  },
  oracle: async (ui, p) => {
    await ui.answer(await readMinutes(ui, p.title, p.day));
  },
  nearMisses: [
    {
      name: 'answers in hours',
      run: async (ui, p) => {
        await ui.answer((await readMinutes(ui, p.title, p.day)) / 60);
      },
    },
    {
      name: 'off by a quarter hour',
      run: async (ui, p) => {
        await ui.answer((await readMinutes(ui, p.title, p.day)) + 15);
      },
    },
  ],
});
