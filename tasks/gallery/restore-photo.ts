import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { DAY } from '../../apps/kit/time.ts';
import { library, openAlbum, photo } from './helpers.ts';
import type { TaskUi } from '../ui.ts';

async function openInTrash(ui: TaskUi, name: string): Promise<void> {
  await openAlbum(ui, 'Trash');
  await ui.tap({ text: name, role: 'button' });
}

export default defineTask({
  id: 'gallery/restore-photo',
  apps: ['gallery'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const [target, decoy] = rng.sample(library(world), 2);
    return { id: target!.id, name: target!.name, decoyId: decoy!.id, decoy: decoy!.name };
  },
  goal: (p) => `The photo ${p.name} was deleted by mistake. Restore it from the Trash in Gallery.`,
  setup: (d, p) => {
    d.apps.gallery.photos.forEach((x) => {
      if (x.id === p.id) x.trashedAt = d.os.now - 2 * DAY;
      if (x.id === p.decoyId) x.trashedAt = d.os.now - 3 * DAY;
    });
  },
  checks: (p) => [
    expectEqual(`${p.name} is back in the library`, null, ({ after }) => {
      const x = photo(after, p.id);
      return x ? x.trashedAt : 'deleted forever';
    }),
  ],
  allowedChanges: (p) => [`apps.gallery.photos[${p.id}].trashedAt`],
  oracle: async (ui, p) => {
    await openInTrash(ui, p.name);
    await ui.tap({ text: 'Restore', role: 'button' });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'restores another photo from the Trash',
      run: async (ui, p) => {
        await openInTrash(ui, p.decoy);
        await ui.tap({ text: 'Restore', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'deletes it forever instead',
      run: async (ui, p) => {
        await openInTrash(ui, p.name);
        await ui.tap({ text: 'Delete forever', role: 'button' });
        await ui.tap({ text: 'Delete', role: 'button' });
        await ui.done();
      },
    },
  ],
});
