import { defineTask } from '../define.ts';
import { setLiked } from '../../apps/music/model.ts';
import { free } from '../../judges/index.ts';
import * as music from './kit.ts';

export default defineTask({
  id: 'music/unlike-artist',
  apps: ['music'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    // An artist with four songs or more: three of them liked (the setup likes them), one at least not.
    const m = world.apps.music;
    const artist = rng.pick(m.artists.filter((a) => music.byArtist(world, a.id).length >= 4));
    const all = music.byArtist(world, artist.id);
    const liked = all.filter((x) => m.liked.includes(x.id));
    const chosen = liked.length >= 3 ? liked.slice(0, 3) : [...liked, ...rng.sample(all.filter((x) => !liked.includes(x)), 3 - liked.length)];
    const other = m.artists.find((a) => a.id !== artist.id)!;
    return { artistId: artist.id, artist: artist.name, ids: chosen.map((x) => x.id), titles: chosen.map((x) => x.title), otherId: other.id };
  },
  setup: (d, p) => {
    // Exactly these of the artist's songs are liked.
    for (const x of music.byArtist(d, p.artistId)) setLiked(d.apps.music, x.id, p.ids.includes(x.id));
  },
  goal: (p) => `Remove every song by ${p.artist} from your Liked songs in Music.`,
  named: (p, initial) => ({ [`the artist ${p.artist}`]: music.artistsNamed(initial, p.artist) }),
  changes: () => [free(music.LIKED)],
  checks: (p) => [music.setIs('liked', `no song by ${p.artist} is liked, and every other liked song still is`, [], p.ids)],
  oracle: music.script(async (ui, p) => {
    await music.openRow(ui, 'Liked songs');
    for (const t of p.titles) await music.songMenu(ui, t, 'Remove from Liked songs');
  }),
  alternatives: [
    // A mistake undone: another song unliked and liked again goes back to the top of Liked songs (a set).
    { name: 'unlikes another song by mistake and likes it again', run: music.script(async (ui, p) => {
      await music.openRow(ui, 'Liked songs');
      for (const t of p.titles) await music.songMenu(ui, t, 'Remove from Liked songs');
      const other = ui.findAll({ role: 'button', matches: /^More options for / }).map((e) => e.text.slice('More options for '.length)).at(-1)!;
      await music.songMenu(ui, other, 'Remove from Liked songs');
      await ui.back();
      await ui.tap({ text: 'Search', role: 'button' });
      await ui.fill({ hint: 'Search songs, albums, artists' }, other);
      await music.songMenu(ui, other, 'Like');
    }) },
  ],
  nearMisses: [
    { name: 'leaves the last one liked', params: (p) => ({ ...p, titles: p.titles.slice(0, 2) }) },
    { name: "removes another artist's songs too", run: music.script(async (ui, p) => {
      await music.openRow(ui, 'Liked songs');
      for (const t of p.titles) await music.songMenu(ui, t, 'Remove from Liked songs');
      const extra = ui.findAll({ role: 'button', matches: /^More options for / }).map((e) => e.text.slice('More options for '.length)).find((t) => !p.titles.includes(t))!;
      await music.songMenu(ui, extra, 'Remove from Liked songs');
    }) },
  ],
});
