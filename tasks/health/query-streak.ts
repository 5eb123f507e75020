import { defineTask } from '../define.ts';
import { stepStreak } from '../../apps/health/state.ts';
import * as health from './kit.ts';

export default defineTask({
  id: 'health/query-streak',
  apps: ['health'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng }) => ({ k: rng.int(2, 9), off: 0 }),
  goal: () => 'How many days long is my current step streak in Health?',
  // The k days before today reach the goal, the day before them misses, two older days reach it
  // again; today's morning steps are under the goal.
  setup: (d, p) => {
    const s = d.apps.health;
    const t = health.today(d);
    const goal = s.goals.steps;
    for (let i = 0; i <= p.k + 3; i++) {
      const log = health.dayLog(d, t - i * health.DAY);
      if (!log) continue;
      const reach = (i >= 1 && i <= p.k) || i >= p.k + 2;
      log.steps = i === 0 ? Math.min(log.steps, goal - 1) : reach ? goal + 250 + ((log.steps * 7) % 3000) : Math.max(600, goal - 200 - ((log.steps * 3) % 2500));
    }
  },
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['days', 'day'], label: 'Step streak' },
    expected: (_p, _before, after) => stepStreak(after.apps.health, after.os.now),
    candidates: () => Array.from({ length: 15 }, (_, i) => String(i)),
  },
  oracle: async (ui, p) => {
    await health.start(ui);
    await ui.answer(Number(/(\d+) days?$/.exec(ui.read({ matches: /^Step streak: / }))![1]) + p.off);
  },
  alternatives: [
    { name: 'reads it on the Steps page and answers with the noun', run: async (ui) => {
      await health.openSection(ui, 'Steps');
      await ui.answer(health.textAfter(ui, 'Step streak'));
    } },
    { name: "answers the summary's line as written (its label, the number, the noun)", run: async (ui) => {
      await health.start(ui);
      await ui.answer(ui.read({ matches: /^Step streak: / }));
    } },
  ],
  nearMisses: [
    { name: 'counts today too', params: (p) => ({ ...p, off: 1 }) },
    { name: 'one day short', params: (p) => ({ ...p, off: -1 }) },
  ],
});
