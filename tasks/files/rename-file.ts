import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import * as fs from './kit.ts';

const SUFFIXES = ['final', 'old', 'signed', 'v2', 'backup', 'draft', 'shared'] as const;
const FOLDERS = ['Documents', 'Documents/Work', 'Documents/Receipts', 'Downloads', 'Music', 'Movies'] as const;

export default defineTask({
  id: 'files/rename-file',
  apps: ['files'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    // The row next to it, for the near miss that renames the wrong file.
    const { folder, target, neighbour } = fs.pickFileWithNeighbour(rng, world, FOLDERS);
    return { id: target.id, folder, name: target.name, newName: fs.withSuffix(target.name, rng.pick(SUFFIXES)), neighbour };
  },
  goal: (p) => `In the ${p.folder} folder, rename the file "${p.name}" to "${p.newName}".`,
  named: (p, s) => fs.namedInFiles(s, { files: [{ folder: p.folder, name: p.name }] }),
  changes: (p) => [modified(fs.ITEMS, p.id, ['name'])],
  checks: (p) => [fs.renamedTo(`the file is named "${p.newName}"`, p.id, p.newName)],
  oracle: fs.inFolder((p) => p.folder, (ui, p) => fs.renameItem(ui, p.name, p.newName)),
  alternatives: [
    { name: "the menu opened by tapping the file's row", run: fs.inFolder((p) => p.folder, (ui, p) => fs.renameItem(ui, p.name, p.newName, 'row')) },
    { name: 'renamed with a typo, then corrected', run: fs.inFolder((p) => p.folder,
      (ui, p) => fs.renameItem(ui, p.name, fs.withSuffix(p.name, 'tmp')),
      (ui, p) => fs.renameItem(ui, fs.withSuffix(p.name, 'tmp'), p.newName)) },
    // Files takes a name in any case for the same name (it refuses "report.pdf" beside "Report.pdf").
    { name: 'types the new name in lower case', params: (p) => ({ ...p, newName: p.newName.toLowerCase() }) },
  ],
  nearMisses: [
    { name: 'renames the neighbouring file', params: (p) => ({ ...p, name: p.neighbour }) },
    { name: 'drops the extension', params: (p) => ({ ...p, newName: p.newName.replace(/\.[^.]+$/, '') }) },
    // Files keeps what was typed (trimmed): "Report final.pdf." and "\"Report final.pdf\"" are other names, with another extension.
    { name: 'types a full stop after the new name', params: (p) => ({ ...p, newName: `${p.newName}.` }) },
    { name: "types the goal's quotes into the new name", params: (p) => ({ ...p, newName: `"${p.newName}"` }) },
  ],
});
