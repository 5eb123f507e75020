import { defineTask } from '../define.ts';
import { changedTo, expectEqual } from '../../judges/index.ts';
import { formatSteps } from '../../apps/health/state.ts';
import * as health from './kit.ts';

export default defineTask({
  id: 'health/set-step-goal',
  apps: ['health'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const steps = rng.pick([6000, 7500, 9000, 11000, 12000, 12500, 15000].filter((n) => n !== world.apps.health.goals.steps));
    return { steps, typed: String(steps) };
  },
  goal: (p) => `Change my daily step goal in Health to ${formatSteps(p.steps)} steps.`,
  changes: (p) => [changedTo(health.STEP_GOAL, p.steps)],
  checks: (p) => [expectEqual(`the step goal is ${p.steps}`, p.steps, ({ after }) => after.apps.health.goals.steps)],
  oracle: async (ui, p) => {
    await health.setStepGoal(ui, p.typed);
    await ui.done();
  },
  alternatives: [
    { name: 'types it with the thousands comma and presses Enter', run: health.script((ui, p) => health.setStepGoal(ui, formatSteps(p.steps), 'Enter')) },
    { name: 'from the Goals button in the summary bar', run: health.script(async (ui, p) => {
      await health.start(ui);
      await ui.tap({ text: 'Goals', role: 'button' });
      await ui.tap({ text: 'Daily steps', role: 'button' });
      await ui.fill({ hint: 'Steps a day' }, String(p.steps));
      await ui.tap({ text: 'Save', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'a thousand steps off', params: (p) => ({ ...p, typed: String(p.steps + 1000) }) },
    { name: 'cancels the dialog', run: health.script(async (ui, p) => {
      await health.openSection(ui, 'Goals');
      await ui.tap({ text: 'Daily steps', role: 'button' });
      await ui.fill({ hint: 'Steps a day' }, String(p.steps));
      await ui.tap({ text: 'Cancel', role: 'button' });
    }) },
    { name: 'sets the step goal and moves the sleep goal too', run: health.script(async (ui, p, ) => {
      await health.setStepGoal(ui, p.typed);
      await ui.tap({ text: 'Sleep', role: 'button' });
      await ui.tap({ text: '9 h 0 min', role: 'button' });
    }) },
  ],
});
