import { defineTask } from '../define.ts';
import { free } from '../../judges/index.ts';
import * as video from './kit.ts';

export default defineTask({
  id: 'video/subscribe',
  apps: ['video'],
  difficulty: 1,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const [c, d] = rng.sample(world.apps.video.channels.filter((x) => !world.apps.video.subscriptions.includes(x.id)), 2);
    const v = video.uploadsOf(world, c!.id)[0]!;
    return { id: c!.id, channel: c!.name, other: d!.name, video: v.title };
  },
  setup: (d) => {
    // Two channels at least are not followed.
    const s = d.apps.video;
    while (s.channels.length - s.subscriptions.length < 2) s.subscriptions.pop();
  },
  goal: (p) => `Subscribe to the channel ${p.channel} in Video.`,
  named: (p, initial) => ({ [`the channel ${p.channel}`]: video.channelsNamed(initial, p.channel) }),
  changes: () => [free(video.SUBSCRIPTIONS)],
  checks: (p) => [video.setIs('subscriptions', `${p.channel} is among the subscriptions, and nothing else changes there`, [p.id])],
  oracle: video.script(async (ui, p) => {
    await video.searchOpen(ui, p.channel);
    await video.pageButton(ui, 'Subscribe');
  }),
  alternatives: [
    { name: 'from one of its videos', run: video.script(async (ui, p) => {
      await video.searchOpen(ui, p.video);
      await video.pageButton(ui, 'Subscribe');
    }) },
  ],
  nearMisses: [
    { name: 'subscribes to another channel', params: (p) => ({ ...p, channel: p.other }) },
  ],
  undo: async (ui) => video.unsubscribe(ui),
});
