import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { occurrencesOn } from '../../apps/calendar/state.ts';
import type { TaskUi } from '../ui.ts';
import type { DeviceState } from '../../apps/world.ts';
import { DAY, HOUR, MINUTE, editEvent, event, formatLongDate, isoDate, singleEvents, today } from './helpers.ts';

/** Afternoon start times (minutes after midnight) for the three events the setup puts on the day. */
const SLOTS = [13 * 60, 14 * 60 + 30, 16 * 60] as const;

async function moveAll(ui: TaskUi, titles: readonly string[], day: number, to: number): Promise<void> {
  for (const title of titles) {
    await editEvent(ui, title, day);
    await ui.fill({ hint: 'Date (YYYY-MM-DD)' }, isoDate(to));
    await ui.tap({ text: 'Save', role: 'button' });
  }
}

export default defineTask({
  id: 'calendar/reschedule-afternoon',
  apps: ['calendar'],
  difficulty: 3,
  maxSteps: 60,
  params: ({ rng, world }) => {
    const events = world.apps.calendar.events;
    // A day with nothing in its afternoon except what the setup puts there; repeating events never start after noon there.
    const days = [];
    for (let i = 2; i <= 14; i++) {
      const day = today(world) + i * DAY;
      if (occurrencesOn(events, day).every((o) => o.start < day + 12 * HOUR)) days.push(day);
    }
    const day = rng.pick(days);
    // Three one-off events (not on that day), moved by the setup into its afternoon.
    const moved = rng.sample(singleEvents(world, 0, 25).filter((e) => e.start < day || e.start >= day + DAY), 3);
    return {
      day, to: day + DAY,
      ids: moved.map((e) => e.id), titles: moved.map((e) => e.title),
      durations: moved.map((e) => Math.min(60, Math.round((e.end - e.start) / MINUTE))),
    };
  },
  goal: (p) => `Move every event on the afternoon of ${formatLongDate(p.day)} (starting at 12:00 or later) to ${formatLongDate(p.to)}, keeping their times.`,
  setup: (d, p) => {
    p.ids.forEach((id, i) => {
      const e = d.apps.calendar.events.find((x) => x.id === id)!;
      e.start = p.day + SLOTS[i]! * MINUTE;
      e.end = e.start + p.durations[i]! * MINUTE;
    });
  },
  checks: (p) => [
    ...p.ids.map((id, i) =>
      expectEqual(`"${p.titles[i]}" is on ${formatLongDate(p.to)} at the same time`, [p.to + SLOTS[i]! * MINUTE, p.to + (SLOTS[i]! + p.durations[i]!) * MINUTE], ({ after }: { after: DeviceState }) => {
        const e = event(after, id);
        return e ? [e.start, e.end] : null;
      }),
    ),
  ],
  allowedChanges: (p) => p.ids.flatMap((id) => [`apps.calendar.events[${id}].start`, `apps.calendar.events[${id}].end`]),
  oracle: async (ui, p) => {
    await moveAll(ui, p.titles, p.day, p.to);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'moves only two of the three',
      run: async (ui, p) => {
        await moveAll(ui, p.titles.slice(0, 2), p.day, p.to);
        await ui.done();
      },
    },
    {
      name: 'moves them two days ahead',
      run: async (ui, p) => {
        await moveAll(ui, p.titles, p.day, p.to + DAY);
        await ui.done();
      },
    },
  ],
});
