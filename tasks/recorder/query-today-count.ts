import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as rec from './kit.ts';

/** On the list: the rows between the Today header and the Earlier one. */
async function countToday(ui: TaskUi): Promise<number> {
  await rec.open(ui);
  const tree = ui.tree();
  const from = tree.findIndex((e) => e.text === 'Today');
  if (from < 0) return 0;
  const to = tree.findIndex((e) => e.text === 'Earlier');
  return tree.slice(from + 1, to < 0 ? undefined : to).filter((e) => e.role === 'button' && e.text.startsWith('More options for ')).length;
}

export default defineTask({
  id: 'recorder/query-today-count',
  apps: ['recorder'],
  difficulty: 1,
  maxSteps: 8,
  params: () => ({}),
  goal: () => 'How many recordings did you make today, as Recorder lists them?',
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['recordings', 'recording'] },
    expected: (_p, before, after) => rec.madeToday(before, after.os.now).length,
  },
  oracle: async (ui) => ui.answer(await countToday(ui)),
  alternatives: [
    { name: 'answers with the noun', run: async (ui) => ui.answer(`${await countToday(ui)} recordings`) },
  ],
  nearMisses: [
    { name: 'counts one too many', run: async (ui) => ui.answer((await countToday(ui)) + 1) },
    { name: 'answers how many recordings there are in all', run: async (ui) => {
      await rec.open(ui);
      await ui.scrollTo({ matches: /^\d+ recordings$/ });
      await ui.answer(Number(ui.read({ matches: /^\d+ recordings$/ }).split(' ')[0]));
    } },
  ],
});
