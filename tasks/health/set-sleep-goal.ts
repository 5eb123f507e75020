import { defineTask } from '../define.ts';
import { changedTo, expectEqual } from '../../judges/index.ts';
import { SLEEP_GOALS } from '../../apps/health/state.ts';
import * as health from './kit.ts';

/** "8 hours and 30 minutes", "7 hours". */
const spoken = (m: number) => `${Math.floor(m / 60)} hours${m % 60 ? ` and ${m % 60} minutes` : ''}`;

export default defineTask({
  id: 'health/set-sleep-goal',
  apps: ['health'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const minutes = rng.pick(SLEEP_GOALS.filter((m) => Math.abs(m - world.apps.health.goals.sleep) > 30));
    return { minutes, picked: minutes };
  },
  goal: (p) => `Set my sleep goal in Health to ${spoken(p.minutes)} a night.`,
  changes: (p) => [changedTo(health.SLEEP_GOAL, p.minutes)],
  checks: (p) => [expectEqual(`the sleep goal is ${p.minutes} minutes`, p.minutes, ({ after }) => after.apps.health.goals.sleep)],
  oracle: async (ui, p) => {
    await health.setSleepGoal(ui, p.picked);
    await ui.done();
  },
  alternatives: [
    { name: 'picks a wrong one first, then the right one', run: health.script(async (ui, p) => {
      await health.setSleepGoal(ui, p.minutes === 360 ? 600 : 360);
      await ui.tap({ text: 'Sleep', role: 'button' });
      await ui.tap({ text: health.formatDuration(p.minutes), role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'half an hour more', params: (p) => ({ ...p, picked: p.minutes === 600 ? 570 : p.minutes + 30 }) },
    { name: 'opens the list and dismisses it', run: health.script(async (ui) => {
      await health.openSection(ui, 'Goals');
      await ui.tap({ text: 'Sleep', role: 'button' });
      await ui.back();
    }) },
  ],
});
