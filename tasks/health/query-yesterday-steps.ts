import { defineTask } from '../define.ts';
import * as health from './kit.ts';

/** Steps: the row of a day ("Yesterday", "Today") and the steps on its line. */
async function readRow(ui: import('../ui.ts').TaskUi, day: 'Today' | 'Yesterday'): Promise<number> {
  await health.openSection(ui, 'Steps');
  await ui.scrollTo({ text: day, role: 'button' });
  return health.leadingNumber(health.textAfter(ui, day));
}

export default defineTask({
  id: 'health/query-yesterday-steps',
  apps: ['health'],
  difficulty: 1,
  maxSteps: 12,
  params: () => ({ day: 'Yesterday' }),
  goal: () => 'How many steps did I walk yesterday, according to Health?',
  checks: () => [],
  answer: {
    spec: { type: 'number', unit: 'steps', label: 'Steps' },
    expected: (_p, _before, after) => health.dayLog(after, health.today(after) - health.DAY)!.steps,
  },
  oracle: async (ui, p) => ui.answer(await readRow(ui, p.day as 'Yesterday')),
  alternatives: [
    { name: "opens yesterday's page and answers with the unit, as written there", run: async (ui) => {
      await health.openSection(ui, 'Steps');
      await ui.scrollTo({ text: 'Yesterday', role: 'button' });
      await ui.tap({ text: 'Yesterday', role: 'button' });
      await ui.answer(`${health.textAfter(ui, 'Steps')} steps`);
    } },
  ],
  nearMisses: [
    { name: "answers today's steps", params: (p) => ({ ...p, day: 'Today' }) },
    { name: 'answers the daily goal', run: async (ui) => {
      await health.openSection(ui, 'Goals');
      await ui.answer(health.leadingNumber(health.textAfter(ui, 'Daily steps')));
    } },
  ],
});
