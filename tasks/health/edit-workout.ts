import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import { TYPE_LABEL, type WorkoutType } from '../../apps/health/state.ts';
import * as health from './kit.ts';

export default defineTask({
  id: 'health/edit-workout',
  apps: ['health'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    // A workout of a type no other workout of yesterday has, moved to yesterday at midday.
    const w = rng.pick(world.apps.health.workouts.filter((x) => x.type !== 'run' && health.rowsLike(world, x) === 1));
    const minutes = w.minutes + rng.pick([-15, -10, 10, 15, 20]);
    return { id: w.id, type: w.type, km: w.km, was: w.minutes, minutes, typed: minutes, day: health.today(world) - health.DAY };
  },
  goal: (p) => `Yesterday's ${TYPE_LABEL[p.type as WorkoutType].toLowerCase()} in Health says ${p.was} minutes; it really took ${p.minutes}. Change its duration.`,
  named: (p, s) => ({ [`yesterday's ${p.type}`]: health.workoutsOn(s, p.day).filter((w) => w.type === p.type).length }),
  setup: (d, p) => {
    for (const w of health.workoutsOn(d, p.day)) if (w.type === p.type && w.id !== p.id) d.apps.health.workouts = d.apps.health.workouts.filter((x) => x.id !== w.id);
    health.placeWorkout(d, p.id, p.day, 12 * 60 + 20);
  },
  changes: (p) => [modified(health.WORKOUTS, p.id, ['minutes'])],
  checks: (p) => [health.workoutHas(p.id, `yesterday's ${p.type} lasted ${p.minutes} minutes`, 'minutes', p.minutes)],
  oracle: async (ui, p) => {
    await health.openWorkout(ui, { type: p.type as WorkoutType, km: p.km, minutes: p.was }, 'Yesterday');
    await ui.tap({ text: 'Edit', role: 'button' });
    await health.fill(ui, { minutes: p.typed });
    await ui.done();
  },
  alternatives: [
    { name: "from yesterday's page under Steps", run: health.script(async (ui, p) => {
      await health.openSection(ui, 'Steps');
      await ui.scrollTo({ text: 'Yesterday', role: 'button' });
      await ui.tap({ text: 'Yesterday', role: 'button' });
      await ui.scrollTo({ matches: health.rowPattern({ type: p.type as WorkoutType, km: p.km, minutes: p.was }, 'Yesterday'), role: 'button' });
      await ui.tap({ matches: health.rowPattern({ type: p.type as WorkoutType, km: p.km, minutes: p.was }, 'Yesterday'), role: 'button' });
      await ui.tap({ text: 'Edit', role: 'button' });
      await health.fill(ui, { minutes: p.minutes });
    }) },
  ],
  nearMisses: [
    { name: 'types another duration', params: (p) => ({ ...p, typed: p.minutes + 5 }) },
    { name: 'changes the duration and the calories', run: health.script(async (ui, p) => {
      await health.openWorkout(ui, { type: p.type as WorkoutType, km: p.km, minutes: p.was }, 'Yesterday');
      await ui.tap({ text: 'Edit', role: 'button' });
      await health.fill(ui, { minutes: p.minutes, kcal: 123 });
    }) },
    { name: 'edits it and leaves without saving', run: health.script(async (ui, p) => {
      await health.openWorkout(ui, { type: p.type as WorkoutType, km: p.km, minutes: p.was }, 'Yesterday');
      await ui.tap({ text: 'Edit', role: 'button' });
      await health.fill(ui, { minutes: p.minutes }, false);
      await ui.back();
    }) },
  ],
});
