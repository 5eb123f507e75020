import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import { USER_NAMES } from '../../apps/forum/state.ts';
import * as fm from './kit.ts';

const MORE = ['Same here.', 'Thanks for the update!', 'Following this.', 'Good to know.', 'Nice one.', 'Any photos?'] as const;

/** On the post's page: "N comments" under the post. */
const readCount = (ui: TaskUi) => Number(/^(\d+) comments?$/.exec(ui.find({ matches: /^\d+ comments?$/ })!.text)![1]);

export default defineTask({
  id: 'forum/query-comment-count',
  apps: ['forum'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const posts = fm.uniquePosts(world);
    const target = rng.pick(posts);
    const other = rng.pick(posts.filter((p) => p.id !== target.id));
    // The setup brings the post to a count no other post has (the seed's posts have at most 7).
    const count = rng.int(8, 11);
    const extra = Array.from({ length: count - target.comments.length }, () => ({ author: rng.pick(USER_NAMES.filter((u) => u !== target.author)), body: rng.pick(MORE) }));
    return { id: target.id, title: target.title, forum: target.forum, other: other.title, extra };
  },
  goal: (p) => `On Forum, how many comments does the post "${p.title}" in f/${p.forum} have?`,
  named: (p, s) => fm.namedInForum(s, { posts: [p.title], forums: [p.forum] }),
  setup: (d, p) => {
    p.extra.forEach((c, i) => fm.addComment(d, p.id, { author: c.author, body: c.body, ago: 300 - i * 20, score: i + 1 }));
  },
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
