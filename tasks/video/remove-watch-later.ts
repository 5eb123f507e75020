import { defineTask } from '../define.ts';
import { free } from '../../judges/index.ts';
import * as video from './kit.ts';

export default defineTask({
  id: 'video/remove-watch-later',
  apps: ['video'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const [x, y] = rng.sample(world.apps.video.watchLater, 2);
    return { id: x!, title: video.title(world, x!), otherId: y!, other: video.title(world, y!) };
  },
  goal: (p) => `Remove "${p.title}" from your Watch later list in Video.`,
  named: (p, initial) => ({ [`the video "${p.title}"`]: video.videosTitled(initial, p.title) }),
  changes: () => [free(video.WATCH_LATER)],
  checks: (p) => [video.setIs('watchLater', `"${p.title}" is out of Watch later, and nothing else changes there`, [], [p.id])],
  oracle: video.script(async (ui, p) => {
    await video.openLibrary(ui, 'Watch later');
    await video.rowMenu(ui, p.title, 'Remove from Watch later');
  }),
  alternatives: [
    { name: "on the video's page", run: video.script(async (ui, p) => {
      await video.openLibrary(ui, 'Watch later');
      await video.reach(ui, { text: p.title, role: 'button' });
      await ui.tap({ text: p.title, role: 'button' });
      await video.pageButton(ui, 'Remove from Watch later');
    }) },
  ],
  nearMisses: [
    { name: 'removes another video', params: (p) => ({ ...p, title: p.other }) },
    { name: 'removes both', run: video.script(async (ui, p) => {
      await video.openLibrary(ui, 'Watch later');
      await video.rowMenu(ui, p.title, 'Remove from Watch later');
      await video.rowMenu(ui, p.other, 'Remove from Watch later');
    }) },
  ],
});
