import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { USER_NAMES } from '../../apps/forum/state.ts';
import * as fm from './kit.ts';

const QUESTIONS = ['Has anyone tried this in winter?', 'Where did you buy yours?', 'How long did the whole thing take?', 'Would you do it again?'] as const;
const ANSWERS = ['About two weeks from start to finish', 'I found mine at the Saturday market', 'Yes, and I would start earlier next time', 'It worked fine even in the cold'] as const;

export default defineTask({
  id: 'forum/reply-comment',
  apps: ['forum'],
  difficulty: 2,
  maxSteps: 24,
  params: ({ rng, world }) => {
    const post = rng.pick(fm.uniquePosts(world));
    const [asker, other] = rng.sample(USER_NAMES.filter((u) => u !== post.author && !post.comments.some((c) => c.author === u)), 2);
    const [question, otherQuestion] = rng.sample(QUESTIONS, 2);
    const [id, otherId] = fm.nextIds(world, 2, 'c');
    return { postId: post.id, forum: post.forum, title: post.title, asker: asker!, other: other!, question: question!, otherQuestion: otherQuestion!, id: id!, otherId: otherId!, text: rng.pick(ANSWERS) as string };
  },
  goal: (p) => `On Forum, under the post "${p.title}" in f/${p.forum}, ${p.asker} asked "${p.question}". Reply to that comment with "${p.text}"`,
  named: (p, s) => fm.namedInForum(s, { posts: [p.title], forums: [p.forum] }),
  setup: (d, p) => {
    fm.addComment(d, p.postId, { author: p.asker, body: p.question, ago: 50, score: 4 });
    fm.addComment(d, p.postId, { author: p.other, body: p.otherQuestion, ago: 30, score: 2 });
  },
  changes: (p) => [added(fm.commentsOf(p.postId)), mayRecord('forum-comment')],
  checks: (p) => fm.commentedOne(p.postId, p.id, p.text),
  oracle: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.reply(ui, p.asker, p.text); }),
  alternatives: [
    { name: 'opens the reply box under the other comment, cancels, then replies', run: fm.script(async (ui, p) => {
      await fm.openPostInForum(ui, p.forum, p.title);
      await fm.reply(ui, p.other, p.text, false);
      await ui.tap({ text: 'Cancel', role: 'button' });
      await ui.scrollTo({ text: `Reply to ${p.asker}`, role: 'button' }, 'down');
      await fm.reply(ui, p.asker, p.text);
    }) },
  ],
  nearMisses: [
    { name: 'replies to the other comment', params: (p) => ({ ...p, asker: p.other }) },
    { name: 'comments on the post instead of replying', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.comment(ui, p.text); }) },
    { name: 'a typo in the reply', params: (p) => ({ ...p, text: fm.typo(p.text) }) },
    { name: 'replies twice', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.reply(ui, p.asker, p.text); await fm.reply(ui, p.asker, p.text); }) },
  ],
});
