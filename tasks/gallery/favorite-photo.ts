import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { library, openPhoto, photo } from './helpers.ts';

export default defineTask({
  id: 'gallery/favorite-photo',
  apps: ['gallery'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const [target, decoy] = rng.sample(library(world), 2);
    return { id: target!.id, name: target!.name, decoyId: decoy!.id, decoy: decoy!.name };
  },
  goal: (p) => `Add the photo ${p.name} to your favourites in Gallery.`,
  setup: (d, p) => {
    for (const x of d.apps.gallery.photos) if (x.id === p.id || x.id === p.decoyId) x.favorite = false;
  },
  checks: (p) => [expectEqual(`${p.name} is a favourite`, true, ({ after }) => photo(after, p.id)?.favorite ?? null)],
  allowedChanges: (p) => [`apps.gallery.photos[${p.id}].favorite`],
  oracle: async (ui, p) => {
    await openPhoto(ui, p.name);
    await ui.tap({ text: 'Add to favourites', role: 'button' });
    await ui.done();
  },
  undo: async (ui) => {
    await ui.tap({ text: 'Remove from favourites', role: 'button' });
  },
  nearMisses: [
    {
      name: 'favourites another photo',
      run: async (ui, p) => {
        await openPhoto(ui, p.decoy);
        await ui.tap({ text: 'Add to favourites', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'opens the photo but does not tap the heart',
      run: async (ui, p) => {
        await openPhoto(ui, p.name);
        await ui.tap({ text: 'Info', role: 'button' });
        await ui.done();
      },
    },
  ],
});
