import { defineTask } from '../define.ts';
import { expectThat, modified } from '../../judges/index.ts';
import * as music from './kit.ts';

export default defineTask({
  id: 'music/rename-playlist',
  apps: ['music'],
  difficulty: 1,
  maxSteps: 19,
  params: ({ rng, world }) => {
    const [list, other] = rng.sample(world.apps.music.playlists, 2);
    const to = music.unusedPlaylistName(rng, world);
    return { id: list!.id, name: list!.name, to, other: other!.name, otherTo: music.unusedPlaylistName(rng.fork('other'), world, [to]) };
  },
  goal: (p) => `Rename your playlist "${p.name}" to "${p.to}" in Music.`,
  named: (p, initial) => ({ [`the playlist "${p.name}"`]: music.playlistsNamed(initial, p.name).length }),
  changes: (p) => [modified(music.PLAYLISTS, p.id, ['name'])],
  checks: (p) => [expectThat(`the playlist is named "${p.to}"`, p.to, ({ after }) => music.playlist(after, p.id)?.name, (v) => music.samePlaylistName(v, p.to))],
  oracle: music.script(async (ui, p) => {
    await music.openPlaylist(ui, p.name);
    await music.rename(ui, p.to);
  }),
  alternatives: [
    // Music tells playlist names apart in any case (apps/music/app.ts): the new name in lower case is the name asked for.
    { name: 'types the new name in lower case', params: (p) => ({ ...p, to: p.to.toLowerCase() }) },
  ],
  nearMisses: [
    { name: 'renames another playlist', params: (p) => ({ ...p, name: p.other }) },
    { name: 'gives it another name', params: (p) => ({ ...p, to: p.otherTo }) },
    { name: 'makes a new playlist with the name instead', run: music.script(async (ui, p) => {
      await music.open(ui);
      await music.newPlaylist(ui, p.to);
    }) },
  ],
});
