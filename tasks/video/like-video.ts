import { defineTask } from '../define.ts';
import { free, modified } from '../../judges/index.ts';
import * as video from './kit.ts';

export default defineTask({
  id: 'video/like-video',
  apps: ['video'],
  difficulty: 1,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const [x, y] = rng.sample(video.released(world).filter((v) => !world.apps.video.liked.includes(v.id)), 2);
    return { id: x!.id, title: x!.title, channel: video.channel(world, x!.channelId)!.name, otherId: y!.id, other: y!.title };
  },
  goal: (p) => `Like the video "${p.title}" from ${p.channel} in Video.`,
  named: (p, initial) => ({ [`the video "${p.title}"`]: video.videosTitled(initial, p.title) }),
  // A like counts on the video: its count goes up with it.
  changes: (p) => [free(video.LIKED), modified(video.VIDEOS, p.id, ['likes'])],
  checks: (p) => [video.setIs('liked', `"${p.title}" is among the liked videos, and nothing else changes there`, [p.id])],
  oracle: video.script(async (ui, p) => {
    await video.searchOpen(ui, p.title);
    await video.pageButton(ui, 'Like');
  }),
  nearMisses: [
    { name: 'likes another video', params: (p) => ({ ...p, title: p.other }) },
  ],
  undo: async (ui) => video.pageButton(ui, 'Liked'),
});
