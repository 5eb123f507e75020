import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import * as fs from './kit.ts';

const FOLDERS = ['Documents', 'Documents/Receipts', 'Downloads', 'Pictures/Screenshots', 'Movies'] as const;

export default defineTask({
  id: 'files/delete-file',
  apps: ['files'],
  difficulty: 2,
  maxSteps: 17,
  params: ({ rng, world }) => {
    const { folder, target, neighbour } = fs.pickFileWithNeighbour(rng, world, FOLDERS);
    return { id: target.id, name: target.name, folder, neighbour };
  },
  goal: (p) => `Delete the file "${p.name}" from the ${p.folder} folder.`,
  named: (p, s) => fs.namedInFiles(s, { files: [{ folder: p.folder, name: p.name }] }),
  changes: (p) => [removed(fs.ITEMS, { which: p.id })],
  checks: (p) => [expectEqual(`"${p.name}" is gone`, [p.id], ({ changes }) => changes.removed(fs.ITEMS).map((i) => i.id))],
  oracle: fs.inFolder((p) => p.folder, (ui, p) => fs.deleteItem(ui, p.name)),
  alternatives: [
    { name: 'selected with a long press, deleted from the selection bar', run: fs.inFolder((p) => p.folder, (ui, p) => fs.deleteItem(ui, p.name, { via: 'select' })) },
    { name: 'the folder re-sorted by size first', run: async (ui, p, oracle) => {
      await fs.openFolder(ui, p.folder);
      await fs.sortBy(ui, 'Size');
      await oracle(ui, p);
    } },
  ],
  nearMisses: [
    { name: 'deletes the neighbouring file', params: (p) => ({ ...p, name: p.neighbour }) },
    { name: 'selects it and the neighbouring file and deletes both', run: fs.inFolder((p) => p.folder, async (ui, p) => {
      await fs.select(ui, [p.name, p.neighbour]);
      await ui.tap({ text: 'Delete', role: 'button' });
      await ui.tap({ text: 'Delete', role: 'button' });
    }) },
    { name: 'cancels the confirmation', run: fs.inFolder((p) => p.folder, (ui, p) => fs.deleteItem(ui, p.name, { confirm: false })) },
  ],
});
