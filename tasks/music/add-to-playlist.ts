import { defineTask } from '../define.ts';
import * as music from './kit.ts';

export default defineTask({
  id: 'music/add-to-playlist',
  apps: ['music'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const [list, other] = rng.sample(world.apps.music.playlists, 2);
    const [x, y] = rng.sample(music.songs(world).filter((s) => !list!.songs.includes(s.id) && !other!.songs.includes(s.id)), 2);
    const m = world.apps.music;
    return {
      listId: list!.id, listName: list!.name, otherList: other!.name,
      id: x!.id, song: x!.title, artist: music.artist(world, x!.artistId)!.name, album: music.album(world, x!.albumId)!.title,
      otherSong: y!.title, otherAlbum: m.albums.find((a) => a.id === y!.albumId)!.title,
    };
  },
  goal: (p) => `Add the song "${p.song}" by ${p.artist} to your playlist "${p.listName}" in Music.`,
  named: (p, initial) => ({ [`the playlist "${p.listName}"`]: music.playlistsNamed(initial, p.listName).length, [`the song "${p.song}"`]: music.songsTitled(initial, p.song) }),
  changes: (p) => [music.playlistSongsRule(p.listId)],
  checks: (p) => [music.playlistHolds(p.listId, p.listName, music.plus(p.listId, [p.id]))],
  oracle: music.script(async (ui, p) => {
    await music.searchOpen(ui, p.album);
    await music.addToPlaylist(ui, p.song, p.listName);
  }),
  alternatives: [
    { name: "from the playlist's Add songs", run: music.script(async (ui, p) => {
      await music.openPlaylist(ui, p.listName);
      await music.addSongs(ui, [p.song]);
    }) },
  ],
  nearMisses: [
    { name: 'adds it to another playlist', params: (p) => ({ ...p, listName: p.otherList }) },
    { name: 'adds another song', params: (p) => ({ ...p, song: p.otherSong, album: p.otherAlbum }) },
    { name: 'adds it and another song', run: music.script(async (ui, p) => {
      await music.openPlaylist(ui, p.listName);
      await music.addSongs(ui, [p.song, p.otherSong]);
    }) },
  ],
});
