import { defineTask } from '../define.ts';
import { added, changedTo, expectEqual, expectThat } from '../../judges/index.ts';
import { formatSteps, type Workout } from '../../apps/health/state.ts';
import * as health from './kit.ts';

export default defineTask({
  id: 'health/log-two-and-goal',
  apps: ['health'],
  difficulty: 3,
  maxSteps: 50,
  params: ({ rng, world }) => {
    const steps = rng.pick([7000, 8500, 9500, 11000, 13000].filter((n) => n !== world.apps.health.goals.steps));
    const km = rng.int(40, 100) / 10;
    return {
      yoga: rng.pick([20, 30, 40, 45]), yogaAt: rng.pick([7 * 60, 7 * 60 + 30, 8 * 60]),
      km, runMinutes: Math.round(km * rng.int(52, 62) / 10), runAt: rng.pick([17 * 60 + 45, 18 * 60 + 20, 19 * 60]),
      today: health.today(world), steps, typed: String(steps),
    };
  },
  goal: (p) => `In Health, log two workouts by hand: a ${p.yoga}-minute yoga session I started today at ${health.hhmm(p.yogaAt)}, and a ${p.km} km run I started yesterday at ${health.hhmm(p.runAt)} that took ${p.runMinutes} minutes. Then change my daily step goal to ${formatSteps(p.steps)}.`,
  changes: (p) => [added(health.WORKOUTS, { count: 2 }), changedTo(health.STEP_GOAL, p.steps)],
  checks: (p) => [
    expectThat<import('../../apps/world.ts').DeviceState, string>('the two workouts were logged as asked', 'as asked', ({ changes }) => {
      const made = changes.added<Workout>(health.WORKOUTS);
      const fits = (type: string, start: number, minutes: number, km: number | null) => made.filter((w) => w.type === type && w.start === start && w.minutes === minutes && w.km === km && w.manual && w.avgHr === null).length === 1;
      return made.length === 2 && fits('yoga', p.today + p.yogaAt * health.MINUTE, p.yoga, null) && fits('run', p.today - health.DAY + p.runAt * health.MINUTE, p.runMinutes, p.km)
        ? 'as asked' : JSON.stringify(made.map((w) => [w.type, w.start, w.minutes, w.km]));
    }, (v) => v === 'as asked'),
    expectEqual(`the step goal is ${p.steps}`, p.steps, ({ after }) => after.apps.health.goals.steps),
  ],
  oracle: async (ui, p) => {
    await health.log(ui, { type: 'yoga', time: p.yogaAt, minutes: p.yoga });
    await ui.back();
    await ui.tap({ text: 'Log workout', role: 'button' });
    await health.fill(ui, { day: p.today - health.DAY, time: p.runAt, minutes: p.runMinutes, km: p.km });
    await health.setStepGoal(ui, p.typed);
    await ui.done();
  },
  alternatives: [
    { name: 'the goal first, the workouts from their tabs', run: health.script(async (ui, p) => {
      await health.setStepGoal(ui, formatSteps(p.steps), 'Enter');
      await health.logFromTab(ui, { type: 'run', day: p.today - health.DAY, time: p.runAt, minutes: p.runMinutes, km: p.km });
      await health.logFromTab(ui, { type: 'yoga', time: p.yogaAt, minutes: p.yoga });
    }) },
  ],
  nearMisses: [
    { name: 'the run logged today', params: (p) => ({ ...p, today: p.today + health.DAY, yogaAt: p.yogaAt }) },
    { name: 'a typo in the step goal', params: (p) => ({ ...p, typed: String(p.steps + 500) }) },
    { name: 'logs the workouts, leaves the goal', run: health.script(async (ui, p) => {
      await health.log(ui, { type: 'yoga', time: p.yogaAt, minutes: p.yoga });
      await health.log(ui, { type: 'run', day: p.today - health.DAY, time: p.runAt, minutes: p.runMinutes, km: p.km });
    }) },
  ],
});
