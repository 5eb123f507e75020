import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import * as music from './kit.ts';

export default defineTask({
  id: 'music/create-playlist',
  apps: ['music'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const name = music.unusedPlaylistName(rng, world);
    const x = rng.pick(music.songs(world));
    return { name, otherName: music.unusedPlaylistName(rng.fork('other'), world, [name]), song: x.title, album: music.album(world, x.albumId)!.title };
  },
  goal: (p) => `Create a new, empty playlist named "${p.name}" in Music.`,
  changes: () => [added(music.PLAYLISTS)],
  checks: (p) => music.createdPlaylist(p.name, []),
  oracle: music.script(async (ui, p) => {
    await music.open(ui);
    await music.newPlaylist(ui, p.name);
  }),
  alternatives: [
    // Music tells playlist names apart in any case: the name typed in lower case is the same name.
    { name: 'types the name in lower case', run: music.script(async (ui, p) => {
      await music.open(ui);
      await music.newPlaylist(ui, p.name.toLowerCase());
    }) },
  ],
  nearMisses: [
    { name: 'names it differently', params: (p) => ({ ...p, name: p.otherName }) },
    { name: "makes it from a song's menu, with the song in it", run: music.script(async (ui, p) => {
      await music.searchOpen(ui, p.album);
      await music.songMenu(ui, p.song, 'Add to playlist');
      await ui.tap({ text: 'New playlist', role: 'button' });
      await ui.type(p.name);
      await ui.tap({ text: 'Create', role: 'button' });
    }) },
    { name: 'creates a second playlist as well', run: music.script(async (ui, p) => {
      await music.open(ui);
      await music.newPlaylist(ui, p.name);
      await ui.back();
      await music.newPlaylist(ui, p.otherName);
    }) },
  ],
});
