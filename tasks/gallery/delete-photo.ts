import { defineTask } from '../define.ts';
import * as gallery from './kit.ts';

export default defineTask({
  id: 'gallery/delete-photo',
  apps: ['gallery'],
  difficulty: 1,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const photos = gallery.library(world);
    const index = rng.int(0, photos.length - 1);
    // The photo next to it in the grid, for the near miss that deletes the wrong one.
    const neighbour = photos[index + 1] ?? photos[index - 1]!;
    return { id: photos[index]!.id, name: photos[index]!.name, album: gallery.albumName(world, photos[index]!.albumId), neighbour: neighbour.name };
  },
  goal: (p) => `Delete the photo ${p.name} from Gallery.`,
  // In the Trash or deleted for good: either way it is gone from the library.
  changes: (p) => gallery.deleteChanges([p.id]),
  checks: (p) => [gallery.goneFromLibrary([p.id])],
  oracle: async (ui, p) => {
    await gallery.openPhoto(ui, p.name);
    await gallery.trashOpenPhoto(ui);
    await ui.done();
  },
  alternatives: [
    { name: 'deletes it from its album', run: async (ui, p) => {
      await gallery.openPhotoInAlbum(ui, p.album, p.name);
      await gallery.trashOpenPhoto(ui);
      await ui.done();
    } },
    { name: 'then deletes it forever from the Trash', run: async (ui, p) => {
      await gallery.openPhoto(ui, p.name);
      await gallery.trashOpenPhoto(ui);
      await gallery.openInTrash(ui, p.name);
      await gallery.purgeOpenPhoto(ui);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'deletes the neighbouring photo instead', params: (p) => ({ ...p, name: p.neighbour }) },
    { name: 'cancels the confirmation', run: async (ui, p) => {
      await gallery.openPhoto(ui, p.name);
      await gallery.trashOpenPhoto(ui, false);
      await ui.done();
    } },
  ],
  undo: (ui, p) => gallery.restoreFromTrash(ui, p.name),
});
