import { defineTask } from '../define.ts';
import { expectEqual, expectThat } from '../../judges/index.ts';
import { folderAt, uniqueName } from '../../apps/files/state.ts';
import { files, filesIn, nextItemId, newItems, openFolder, sendItem } from './common.ts';

const FOLDERS = ['Documents', 'Documents/Work', 'Downloads', 'Music'] as const;

export default defineTask({
  id: 'files/duplicate-file',
  apps: ['files'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const state = files(world);
    const folder = rng.pick(FOLDERS);
    const target = rng.pick(filesIn(state, folder));
    const folderId = folderAt(state, folder)!.id;
    return { id: target.id, name: target.name, folder, folderId, copyName: uniqueName(state, folderId, target.name), newId: nextItemId(world) };
  },
  goal: (p) => `Make a copy of "${p.name}" in the same folder (${p.folder}). The copy should get the name a file manager gives it.`,
  checks: (p) => [
    expectEqual('one item was added', 1, ({ before, after }) => newItems(before, after).length),
    expectThat(
      `it is "${p.copyName}" in ${p.folder}`,
      { name: p.copyName, parent: p.folderId },
      ({ before, after }) => newItems(before, after).map((i) => ({ name: i.name, parent: i.parent })),
      (found) => found.length === 1 && found[0]!.name === p.copyName && found[0]!.parent === p.folderId,
    ),
  ],
  allowedChanges: (p) => [`apps.files.items[${p.newId}]`, 'apps.files.nextId'],
  oracle: async (ui, p) => {
    await openFolder(ui, p.folder);
    await sendItem(ui, p.name, 'Copy', p.folder);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'copies it into the parent folder',
      run: async (ui, p) => {
        await openFolder(ui, p.folder);
        await sendItem(ui, p.name, 'Copy', p.folder.includes('/') ? p.folder.split('/')[0]! : '');
        await ui.done();
      },
    },
    {
      name: 'copies it twice',
      run: async (ui, p) => {
        await openFolder(ui, p.folder);
        await sendItem(ui, p.name, 'Copy', p.folder);
        await sendItem(ui, p.name, 'Copy', p.folder);
        await ui.done();
      },
    },
  ],
});
