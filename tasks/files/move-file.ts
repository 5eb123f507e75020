import { defineTask } from '../define.ts';
import { folderAt } from '../../apps/files/state.ts';
import * as fs from './kit.ts';

const SOURCES = ['Downloads', 'Documents', 'Pictures/Camera', 'Music'] as const;

// A move may also be made as a copy into the folder and a delete of the original: the person
// then sees the same file, with the same name and size, in the new folder and not in the old one.
export default defineTask({
  id: 'files/move-file',
  apps: ['files'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const state = fs.files(world);
    const { folder: from, target } = fs.pickFile(rng, world, SOURCES);
    // A destination two levels deep where no file has its name, and its parent for the near miss.
    const dests = fs.folderPaths(state).filter((f) => f !== from && f.includes('/') && !fs.filesIn(state, f).some((i) => i.name === target.name));
    const to = rng.pick(dests);
    return { file: fs.ref(target), name: target.name, from, to, toId: folderAt(state, to)!.id, toParent: to.split('/')[0]! };
  },
  goal: (p) => `Move the file "${p.name}" from ${p.from} to the ${p.to} folder.`,
  named: (p, s) => fs.namedInFiles(s, { files: [{ folder: p.from, name: p.name }], folders: [p.to] }),
  changes: (p) => fs.moveRules([p.file]),
  checks: (p) => [fs.movedTo([p.file], p.to, () => p.toId)],
  oracle: fs.inFolder((p) => p.from, (ui, p) => fs.sendItem(ui, p.name, 'Move', p.to)),
  alternatives: [
    { name: 'selected with a long press, moved from the selection bar', run: fs.inFolder((p) => p.from, (ui, p) => fs.sendSelected(ui, [p.name], 'Move', p.to)) },
    // Movies: never a source or a destination here, and none of its files has a source file's name.
    { name: 'moved to Movies by mistake, then on to the right folder', run: fs.inFolder((p) => p.from,
      (ui, p) => fs.sendItem(ui, p.name, 'Move', 'Movies'),
      (ui) => fs.openFolder(ui, 'Movies'),
      (ui, p) => fs.sendItem(ui, p.name, 'Move', p.to)) },
    { name: 'copied there, then the original deleted', run: fs.inFolder((p) => p.from, (ui, p) => fs.sendItem(ui, p.name, 'Copy', p.to, 'row'), (ui, p) => fs.deleteItem(ui, p.name)) },
  ],
  nearMisses: [
    { name: 'copies it instead of moving it', run: fs.inFolder((p) => p.from, (ui, p) => fs.sendItem(ui, p.name, 'Copy', p.to)) },
    { name: 'moves it to the parent folder', params: (p) => ({ ...p, to: p.toParent }) },
  ],
});
