import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { folderAt, uniqueName } from '../../apps/files/state.ts';
import * as fs from './kit.ts';

const FOLDERS = ['Documents', 'Documents/Work', 'Downloads', 'Music'] as const;

export default defineTask({
  id: 'files/duplicate-file',
  apps: ['files'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const state = fs.files(world);
    const folder = rng.pick(FOLDERS);
    const target = rng.pick(fs.filesIn(state, folder));
    const folderId = folderAt(state, folder)!.id;
    return { file: fs.ref(target), name: target.name, folder: folder as string, folderId, copyName: uniqueName(state, folderId, target.name) };
  },
  goal: (p) => `Make a copy of "${p.name}" in the same folder (${p.folder}). The copy should get the name a file manager gives it.`,
  changes: () => [added(fs.ITEMS)],
  checks: (p) => fs.copiedTo(p.file, p.folderId, p.folder, p.copyName),
  oracle: async (ui, p) => {
    await fs.openFolder(ui, p.folder);
    await fs.sendItem(ui, p.name, 'Copy', p.folder);
    await ui.done();
  },
  alternatives: [
    { name: 'selected with a long press, copied from the selection bar', run: async (ui, p) => {
      await fs.openFolder(ui, p.folder);
      await fs.sendSelected(ui, [p.name], 'Copy', p.folder);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'copies it into the parent folder', params: (p) => ({ ...p, folder: p.folder.includes('/') ? p.folder.split('/')[0]! : '' }) },
    { name: 'copies it twice', run: async (ui, p) => {
      await fs.openFolder(ui, p.folder);
      await fs.sendItem(ui, p.name, 'Copy', p.folder);
      await fs.sendItem(ui, p.name, 'Copy', p.folder);
      await ui.done();
    } },
  ],
});
