import { defineTask } from '../define.ts';
import { free } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import * as video from './kit.ts';

/** The channel's page from search, and each title saved by its row's menu. */
async function saveFromChannel(ui: TaskUi, channel: string, titles: readonly string[]): Promise<void> {
  await video.searchOpen(ui, channel);
  for (const t of titles) await video.rowMenu(ui, t, 'Save to Watch later');
  await ui.done();
}

export default defineTask({
  id: 'video/save-channel-latest',
  apps: ['video'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const c = rng.pick(world.apps.video.channels);
    const list = video.uploadsOf(world, c.id);
    // The channel's announced premiere (its row tops the channel's page, under Upcoming), or for a
    // channel without one its fourth newest upload: either is not among the three asked for.
    const upcoming = video.videos(world).find((v) => v.channelId === c.id && v.premiere)?.title ?? list[3]!.title;
    return { channelId: c.id, channel: c.name, ids: list.slice(0, 3).map((v) => v.id), titles: list.slice(0, 3).map((v) => v.title), all: list.map((v) => v.title), upcoming };
  },
  // None of the channel's videos is in Watch later yet.
  setup: (d, p) => { d.apps.video.watchLater = d.apps.video.watchLater.filter((id) => d.apps.video.videos.find((v) => v.id === id)?.channelId !== p.channelId); },
  // "Uploaded" read two ways for the channel with a premiere: the goal asks for what can be watched now.
  goal: (p) => `In Video, save to Watch later the three newest videos from ${p.channel} that you can already watch.`,
  named: (p, initial) => ({ [`the channel ${p.channel}`]: video.channelsNamed(initial, p.channel) }),
  changes: () => [free(video.WATCH_LATER)],
  checks: (p) => [video.setIs('watchLater', `the three newest uploads of ${p.channel} are in Watch later, and nothing else changes there`, p.ids)],
  oracle: async (ui, p) => saveFromChannel(ui, p.channel, p.titles),
  alternatives: [
    { name: "on each video's page", run: async (ui, p) => {
      await video.searchOpen(ui, p.channel);
      for (const t of p.titles) {
        await video.reach(ui, { text: t, role: 'button' });
        await ui.tap({ text: t, role: 'button' });
        await video.pageButton(ui, 'Save to Watch later');
        await ui.back();
      }
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'saves the three oldest', params: (p) => ({ ...p, titles: p.all.slice(-3) }) },
    { name: 'saves only two', params: (p) => ({ ...p, titles: p.titles.slice(0, 2) }) },
    { name: 'saves four', params: (p) => ({ ...p, titles: p.all.slice(0, 4) }) },
    { name: 'saves the upcoming premiere with the two newest', params: (p) => ({ ...p, titles: [p.upcoming, ...p.titles.slice(0, 2)] }) },
  ],
});
