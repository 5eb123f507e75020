import { defineTask, nameRule } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as fm from './kit.ts';

/** On the post's page: the name after "Posted by". */
function readAuthor(ui: TaskUi): string {
  const tree = ui.tree();
  const at = tree.findIndex((e) => e.text === 'Posted by');
  return tree[at + 1]!.text;
}

export default defineTask({
  id: 'forum/query-author',
  apps: ['forum'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const target = rng.pick(fm.uniquePosts(world).filter((p) => p.comments.some((c) => c.author !== p.author)));
    const other = rng.pick(fm.uniquePosts(world).filter((p) => p.author !== target.author));
    const commenter = target.comments.find((c) => c.author !== target.author)!.author;
    return { id: target.id, title: target.title, forum: target.forum, other: other.title, commenter };
  },
  goal: (p) => `On Forum, who posted "${p.title}" in f/${p.forum}? Give the username as the forum shows it.`,
  named: (p, s) => fm.namedInForum(s, { posts: [p.title], forums: [p.forum] }),
  checks: () => [],
  answer: {
    spec: { type: 'name', what: 'the username', rule: nameRule('forum', 'user') },
    expected: (p, before) => fm.postById(before, p.id)!.author,
    candidates: (_p, before) => before.apps.forum.users.map((u) => u.name),
  },
  oracle: async (ui, p) => {
    await fm.openPost(ui, p.title);
    await ui.answer(readAuthor(ui));
  },
  alternatives: [
    { name: 'read in the search results, in capitals', run: async (ui, p) => {
      await fm.search(ui, p.title);
      await ui.answer(readAuthor(ui).toUpperCase());
    } },
  ],
  nearMisses: [
    { name: 'answers the author of another post', params: (p) => ({ ...p, title: p.other }) },
    { name: 'answers the name of a commenter on it', run: async (ui, p) => {
      await fm.openPost(ui, p.title);
      await ui.answer(p.commenter);
    } },
  ],
});
