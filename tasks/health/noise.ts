// Health: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing, and damage in two forms (on the screens, and by the app's model).
import { deleteWorkout, logWorkout, saveWorkout, setSleepGoal, setStepGoal } from '../../apps/health/model.ts';
import type { Workout } from '../../apps/health/state.ts';
import type { AppNoise, TrialContext } from '../define.ts';
import { bystanders, deleteOpen, fill, log, openSection, openWorkout, setStepGoal as stepGoalOnScreen, setSleepGoal as sleepGoalOnScreen, today, DAY, MINUTE } from './kit.ts';

const target = (ctx: TrialContext, k: number): Workout => bystanders(ctx)[k]!;
/** A step goal and a sleep goal no template asks for. */
const ODD_STEPS = 4321;
// Half an hour off the start's sleep goal: a change no template asks for (set-sleep-goal's goals are
// more than half an hour from it), so the move is damage in every template, never the task itself.
const oddSleep = (ctx: TrialContext) => { const g = ctx.initial.apps.health.goals.sleep; return g + 30 <= 600 ? g + 30 : g - 30; };
/** The extra workout a damage move logs: a strength session two days ago. */
const extra = (ctx: TrialContext) => ({ type: 'strength' as const, start: today(ctx.initial) - 2 * DAY + 20 * 60 * MINUTE + 10 * MINUTE, minutes: 17, km: null, kcal: 102 });

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      const [seen] = bystanders(ctx);
      await ui.launch('Health');
      // The sleep page, scrolled and left; a workout opened, its editor left without saving.
      await openSection(ui, 'Sleep');
      await ui.swipe('up');
      await ui.back();
      await openWorkout(ui, seen!);
      await ui.tap({ text: 'Edit', role: 'button' });
      await ui.back();
      await ui.back();
      // Another tab, then the goals, a dialog opened and cancelled.
      await ui.tap({ text: 'Walk', role: 'tab' });
      await ui.back();
      await ui.tap({ text: 'Goals', role: 'button' });
      await ui.tap({ text: 'Daily steps', role: 'button' });
      await ui.tap({ text: 'Cancel', role: 'button' });
      await ui.close('Health');
    },
    apply: () => {},
  },
  damage: [
    { name: 'deletes a bystander workout', run: async (ui, ctx) => {
      await openWorkout(ui, target(ctx, 0));
      await deleteOpen(ui);
    }, apply: (d, ctx) => deleteWorkout(d.apps.health, target(ctx, 0).id) },
    { name: "changes a bystander workout's duration", run: async (ui, ctx) => {
      const w = target(ctx, 1);
      await openWorkout(ui, w);
      await ui.tap({ text: 'Edit', role: 'button' });
      await fill(ui, { minutes: w.minutes + 7 });
    }, apply: (d, ctx) => {
      const w = target(ctx, 1);
      saveWorkout(d.apps.health, w.id, { type: w.type, start: w.start, minutes: w.minutes + 7, km: w.km, kcal: w.kcal }, d.os.now);
    } },
    { name: 'logs an extra workout', run: async (ui, ctx) => {
      const x = extra(ctx);
      await log(ui, { type: x.type, day: today(ctx.initial) - 2 * DAY, time: 20 * 60 + 10, minutes: x.minutes, kcal: x.kcal });
    }, apply: (d, ctx) => void logWorkout(d.apps.health, extra(ctx), d.os.now) },
    { name: 'moves the step goal', run: (ui) => stepGoalOnScreen(ui, String(ODD_STEPS)), apply: (d) => void setStepGoal(d.apps.health, ODD_STEPS) },
    { name: 'moves the sleep goal', run: async (ui, ctx) => {
      await openSection(ui, 'Goals');
      await sleepGoalOnScreen(ui, oddSleep(ctx));
    }, apply: (d, ctx) => setSleepGoal(d.apps.health, oddSleep(ctx)) },
  ],
};
