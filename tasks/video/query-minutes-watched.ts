import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as video from './kit.ts';

/** The video's page from History: the whole minutes of its position ("12:34 / 45:10" is 12). */
async function readMinutes(ui: TaskUi, title: string): Promise<number> {
  await video.openFromHistory(ui, title);
  return Number(video.positionLine(ui).split(':')[0]);
}

export default defineTask({
  id: 'video/query-minutes-watched',
  apps: ['video'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    // Positions under an hour (every video is shorter), so the page writes minutes:seconds.
    const h = rng.pick(world.apps.video.history);
    const v = video.video(world, h.video)!;
    return { id: v.id, title: v.title, length: Math.floor(v.duration / 60) };
  },
  goal: (p) => `In Video, how many full minutes of "${p.title}" have you watched so far, by where it stopped?`,
  named: (p, initial) => ({ [`the video "${p.title}"`]: video.videosTitled(initial, p.title) }),
  checks: () => [],
  answer: {
    spec: { type: 'duration', unit: 'minutes' },
    expected: (p, before) => Math.floor(video.stoppedAt(before, p.id) / 60),
  },
  oracle: async (ui, p) => ui.answer(await readMinutes(ui, p.title)),
  alternatives: [
    { name: 'answers with the unit', run: async (ui, p) => ui.answer(`${await readMinutes(ui, p.title)} minutes`) },
  ],
  nearMisses: [
    { name: 'rounds up', run: async (ui, p) => ui.answer((await readMinutes(ui, p.title)) + 1) },
    { name: "answers the video's length in minutes", run: async (ui, p) => { await readMinutes(ui, p.title); await ui.answer(p.length); } },
  ],
});
