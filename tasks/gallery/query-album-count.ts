import { defineTask } from '../define.ts';
import { DAY } from '../../apps/kit/time.ts';
import { createAlbum, moveToAlbum } from '../../apps/gallery/model.ts';
import * as gallery from './kit.ts';

export default defineTask({
  id: 'gallery/query-album-count',
  apps: ['gallery'],
  difficulty: 1,
  maxSteps: 10,
  // An album of the user's own, made in setup (seeded albums like "Family" are in every world).
  params: ({ rng, world }) => {
    const name = `${rng.pick(['Spring', 'Summer', 'Autumn', 'Winter'])} in ${rng.pick(['Porto', 'Madrid', 'Rome', 'Vienna', 'Prague', 'Oslo', 'Dublin', 'Kyoto', 'Boston', 'Lyon'])}`;
    const photos = rng.sample(gallery.library(world).filter((x) => x.albumId === 'al1'), rng.int(3, 9));
    // A seeded album with another count, for the near miss that reads the wrong album.
    const other = rng.pick(world.apps.gallery.albums.filter((a) => gallery.albumCount(world, a.id) !== photos.length));
    return { album: name, ids: photos.map((x) => x.id), other: other.name };
  },
  setup: (d, p) => {
    const id = createAlbum(d.apps.gallery, p.album, d.os.now - 5 * DAY)!;
    for (const photo of p.ids) moveToAlbum(d.apps.gallery, photo, id);
  },
  goal: (p) => `How many photos are in the Gallery album "${p.album}"?`,
  named: (p, s) => gallery.namedInGallery(s, { albums: [p.album] }),
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: gallery.PHOTO_COUNT_NOUNS },
    expected: (p, before) => gallery.albumCount(before, before.apps.gallery.albums.find((a) => a.name === p.album)!.id),
    candidates: (_p, before) => Array.from({ length: before.apps.gallery.photos.length + 2 }, (_, i) => String(i)),
  },
  oracle: async (ui, p) => {
    await ui.answer(await gallery.readCount(ui, p.album));
  },
  alternatives: [
    { name: 'answers with the count line as shown', run: async (ui, p) => gallery.openAlbum(ui, p.album).then(() => ui.answer(ui.read({ matches: /^\d+ items?$/ }))) },
    { name: "reads the count under the album's card on the Albums tab, without opening it", run: async (ui, p) => {
      await ui.launch('Gallery');
      await ui.tap({ text: 'Albums', role: 'tab' });
      await ui.scrollTo({ text: p.album, role: 'button' });
      const tree = ui.tree();
      const card = tree.findIndex((e) => e.role === 'button' && e.text === p.album);
      await ui.answer(tree.slice(card + 1).find((e) => /^\d+ items?$/.test(e.text))!.text);
    } },
    { name: 'answers the count with the question\'s noun ("5 photos")', run: async (ui, p) => ui.answer(`${await gallery.readCount(ui, p.album)} photos`) },
  ],
  nearMisses: [
    { name: 'off by one', run: async (ui, p) => ui.answer((await gallery.readCount(ui, p.album)) + 1) },
    { name: "answers another album's count", params: (p) => ({ ...p, album: p.other }) },
    // Not the form asked for: the number in a sentence (refused as answer_format).
    { name: 'answers in a sentence ("5 photos in total")', run: async (ui, p) => ui.answer(`${await gallery.readCount(ui, p.album)} photos in total`) },
  ],
});
