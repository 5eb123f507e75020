import { defineTask } from '../define.ts';
import { folderAt } from '../../apps/files/state.ts';
import * as fs from './kit.ts';

const NAMES = ['Taxes', 'Recipes', 'Contracts', 'Wallpapers', 'Old stuff', 'Travel', 'School', 'Health', 'Car', 'Projects'] as const;
const PARENTS = ['Documents', 'Downloads', 'Pictures', 'Music', 'Movies', 'Documents/Work'] as const;

export default defineTask({
  id: 'files/create-folder',
  apps: ['files'],
  difficulty: 1,
  maxSteps: 19,
  params: ({ rng, world }) => {
    const parent = rng.pick(PARENTS);
    return { name: rng.pick<string>(NAMES), parent: parent as string, parentId: folderAt(fs.files(world), parent)!.id };
  },
  goal: (p) => `Create a new folder named "${p.name}" inside ${p.parent}.`,
  named: (p, s) => fs.namedInFiles(s, { folders: [p.parent] }),
  changes: () => [fs.folderRule()],
  checks: (p) => [fs.createdFolder(p.name, p.parentId, p.parent)],
  oracle: fs.inFolder((p) => p.parent, (ui, p) => fs.newFolder(ui, p.name)),
  alternatives: [
    { name: 'created with a typo, then renamed', run: fs.inFolder((p) => p.parent, (ui, p) => fs.newFolder(ui, `${p.name}x`), (ui, p) => fs.renameItem(ui, `${p.name}x`, p.name)) },
    { name: 'created at the top level by mistake, then moved into the folder', run: fs.inFolder(() => '', (ui, p) => fs.newFolder(ui, p.name), (ui, p) => fs.sendItem(ui, p.name, 'Move', p.parent)) },
    { name: "with the Move to picker's New folder button, then cancelled", run: async (ui, p) => {
      await fs.openFolder(ui, 'Downloads');
      await fs.openMenu(ui, fs.fileRows(ui)[0]!.name);
      await ui.tap({ text: 'Move to', role: 'button' });
      await fs.walk(ui, p.parent);
      await fs.newFolder(ui, p.name);
      await ui.tap({ text: 'Cancel', role: 'button' });
      await ui.done();
    } },
    // Files takes the two for one name: the kit's createdFolder compares in any case.
    { name: 'types the name in lower case', params: (p) => ({ ...p, name: p.name.toLowerCase() }) },
    // The folder made again is a new record with a new id: the goal is about what the folder is, not which id it has.
    { name: 'created, deleted, then created again', run: fs.inFolder((p) => p.parent,
      (ui, p) => fs.newFolder(ui, p.name), (ui, p) => fs.deleteItem(ui, p.name), (ui, p) => fs.newFolder(ui, p.name)) },
  ],
  nearMisses: [
    { name: 'creates it at the top level', params: (p) => ({ ...p, parent: '' }) },
    { name: 'leaves a typo in the name', params: (p) => ({ ...p, name: `${p.name}x` }) },
    // Files keeps what was typed (trimmed): a folder "Taxes." or "\"Taxes\"" is another name, which Files puts beside "Taxes".
    { name: "types the goal's quotes into the name", params: (p) => ({ ...p, name: `"${p.name}"` }) },
    { name: 'types a full stop after the name', params: (p) => ({ ...p, name: `${p.name}.` }) },
    { name: 'creates an extra folder as well', run: fs.inFolder((p) => p.parent, (ui, p) => fs.newFolder(ui, p.name), (ui) => fs.newFolder(ui, 'New folder')) },
  ],
});
