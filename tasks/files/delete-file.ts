import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { sortItems } from '../../apps/files/state.ts';
import type { TaskUi } from '../ui.ts';
import { files, filesIn, openFolder, openMenu } from './common.ts';

const FOLDERS = ['Documents', 'Documents/Receipts', 'Downloads', 'Pictures/Screenshots', 'Movies'] as const;

/** Open the file's menu and press Delete: the confirmation dialog opens. */
async function askToDelete(ui: TaskUi, folder: string, name: string): Promise<void> {
  await openFolder(ui, folder);
  await openMenu(ui, name);
  await ui.tap({ text: 'Delete', role: 'button' });
}

export default defineTask({
  id: 'files/delete-file',
  apps: ['files'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const folder = rng.pick(FOLDERS.filter((f) => filesIn(files(world), f).length >= 2));
    const list = sortItems(filesIn(files(world), folder), 'name');
    const index = rng.int(0, list.length - 1);
    const neighbour = list[index + 1] ?? list[index - 1]!;
    return { id: list[index]!.id, name: list[index]!.name, folder, neighbour: neighbour.name };
  },
  goal: (p) => `Delete the file "${p.name}" from the ${p.folder} folder.`,
  checks: (p) => [
    expectEqual(`"${p.name}" is gone`, false, ({ after }) => after.apps.files.items.some((i) => i.id === p.id)),
    expectEqual('one item fewer than before', -1, ({ before, after }) => after.apps.files.items.length - before.apps.files.items.length),
  ],
  allowedChanges: (p) => [`apps.files.items[${p.id}]`],
  oracle: async (ui, p) => {
    await askToDelete(ui, p.folder, p.name);
    await ui.tap({ text: 'Delete', role: 'button' }); // the confirmation
    await ui.done();
  },
  nearMisses: [
    {
      name: 'deletes the neighbouring file',
      run: async (ui, p) => {
        await askToDelete(ui, p.folder, p.neighbour);
        await ui.tap({ text: 'Delete', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'cancels the confirmation',
      run: async (ui, p) => {
        await askToDelete(ui, p.folder, p.name);
        await ui.tap({ text: 'Cancel', role: 'button' });
        await ui.done();
      },
    },
  ],
});
