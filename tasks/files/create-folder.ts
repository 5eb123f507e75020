import { defineTask } from '../define.ts';
import { expectThat } from '../../judges/index.ts';
import { folderAt } from '../../apps/files/state.ts';
import { files, nextItemId, newItems, newFolder, openFolder } from './common.ts';

const NAMES = ['Taxes', 'Recipes', 'Contracts', 'Wallpapers', 'Old stuff', 'Travel', 'School', 'Health', 'Car', 'Projects'] as const;
const PARENTS = ['Documents', 'Downloads', 'Pictures', 'Music', 'Movies', 'Documents/Work'] as const;

export default defineTask({
  id: 'files/create-folder',
  apps: ['files'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const parent = rng.pick(PARENTS);
    return { name: rng.pick(NAMES), parent, parentId: folderAt(files(world), parent)!.id, newId: nextItemId(world) };
  },
  goal: (p) => `Create a new folder named "${p.name}" inside ${p.parent}.`,
  checks: (p) => [
    expectThat(
      `one folder "${p.name}" was added in ${p.parent}`,
      [{ name: p.name, kind: 'folder', parent: p.parentId }],
      ({ before, after }) => newItems(before, after).map((i) => ({ name: i.name, kind: i.kind, parent: i.parent })),
      (found) => found.length === 1 && found[0]!.name === p.name && found[0]!.kind === 'folder' && found[0]!.parent === p.parentId,
    ),
  ],
  allowedChanges: (p) => [`apps.files.items[${p.newId}]`, 'apps.files.nextId'],
  oracle: async (ui, p) => {
    await openFolder(ui, p.parent);
    await newFolder(ui, p.name);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'creates it at the top level',
      run: async (ui, p) => {
        await openFolder(ui, '');
        await newFolder(ui, p.name);
        await ui.done();
      },
    },
    {
      name: 'types the name in lower case',
      run: async (ui, p) => {
        await openFolder(ui, p.parent);
        await newFolder(ui, p.name.toLowerCase());
        await ui.done();
      },
    },
  ],
});
