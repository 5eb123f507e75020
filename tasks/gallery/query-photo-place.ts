import { defineTask } from '../define.ts';
import * as gallery from './kit.ts';

export default defineTask({
  id: 'gallery/query-photo-place',
  apps: ['gallery'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const located = gallery.library(world).filter((x) => x.place !== '');
    const target = rng.pick(located);
    // A photo taken somewhere else, for the near miss that reads the wrong photo.
    const decoy = rng.pick(located.filter((x) => x.place !== target.place));
    return { id: target.id, name: target.name, decoy: decoy.name, album: gallery.albumName(world, target.albumId) };
  },
  goal: (p) => `Where was the photo ${p.name} taken, as Gallery shows the place?`,
  named: (p, s) => gallery.namedInGallery(s, { photos: [p.name] }),
  checks: () => [],
  answer: {
    spec: { type: 'text', what: 'the place', label: gallery.PLACE_LABEL },
    expected: (p, before) => gallery.photo(before, p.id)?.place ?? '',
    candidates: (_p, before) => [...new Set(before.apps.gallery.photos.map((x) => x.place).filter((x) => x !== ''))],
  },
  oracle: async (ui, p) => {
    await gallery.openPhoto(ui, p.name);
    await ui.answer(await gallery.readPlace(ui));
  },
  alternatives: [
    { name: 'opens the photo from its album', run: async (ui, p) => {
      await gallery.openPhotoInAlbum(ui, p.album, p.name);
      await ui.answer(await gallery.readPlace(ui));
    } },
    // A phone keyboard makes accents a long press away: "Belem, Lisbon" names the place Gallery shows as "Belém, Lisbon".
    { name: 'types the place without its accents', run: async (ui, p) => {
      await gallery.openPhoto(ui, p.name);
      await ui.answer((await gallery.readPlace(ui)).normalize('NFD').replace(/\p{M}/gu, ''));
    } },
    // The Info panel's row copied as it reads, its label and all.
    { name: 'answers the Info row with its label ("Location: <place>")', run: async (ui, p) => {
      await gallery.openPhoto(ui, p.name);
      await ui.answer(`Location: ${await gallery.readPlace(ui)}`);
    } },
  ],
  nearMisses: [
    { name: 'answers the place of another photo', params: (p) => ({ ...p, name: p.decoy }) },
    { name: 'answers the album name', run: async (ui, p) => {
      await gallery.openPhoto(ui, p.name);
      await ui.answer(p.album);
    } },
  ],
});
