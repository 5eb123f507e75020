import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import * as music from './kit.ts';

export default defineTask({
  id: 'music/delete-playlist',
  apps: ['music'],
  difficulty: 1,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const [list, other] = rng.sample(world.apps.music.playlists, 2);
    return { id: list!.id, name: list!.name, other: other!.name };
  },
  goal: (p) => `Delete your playlist "${p.name}" in Music.`,
  named: (p, initial) => ({ [`the playlist "${p.name}"`]: music.playlistsNamed(initial, p.name).length }),
  changes: (p) => [removed(music.PLAYLISTS, { which: p.id })],
  checks: (p) => [expectEqual(`the playlist "${p.name}" is gone`, false, ({ after }) => music.playlist(after, p.id) !== undefined)],
  oracle: music.script(async (ui, p) => {
    await music.openPlaylist(ui, p.name);
    await music.deleteOpen(ui);
  }),
  alternatives: [
    { name: 'cancels once, then deletes it', run: music.script(async (ui, p) => {
      await music.openPlaylist(ui, p.name);
      await music.deleteOpen(ui, false);
      await music.deleteOpen(ui);
    }) },
  ],
  nearMisses: [
    { name: 'deletes another playlist', params: (p) => ({ ...p, name: p.other }) },
    { name: 'empties it instead of deleting it', run: music.script(async (ui, p) => {
      await music.openPlaylist(ui, p.name);
      const titles = (await (async () => { await ui.tap({ text: 'Edit playlist', role: 'button' }); return music.handleOrder(ui); })());
      for (const t of titles) await ui.tap({ text: `Remove ${t}`, role: 'button' });
      await ui.tap({ text: 'Done', role: 'button' });
    }) },
  ],
});
