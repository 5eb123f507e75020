import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { library, moveTo, openPhoto, photo } from './helpers.ts';

export default defineTask({
  id: 'gallery/move-photo',
  apps: ['gallery'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const [target, decoy] = rng.sample(library(world), 2);
    const albums = world.apps.gallery.albums.filter((a) => a.id !== target!.albumId);
    const [album, other] = rng.sample(albums, 2);
    return { id: target!.id, name: target!.name, decoy: decoy!.name, albumId: album!.id, album: album!.name, other: other!.name };
  },
  goal: (p) => `Move the photo ${p.name} to the album "${p.album}" in Gallery.`,
  checks: (p) => [expectEqual(`${p.name} is in ${p.album}`, p.albumId, ({ after }) => photo(after, p.id)?.albumId ?? null)],
  allowedChanges: (p) => [`apps.gallery.photos[${p.id}].albumId`],
  oracle: async (ui, p) => {
    await openPhoto(ui, p.name);
    await moveTo(ui, p.album);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'moves it to another album',
      run: async (ui, p) => {
        await openPhoto(ui, p.name);
        await moveTo(ui, p.other);
        await ui.done();
      },
    },
    {
      name: 'moves another photo to the album',
      run: async (ui, p) => {
        await openPhoto(ui, p.decoy);
        await ui.tap({ text: 'Move to album', role: 'button' });
        // The decoy may already be in that album; then any other album is just as wrong.
        if (ui.has({ text: p.album, role: 'button' })) await ui.tap({ text: p.album, role: 'button' });
        else await ui.tap({ text: p.other, role: 'button' });
        await ui.done();
      },
    },
  ],
});
