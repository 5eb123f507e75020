import { defineTask } from '../define.ts';
import { setLiked } from '../../apps/music/model.ts';
import * as music from './kit.ts';

const likedBy = (s: Parameters<typeof music.byArtist>[0], artistId: string) => music.byArtist(s, artistId).filter((x) => s.apps.music.liked.includes(x.id));

export default defineTask({
  id: 'music/query-liked-by-artist',
  apps: ['music'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ rng, world }) => {
    // An artist with some of their songs liked and some not, as many as no other artist has liked
    // (the setup likes exactly these): neither every song of theirs nor another artist's count is the answer.
    const m = world.apps.music;
    const countsFor = (artistId: string) => {
      const all = music.byArtist(world, artistId).length;
      const others = new Set(m.artists.filter((a) => a.id !== artistId).map((a) => likedBy(world, a.id).length));
      return [...Array(all).keys()].filter((k) => k >= 1 && k * 2 !== all && !others.has(k));
    };
    const artist = rng.shuffle(m.artists).find((a) => countsFor(a.id).length > 0)!;
    const count = rng.pick(countsFor(artist.id));
    const all = music.byArtist(world, artist.id);
    return { artistId: artist.id, artist: artist.name, ids: rng.sample(all, count).map((x) => x.id) };
  },
  setup: (d, p) => {
    for (const x of music.byArtist(d, p.artistId)) setLiked(d.apps.music, x.id, p.ids.includes(x.id));
  },
  goal: (p) => `How many songs by ${p.artist} are in your Liked songs in Music?`,
  named: (p, initial) => ({ [`the artist ${p.artist}`]: music.artistsNamed(initial, p.artist) }),
  checks: () => [],
  answer: {
    // The artist's page writes the count as "3 liked" ("Songs · 3 liked"): that form is an answer too.
    spec: { type: 'count', nouns: ['songs', 'song', 'liked'] },
    expected: (p, _before, after) => likedBy(after, p.artistId).length,
  },
  // The artist's page says how many of their songs are liked ("Songs · 3 liked").
  oracle: async (ui, p) => {
    await music.searchOpen(ui, p.artist);
    await ui.answer(Number(/ (\d+) liked$/.exec(ui.read({ matches: /^Songs · \d+ liked$/ }))![1]));
  },
  // The count with its noun ("3 songs") and in words are answer forms the gate judges in-process.
  alternatives: [
    { name: 'answers as the artist\'s page writes it ("3 liked")', run: async (ui, p) => {
      await music.searchOpen(ui, p.artist);
      await ui.answer(/ (\d+ liked)$/.exec(ui.read({ matches: /^Songs · \d+ liked$/ }))![1]!);
    } },
  ],
  nearMisses: [
    { name: 'counts every song of the artist', run: async (ui, p) => {
      await music.searchOpen(ui, p.artist);
      await ui.answer(Number(/(\d+) songs?$/.exec(ui.read({ matches: / · \d+ songs?$/ }))![1]));
    } },
    { name: 'counts every liked song', run: async (ui) => {
      await music.open(ui);
      await ui.tap({ text: 'Liked songs', role: 'button' });
      await ui.answer(Number(/^(\d+) songs?/.exec(music.lengthLine(ui))![1]));
    } },
  ],
});
