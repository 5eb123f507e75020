import { defineTask, nameRule } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as video from './kit.ts';

/** A channel's page: the first row under "Videos · newest first" (an upcoming premiere is listed above it, under "Upcoming"). */
async function readNewest(ui: TaskUi, channel: string): Promise<string> {
  await video.searchOpen(ui, channel);
  const tree = ui.tree();
  const from = tree.findIndex((e) => e.text === 'Videos · newest first');
  return tree.slice(from + 1).find((e) => e.role === 'button' && e.text.startsWith('More options for '))!.text.slice('More options for '.length);
}

export default defineTask({
  id: 'video/query-newest-upload',
  apps: ['video'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    // The channel with the premiere half the time: its upcoming video is not an upload yet.
    const host = video.videos(world).find((v) => v.premiere)!.channelId;
    const c = rng.chance(0.5) ? video.channel(world, host)! : rng.pick(world.apps.video.channels);
    const list = video.uploadsOf(world, c.id);
    const upcoming = video.videos(world).filter((v) => v.channelId === c.id && v.premiere).map((v) => v.title);
    return { channel: c.name, newest: list[0]!.title, second: list[1]!.title, upcoming: upcoming[0] ?? list.at(-1)!.title, titles: list.map((v) => v.title) };
  },
  // "Uploaded" read two ways for the channel with a premiere (its announced video is listed on top,
  // under Upcoming): the goal asks for what can be watched now, which the premiere cannot be yet.
  goal: (p) => `In Video, what is the newest video from the channel ${p.channel} that you can already watch?`,
  named: (p, initial) => ({ [`the channel ${p.channel}`]: video.channelsNamed(initial, p.channel) }),
  checks: () => [],
  answer: {
    spec: { type: 'name', what: "the video's title", rule: nameRule('video', 'video') },
    expected: (p) => p.newest,
    candidates: (p) => p.titles,
  },
  oracle: async (ui, p) => ui.answer(await readNewest(ui, p.channel)),
  alternatives: [
    { name: 'answers in lower case', run: async (ui, p) => ui.answer((await readNewest(ui, p.channel)).toLowerCase()) },
  ],
  nearMisses: [
    { name: 'answers the second newest', run: async (ui, p) => { await readNewest(ui, p.channel); await ui.answer(p.second); } },
    // The upcoming premiere (or, for a channel without one, the oldest upload): not the newest upload.
    { name: 'answers the upcoming premiere (or the oldest upload)', run: async (ui, p) => { await readNewest(ui, p.channel); await ui.answer(p.upcoming); } },
  ],
});
