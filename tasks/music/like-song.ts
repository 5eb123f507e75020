import { defineTask } from '../define.ts';
import { free } from '../../judges/index.ts';
import * as music from './kit.ts';

export default defineTask({
  id: 'music/like-song',
  apps: ['music'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const m = world.apps.music;
    const x = rng.pick(music.songs(world).filter((s) => !m.liked.includes(s.id)));
    const y = rng.pick(music.songs(world).filter((s) => !m.liked.includes(s.id) && s.albumId === x.albumId && s.id !== x.id));
    return { id: x.id, song: x.title, artist: music.artist(world, x.artistId)!.name, album: music.album(world, x.albumId)!.title, other: y.title, otherId: y.id };
  },
  goal: (p) => `Like the song "${p.song}" by ${p.artist} in Music.`,
  named: (p, initial) => ({ [`the song "${p.song}"`]: music.songsTitled(initial, p.song) }),
  changes: () => [free(music.LIKED)],
  checks: (p) => [music.setIs('liked', `"${p.song}" is in Liked songs, and nothing else changes there`, [p.id])],
  oracle: music.script(async (ui, p) => {
    await music.searchOpen(ui, p.album);
    await music.songMenu(ui, p.song, 'Like');
  }),
  alternatives: [
    // Played from the album, then liked on the player.
    { name: 'plays it and likes it on the player', run: music.script(async (ui, p) => {
      await music.searchOpen(ui, p.album);
      await music.reach(ui, { text: p.song, role: 'button' });
      await ui.tap({ text: p.song, role: 'button' });
      await ui.tap({ role: 'button', matches: /^Now playing: / });
      await ui.tap({ text: 'Like', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'likes another song of the album', params: (p) => ({ ...p, song: p.other }) },
    { name: 'likes it and another song', run: music.script(async (ui, p) => {
      await music.searchOpen(ui, p.album);
      await music.songMenu(ui, p.song, 'Like');
      await music.songMenu(ui, p.other, 'Like');
    }) },
  ],
});
