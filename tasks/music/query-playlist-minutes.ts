import { defineTask } from '../define.ts';
import { totalSeconds } from '../../apps/music/state.ts';
import * as music from './kit.ts';

export default defineTask({
  id: 'music/query-playlist-minutes',
  apps: ['music'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng, world }) => {
    // Not a total of whole minutes and a half, which two people could round two ways; a length no
    // other playlist has (another playlist's length is another answer).
    const minutes = (id: string) => music.playlistMinutes(world, id);
    const lists = world.apps.music.playlists;
    const fits = lists.filter((l) => totalSeconds(world.apps.music, l.songs) % 60 !== 30 && l.songs.length >= 3 && lists.every((o) => o.id === l.id || minutes(o.id) !== minutes(l.id)));
    const list = rng.pick(fits);
    const other = rng.pick(world.apps.music.playlists.filter((l) => music.playlistMinutes(world, l.id) !== music.playlistMinutes(world, list.id)));
    return { id: list.id, name: list.name, other: other.name };
  },
  goal: (p) => `How long is your playlist "${p.name}" in Music, in minutes?`,
  named: (p, initial) => ({ [`the playlist "${p.name}"`]: music.playlistsNamed(initial, p.name).length }),
  checks: () => [],
  answer: {
    spec: { type: 'duration', unit: 'minutes' },
    expected: (p, _before, after) => music.playlistMinutes(after, p.id),
  },
  oracle: async (ui, p) => {
    await music.openPlaylist(ui, p.name);
    await ui.answer(music.minutesIn(music.lengthLine(ui)));
  },
  // The minutes with their unit ("34 minutes", "34 min") are answer forms the gate and tests/unit/answers.test.ts judge in-process.
  nearMisses: [
    { name: 'answers the number of songs', run: async (ui, p) => {
      await music.openPlaylist(ui, p.name);
      await ui.answer(Number(/^(\d+) song/.exec(music.lengthLine(ui))![1]));
    } },
    { name: "answers another playlist's length", params: (p) => ({ ...p, name: p.other }) },
  ],
});
