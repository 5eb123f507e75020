import { defineTask } from '../define.ts';
import { free } from '../../judges/index.ts';
import * as video from './kit.ts';
import type { TaskUi } from '../ui.ts';

/** Watch later sorted by duration, then every listed title but `keep` removed by its row's menu. */
async function keepOnly(ui: TaskUi, drop: readonly string[]): Promise<void> {
  await video.openLibrary(ui, 'Watch later');
  await ui.tap({ text: 'Sorted by date added', role: 'button' });
  for (const t of drop) await video.rowMenu(ui, t, 'Remove from Watch later');
  await ui.done();
}

export default defineTask({
  id: 'video/keep-two-shortest',
  apps: ['video'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ world }) => {
    // Every video's length differs (apps/video/state.ts), so the two shortest are one pair.
    const list = world.apps.video.watchLater.map((id) => video.video(world, id)!).sort((a, b) => a.duration - b.duration);
    const titles = list.map((v) => v.title);
    return { keep: list.slice(0, 2).map((v) => v.id), drop: list.slice(2).map((v) => v.id), titles, dropTitles: titles.slice(2) };
  },
  goal: () => 'Clear your Watch later list in Video except for its two shortest videos.',
  changes: () => [free(video.WATCH_LATER)],
  checks: (p) => [video.setIs('watchLater', 'Watch later holds only its two shortest videos', [], p.drop)],
  oracle: async (ui, p) => keepOnly(ui, p.dropTitles),
  alternatives: [
    // Removed on each video's page instead, in the list's own order.
    { name: "removes each on its video's page", run: async (ui, p) => {
      await video.openLibrary(ui, 'Watch later');
      for (const t of p.dropTitles) {
        await video.reach(ui, { text: t, role: 'button' });
        await ui.tap({ text: t, role: 'button' });
        await video.pageButton(ui, 'Remove from Watch later');
        await ui.back();
      }
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'keeps the two longest', params: (p) => ({ ...p, dropTitles: p.titles.slice(0, -2) }) },
    { name: 'keeps only the shortest', params: (p) => ({ ...p, dropTitles: p.titles.slice(1) }) },
    { name: 'leaves one of the others', params: (p) => ({ ...p, dropTitles: p.dropTitles.slice(1) }) },
  ],
});
