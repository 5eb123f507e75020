import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { library, openPhoto, photo, trashOpenPhoto } from './helpers.ts';

export default defineTask({
  id: 'gallery/delete-photo',
  apps: ['gallery'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const photos = library(world);
    const index = rng.int(0, photos.length - 1);
    // The photo next to it in the grid, for the near miss that deletes the wrong one.
    const neighbour = photos[index + 1] ?? photos[index - 1]!;
    return { id: photos[index]!.id, name: photos[index]!.name, neighbour: neighbour.name };
  },
  goal: (p) => `Delete the photo ${p.name} from Gallery.`,
  // In the Trash or deleted for good: either way it is gone from the library.
  checks: (p) => [
    expectEqual(`${p.name} is no longer in the library`, false, ({ after }) => {
      const x = photo(after, p.id);
      return x !== undefined && x.trashedAt === null;
    }),
  ],
  allowedChanges: (p) => [`apps.gallery.photos[${p.id}]`],
  oracle: async (ui, p) => {
    await openPhoto(ui, p.name);
    await trashOpenPhoto(ui);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'deletes the neighbouring photo instead',
      run: async (ui, p) => {
        await openPhoto(ui, p.neighbour);
        await trashOpenPhoto(ui);
        await ui.done();
      },
    },
    {
      name: 'cancels the confirmation',
      run: async (ui, p) => {
        await openPhoto(ui, p.name);
        await ui.tap({ text: 'Delete', role: 'button' });
        await ui.tap({ text: 'Cancel', role: 'button' });
        await ui.done();
      },
    },
  ],
});
