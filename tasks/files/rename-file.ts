import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { sortItems } from '../../apps/files/state.ts';
import { files, filesIn, itemById, openFolder, renameItem, withSuffix } from './common.ts';

const SUFFIXES = ['final', 'old', 'signed', 'v2', 'backup', 'draft', 'shared'] as const;
const FOLDERS = ['Documents', 'Documents/Work', 'Documents/Receipts', 'Downloads', 'Music', 'Movies'] as const;

export default defineTask({
  id: 'files/rename-file',
  apps: ['files'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const folder = rng.pick(FOLDERS.filter((f) => filesIn(files(world), f).length >= 2));
    const list = sortItems(filesIn(files(world), folder), 'name');
    const index = rng.int(0, list.length - 1);
    const target = list[index]!;
    // The row next to it, for the near miss that renames the wrong file.
    const neighbour = list[index + 1] ?? list[index - 1]!;
    return { id: target.id, folder, name: target.name, newName: withSuffix(target.name, rng.pick(SUFFIXES)), neighbour: neighbour.name };
  },
  goal: (p) => `In the ${p.folder} folder, rename the file "${p.name}" to "${p.newName}".`,
  checks: (p) => [
    expectEqual(`the file is named "${p.newName}"`, p.newName, ({ after }) => itemById(after, p.id)?.name ?? null),
    expectEqual('it stays in its folder', true, ({ before, after }) => itemById(after, p.id)?.parent === itemById(before, p.id)?.parent),
  ],
  allowedChanges: (p) => [`apps.files.items[${p.id}].name`],
  oracle: async (ui, p) => {
    await openFolder(ui, p.folder);
    await renameItem(ui, p.name, p.newName);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'renames the neighbouring file',
      run: async (ui, p) => {
        await openFolder(ui, p.folder);
        await renameItem(ui, p.neighbour, p.newName);
        await ui.done();
      },
    },
    {
      name: 'drops the extension',
      run: async (ui, p) => {
        await openFolder(ui, p.folder);
        await renameItem(ui, p.name, p.newName.replace(/\.[^.]+$/, ''));
        await ui.done();
      },
    },
  ],
});
