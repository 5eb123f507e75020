import { defineTask } from '../define.ts';
import { occurrencesOn } from '../../apps/calendar/state.ts';
import * as cal from './kit.ts';

export default defineTask({
  id: 'calendar/query-start-time',
  apps: ['calendar'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => cal.pickQuietEvent(rng, world, 0),
  goal: (p) => `What time does "${p.title}" start on ${cal.formatLongDate(p.day)}?`,
  named: (p, s) => ({ [`"${p.title}" on ${cal.formatLongDate(p.day)}`]: cal.eventsTitledOn(s, p.title, p.day) }),
  checks: () => [],
  answer: {
    spec: { type: 'time' },
    expected: (p, _before, after) => cal.startOn(after, p.id, p.day) ?? '',
    candidates: (p, before) => occurrencesOn(before.apps.calendar.events, p.day).flatMap((o) => [cal.formatClock(o.start), cal.formatClock(o.end)]),
  },
  oracle: async (ui, p) => ui.answer((await cal.readRange(ui, p.title, p.day))[0]),
  alternatives: [
    { name: 'reads it from the agenda row without opening the event', run: async (ui, p) => {
      await cal.openDay(ui, p.day);
      await ui.scrollTo({ text: p.title, role: 'button' });
      await ui.answer(cal.agendaRow(ui, p.title)[0]);
    } },
    // Looking in the form: Edit shows the start in its field; Save with nothing changed changes nothing.
    { name: 'reads the start in the event\'s form, saves the form unchanged, answers', run: async (ui, p) => {
      await cal.editEvent(ui, p.title, p.day);
      const start = ui.read({ hint: 'Start (HH:MM)' });
      await cal.save(ui);
      await ui.answer(start);
    } },
  ],
  nearMisses: [
    { name: 'answers the end time', run: async (ui, p) => ui.answer((await cal.readRange(ui, p.title, p.day))[1]) },
    // Not the form asked for (HH:MM), whatever the time in it (refused as answer_format): a range
    // also names a time that is not the start, and "at" or the day make a sentence of it.
    { name: 'answers the time line as the event\'s page writes it ("14:30 – 15:30")', run: async (ui, p) => {
      await cal.readRange(ui, p.title, p.day);
      await ui.answer(ui.read({ matches: cal.RANGE_LINE }));
    } },
    { name: 'answers "at" and the time', run: async (ui, p) => ui.answer(`at ${(await cal.readRange(ui, p.title, p.day))[0]}`) },
    { name: 'answers with the day the page writes above the time ("Friday, March 6, 14:30")', run: async (ui, p) => {
      const [start] = await cal.readRange(ui, p.title, p.day);
      await ui.answer(`${ui.read({ text: cal.formatLongDate(p.day) })}, ${start}`);
    } },
  ],
});
