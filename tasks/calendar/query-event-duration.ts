import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as cal from './kit.ts';

/** Open the event on that day and work out its length in minutes from the time range on its page. */
async function readMinutes(ui: TaskUi, title: string, day: number): Promise<number> {
  return cal.rangeMinutes(await cal.readRange(ui, title, day));
}

export default defineTask({
  id: 'calendar/query-event-duration',
  apps: ['calendar'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => cal.pickQuietEvent(rng, world, 1),
  goal: (p) => `How many minutes long is "${p.title}" on ${cal.formatLongDate(p.day)}?`,
  named: (p, s) => ({ [`"${p.title}" on ${cal.formatLongDate(p.day)}`]: cal.eventsTitledOn(s, p.title, p.day) }),
  checks: () => [],
  answer: {
    spec: { type: 'duration', unit: 'minutes' },
    expected: (p, _before, after) => {
      const e = cal.event(after, p.id);
      return e ? Math.round((e.end - e.start) / cal.MINUTE) : -1;
    },
    candidates: () => ['15', '30', '45', '60', '90', '120'],
  },
  oracle: async (ui, p) => ui.answer(await readMinutes(ui, p.title, p.day)),
  alternatives: [
    { name: 'answers with the unit', run: async (ui, p) => ui.answer(`${await readMinutes(ui, p.title, p.day)} minutes`) },
    { name: 'answers with the short unit ("45 min")', run: async (ui, p) => ui.answer(`${await readMinutes(ui, p.title, p.day)} min`) },
  ],
  nearMisses: [
    { name: 'answers in hours', run: async (ui, p) => ui.answer(`${(await readMinutes(ui, p.title, p.day)) / 60} hours`) },
    // Words around the number that the format line does not allow (refused as answer_format).
    { name: 'answers as the question puts it ("45 minutes long")', run: async (ui, p) => ui.answer(`${await readMinutes(ui, p.title, p.day)} minutes long`) },
    { name: 'off by a quarter hour', run: async (ui, p) => ui.answer((await readMinutes(ui, p.title, p.day)) + 15) },
  ],
});
