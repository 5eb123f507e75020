import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import * as fm from './kit.ts';

export default defineTask({
  id: 'forum/mod-pin',
  apps: ['forum'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const f = rng.pick(fm.moderated(world));
    const [target, other] = rng.sample(fm.uniquePosts(world, false).filter((p) => p.forum === f.name && !p.pinned), 2);
    return { forum: f.name, id: target!.id, title: target!.title, other: other!.title };
  },
  goal: (p) => `You moderate f/${p.forum} on Forum. Pin the post "${p.title}" there.`,
  named: (p, s) => fm.namedInForum(s, { posts: [p.title], forums: [p.forum] }),
  changes: (p) => [modified(fm.POSTS, p.id, ['pinned'])],
  checks: (p) => [expectEqual('the post is pinned', true, ({ after }) => fm.postById(after, p.id)?.pinned ?? null)],
  oracle: fm.script(async (ui, p) => { await fm.openModTools(ui, p.forum); await fm.pinInTools(ui, p.title); }),
  undo: (ui, p) => fm.pinInTools(ui, p.title, false),
  alternatives: [
    { name: 'with the Pin button on the post\'s page', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await ui.tap({ text: 'Pin', role: 'button' }); }) },
  ],
  nearMisses: [
    { name: 'pins another post', params: (p) => ({ ...p, title: p.other }) },
    { name: 'pins it and upvotes it too', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await ui.tap({ text: 'Pin', role: 'button' }); await fm.upvote(ui); }) },
  ],
});
