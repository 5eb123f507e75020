import { defineTask } from '../define.ts';
import * as health from './kit.ts';

export default defineTask({
  id: 'health/query-goal-days',
  apps: ['health'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng }) => ({ k: rng.int(2, 5) }),
  goal: () => 'On how many of the last 7 days (today included) did I reach my daily step goal?',
  // Of the six days before today, the k most recent after a miss reach the goal: yesterday misses
  // (so the streak is not the answer); today is the morning's steps, under the goal; the day a week
  // ago reaches it (counting eight days is wrong).
  setup: (d, p) => {
    const s = d.apps.health;
    const t = health.today(d);
    const goal = s.goals.steps;
    for (let i = 0; i <= 7; i++) {
      const log = health.dayLog(d, t - i * health.DAY)!;
      const reach = i === 7 || (i >= 2 && i < 2 + p.k);
      const high = goal + 400 + ((log.steps * 7) % 3100);
      const low = Math.max(600, goal - 300 - ((log.steps * 3) % 2900));
      log.steps = i === 0 ? Math.min(log.steps, goal - 1) : reach ? high : low;
    }
  },
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['days', 'day'] },
    expected: (_p, _before, after) => {
      const t = health.today(after);
      return after.apps.health.days.filter((x) => x.day > t - 7 * health.DAY && x.day <= t && x.steps >= after.apps.health.goals.steps).length;
    },
    candidates: () => ['0', '1', '2', '3', '4', '5', '6', '7'],
  },
  oracle: async (ui) => {
    await health.openSection(ui, 'Steps');
    await ui.answer(health.leadingNumber(health.textAfter(ui, 'Goal reached, last 7 days')));
  },
  alternatives: [
    { name: 'answers in words, with the noun', run: async (ui) => {
      await health.openSection(ui, 'Steps');
      const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];
      await ui.answer(`${words[health.leadingNumber(health.textAfter(ui, 'Goal reached, last 7 days'))]} days`);
    } },
  ],
  nearMisses: [
    { name: 'counts a week back from today (eight days)', run: async (ui) => {
      await health.openSection(ui, 'Steps');
      await ui.answer(health.leadingNumber(health.textAfter(ui, 'Goal reached, last 7 days')) + 1);
    } },
    { name: 'answers the step streak', run: async (ui) => {
      await health.openSection(ui, 'Steps');
      await ui.answer(health.leadingNumber(health.textAfter(ui, 'Step streak')));
    } },
  ],
});
