import { defineTask } from '../define.ts';
import { categoryCounts } from '../../apps/wiki/model.ts';
import type { TaskUi } from '../ui.ts';
import * as wiki from './kit.ts';

/** On a category's page: the number in "7 articles in this category." */
const readCount = (ui: TaskUi) => /^(\d+) articles? in this category\.$/.exec(ui.find({ matches: /articles? in this category\.$/ })!.text)![1]!;

export default defineTask({
  id: 'wiki/query-category-count',
  apps: ['wiki'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => {
    const counts = categoryCounts(world.apps.wiki);
    // A count no other category has: the answer names this category and no other.
    const target = rng.pick(counts.filter((c) => counts.filter((x) => x.count === c.count).length === 1));
    const other = rng.pick(counts.filter((c) => c.count !== target.count));
    return { category: target.name, other: other.name };
  },
  goal: (p) => `How many articles are in the Wiki category "${p.category}"?`,
  named: (p, s) => ({ [`the category "${p.category}"`]: categoryCounts(s.apps.wiki).filter((c) => wiki.sameCategory(c.name, p.category)).length }),
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['articles', 'article'] },
    expected: (p, before) => categoryCounts(before.apps.wiki).find((c) => c.name === p.category)!.count,
    candidates: (_p, before) => categoryCounts(before.apps.wiki).map((c) => String(c.count)),
  },
  oracle: async (ui, p) => {
    await wiki.start(ui);
    await ui.tap({ text: p.category, role: 'link' });
    await ui.answer(readCount(ui));
  },
  alternatives: [
    { name: 'through the Categories page', run: async (ui, p) => {
      await wiki.start(ui);
      await ui.tap({ text: 'Categories', role: 'link' });
      await ui.tap({ text: p.category, role: 'link' });
      await ui.answer(`${readCount(ui)} articles`);
    } },
  ],
  nearMisses: [
    { name: 'counts another category', params: (p) => ({ ...p, category: p.other }) },
    { name: 'answers one too many', run: async (ui, p) => { await wiki.start(ui); await ui.tap({ text: p.category, role: 'link' }); await ui.answer(Number(readCount(ui)) + 1); } },
  ],
});
