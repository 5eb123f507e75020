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
    // An author with this one post: the author of any other post the goal could be misread as is someone else.
    const posts = fm.uniquePosts(world);
    const target = rng.pick(posts.filter((p) => world.apps.forum.posts.filter((x) => x.author === p.author).length === 1));
    const other = rng.pick(posts.filter((p) => p.author !== target.author));
    return { id: target.id, title: target.title, forum: target.forum, other: other.title };
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
    { name: 'answers the forum it is in', run: async (ui, p) => { await fm.openPost(ui, p.title); await ui.answer(`f/${p.forum}`); } },
  ],
});
