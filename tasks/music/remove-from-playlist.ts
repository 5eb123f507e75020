import { defineTask } from '../define.ts';
import * as music from './kit.ts';

export default defineTask({
  id: 'music/remove-from-playlist',
  apps: ['music'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const list = rng.pick(world.apps.music.playlists.filter((l) => l.songs.length >= 3));
    const [id, other] = rng.sample(list.songs, 2);
    return { listId: list.id, listName: list.name, id: id!, song: music.title(world, id!), other: music.title(world, other!) };
  },
  goal: (p) => `Remove "${p.song}" from your playlist "${p.listName}" in Music.`,
  named: (p, initial) => ({ [`the playlist "${p.listName}"`]: music.playlistsNamed(initial, p.listName).length, [`the song "${p.song}"`]: music.songsTitled(initial, p.song) }),
  changes: (p) => [music.playlistSongsRule(p.listId)],
  checks: (p) => [music.playlistHolds(p.listId, p.listName, music.minus(p.listId, [p.id]))],
  oracle: music.script(async (ui, p) => {
    await music.openPlaylist(ui, p.listName);
    await music.songMenu(ui, p.song, 'Remove from this playlist');
  }),
  alternatives: [
    { name: 'in Edit playlist, with its remove button', run: music.script(async (ui, p) => {
      await music.openPlaylist(ui, p.listName);
      await music.removeSongs(ui, [p.song]);
    }) },
  ],
  nearMisses: [
    { name: 'removes another song', params: (p) => ({ ...p, song: p.other }) },
    // Taken out and put back: the song comes back at the end, and the owner's order is not what it was.
    { name: 'removes it and adds it back (at the end)', run: music.script(async (ui, p) => {
      await music.openPlaylist(ui, p.listName);
      await music.removeSongs(ui, [p.song]);
      await music.addSongs(ui, [p.song, p.other]);
    }) },
    { name: 'removes it and another song', run: music.script(async (ui, p) => {
      await music.openPlaylist(ui, p.listName);
      await music.removeSongs(ui, [p.song, p.other]);
    }) },
  ],
});
