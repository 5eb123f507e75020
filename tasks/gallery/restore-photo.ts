import { defineTask } from '../define.ts';
import { changedTo } from '../../judges/index.ts';
import { DAY } from '../../apps/kit/time.ts';
import { trashPhoto } from '../../apps/gallery/model.ts';
import * as gallery from './kit.ts';

export default defineTask({
  id: 'gallery/restore-photo',
  apps: ['gallery'],
  difficulty: 2,
  maxSteps: 29,
  params: ({ rng, world }) => {
    const [target, decoy] = rng.sample(gallery.library(world), 2);
    return { id: target!.id, name: target!.name, decoyId: decoy!.id, decoy: decoy!.name };
  },
  goal: (p) => `The photo ${p.name} was deleted by mistake. Restore it from the Trash in Gallery.`,
  named: (p, s) => gallery.namedInGallery(s, { photos: [p.name] }),
  setup: (d, p) => {
    trashPhoto(d.apps.gallery, p.id, d.os.now - 2 * DAY);
    trashPhoto(d.apps.gallery, p.decoyId, d.os.now - 3 * DAY);
  },
  // The photo leaves the Trash; the others stay in it (restored by mistake and deleted again is fine).
  changes: (p) => [changedTo(`${gallery.PHOTOS}[${p.id}].trashedAt`, null), ...gallery.trashKept([p.id]).changes],
  checks: (p) => [gallery.photoIs(`${p.name} is back in the library`, p.id, 'trashedAt', null), ...gallery.trashKept([p.id]).checks],
  oracle: async (ui, p) => {
    await gallery.openInTrash(ui, p.name);
    await ui.tap({ text: 'Restore', role: 'button' });
    await ui.done();
  },
  alternatives: [
    { name: 'opens the other trashed photo first, goes back, then restores the right one', run: async (ui, p, oracle) => {
      await gallery.openInTrash(ui, p.decoy);
      await ui.back();
      await ui.back();
      await oracle(ui, p);
    } },
    { name: 'restores the other photo by mistake, deletes it again, then restores the right one', run: async (ui, p, oracle) => {
      await gallery.openInTrash(ui, p.decoy);
      await ui.tap({ text: 'Restore', role: 'button' });
      await ui.launch('Gallery');
      await gallery.openPhoto(ui, p.decoy);
      await gallery.trashOpenPhoto(ui);
      await oracle(ui, p);
    } },
  ],
  nearMisses: [
    { name: 'restores another photo from the Trash', params: (p) => ({ ...p, name: p.decoy }) },
    { name: 'deletes it forever instead', run: async (ui, p) => {
      await gallery.openInTrash(ui, p.name);
      await gallery.purgeOpenPhoto(ui);
      await ui.done();
    } },
    { name: 'restores both trashed photos', run: async (ui, p, oracle) => {
      await gallery.openInTrash(ui, p.decoy);
      await ui.tap({ text: 'Restore', role: 'button' });
      await ui.back();
      await oracle(ui, p);
    } },
  ],
  undo: async (ui, p) => {
    await ui.launch('Gallery');
    await gallery.openPhoto(ui, p.name);
    await gallery.trashOpenPhoto(ui);
  },
});
