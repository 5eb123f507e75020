import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import { MINUTE, editEvent, event, formatLongDate, hhmm, pickTime, singleEvents, startOfDay } from './helpers.ts';

async function setTimes(ui: TaskUi, title: string, day: number, start: number, end: number): Promise<void> {
  await editEvent(ui, title, day);
  await ui.fill({ hint: 'Start (HH:MM)' }, hhmm(start));
  await ui.fill({ hint: 'End (HH:MM)' }, hhmm(end));
  await ui.tap({ text: 'Save', role: 'button' });
}

export default defineTask({
  id: 'calendar/edit-event-time',
  apps: ['calendar'],
  difficulty: 2,
  maxSteps: 25,
  params: ({ rng, world }) => {
    const events = singleEvents(world, 0, 20);
    const target = rng.pick(events);
    const day = startOfDay(target.start);
    // Another event, for the near miss that edits the wrong one.
    const other = rng.pick(events.filter((e) => e.id !== target.id));
    let start = pickTime(rng, 8, 18);
    while (day + start * MINUTE === target.start) start = pickTime(rng, 8, 18);
    return { id: target.id, title: target.title, day, start, end: start + 60, otherTitle: other.title, otherDay: startOfDay(other.start) };
  },
  goal: (p) => `Change the time of "${p.title}" on ${formatLongDate(p.day)} to ${hhmm(p.start)}–${hhmm(p.end)}.`,
  checks: (p) => [
    expectEqual(`"${p.title}" starts at ${hhmm(p.start)} on the same day`, p.day + p.start * MINUTE, ({ after }) => event(after, p.id)?.start),
    expectEqual(`it ends at ${hhmm(p.end)}`, p.day + p.end * MINUTE, ({ after }) => event(after, p.id)?.end),
  ],
  allowedChanges: (p) => [`apps.calendar.events[${p.id}].start`, `apps.calendar.events[${p.id}].end`],
  oracle: async (ui, p) => {
    await setTimes(ui, p.title, p.day, p.start, p.end);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'changes another event instead',
      run: async (ui, p) => {
        await setTimes(ui, p.otherTitle, p.otherDay, p.start, p.end);
        await ui.done();
      },
    },
    {
      name: 'sets it an hour later',
      run: async (ui, p) => {
        await setTimes(ui, p.title, p.day, p.start + 60, p.end + 60);
        await ui.done();
      },
    },
    {
      name: 'edits the times but leaves without saving',
      run: async (ui, p) => {
        await editEvent(ui, p.title, p.day);
        await ui.fill({ hint: 'Start (HH:MM)' }, hhmm(p.start));
        await ui.fill({ hint: 'End (HH:MM)' }, hhmm(p.end));
        await ui.tap({ text: 'Navigate up', role: 'button' });
        await ui.done();
      },
    },
  ],
});
