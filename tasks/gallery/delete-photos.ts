import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { library, photo, trashOpenPhoto } from './helpers.ts';
import type { TaskUi } from '../ui.ts';

async function deleteAll(ui: TaskUi, names: string[]): Promise<void> {
  await ui.openApp('Gallery');
  for (const name of names) {
    await ui.fill({ hint: 'Search photos' }, name);
    await ui.tap({ text: name, role: 'button' });
    await trashOpenPhoto(ui);
  }
}

export default defineTask({
  id: 'gallery/delete-photos',
  apps: ['gallery'],
  difficulty: 3,
  maxSteps: 45,
  params: ({ rng, world }) => {
    const picks = rng.sample(library(world), 4);
    return { ids: picks.slice(0, 3).map((x) => x.id), names: picks.slice(0, 3).map((x) => x.name), decoy: picks[3]!.name };
  },
  goal: (p) => `Delete these three photos from Gallery: ${p.names.join(', ')}.`,
  checks: (p) => [
    expectEqual('none of them is left in the library', [], ({ after }) =>
      p.ids.filter((id) => photo(after, id)?.trashedAt === null).map((id) => photo(after, id)!.name),
    ),
  ],
  allowedChanges: (p) => p.ids.map((id) => `apps.gallery.photos[${id}]`),
  oracle: async (ui, p) => {
    await deleteAll(ui, p.names);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'deletes only two of them',
      run: async (ui, p) => {
        await deleteAll(ui, p.names.slice(0, 2));
        await ui.done();
      },
    },
    {
      name: 'deletes a wrong photo instead of the last one',
      run: async (ui, p) => {
        await deleteAll(ui, [...p.names.slice(0, 2), p.decoy]);
        await ui.done();
      },
    },
  ],
});
