import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as wiki from './kit.ts';

/** On an article's History: one "View revision" link per revision. */
const countRows = (ui: TaskUi) => ui.findAll({ matches: /^View revision r\d+$/, role: 'link' }).length;

export default defineTask({
  id: 'wiki/query-revision-count',
  apps: ['wiki'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const target = rng.pick(world.apps.wiki.articles.filter((a) => a.status === 'published' && a.revisions.length >= 2 && wiki.articlesTitled(world, a.title) === 1));
    return { id: target.id, title: target.title };
  },
  goal: (p) => `How many revisions does the history of the Wiki article "${p.title}" list?`,
  named: (p, s) => wiki.namedInWiki(s, [p.title]),
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['revisions', 'revision'] },
    expected: (p, before) => wiki.articleById(before, p.id)!.revisions.length,
    candidates: () => ['1', '2', '3', '4', '5', '6'],
  },
  oracle: async (ui, p) => {
    await wiki.open(ui, p.title);
    await ui.tap({ text: 'History', role: 'link' });
    await ui.answer(countRows(ui));
  },
  alternatives: [
    { name: 'by its address, answered in words with the noun', run: async (ui, p) => {
      await wiki.openByAddress(ui, p.title);
      await ui.tap({ text: 'History', role: 'link' });
      await ui.answer(`${['zero', 'one', 'two', 'three', 'four', 'five', 'six'][countRows(ui)]} revisions`);
    } },
  ],
  nearMisses: [
    { name: 'leaves out the current revision', run: async (ui, p) => {
      await wiki.open(ui, p.title);
      await ui.tap({ text: 'History', role: 'link' });
      await ui.answer(countRows(ui) - 1);
    } },
    { name: 'counts the earlier revisions one can restore, plus one too many', run: async (ui, p) => {
      await wiki.open(ui, p.title);
      await ui.tap({ text: 'History', role: 'link' });
      await ui.answer(countRows(ui) + 1);
    } },
  ],
});
