import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import { sortItems } from '../../apps/files/state.ts';
import * as fs from './kit.ts';

const FOLDERS = ['Documents', 'Documents/Receipts', 'Downloads', 'Pictures/Screenshots', 'Movies'] as const;

export default defineTask({
  id: 'files/delete-file',
  apps: ['files'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const folder = rng.pick(FOLDERS.filter((f) => fs.filesIn(fs.files(world), f).length >= 2));
    const list = sortItems(fs.filesIn(fs.files(world), folder), 'name');
    const index = rng.int(0, list.length - 1);
    const neighbour = list[index + 1] ?? list[index - 1]!;
    return { id: list[index]!.id, name: list[index]!.name, folder, neighbour: neighbour.name };
  },
  goal: (p) => `Delete the file "${p.name}" from the ${p.folder} folder.`,
  changes: (p) => [removed(fs.ITEMS, { which: p.id })],
  checks: (p) => [expectEqual(`"${p.name}" is gone`, [p.id], ({ changes }) => changes.removed(fs.ITEMS).map((i) => i.id))],
  oracle: async (ui, p) => {
    await fs.openFolder(ui, p.folder);
    await fs.deleteItem(ui, p.name);
    await ui.done();
  },
  alternatives: [
    { name: 'selected with a long press, deleted from the selection bar', run: async (ui, p) => {
      await fs.openFolder(ui, p.folder);
      await fs.deleteItem(ui, p.name, { via: 'select' });
      await ui.done();
    } },
    { name: 'the folder re-sorted by size first', run: async (ui, p, oracle) => {
      await fs.openFolder(ui, p.folder);
      await fs.sortBy(ui, 'Size');
      await oracle(ui, p);
    } },
  ],
  nearMisses: [
    { name: 'deletes the neighbouring file', params: (p) => ({ ...p, name: p.neighbour }) },
    { name: 'cancels the confirmation', run: async (ui, p) => {
      await fs.openFolder(ui, p.folder);
      await fs.deleteItem(ui, p.name, { confirm: false });
      await ui.done();
    } },
  ],
});
