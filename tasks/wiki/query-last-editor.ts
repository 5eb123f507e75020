import { defineTask, nameRule } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as wiki from './kit.ts';

/** On an article: the name in "Last edited by X on ...". */
const readEditor = (ui: TaskUi) => /^Last edited by (.+) on /.exec(ui.find({ matches: /^Last edited by / })!.text)![1]!;

export default defineTask({
  id: 'wiki/query-last-editor',
  apps: ['wiki'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    // An article whose last editor made no other article's last edit (a vandal's): the answer names this article alone.
    const lasts = world.apps.wiki.articles.filter((a) => a.status === 'published').map((a) => a.revisions.at(-1)!.author);
    const target = rng.pick(world.apps.wiki.articles.filter((a) => a.status === 'published' && a.revisions.length >= 2 && wiki.articlesTitled(world, a.title) === 1
      && lasts.filter((n) => n === a.revisions.at(-1)!.author).length === 1));
    return { id: target.id, title: target.title, previous: target.revisions.at(-2)!.author };
  },
  goal: (p) => `Who made the last edit of the Wiki article "${p.title}"?`,
  named: (p, s) => wiki.namedInWiki(s, [p.title]),
  checks: () => [],
  answer: {
    spec: { type: 'name', what: "the editor's name as the wiki shows it", rule: nameRule('wiki', 'editor') },
    expected: (p, before) => wiki.articleById(before, p.id)!.revisions.at(-1)!.author,
    candidates: (_p, before) => [...new Set(before.apps.wiki.articles.flatMap((a) => a.revisions.map((r) => r.author)))],
  },
  oracle: async (ui, p) => {
    await wiki.open(ui, p.title);
    await ui.answer(readEditor(ui));
  },
  alternatives: [
    { name: 'read from the top of its history, in lower case', run: async (ui, p) => {
      await wiki.openByAddress(ui, p.title);
      await ui.tap({ text: 'History', role: 'link' });
      const rows = ui.tree();
      const at = rows.findIndex((e) => / \(current\)$/.test(e.text));
      await ui.answer(rows[at + 2]!.text.toLowerCase());
    } },
  ],
  nearMisses: [
    { name: 'answers the editor before the last', run: async (ui, p) => { await wiki.open(ui, p.title); await ui.answer(p.previous); } },
    { name: 'answers the signed-in user', run: async (ui, p) => { await wiki.open(ui, p.title); await ui.answer('Robin Hale'); } },
  ],
});
