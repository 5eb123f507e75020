import { defineTask } from '../define.ts';
import { expectThat, sameSet } from '../../judges/index.ts';
import { nowPlaying } from '../../apps/music/state.ts';
import * as music from './kit.ts';

export default defineTask({
  id: 'music/shuffle-playlist',
  apps: ['music'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const [list, other] = rng.sample(world.apps.music.playlists.filter((l) => l.songs.length >= 3), 2);
    return { id: list!.id, name: list!.name, other: other!.name };
  },
  goal: (p) => `Play your playlist "${p.name}" in Music with shuffle on.`,
  named: (p, initial) => ({ [`the playlist "${p.name}"`]: music.playlistsNamed(initial, p.name).length }),
  // The player is routine (apps/music/app.ts): these checks judge it.
  checks: (p) => [
    expectThat('the player plays the songs of the playlist', 'its songs', ({ after }) => after.apps.music.player.queue, (q, { before }) => sameSet(q, music.playlist(before, p.id)!.songs)),
    expectThat('shuffle is on', true, ({ after }) => after.apps.music.player.shuffle, (v) => v === true),
    expectThat('it is playing', true, ({ after }) => nowPlaying(after.apps.music, after.os.now).playing, (v) => v === true),
  ],
  oracle: music.script(async (ui, p) => {
    await music.openPlaylist(ui, p.name);
    await ui.tap({ text: 'Shuffle', role: 'button' });
  }),
  alternatives: [
    { name: "plays it, then turns shuffle on in the player", run: music.script(async (ui, p) => {
      await music.openPlaylist(ui, p.name);
      await ui.tap({ text: 'Play', role: 'button' });
      await ui.tap({ role: 'button', matches: /^Now playing: / });
      await ui.tap({ text: 'Shuffle', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'plays it in order', run: music.script(async (ui, p) => {
      await music.openPlaylist(ui, p.name);
      await ui.tap({ text: 'Play', role: 'button' });
    }) },
    { name: 'shuffles another playlist', params: (p) => ({ ...p, name: p.other }) },
    { name: 'shuffles it, then pauses', run: music.script(async (ui, p) => {
      await music.openPlaylist(ui, p.name);
      await ui.tap({ text: 'Shuffle', role: 'button' });
      await ui.tap({ text: 'Pause', role: 'button' });
    }) },
  ],
});
