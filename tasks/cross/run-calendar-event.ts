import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import type { DeviceState } from '../../apps/world.ts';
import * as cal from '../calendar/kit.ts';
import * as health from '../health/kit.ts';

const TITLES = ['Run', 'Morning run', 'Evening run', 'Easy run', 'Long run'];

/** The time of day most of the runs in Health start at (minutes after midnight). */
function usualRunTime(s: DeviceState): number {
  const counts = new Map<number, number>();
  for (const w of s.apps.health.workouts) if (w.type === 'run') { const m = Math.round((w.start - health.startOfDay(w.start)) / health.MINUTE); counts.set(m, (counts.get(m) ?? 0) + 1); }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
}

export default defineTask({
  id: 'cross/run-calendar-event',
  apps: ['health', 'calendar'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const start = usualRunTime(world);
    const length = rng.pick([45, 60, 90]);
    return { title: rng.pick(TITLES.filter((t) => !world.apps.calendar.events.some((e) => e.title.toLowerCase() === t.toLowerCase()))), day: cal.today(world) + cal.DAY, start, length, shift: 0 };
  },
  goal: (p) => `My runs in Health always start at the same time of day. Add an event "${p.title}" to Calendar tomorrow at that time, ${p.length} minutes long. Leave everything else as the new-event form has it.`,
  changes: () => [added(cal.EVENTS)],
  checks: (p) => cal.created({ title: p.title, start: p.day + p.start * cal.MINUTE, end: p.day + (p.start + p.length) * cal.MINUTE }),
  oracle: async (ui, p) => {
    // A run's page shows when it started.
    await health.openWorkouts(ui, 'run');
    await ui.tap({ matches: /^Run, /, role: 'button' });
    await cal.create(ui, p.day, { title: p.title, start: cal.hhmm(p.start + p.shift), end: cal.hhmm(p.start + p.shift + p.length) });
    await ui.done();
  },
  alternatives: [
    { name: 'New event from today in Calendar, the date typed into the form', run: async (ui, p) => {
      await health.openWorkouts(ui, 'run');
      await cal.createTyped(ui, p.day, { title: p.title, start: cal.hhmm(p.start), end: cal.hhmm(p.start + p.length) });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'an hour later', params: (p) => ({ ...p, shift: 60 }) },
    { name: 'on the day after tomorrow', params: (p) => ({ ...p, day: p.day + cal.DAY }) },
    { name: 'half an hour too long', params: (p) => ({ ...p, length: p.length + 30 }) },
  ],
});
