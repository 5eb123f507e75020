import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as fm from './kit.ts';

/** On the post's page: "N comments" under the post. */
const readCount = (ui: TaskUi) => Number(/^(\d+) comments?$/.exec(ui.find({ matches: /^\d+ comments?$/ })!.text)![1]);

export default defineTask({
  id: 'forum/query-comment-count',
  apps: ['forum'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const posts = fm.uniquePosts(world);
    const target = rng.pick(posts.filter((p) => p.comments.length >= 2));
    const other = rng.pick(posts.filter((p) => p.comments.length !== target.comments.length));
    return { id: target.id, title: target.title, forum: target.forum, other: other.title };
  },
  goal: (p) => `On Forum, how many comments does the post "${p.title}" in f/${p.forum} have?`,
  named: (p, s) => fm.namedInForum(s, { posts: [p.title], forums: [p.forum] }),
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['comments', 'comment'] },
    expected: (p, before) => fm.postById(before, p.id)!.comments.length,
    candidates: (_p, before) => [...new Set(before.apps.forum.posts.map((x) => String(x.comments.length)))],
  },
  oracle: async (ui, p) => {
    await fm.openPost(ui, p.title);
    await ui.answer(readCount(ui));
  },
  alternatives: [
    { name: 'read from the listing\'s comments link, with the noun', run: async (ui, p) => {
      await fm.search(ui, p.title);
      const link = ui.find({ matches: new RegExp(`^\\d+ comments on "${p.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"$`), role: 'link' })!;
      const n = Number(/^(\d+)/.exec(link.text)![1]);
      await ui.answer(`${n} comments`);
    } },
  ],
  nearMisses: [
    { name: "answers another post's count", params: (p) => ({ ...p, title: p.other }) },
    { name: 'counts only the top-level comments as one less', run: async (ui, p) => { await fm.openPost(ui, p.title); await ui.answer(readCount(ui) - 1); } },
  ],
});
