import { defineTask } from '../define.ts';
import { folderAt, type FileItem } from '../../apps/files/state.ts';
import * as fs from './kit.ts';

const NAMES = ['Important', 'Archive', 'To print', 'Keep', 'Personal', 'Shared'] as const;
const FOLDERS = ['Documents', 'Downloads', 'Music'] as const;

// Moving may also be a copy and a delete (see kit `moveRules`).
export default defineTask({
  id: 'files/organize-into-folder',
  apps: ['files'],
  difficulty: 3,
  maxSteps: 35,
  params: ({ rng, world }) => {
    const state = fs.files(world);
    const folder: string = rng.pick(FOLDERS);
    const [a, b] = rng.sample(fs.filesIn(state, folder), 2) as [FileItem, FileItem];
    // `under` is where the oracle makes the folder (the near miss makes it at the top level).
    return { folder, folderId: folderAt(state, folder)!.id, name: rng.pick<string>(NAMES), a: a.name, b: b.name, names: [a.name, b.name], moved: [fs.ref(a), fs.ref(b)], under: folder };
  },
  goal: (p) => `In ${p.folder}, create a folder named "${p.name}" and move "${p.a}" and "${p.b}" into it.`,
  named: (p, s) => fs.namedInFiles(s, { files: [{ folder: p.folder, name: p.a }, { folder: p.folder, name: p.b }], folders: [p.folder] }),
  changes: (p) => [fs.folderRule(), ...fs.moveRules(p.moved)],
  checks: (p) => [
    fs.createdFolder(p.name, p.folderId, p.folder),
    fs.movedTo(p.moved, `the new folder "${p.name}"`, (ctx) => fs.createdFolderOf(ctx)?.id),
  ],
  oracle: async (ui, p) => {
    await fs.openFolder(ui, p.under);
    await fs.newFolder(ui, p.name);
    if (p.under !== p.folder) await fs.walk(ui, p.folder);
    await fs.sendSelected(ui, p.names, 'Move', fs.join(p.under, p.name));
    await ui.done();
  },
  alternatives: [
    { name: "the folder made in the Move to picker's New folder", run: async (ui, p) => {
      await fs.openFolder(ui, p.folder);
      await fs.select(ui, [p.a, p.b]);
      await ui.tap({ text: 'Move to', role: 'button' });
      await fs.walk(ui, p.folder);
      await fs.newFolder(ui, p.name);
      await ui.tap({ text: 'Move here', role: 'button' });
      await ui.done();
    } },
    { name: 'each file moved on its own from its menu', run: async (ui, p) => {
      await fs.openFolder(ui, p.folder);
      await fs.newFolder(ui, p.name);
      await fs.sendItem(ui, p.a, 'Move', `${p.folder}/${p.name}`);
      await fs.sendItem(ui, p.b, 'Move', `${p.folder}/${p.name}`, 'row');
      await ui.done();
    } },
    { name: 'both copied into the new folder, then the originals deleted', run: async (ui, p) => {
      await fs.openFolder(ui, p.folder);
      await fs.newFolder(ui, p.name);
      await fs.sendSelected(ui, p.names, 'Copy', `${p.folder}/${p.name}`);
      await fs.select(ui, p.names);
      await ui.tap({ text: 'Delete', role: 'button' });
      await ui.tap({ text: 'Delete', role: 'button' });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'moves only the first file', params: (p) => ({ ...p, names: [p.a] }) },
    { name: 'creates the folder at the top level', params: (p) => ({ ...p, under: '' }) },
  ],
});
