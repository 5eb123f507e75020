import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { sortItems } from '../../apps/files/state.ts';
import * as fs from './kit.ts';

const SUFFIXES = ['final', 'old', 'signed', 'v2', 'backup', 'draft', 'shared'] as const;
const FOLDERS = ['Documents', 'Documents/Work', 'Documents/Receipts', 'Downloads', 'Music', 'Movies'] as const;

export default defineTask({
  id: 'files/rename-file',
  apps: ['files'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const folder = rng.pick(FOLDERS.filter((f) => fs.filesIn(fs.files(world), f).length >= 2));
    const list = sortItems(fs.filesIn(fs.files(world), folder), 'name');
    const index = rng.int(0, list.length - 1);
    const target = list[index]!;
    // The row next to it, for the near miss that renames the wrong file.
    const neighbour = list[index + 1] ?? list[index - 1]!;
    return { id: target.id, folder, name: target.name, newName: fs.withSuffix(target.name, rng.pick(SUFFIXES)), neighbour: neighbour.name };
  },
  goal: (p) => `In the ${p.folder} folder, rename the file "${p.name}" to "${p.newName}".`,
  changes: (p) => [modified(fs.ITEMS, p.id, ['name'])],
  checks: (p) => [expectEqual(`the file is named "${p.newName}"`, p.newName, ({ after }) => fs.itemById(after, p.id)?.name ?? null)],
  oracle: async (ui, p) => {
    await fs.openFolder(ui, p.folder);
    await fs.renameItem(ui, p.name, p.newName);
    await ui.done();
  },
  alternatives: [
    { name: "the menu opened by tapping the file's row", run: async (ui, p) => {
      await fs.openFolder(ui, p.folder);
      await fs.renameItem(ui, p.name, p.newName, 'row');
      await ui.done();
    } },
    { name: 'renamed with a typo, then corrected', run: async (ui, p) => {
      await fs.openFolder(ui, p.folder);
      await fs.renameItem(ui, p.name, fs.withSuffix(p.name, 'tmp'));
      await fs.renameItem(ui, fs.withSuffix(p.name, 'tmp'), p.newName);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'renames the neighbouring file', params: (p) => ({ ...p, name: p.neighbour }) },
    { name: 'drops the extension', params: (p) => ({ ...p, newName: p.newName.replace(/\.[^.]+$/, '') }) },
  ],
});
