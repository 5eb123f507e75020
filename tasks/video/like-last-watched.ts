import { defineTask } from '../define.ts';
import { free, modified } from '../../judges/index.ts';
import { setLiked } from '../../apps/video/model.ts';
import * as video from './kit.ts';

export default defineTask({
  id: 'video/like-last-watched',
  apps: ['video'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ world }) => {
    const [last, before] = world.apps.video.history;
    return { id: last!.video, title: video.title(world, last!.video), otherId: before!.video, other: video.title(world, before!.video) };
  },
  // Neither of the two last watched is liked yet.
  setup: (d, p) => { setLiked(d.apps.video, p.id, false); setLiked(d.apps.video, p.otherId, false); },
  goal: () => 'In Video, like the video you watched most recently.',
  named: (_p, initial) => ({ 'the video watched most recently': initial.apps.video.history.length > 0 ? 1 : 0 }),
  changes: (p) => [free(video.LIKED), modified(video.VIDEOS, p.id, ['likes'])],
  checks: (p) => [video.setIs('liked', `"${p.title}" (watched last) is among the liked videos, and nothing else changes there`, [p.id])],
  oracle: video.script(async (ui, p) => {
    await video.openTab(ui, 'Library');
    await ui.tap({ text: p.title, role: 'button' });
    await video.pageButton(ui, 'Like');
  }),
  alternatives: [
    { name: 'from History', run: video.script(async (ui, p) => {
      await video.openLibrary(ui, 'History');
      await ui.tap({ text: p.title, role: 'button' });
      await video.pageButton(ui, 'Like');
    }) },
  ],
  nearMisses: [
    { name: 'likes the one watched before it', params: (p) => ({ ...p, title: p.other }) },
  ],
});
