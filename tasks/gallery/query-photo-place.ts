import { defineTask } from '../define.ts';
import { library, openPhoto, readPlace } from './helpers.ts';

export default defineTask({
  id: 'gallery/query-photo-place',
  apps: ['gallery'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => {
    const located = library(world).filter((x) => x.place !== '');
    const target = rng.pick(located);
    // A photo taken somewhere else, for the near miss that reads the wrong photo.
    const decoy = rng.pick(located.filter((x) => x.place !== target.place));
    const album = world.apps.gallery.albums.find((a) => a.id === target.albumId)!.name;
    return { id: target.id, name: target.name, decoy: decoy.name, album };
  },
  goal: (p) => `Where was the photo ${p.name} taken? Answer with the place shown in Gallery.`,
  checks: () => [],
  allowedChanges: [],
  answer: {
    spec: { type: 'text' },
    expected: (p, before) => before.apps.gallery.photos.find((x) => x.id === p.id)?.place ?? '',
    candidates: (_p, before) => [...new Set(before.apps.gallery.photos.map((x) => x.place).filter((x) => x !== ''))],
  },
  oracle: async (ui, p) => {
    await openPhoto(ui, p.name);
    await ui.answer(await readPlace(ui));
  },
  nearMisses: [
    {
      name: 'answers the place of another photo',
      run: async (ui, p) => {
        await openPhoto(ui, p.decoy);
        await ui.answer(await readPlace(ui));
      },
    },
    {
      name: 'answers the album name',
      run: async (ui, p) => {
        await openPhoto(ui, p.name);
        await ui.answer(p.album);
      },
    },
  ],
});
