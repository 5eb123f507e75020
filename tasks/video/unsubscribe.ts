import { defineTask } from '../define.ts';
import { free } from '../../judges/index.ts';
import * as video from './kit.ts';

export default defineTask({
  id: 'video/unsubscribe',
  apps: ['video'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const [c, d] = rng.sample(world.apps.video.subscriptions, 2);
    return { id: c!, channel: video.channel(world, c!)!.name, other: video.channel(world, d!)!.name };
  },
  goal: (p) => `Unsubscribe from the channel ${p.channel} in Video.`,
  named: (p, initial) => ({ [`the channel ${p.channel}`]: video.channelsNamed(initial, p.channel) }),
  changes: () => [free(video.SUBSCRIPTIONS)],
  checks: (p) => [video.setIs('subscriptions', `${p.channel} is no longer among the subscriptions, and nothing else changes there`, [], [p.id])],
  oracle: video.script(async (ui, p) => {
    await video.openTab(ui, 'Subscriptions');
    await ui.tap({ text: p.channel, role: 'button' });
    await video.unsubscribe(ui);
  }),
  alternatives: [
    { name: 'from search', run: video.script(async (ui, p) => {
      await video.searchOpen(ui, p.channel);
      await video.unsubscribe(ui);
    }) },
  ],
  nearMisses: [
    { name: 'unsubscribes from another channel', params: (p) => ({ ...p, channel: p.other }) },
    { name: 'cancels the dialog', run: video.script(async (ui, p) => {
      await video.searchOpen(ui, p.channel);
      await video.pageButton(ui, 'Subscribed');
      await ui.tap({ text: 'Cancel', role: 'button' });
    }) },
  ],
});
