import { defineTask } from '../define.ts';
import type { DeviceState } from '../../apps/world.ts';
import * as music from './kit.ts';

/** The playlist's songs with `id` first, the others in the order they were. */
const withFirst = (listId: string, id: string) => (before: DeviceState) => {
  const songs = music.playlist(before, listId)!.songs;
  return [id, ...songs.filter((x) => x !== id)];
};

export default defineTask({
  id: 'music/move-to-top',
  apps: ['music'],
  difficulty: 3,
  maxSteps: 25,
  params: ({ rng, world }) => {
    // Third or further down, so that one place up is not the top.
    const list = rng.pick(world.apps.music.playlists.filter((l) => l.songs.length >= 3));
    const at = rng.int(2, list.songs.length - 1);
    const name = (i: number) => music.title(world, list.songs[i]!);
    return { listId: list.id, listName: list.name, id: list.songs[at]!, song: name(at), first: name(0), above: name(at - 1), second: name(1) };
  },
  goal: (p) => `Move "${p.song}" to the top of your playlist "${p.listName}" in Music.`,
  named: (p, initial) => ({ [`the playlist "${p.listName}"`]: music.playlistsNamed(initial, p.listName).length }),
  changes: (p) => [music.playlistSongsRule(p.listId)],
  checks: (p) => [music.orderIs(p.listName, (after) => music.playlist(after, p.listId)?.songs, withFirst(p.listId, p.id))],
  oracle: music.script(async (ui, p) => {
    await music.openPlaylist(ui, p.listName);
    await music.moveTo(ui, p.song, p.first);
  }),
  alternatives: [
    { name: "its row's menu: Move to top", run: music.script(async (ui, p) => {
      await music.openPlaylist(ui, p.listName);
      await music.songMenu(ui, p.song, 'Move to top');
    }) },
    { name: "its row's menu: Move up, again and again", run: music.script(async (ui, p) => {
      await music.openPlaylist(ui, p.listName);
      await ui.tap({ text: 'Edit playlist', role: 'button' });
      const steps = music.handleOrder(ui).indexOf(p.song);
      await ui.tap({ text: 'Done', role: 'button' });
      for (let i = 0; i < steps; i++) await music.songMenu(ui, p.song, 'Move up');
    }) },
  ],
  nearMisses: [
    { name: 'moves it up one place only', run: music.script(async (ui, p) => {
      await music.openPlaylist(ui, p.listName);
      await music.moveTo(ui, p.song, p.above);
    }) },
    { name: 'moves another song to the top', params: (p) => ({ ...p, song: p.second }) },
  ],
});
