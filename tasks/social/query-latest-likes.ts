import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as social from './kit.ts';

const LIKES = /^([\d,]+) likes?$/;

/** On My profile: the like count of the first (newest) post, as its card writes it. */
async function readLikes(ui: TaskUi): Promise<number> {
  await social.start(ui);
  await ui.tap({ text: 'My profile', role: 'button' });
  return Number(LIKES.exec(ui.findAll({ matches: LIKES })[0]!.text)![1]!.replace(/,/g, ''));
}

export default defineTask({
  id: 'social/query-latest-likes',
  apps: ['social'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => {
    const [latest, previous] = social.mine(world);
    const likes = rng.int(2, 14);
    return { id: latest!.id, previous: previous!.id, likes, previousLikes: likes + rng.pick([-2, -1, 1, 3]) };
  },
  goal: () => 'How many likes does your latest Social post have?',
  named: (_p, s) => {
    const [first, second] = social.mine(s);
    return { 'your latest post': second && second.at === first!.at ? 2 : 1 };
  },
  // The two newest posts get different counts: reading the wrong one gives a wrong answer.
  setup: (d, p) => {
    d.apps.social.posts.find((x) => x.id === p.id)!.likedBy = d.apps.social.accounts.slice(0, p.likes).map((a) => a.id);
    d.apps.social.posts.find((x) => x.id === p.previous)!.likedBy = d.apps.social.accounts.slice(0, p.previousLikes).map((a) => a.id);
  },
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['likes', 'like'] },
    expected: (p, before) => social.postOf(before, p.id)!.likedBy.length,
    candidates: () => Array.from({ length: 16 }, (_, i) => String(i)),
  },
  oracle: async (ui) => ui.answer(await readLikes(ui)),
  alternatives: [
    { name: 'opens the post and answers with the noun', run: async (ui) => {
      const n = await readLikes(ui);
      await ui.tap({ matches: /^You: /, role: 'button' });
      await ui.answer(`${n} likes`);
    } },
  ],
  nearMisses: [
    { name: "answers the post before it's count", run: async (ui, p) => { await readLikes(ui); await ui.answer(p.previousLikes); } },
    { name: 'counts one too many', run: async (ui) => ui.answer((await readLikes(ui)) + 1) },
  ],
});
