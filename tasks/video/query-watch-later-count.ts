import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import { setLiked } from '../../apps/video/model.ts';
import * as video from './kit.ts';

/** Watch later's header: "7 videos · 183 min in all". */
async function readCount(ui: TaskUi): Promise<number> {
  await video.openLibrary(ui, 'Watch later');
  return Number(ui.read({ matches: /^\d+ videos? · \d+ min in all$/ }).split(' ')[0]);
}

export default defineTask({
  id: 'video/query-watch-later-count',
  apps: ['video'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ world }) => {
    // Liked videos, a count a careless reader could give, never as many as Watch later holds.
    const w = world.apps.video;
    const extra = w.liked.length === w.watchLater.length ? video.released(world).find((v) => !w.liked.includes(v.id))!.id : '';
    return { liked: w.liked.length + (extra ? 1 : 0), extra };
  },
  setup: (d, p) => { if (p.extra) setLiked(d.apps.video, p.extra, true); },
  goal: () => 'How many videos are in your Watch later list in Video?',
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['videos', 'video'] },
    expected: (_p, before) => before.apps.video.watchLater.length,
  },
  oracle: async (ui) => ui.answer(await readCount(ui)),
  alternatives: [
    { name: 'answers with the noun', run: async (ui) => ui.answer(`${await readCount(ui)} videos`) },
  ],
  nearMisses: [
    { name: 'counts one too many', run: async (ui) => ui.answer((await readCount(ui)) + 1) },
    { name: 'answers how many videos are liked', run: async (ui, p) => {
      await video.openLibrary(ui, 'Liked videos');
      await ui.answer(p.liked);
    } },
  ],
});
