import { defineTask } from '../define.ts';
import { free } from '../../judges/index.ts';
import * as video from './kit.ts';

export default defineTask({
  id: 'video/save-watch-later',
  apps: ['video'],
  difficulty: 1,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const [x, y] = rng.sample(video.released(world).filter((v) => !world.apps.video.watchLater.includes(v.id)), 2);
    return { id: x!.id, title: x!.title, channel: video.channel(world, x!.channelId)!.name, otherId: y!.id, other: y!.title };
  },
  goal: (p) => `Save the video "${p.title}" from ${p.channel} to Watch later in Video.`,
  named: (p, initial) => ({ [`the video "${p.title}"`]: video.videosTitled(initial, p.title) }),
  changes: () => [free(video.WATCH_LATER)],
  checks: (p) => [video.setIs('watchLater', `"${p.title}" is in Watch later, and nothing else changes there`, [p.id])],
  oracle: video.script(async (ui, p) => {
    await video.searchOpen(ui, p.title);
    await video.pageButton(ui, 'Save to Watch later');
  }),
  alternatives: [
    { name: "from the search result's menu", run: video.script(async (ui, p) => {
      await video.open(ui);
      await ui.tap({ text: 'Search', role: 'button' });
      await ui.fill({ hint: 'Search videos and channels' }, p.title);
      await video.rowMenu(ui, p.title, 'Save to Watch later');
    }) },
  ],
  nearMisses: [
    { name: 'saves another video', params: (p) => ({ ...p, title: p.other }) },
    { name: 'saves it and another video', run: video.script(async (ui, p) => {
      await video.searchOpen(ui, p.title);
      await video.pageButton(ui, 'Save to Watch later');
      await video.searchOpen(ui, p.other);
      await video.pageButton(ui, 'Save to Watch later');
    }) },
  ],
  undo: async (ui) => video.pageButton(ui, 'Remove from Watch later'),
});
