import { defineTask } from '../define.ts';
import * as gallery from './kit.ts';

export default defineTask({
  id: 'gallery/delete-photos',
  apps: ['gallery'],
  difficulty: 3,
  maxSteps: 50,
  params: ({ rng, world }) => {
    const picks = rng.sample(gallery.library(world), 4);
    return { ...gallery.describe(world, picks.slice(0, 3)), decoy: picks[3]!.name };
  },
  goal: (p) => `Delete these three photos from Gallery: ${p.names.join(', ')}.`,
  named: (p, s) => gallery.namedInGallery(s, { photos: p.names }),
  changes: (p) => gallery.deleteChanges(p.ids),
  checks: (p) => gallery.deleteChecks(p.ids),
  oracle: gallery.script((ui, p) => gallery.trashAll(ui, p.names)),
  alternatives: [
    { name: 'deletes each from its album', run: async (ui, p) => {
      for (const [i, name] of p.names.entries()) await gallery.openPhotoInAlbum(ui, p.albums[i]!, name).then(() => gallery.trashOpenPhoto(ui));
      await ui.done();
    } },
    { name: 'deletes them in the other order', params: (p) => ({ ...p, names: [...p.names].reverse() }) },
    { name: 'then deletes one of them forever from the Trash', run: async (ui, p) => {
      await gallery.trashAll(ui, p.names);
      await gallery.openInTrash(ui, p.names[0]!);
      await gallery.purgeOpenPhoto(ui);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'deletes only two of them', params: (p) => ({ ...p, names: p.names.slice(0, 2) }) },
    { name: 'deletes a wrong photo instead of the last one', params: (p) => ({ ...p, names: [...p.names.slice(0, 2), p.decoy] }) },
  ],
  undo: (ui, p) => gallery.restoreFromTrash(ui, p.names[1]!),
});
