import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import type { WorkoutType } from '../../apps/health/state.ts';
import * as health from './kit.ts';

const KINDS = [{ type: 'walk', noun: 'walk' }, { type: 'cycle', noun: 'bike ride' }, { type: 'swim', noun: 'swim' }, { type: 'run', noun: 'run' }] as const;

export default defineTask({
  id: 'health/log-workout',
  apps: ['health'],
  difficulty: 2,
  maxSteps: 24,
  params: ({ rng, world }) => {
    const kind = rng.pick(KINDS);
    const minutes = rng.int(4, 15) * 5;
    const km = { walk: rng.int(20, 60) / 10, cycle: rng.int(80, 300) / 10, swim: rng.int(8, 20) / 10, run: rng.int(30, 110) / 10 }[kind.type];
    const time = rng.pick([6 * 60 + 45, 12 * 60 + 15, 17 * 60 + 30, 18 * 60 + 15, 19 * 60 + 40]);
    return { type: kind.type as WorkoutType, noun: kind.noun, minutes, km, time, day: health.today(world) - health.DAY };
  },
  goal: (p) => `Log a workout in Health by hand: a ${p.minutes}-minute ${p.noun} of ${p.km} km that I started yesterday at ${health.hhmm(p.time)}.`,
  changes: () => [added(health.WORKOUTS, { count: 1 })],
  checks: (p) => health.logged({ type: p.type as WorkoutType, start: p.day + p.time * health.MINUTE, minutes: p.minutes, km: p.km }),
  oracle: async (ui, p) => {
    await health.log(ui, { type: p.type as WorkoutType, day: p.day, time: p.time, minutes: p.minutes, km: p.km });
    await ui.done();
  },
  alternatives: [
    { name: "from the type's tab in Workouts, the date with the Yesterday chip", run: health.script(async (ui, p) => {
      await health.openWorkouts(ui, p.type as WorkoutType);
      await ui.tap({ text: 'Log workout', role: 'button' });
      await ui.tap({ text: 'Yesterday', role: 'button' });
      await health.fill(ui, { time: p.time, minutes: p.minutes, km: p.km });
    }) },
    { name: 'saves a wrong duration, then fixes it in the editor', run: health.script(async (ui, p) => {
      await health.log(ui, { type: p.type as WorkoutType, day: p.day, time: p.time, minutes: p.minutes + 10, km: p.km });
      await ui.tap({ text: 'Edit', role: 'button' });
      await health.fill(ui, { minutes: p.minutes });
    }) },
  ],
  nearMisses: [
    { name: 'logs it today', params: (p) => ({ ...p, day: p.day + health.DAY }) },
    { name: 'starts it an hour late', params: (p) => ({ ...p, time: p.time + 60 }) },
    { name: 'the distance off by a kilometre', params: (p) => ({ ...p, km: Math.round((p.km + 1) * 10) / 10 }) },
    { name: 'leaves the type at Run', run: health.script(async (ui, p) => {
      await health.log(ui, { type: p.type === 'run' ? 'walk' : 'run', day: p.day, time: p.time, minutes: p.minutes, km: p.km });
    }) },
  ],
});
