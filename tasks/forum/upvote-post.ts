import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import * as fm from './kit.ts';

export default defineTask({
  id: 'forum/upvote-post',
  apps: ['forum'],
  difficulty: 1,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(fm.uniquePosts(world).filter((p) => p.vote === 0), 2);
    return { id: target!.id, title: target!.title, forum: target!.forum, otherId: other!.id, other: other!.title };
  },
  goal: (p) => `On Forum, upvote the post "${p.title}" in f/${p.forum}.`,
  named: (p, s) => fm.namedInForum(s, { posts: [p.title], forums: [p.forum] }),
  changes: (p) => [modified(fm.POSTS, p.id, ['vote'])],
  checks: (p) => [fm.voteIs(p.id, 1)],
  oracle: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.upvote(ui); }),
  undo: (ui) => fm.upvote(ui),
  alternatives: [
    { name: 'from its forum\'s listing', run: fm.script(async (ui, p) => { await fm.openPostInForum(ui, p.forum, p.title); await fm.upvote(ui); }) },
    { name: 'downvotes by mistake, then upvotes', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.downvote(ui); await fm.upvote(ui); }) },
  ],
  nearMisses: [
    { name: 'upvotes another post', params: (p) => ({ ...p, title: p.other }) },
    { name: 'downvotes it', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.downvote(ui); }) },
    { name: 'upvotes it twice (the vote is taken back)', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.upvote(ui); await fm.upvote(ui); }) },
    { name: 'upvotes it and another post', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.other); await fm.upvote(ui); await fm.openPost(ui, p.title); await fm.upvote(ui); }) },
  ],
});
