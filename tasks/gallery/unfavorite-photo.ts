import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { library, openPhoto, photo, trashOpenPhoto } from './helpers.ts';

export default defineTask({
  id: 'gallery/unfavorite-photo',
  apps: ['gallery'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const [target, decoy] = rng.sample(library(world), 2);
    return { id: target!.id, name: target!.name, decoyId: decoy!.id, decoy: decoy!.name };
  },
  goal: (p) => `Remove the photo ${p.name} from your favourites in Gallery.`,
  // Both are favourites, so that unfavouriting the wrong one is a real mistake.
  setup: (d, p) => {
    for (const x of d.apps.gallery.photos) if (x.id === p.id || x.id === p.decoyId) x.favorite = true;
  },
  checks: (p) => [
    expectEqual(`${p.name} is not a favourite`, false, ({ after }) => photo(after, p.id)?.favorite ?? null),
    expectEqual(`${p.name} is still in the library`, null, ({ after }) => (photo(after, p.id) ? photo(after, p.id)!.trashedAt : 'deleted')),
  ],
  allowedChanges: (p) => [`apps.gallery.photos[${p.id}].favorite`],
  oracle: async (ui, p) => {
    await openPhoto(ui, p.name);
    await ui.tap({ text: 'Remove from favourites', role: 'button' });
    await ui.done();
  },
  undo: async (ui) => {
    await ui.tap({ text: 'Add to favourites', role: 'button' });
  },
  nearMisses: [
    {
      name: 'unfavourites another favourite',
      run: async (ui, p) => {
        await openPhoto(ui, p.decoy);
        await ui.tap({ text: 'Remove from favourites', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'deletes the photo instead',
      run: async (ui, p) => {
        await openPhoto(ui, p.name);
        await trashOpenPhoto(ui);
        await ui.done();
      },
    },
  ],
});
