import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { folderAt } from '../../apps/files/state.ts';
import * as fs from './kit.ts';

const SOURCES = ['Downloads', 'Documents', 'Documents/Work', 'Pictures/Camera'] as const;
const DESTS = ['Documents', 'Documents/Receipts', 'Documents/Work', 'Pictures', 'Downloads', 'Movies'] as const;

export default defineTask({
  id: 'files/copy-file',
  apps: ['files'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const { folder: from, target } = fs.pickFile(rng, world, SOURCES);
    const [to, other] = rng.sample(DESTS.filter((d) => d !== from), 2) as [string, string];
    return { file: fs.ref(target), name: target.name, from, to, toId: folderAt(fs.files(world), to)!.id, other };
  },
  goal: (p) => `Copy the file "${p.name}" from ${p.from} into the ${p.to} folder, keeping the original where it is.`,
  named: (p, s) => fs.namedInFiles(s, { files: [{ folder: p.from, name: p.name }], folders: [p.to] }),
  changes: () => [added(fs.ITEMS)],
  checks: (p) => fs.copiedTo(p.file, p.toId, p.to),
  oracle: fs.inFolder((p) => p.from, (ui, p) => fs.sendItem(ui, p.name, 'Copy', p.to)),
  alternatives: [
    { name: 'selected with a long press, copied from the selection bar', run: fs.inFolder((p) => p.from, (ui, p) => fs.sendSelected(ui, [p.name], 'Copy', p.to)) },
    { name: 'copied into another folder first, then that copy moved to the right one', run: fs.inFolder((p) => p.from,
      (ui, p) => fs.sendItem(ui, p.name, 'Copy', p.other),
      (ui, p) => fs.openFolder(ui, p.other),
      (ui, p) => fs.sendItem(ui, p.name, 'Move', p.to)) },
    { name: "the menu opened by tapping the file's row", run: fs.inFolder((p) => p.from, (ui, p) => fs.sendItem(ui, p.name, 'Copy', p.to, 'row')) },
  ],
  nearMisses: [
    { name: 'moves it instead of copying it', run: fs.inFolder((p) => p.from, (ui, p) => fs.sendItem(ui, p.name, 'Move', p.to)) },
    { name: 'copies it into another folder', params: (p) => ({ ...p, to: p.other }) },
    { name: 'copies it twice', run: fs.inFolder((p) => p.from, (ui, p) => fs.sendItem(ui, p.name, 'Copy', p.to), (ui, p) => fs.sendItem(ui, p.name, 'Copy', p.to)) },
  ],
});
