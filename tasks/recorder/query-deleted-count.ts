import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as rec from './kit.ts';

/** Recently deleted: its rows, by name, as far as the list goes (each row's line ends "N days left"). */
async function countDeleted(ui: TaskUi): Promise<number> {
  await rec.openDeleted(ui);
  const names = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const tree = ui.tree();
    tree.forEach((e, j) => { if (/ · \d+ days? left$/.test(e.text) && j > 0) names.add(tree[j - 1]!.text); });
    const view = await ui.act({ type: 'swipe', direction: 'up', distance: 500, coords: 'norm1000' });
    if (view.last_action.note === 'nothing scrolled') break;
  }
  return names.size;
}

export default defineTask({
  id: 'recorder/query-deleted-count',
  apps: ['recorder'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => {
    // One to four more recordings deleted yesterday, so the count is not the seed's alone.
    const extra = rng.sample(rec.liveOf(world).filter((r) => r.createdAt < world.os.now - 2 * 86_400_000), rng.int(1, 4)).map((r) => r.id);
    return { extra };
  },
  goal: () => 'How many recordings are in Recently deleted in Recorder?',
  setup: (d, p) => {
    for (const r of d.apps.recorder.recordings) if ((p.extra as string[]).includes(r.id)) r.deletedAt = d.os.now - 86_400_000;
  },
  // Looking may go as far as restoring one and deleting it again: the count is the same (kit.ts binKept).
  changes: () => rec.binKept([]).changes,
  checks: () => rec.binKept([]).checks,
  answer: {
    spec: { type: 'count', nouns: ['recordings', 'recording'] },
    expected: (_p, before) => rec.deletedOf(before).length,
  },
  oracle: async (ui) => ui.answer(await countDeleted(ui)),
  alternatives: [
    { name: 'answers with the noun', run: async (ui) => ui.answer(`${await countDeleted(ui)} recordings`) },
  ],
  nearMisses: [
    { name: 'counts one too few', run: async (ui) => ui.answer((await countDeleted(ui)) - 1) },
    { name: 'empties Recently deleted, then answers', run: async (ui) => {
      const n = await countDeleted(ui);
      await ui.tap({ text: 'Delete all', role: 'button' });
      await ui.tap({ text: 'Delete all', role: 'button' });
      await ui.answer(n);
    } },
  ],
});
