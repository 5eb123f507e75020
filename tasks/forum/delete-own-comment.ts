import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import * as fm from './kit.ts';

const MINE = ['I had the same problem, patience helped.', 'Great write-up, bookmarking this.', 'Mine took twice as long, so do not worry.', 'Could you post an update next week?'] as const;

export default defineTask({
  id: 'forum/delete-own-comment',
  apps: ['forum'],
  difficulty: 2,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const [post, other] = rng.sample(fm.uniquePosts(world).filter((p) => !p.comments.some((c) => c.author === fm.me(world))), 2);
    const [text, otherText] = rng.sample(MINE, 2);
    const [id, otherId] = fm.nextIds(world, 2, 'c');
    return { postId: post!.id, title: post!.title, forum: post!.forum, otherPostId: other!.id, other: other!.title, text: text!, otherText: otherText!, id: id!, otherId: otherId! };
  },
  goal: (p) => `On Forum, delete your comment "${p.text}" on the post "${p.title}".`,
  named: (p, s) => fm.namedInForum(s, { posts: [p.title] }),
  setup: (d, p) => {
    fm.addComment(d, p.postId, { author: fm.me(d), body: p.text, ago: 90, score: 3 });
    fm.addComment(d, p.otherPostId, { author: fm.me(d), body: p.otherText, ago: 60, score: 5 });
  },
  changes: (p) => [removed(fm.commentsOf(p.postId), { which: p.id })],
  checks: (p) => [expectEqual('the comment is gone', false, ({ after }) => fm.postById(after, p.postId)?.comments.some((c) => c.id === p.id) ?? null)],
  oracle: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.deleteMyComment(ui); }),
  alternatives: [
    { name: 'from the profile\'s Comments tab, cancelled once', run: fm.script(async (ui, p) => {
      await fm.openProfile(ui, 'Comments');
      await ui.tap({ text: p.title, role: 'link' });
      await fm.deleteMyComment(ui, false);
      await fm.deleteMyComment(ui);
    }) },
  ],
  nearMisses: [
    { name: 'deletes the comment on the other post', params: (p) => ({ ...p, title: p.other }) },
    { name: 'cancels the deletion', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.deleteMyComment(ui, false); }) },
    { name: 'deletes both comments', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.other); await fm.deleteMyComment(ui); await fm.openPost(ui, p.title); await fm.deleteMyComment(ui); }) },
  ],
});
