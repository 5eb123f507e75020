import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as fm from './kit.ts';

/** On the post's page: the score between its vote buttons. */
const readScore = (ui: TaskUi) => fm.scoreOnPage(ui);

export default defineTask({
  id: 'forum/query-score',
  apps: ['forum'],
  difficulty: 1,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(fm.uniquePosts(world), 2);
    return { id: target!.id, title: target!.title, forum: target!.forum, other: other!.title };
  },
  goal: (p) => `On Forum, what is the score of the post "${p.title}" in f/${p.forum}?`,
  named: (p, s) => fm.namedInForum(s, { posts: [p.title], forums: [p.forum] }),
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['points', 'point', 'upvotes'] },
    expected: (p, before) => fm.shownScore(fm.postById(before, p.id)!),
    candidates: (_p, before) => [...new Set(before.apps.forum.posts.map((x) => String(fm.shownScore(x))))],
  },
  oracle: async (ui, p) => {
    await fm.openPost(ui, p.title);
    await ui.answer(readScore(ui));
  },
  alternatives: [
    { name: 'found in its forum\'s listing, answered as text', run: async (ui, p) => { await fm.openPostInForum(ui, p.forum, p.title); await ui.answer(`${readScore(ui)} points`); } },
  ],
  nearMisses: [
    { name: "answers another post's score", params: (p) => ({ ...p, title: p.other }) },
    { name: 'upvotes it, then answers the new score', run: async (ui, p) => { await fm.openPost(ui, p.title); await fm.upvote(ui); await ui.answer(readScore(ui)); } },
  ],
});
