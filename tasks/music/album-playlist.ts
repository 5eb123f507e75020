import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import * as music from './kit.ts';

export default defineTask({
  id: 'music/album-playlist',
  apps: ['music'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    // Three songs of one album, in an order that is not the album's.
    const album = rng.pick(world.apps.music.albums);
    const picked = rng.sample(music.tracks(world, album.id), 3);
    const order = picked[0]!.track < picked[1]!.track && picked[1]!.track < picked[2]!.track ? [picked[2]!, picked[0]!, picked[1]!] : picked;
    return { name: music.unusedPlaylistName(rng, world), album: album.title, artist: music.artist(world, album.artistId)!.name, ids: order.map((x) => x.id), titles: order.map((x) => x.title) };
  },
  goal: (p) => `Make a playlist named "${p.name}" in Music with three songs of the album "${p.album}" by ${p.artist}: "${p.titles[0]}", "${p.titles[1]}" and "${p.titles[2]}", in that order.`,
  named: (p, initial) => ({ [`the album "${p.album}"`]: music.albumsTitled(initial, p.album), ...Object.fromEntries(p.titles.map((t) => [`the song "${t}"`, music.songsTitled(initial, t)])) }),
  changes: () => [added(music.PLAYLISTS)],
  checks: (p) => [
    ...music.createdPlaylist(p.name, p.ids),
    music.orderIs(p.name, (after, before) => music.theNewPlaylist(before, after)?.songs, () => p.ids),
  ],
  oracle: music.script(async (ui, p) => {
    await music.open(ui);
    await music.newPlaylist(ui, p.name);
    await music.addSongs(ui, p.titles);
  }),
  alternatives: [
    // From the album's page: the first song makes the playlist (it holds it), the others are added to it.
    { name: "from the album's page, each song's menu", run: music.script(async (ui, p) => {
      const [first, ...rest] = p.titles;
      await music.searchOpen(ui, p.album);
      await music.songMenu(ui, first!, 'Add to playlist');
      await ui.tap({ text: 'New playlist', role: 'button' });
      await ui.type(p.name);
      await ui.tap({ text: 'Create', role: 'button' });
      for (const t of rest) await music.addToPlaylist(ui, t, p.name);
    }) },
    { name: 'adds the first one last, then drags it to the top', run: music.script(async (ui, p) => {
      const [a, b, c] = p.titles as [string, string, string];
      await music.open(ui);
      await music.newPlaylist(ui, p.name);
      await music.addSongs(ui, [b, c, a]);
      await music.moveTo(ui, a, b);
    }) },
  ],
  nearMisses: [
    { name: 'adds them in the reverse order', params: (p) => ({ ...p, titles: [...p.titles].reverse() }) },
    { name: 'leaves the last one out', params: (p) => ({ ...p, titles: p.titles.slice(0, 2) }) },
    { name: 'adds the first one last and leaves it there', run: music.script(async (ui, p) => {
      const [a, b, c] = p.titles as [string, string, string];
      await music.open(ui);
      await music.newPlaylist(ui, p.name);
      await music.addSongs(ui, [b, c, a]);
    }) },
  ],
});
