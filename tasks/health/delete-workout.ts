import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import { TYPE_LABEL, type WorkoutType } from '../../apps/health/state.ts';
import * as health from './kit.ts';

export default defineTask({
  id: 'health/delete-workout',
  apps: ['health'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ rng, world }) => {
    // A workout, made one logged by hand today, of a type no other workout of today has.
    const w = rng.pick(world.apps.health.workouts.filter((x) => x.type !== 'run' && health.rowsLike(world, x) === 1));
    return { id: w.id, type: w.type, km: w.km, minutes: w.minutes, day: health.today(world), confirm: true as boolean };
  },
  goal: (p) => `I logged a ${TYPE_LABEL[p.type as WorkoutType].toLowerCase()} in Health by hand today by mistake. Delete it.`,
  named: (p, s) => ({ [`today's ${p.type}`]: health.workoutsOn(s, p.day).filter((w) => w.type === p.type).length }),
  setup: (d, p) => {
    const w = health.placeWorkout(d, p.id, p.day, 7 * 60 + 5);
    Object.assign(w, { manual: true, avgHr: null });
  },
  changes: (p) => [removed(health.WORKOUTS, { which: p.id })],
  checks: (p) => [expectEqual(`today's ${p.type} is gone`, false, ({ after }) => health.workoutById(after, p.id) !== undefined)],
  oracle: async (ui, p) => {
    await health.openWorkout(ui, { type: p.type as WorkoutType, km: p.km, minutes: p.minutes }, 'Today');
    await health.deleteOpen(ui, p.confirm);
    await ui.done();
  },
  alternatives: [
    { name: 'from Recent workouts on the summary', run: health.script(async (ui, p) => {
      await health.start(ui);
      const sel = { matches: health.rowPattern({ type: p.type as WorkoutType, km: p.km, minutes: p.minutes }, 'Today'), role: 'button' };
      await ui.scrollTo(sel);
      await ui.tap(sel);
      await health.deleteOpen(ui);
    }) },
  ],
  nearMisses: [
    { name: 'cancels the confirmation', params: (p) => ({ ...p, confirm: false }) },
    { name: 'deletes the newest workout before it instead', run: health.script(async (ui, p) => {
      await health.openWorkouts(ui, 'all');
      const rows = ui.findAll({ matches: /^(Run|Walk|Cycle|Swim|Yoga|Strength), /, role: 'button' });
      const other = rows.find((r) => !health.rowPattern({ type: p.type as WorkoutType, km: p.km, minutes: p.minutes }, 'Today').test(r.text))!;
      await ui.tap({ text: other.text, role: 'button' });
      await health.deleteOpen(ui);
    }) },
  ],
});
