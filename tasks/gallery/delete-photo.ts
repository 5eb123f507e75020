import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as gallery from './kit.ts';

/** Open the Trash and restore the newest photo in it; returns its name. */
async function restoreFirstInTrash(ui: TaskUi): Promise<string> {
  await ui.launch('Gallery');
  await gallery.openAlbum(ui, 'Trash');
  const name = ui.tree().find((e) => e.role === 'button' && /\.(jpg|png)$/.test(e.text))!.text;
  await ui.tap({ text: name, role: 'button' });
  await ui.tap({ text: 'Restore', role: 'button' });
  return name;
}

export default defineTask({
  id: 'gallery/delete-photo',
  apps: ['gallery'],
  difficulty: 1,
  maxSteps: 33,
  params: ({ rng, world }) => {
    const photos = gallery.library(world);
    const index = rng.int(0, photos.length - 1);
    // The photo next to it in the grid, for the near miss that deletes the wrong one.
    const neighbour = photos[index + 1] ?? photos[index - 1]!;
    return { id: photos[index]!.id, name: photos[index]!.name, album: gallery.albumName(world, photos[index]!.albumId), neighbour: neighbour.name };
  },
  goal: (p) => `Delete the photo ${p.name} from Gallery.`,
  named: (p, s) => gallery.namedInGallery(s, { photos: [p.name] }),
  // In the Trash or deleted for good: either way it is gone from the library.
  changes: (p) => gallery.deleteChanges([p.id]),
  checks: (p) => gallery.deleteChecks([p.id]),
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
    { name: 'restores a photo of the Trash by mistake and deletes it again first', run: async (ui, p, oracle) => {
      const name = await restoreFirstInTrash(ui);
      await ui.launch('Gallery');
      await gallery.openPhoto(ui, name);
      await gallery.trashOpenPhoto(ui);
      await oracle(ui, p);
    } },
    // Redo: the neighbour deleted by mistake is back in the library, as it was.
    { name: 'deletes the neighbouring photo by mistake, restores it from the Trash, then deletes the right one', run: async (ui, p, oracle) => {
      await gallery.openPhoto(ui, p.neighbour);
      await gallery.trashOpenPhoto(ui);
      await gallery.restoreFromTrash(ui, p.neighbour);
      await ui.launch('Gallery');
      await oracle(ui, p);
    } },
  ],
  nearMisses: [
    { name: 'deletes the neighbouring photo instead', params: (p) => ({ ...p, name: p.neighbour }) },
    { name: 'deletes it, and restores a photo that was in the Trash', run: async (ui, p, oracle) => {
      await restoreFirstInTrash(ui);
      await ui.launch('Gallery');
      await oracle(ui, p);
    } },
    // Purging from the Trash, the wrong thumbnail: a photo the person could still have restored is gone for good.
    { name: 'deletes it, then deletes another photo of the Trash forever', run: async (ui, p) => {
      await gallery.openPhoto(ui, p.name);
      await gallery.trashOpenPhoto(ui);
      await gallery.openAlbum(ui, 'Trash');
      const other = ui.tree().find((e) => e.role === 'button' && /\.(jpg|png)$/.test(e.text) && e.text !== p.name)!.text;
      await ui.tap({ text: other, role: 'button' });
      await gallery.purgeOpenPhoto(ui);
      await ui.done();
    } },
    { name: 'cancels the confirmation', run: async (ui, p) => {
      await gallery.openPhoto(ui, p.name);
      await gallery.trashOpenPhoto(ui, false);
      await ui.done();
    } },
  ],
  undo: (ui, p) => gallery.restoreFromTrash(ui, p.name),
});
