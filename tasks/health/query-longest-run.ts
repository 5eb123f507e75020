import { defineTask } from '../define.ts';
import * as health from './kit.ts';

export default defineTask({
  id: 'health/query-longest-run',
  apps: ['health'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ world }) => {
    // The week's runs, the longest made the one longest; a run just before the week longer still,
    // and the week's newest run shorter than its longest (each of those is a wrong answer). "The
    // last 7 days" has a second reading, the last 7 × 24 hours, which takes in the evening of the
    // day a week ago when the clock is still in the morning: the run made longer before the week is
    // one outside both readings, and a run between them is kept under the answer (setup), so both
    // readings give it.
    const runs = health.weekRuns(world).sort((a, b) => b.start - a.start);
    const top = runs.reduce((a, b) => (b.km! > a.km! ? b : a));
    const longest = Math.round((top.km! + 0.37) * 100) / 100;
    const newest = runs.find((r) => r.id !== top.id)!;
    const older = world.apps.health.workouts.filter((w) => w.type === 'run' && w.start <= world.os.now - 7 * health.DAY).sort((a, b) => b.start - a.start)[0]!;
    return { top: top.id, longest, newest: newest.id, newestKm: Math.round(Math.min(newest.km!, longest - 1.05) * 100) / 100, older: older.id, olderKm: Math.round((longest + 2.14) * 100) / 100, answered: longest };
  },
  goal: () => 'How far was my longest run in the last 7 days (today included), in kilometres?',
  named: (_p, s) => {
    // Both readings of "the last 7 days" find the same longest run, and only one run of that length.
    const byHours = s.apps.health.workouts.filter((w) => w.type === 'run' && w.start > s.os.now - 7 * health.DAY && w.start <= s.os.now);
    const byDays = health.weekRuns(s);
    const top = Math.max(...byDays.map((w) => w.km!));
    return { 'the longest run of the last 7 days, by days or by hours': Math.max(...byHours.map((w) => w.km!)) === top ? byDays.filter((w) => w.km === top).length : 0 };
  },
  setup: (d, p) => {
    for (const w of d.apps.health.workouts) {
      if (w.type === 'run' && w.start > d.os.now - 7 * health.DAY && w.start < health.today(d) - 6 * health.DAY) w.km = Math.round(Math.min(w.km!, p.longest - 1.05) * 100) / 100;
    }
    health.workoutById(d, p.top)!.km = p.longest;
    health.workoutById(d, p.newest)!.km = p.newestKm;
    health.workoutById(d, p.older)!.km = p.olderKm;
  },
  checks: () => [],
  answer: {
    spec: { type: 'number', unit: 'kilometres', aliases: ['km', 'kilometers'], label: 'Distance' },
    expected: (_p, _before, after) => Math.max(...health.weekRuns(after).map((w) => w.km!)),
  },
  oracle: async (ui, p) => {
    await health.openWorkout(ui, { type: 'run', km: p.answered, minutes: 0 });
    await ui.answer(health.textAfter(ui, 'Distance'));
  },
  alternatives: [
    { name: 'reads it on the Run tab and answers the number alone', run: async (ui, p) => {
      await health.openWorkouts(ui, 'run');
      const row = await ui.scrollTo({ matches: health.rowPattern({ type: 'run', km: p.answered, minutes: 0 }), role: 'button' });
      await ui.answer(Number(/ · ([\d.]+) km · /.exec(row.text)![1]));
    } },
  ],
  nearMisses: [
    { name: 'answers the longest run before the week', params: (p) => ({ ...p, answered: p.olderKm }) },
    { name: 'answers the newest run', params: (p) => ({ ...p, answered: p.newestKm }) },
  ],
});
