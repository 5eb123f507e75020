import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { REMINDERS, reminderLabel } from '../../apps/calendar/state.ts';
import type { TaskUi } from '../ui.ts';
import { editEvent, event, formatLongDate, singleEvents, startOfDay } from './helpers.ts';

async function setReminder(ui: TaskUi, title: string, day: number, minutes: number): Promise<void> {
  await editEvent(ui, title, day);
  await ui.tap({ text: reminderLabel(minutes), role: 'radio' });
  await ui.tap({ text: 'Save', role: 'button' });
}

export default defineTask({
  id: 'calendar/set-reminder',
  apps: ['calendar'],
  difficulty: 1,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const events = singleEvents(world, 0, 20);
    const target = rng.pick(events);
    const minutes = rng.pick(REMINDERS.filter((m) => m !== 0 && m !== target.reminder));
    const other = rng.pick(events.filter((e) => e.id !== target.id && e.reminder !== minutes));
    // A neighbouring choice, for the off-by-one near miss.
    const i = REMINDERS.indexOf(minutes);
    const wrong = REMINDERS[i + 1] ?? REMINDERS[i - 1]!;
    return { id: target.id, title: target.title, day: startOfDay(target.start), minutes, wrong: wrong === target.reminder ? REMINDERS[i - 1]! : wrong, otherTitle: other.title, otherDay: startOfDay(other.start) };
  },
  goal: (p) => `Set a reminder ${p.minutes === 60 ? '1 hour' : `${p.minutes} minutes`} before "${p.title}" on ${formatLongDate(p.day)}.`,
  checks: (p) => [expectEqual(`the reminder is ${reminderLabel(p.minutes)}`, p.minutes, ({ after }) => event(after, p.id)?.reminder)],
  allowedChanges: (p) => [`apps.calendar.events[${p.id}].reminder`],
  oracle: async (ui, p) => {
    await setReminder(ui, p.title, p.day, p.minutes);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'picks the neighbouring reminder time',
      run: async (ui, p) => {
        await setReminder(ui, p.title, p.day, p.wrong);
        await ui.done();
      },
    },
    {
      name: 'sets it on another event',
      run: async (ui, p) => {
        await setReminder(ui, p.otherTitle, p.otherDay, p.minutes);
        await ui.done();
      },
    },
  ],
});
