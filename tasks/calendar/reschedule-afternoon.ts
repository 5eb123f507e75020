import { defineTask } from '../define.ts';
import { updateEvent } from '../../apps/calendar/model.ts';
import { occurrencesOn } from '../../apps/calendar/state.ts';
import * as cal from './kit.ts';

/** Afternoon start times (minutes after midnight) for the three events the setup puts on the day. */
const SLOTS = [13 * 60, 14 * 60 + 30, 16 * 60] as const;

export default defineTask({
  id: 'calendar/reschedule-afternoon',
  apps: ['calendar'],
  difficulty: 3,
  maxSteps: 63,
  params: ({ rng, world }) => {
    const events = world.apps.calendar.events;
    // A day with nothing in its afternoon except what the setup puts there; repeating events never start after noon there.
    const days = [];
    for (let i = 2; i <= 14; i++) {
      const day = cal.today(world) + i * cal.DAY;
      if (occurrencesOn(events, day).every((o) => o.start < day + 12 * cal.HOUR)) days.push(day);
    }
    const day = rng.pick(days);
    // Three one-off events (not on that day), moved by the setup into its afternoon.
    const moved = rng.sample(cal.singleEvents(world, 0, 25).filter((e) => e.start < day || e.start >= day + cal.DAY), 3);
    const durations = moved.map((e) => Math.min(60, Math.round((e.end - e.start) / cal.MINUTE)));
    // The first one as the setup leaves it, for the alternative that deletes it and makes it again.
    const was = { ...cal.recreation(world, moved[0]!.id), day, start: cal.hhmm(SLOTS[0]), end: cal.hhmm(SLOTS[0] + durations[0]!) };
    return { day, to: day + cal.DAY, ids: moved.map((e) => e.id), titles: moved.map((e) => e.title), durations, was };
  },
  goal: (p) => `Move every event on the afternoon of ${cal.formatLongDate(p.day)} (starting at 12:00 or later) to ${cal.formatLongDate(p.to)}, keeping their times.`,
  setup: (d, p) => p.ids.forEach((id, i) => {
    const start = p.day + SLOTS[i]! * cal.MINUTE;
    updateEvent(d.apps.calendar, id, { start, end: start + p.durations[i]! * cal.MINUTE });
  }),
  // Each may be edited in place, or deleted and made again (the checks then compare the new one whole).
  changes: (p) => cal.editRules(p.ids, ['start', 'end']),
  checks: (p) => cal.edited(...p.ids.map((id, i) => {
    const start = p.to + SLOTS[i]! * cal.MINUTE;
    return { id, title: p.titles[i]!, want: { start, end: start + p.durations[i]! * cal.MINUTE }, what: `is on ${cal.formatLongDate(p.to)} at the same time` };
  })),
  oracle: async (ui, p) => {
    for (const title of p.titles) await cal.edit(ui, title, p.day, { date: p.to });
    await ui.done();
  },
  alternatives: [
    { name: 'moved latest first', params: (p) => ({ ...p, titles: [...p.titles].reverse() }) },
    { name: 'the first deleted and made again on the new day, the others moved', run: async (ui, p) => {
      await cal.deleteAndRecreate(ui, p.was, { date: p.to });
      for (const title of p.titles.slice(1)) await cal.edit(ui, title, p.day, { date: p.to });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'moves only two of the three', params: (p) => ({ ...p, titles: p.titles.slice(0, 2) }) },
    { name: 'moves them two days ahead', params: (p) => ({ ...p, to: p.to + cal.DAY }) },
  ],
});
