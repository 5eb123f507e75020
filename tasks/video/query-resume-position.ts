import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as video from './kit.ts';

/** Open the video from History and read where it stopped ("12:34 / 45:10"). */
async function readPosition(ui: TaskUi, title: string): Promise<string> {
  await video.openFromHistory(ui, title);
  return video.positionLine(ui).split(' / ')[0]!;
}

export default defineTask({
  id: 'video/query-resume-position',
  apps: ['video'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    // A video of the history, stopped part-way (the seed stops every one at least a minute before its end).
    const h = rng.pick(world.apps.video.history);
    const v = video.video(world, h.video)!;
    const other = world.apps.video.history.find((x) => x.video !== v.id && video.formatDuration(x.position) !== video.formatDuration(h.position))!;
    return {
      id: v.id, title: v.title, length: video.formatDuration(v.duration), otherTitle: video.title(world, other.video),
      positions: world.apps.video.history.map((x) => video.formatDuration(x.position)),
    };
  },
  goal: (p) => `In Video, where did you stop watching "${p.title}"?`,
  named: (p, initial) => ({ [`the video "${p.title}"`]: video.videosTitled(initial, p.title) }),
  checks: () => [],
  answer: {
    // The position as the video's page writes it before its length ("12:34 / 45:10"); durations are not regional.
    spec: { type: 'text', what: 'the position as the video shows it (minutes:seconds)' },
    // Where the history left it when the episode started: playing it on moves it past that.
    expected: (p, before) => video.formatDuration(video.stoppedAt(before, p.id)),
    candidates: (p) => p.positions,
  },
  oracle: async (ui, p) => ui.answer(await readPosition(ui, p.title)),
  alternatives: [
    { name: 'finds the video by search and reads its page', run: async (ui, p) => {
      await video.searchOpen(ui, p.title);
      await ui.answer(video.positionLine(ui).split(' / ')[0]!);
    } },
  ],
  nearMisses: [
    { name: "answers the video's length", run: async (ui, p) => {
      await readPosition(ui, p.title);
      await ui.answer(p.length);
    } },
    { name: 'answers where another video stopped', run: async (ui, p) => ui.answer(await readPosition(ui, p.otherTitle)) },
  ],
});
