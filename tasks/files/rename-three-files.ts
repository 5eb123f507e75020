import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { sortItems } from '../../apps/files/state.ts';
import type { TaskUi } from '../ui.ts';
import { files, filesIn, itemById, openFolder, renameItem } from './common.ts';

const TITLES = ['Sunset', 'Harbor walk', 'Birthday cake', 'Old town', 'Mountain view', 'Picnic', 'First snow', 'Market day', 'City lights'] as const;

async function renameAll(ui: TaskUi, pairs: [string, string][]): Promise<void> {
  await openFolder(ui, 'Pictures/Camera');
  for (const [from, to] of pairs) await renameItem(ui, from, to);
}

export default defineTask({
  id: 'files/rename-three-files',
  apps: ['files'],
  difficulty: 3,
  maxSteps: 45,
  params: ({ rng, world }) => {
    const photos = rng.sample(sortItems(filesIn(files(world), 'Pictures/Camera'), 'name'), 3);
    const titles = rng.sample(TITLES, 3);
    return { ids: photos.map((p) => p.id), names: photos.map((p) => p.name), newNames: titles.map((t) => `${t}.jpg`) };
  },
  goal: (p) => `In Pictures/Camera, rename ${p.names.map((n, i) => `"${n}" to "${p.newNames[i]}"`).join(', ').replace(/, ([^,]*)$/, ', and $1')}.`,
  checks: (p) => p.ids.map((id, i) => expectEqual(`"${p.names[i]}" is now "${p.newNames[i]}"`, p.newNames[i], ({ after }) => itemById(after, id)?.name ?? null)),
  allowedChanges: (p) => p.ids.map((id) => `apps.files.items[${id}].name`),
  oracle: async (ui, p) => {
    await renameAll(ui, p.names.map((n, i) => [n, p.newNames[i]!]));
    await ui.done();
  },
  nearMisses: [
    {
      name: 'renames only the first two',
      run: async (ui, p) => {
        await renameAll(ui, p.names.slice(0, 2).map((n, i) => [n, p.newNames[i]!]));
        await ui.done();
      },
    },
    {
      name: 'swaps the first two new names',
      run: async (ui, p) => {
        await renameAll(ui, [[p.names[0]!, p.newNames[1]!], [p.names[1]!, p.newNames[0]!], [p.names[2]!, p.newNames[2]!]]);
        await ui.done();
      },
    },
  ],
});
