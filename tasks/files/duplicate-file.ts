import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { uniqueName } from '../../apps/files/state.ts';
import * as fs from './kit.ts';

const FOLDERS = ['Documents', 'Documents/Work', 'Downloads', 'Music'] as const;

export default defineTask({
  id: 'files/duplicate-file',
  apps: ['files'],
  difficulty: 2,
  maxSteps: 22,
  params: ({ rng, world }) => {
    const { folder, target, folderId } = fs.pickFile(rng, world, FOLDERS);
    return { file: fs.ref(target), name: target.name, folder, folderId, copyName: uniqueName(fs.files(world), folderId, target.name) };
  },
  goal: (p) => `Make a copy of "${p.name}" in the same folder (${p.folder}). Keep the name the Files app gives the copy.`,
  named: (p, s) => fs.namedInFiles(s, { files: [{ folder: p.folder, name: p.name }] }),
  changes: () => [added(fs.ITEMS)],
  checks: (p) => fs.copiedTo(p.file, p.folderId, p.folder, p.copyName),
  oracle: fs.inFolder((p) => p.folder, (ui, p) => fs.sendItem(ui, p.name, 'Copy', p.folder)),
  alternatives: [
    { name: 'selected with a long press, copied from the selection bar', run: fs.inFolder((p) => p.folder, (ui, p) => fs.sendSelected(ui, [p.name], 'Copy', p.folder)) },
    // Redo: the copy (a new item) deleted and made again; the app gives the new one the same name.
    { name: 'copied, the copy deleted, then copied again', run: fs.inFolder((p) => p.folder,
      (ui, p) => fs.sendItem(ui, p.name, 'Copy', p.folder), (ui, p) => fs.deleteItem(ui, p.copyName), (ui, p) => fs.sendItem(ui, p.name, 'Copy', p.folder)) },
  ],
  nearMisses: [
    // Played as the oracle with the parent folder as its folder, it looked for the file there and never copied anything.
    { name: 'copies it into the parent folder', run: fs.inFolder((p) => p.folder, (ui, p) => fs.sendItem(ui, p.name, 'Copy', p.folder.includes('/') ? p.folder.split('/')[0]! : '')) },
    { name: 'renames the copy to "<name> copy"', run: fs.inFolder((p) => p.folder, (ui, p) => fs.sendItem(ui, p.name, 'Copy', p.folder), (ui, p) => fs.renameItem(ui, p.copyName, fs.withSuffix(p.name, 'copy'))) },
    { name: 'copies it twice', run: fs.inFolder((p) => p.folder, (ui, p) => fs.sendItem(ui, p.name, 'Copy', p.folder), (ui, p) => fs.sendItem(ui, p.name, 'Copy', p.folder)) },
  ],
});
