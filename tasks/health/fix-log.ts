import { defineTask } from '../define.ts';
import { added, expectEqual, modified, removed } from '../../judges/index.ts';
import { TYPE_LABEL, type WorkoutType } from '../../apps/health/state.ts';
import * as health from './kit.ts';

export default defineTask({
  id: 'health/fix-log',
  apps: ['health'],
  difficulty: 3,
  maxSteps: 46,
  params: ({ rng, world }) => {
    // Yesterday: a walk the watch took for a walk (it was a run); today: a workout logged by mistake.
    const walks = world.apps.health.workouts.filter((x) => x.type === 'walk' && health.rowsLike(world, x) === 1);
    const walk = rng.pick(walks);
    const wrong = rng.pick(world.apps.health.workouts.filter((x) => x.type !== 'walk' && x.type !== 'run' && x.type !== 'swim' && health.rowsLike(world, x) === 1));
    const minutes = rng.pick([20, 25, 30, 35]);
    return { walk: walk.id, walkKm: walk.km, walkMinutes: walk.minutes, wrong: wrong.id, wrongType: wrong.type, wrongKm: wrong.km, wrongMinutes: wrong.minutes,
      today: health.today(world), swim: minutes, swimKm: rng.int(8, 16) / 10, swimAt: rng.pick([6 * 60 + 30, 7 * 60, 7 * 60 + 40]), swimDay: health.today(world), newType: 'run' };
  },
  goal: (p) => `Fix my workouts in Health: yesterday's walk was really a run, so change its type to Run; delete the ${TYPE_LABEL[p.wrongType as WorkoutType].toLowerCase()} I logged by mistake today; and log a ${p.swim}-minute swim of ${p.swimKm} km that I started today at ${health.hhmm(p.swimAt)}.`,
  named: (p, s) => ({
    "yesterday's walk": health.workoutsOn(s, p.today - health.DAY).filter((w) => w.type === 'walk').length,
    [`today's ${p.wrongType}`]: health.workoutsOn(s, p.today).filter((w) => w.type === p.wrongType).length,
  }),
  setup: (d, p) => {
    for (const w of health.workoutsOn(d, p.today - health.DAY)) if (w.type === 'walk' && w.id !== p.walk) d.apps.health.workouts = d.apps.health.workouts.filter((x) => x.id !== w.id);
    health.placeWorkout(d, p.walk, p.today - health.DAY, 12 * 60 + 40);
    Object.assign(health.placeWorkout(d, p.wrong, p.today, 6 * 60 + 10), { manual: true, avgHr: null });
  },
  changes: (p) => [modified(health.WORKOUTS, p.walk, ['type']), removed(health.WORKOUTS, { which: p.wrong }), added(health.WORKOUTS, { count: 1 })],
  checks: (p) => [
    health.workoutHas(p.walk, "yesterday's walk is a run", 'type', 'run'),
    expectEqual(`today's ${p.wrongType} is gone`, false, ({ after }) => health.workoutById(after, p.wrong) !== undefined),
    ...health.logged({ type: 'swim', start: p.today + p.swimAt * health.MINUTE, minutes: p.swim, km: p.swimKm }),
  ],
  oracle: async (ui, p) => {
    await health.openWorkout(ui, { type: 'walk', km: p.walkKm, minutes: p.walkMinutes }, 'Yesterday');
    await ui.tap({ text: 'Edit', role: 'button' });
    await health.fill(ui, { type: p.newType as WorkoutType });
    await ui.back();
    await ui.tap({ text: 'All', role: 'tab' });
    const sel = { matches: health.rowPattern({ type: p.wrongType as WorkoutType, km: p.wrongKm, minutes: p.wrongMinutes }, 'Today'), role: 'button' };
    await ui.scrollTo(sel);
    await ui.tap(sel);
    await health.deleteOpen(ui);
    await ui.tap({ text: 'Log workout', role: 'button' });
    await health.fill(ui, { type: 'swim', day: p.swimDay, time: p.swimAt, minutes: p.swim, km: p.swimKm });
    await ui.done();
  },
  alternatives: [
    { name: 'in another order: the swim first, the deletion from the summary, the walk from its day', run: health.script(async (ui, p) => {
      await health.logFromTab(ui, { type: 'swim', time: p.swimAt, minutes: p.swim, km: p.swimKm });
      await health.start(ui);
      const sel = { matches: health.rowPattern({ type: p.wrongType as WorkoutType, km: p.wrongKm, minutes: p.wrongMinutes }, 'Today'), role: 'button' };
      await ui.scrollTo(sel);
      await ui.tap(sel);
      await health.deleteOpen(ui);
      await health.openWorkout(ui, { type: 'walk', km: p.walkKm, minutes: p.walkMinutes }, 'Yesterday');
      await ui.tap({ text: 'Edit', role: 'button' });
      await health.fill(ui, { type: 'run' });
    }) },
  ],
  nearMisses: [
    { name: 'makes the walk a cycle', params: (p) => ({ ...p, newType: 'cycle' }) },
    { name: 'logs the swim yesterday', params: (p) => ({ ...p, swimDay: p.today - health.DAY }) },
    { name: 'leaves the mistaken workout', run: health.script(async (ui, p) => {
      await health.openWorkout(ui, { type: 'walk', km: p.walkKm, minutes: p.walkMinutes }, 'Yesterday');
      await ui.tap({ text: 'Edit', role: 'button' });
      await health.fill(ui, { type: 'run' });
      await health.log(ui, { type: 'swim', time: p.swimAt, minutes: p.swim, km: p.swimKm });
    }) },
  ],
});
