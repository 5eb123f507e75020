import { defineTask } from '../define.ts';
import { extensionOf, folderAt, sortItems } from '../../apps/files/state.ts';
import type { TaskUi } from '../ui.ts';
import * as fs from './kit.ts';

const NAMES = ['Trip', 'Vacation', 'Beach 2026', 'Weekend away', 'Road trip'] as const;

/** In Downloads: select the files, Move to → `under` → New folder (the picker enters it) → Move here. */
async function moveIntoNewFolder(ui: TaskUi, names: string[], under: string, folder: string): Promise<void> {
  await fs.openFolder(ui, 'Downloads');
  await fs.select(ui, names);
  await ui.tap({ text: 'Move to', role: 'button' });
  await fs.walk(ui, under);
  await fs.newFolder(ui, folder);
  await ui.tap({ text: 'Move here', role: 'button' });
}

// Moving may also be a copy and a delete (see kit `moveRules`).
export default defineTask({
  id: 'files/move-photos-to-new-folder',
  apps: ['files'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const state = fs.files(world);
    const jpgs = sortItems(fs.filesIn(state, 'Downloads').filter((i) => extensionOf(i.name) === 'jpg'), 'name');
    return { folder: rng.pick<string>(NAMES), picturesId: folderAt(state, 'Pictures')!.id, names: jpgs.map((i) => i.name), moved: jpgs.map(fs.ref), under: 'Pictures' };
  },
  goal: (p) => `Create a folder named "${p.folder}" inside Pictures and move all the .jpg files from Downloads into it.`,
  named: (_p, s) => fs.namedInFiles(s, { folders: ['Pictures', 'Downloads'] }),
  changes: (p) => [fs.folderRule(), ...fs.moveRules(p.moved)],
  checks: (p) => [
    fs.createdFolder(p.folder, p.picturesId, 'Pictures'),
    fs.movedTo(p.moved, `the new folder "${p.folder}"`, (ctx) => fs.createdFolderOf(ctx)?.id),
  ],
  oracle: async (ui, p) => {
    await moveIntoNewFolder(ui, p.names, p.under, p.folder);
    await ui.done();
  },
  alternatives: [
    { name: 'the folder made first in Pictures, then the photos moved into it', run: async (ui, p) => {
      await fs.openFolder(ui, 'Pictures');
      await fs.newFolder(ui, p.folder);
      await ui.launch('Files');
      await fs.walk(ui, 'Downloads');
      await fs.sendSelected(ui, p.names, 'Move', `Pictures/${p.folder}`);
      await ui.done();
    } },
    { name: 'Select all, the other files unticked, then moved into a new folder', run: async (ui, p) => {
      await fs.openFolder(ui, 'Downloads');
      await ui.longPress({ text: fs.fileRows(ui)[0]!.name });
      await ui.tap({ text: 'Select all', role: 'button' });
      // Down the list, a screen at a time: untick every row that is no .jpg.
      const seen = new Set<string>();
      for (let screen = 0; screen < 10; screen++) {
        const rows = fs.fileRows(ui).map((r) => r.name).filter((n) => !seen.has(n));
        if (screen > 0 && rows.length === 0) break;
        for (const name of rows) {
          seen.add(name);
          if (!p.names.includes(name)) await ui.tap({ text: name, role: 'checkbox' });
        }
        await ui.swipe('up');
      }
      await ui.tap({ text: 'Move to', role: 'button' });
      await fs.walk(ui, p.under);
      await fs.newFolder(ui, p.folder);
      await ui.tap({ text: 'Move here', role: 'button' });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'leaves the last .jpg behind', params: (p) => ({ ...p, names: p.names.slice(0, -1) }) },
    { name: 'creates the folder at the top level', params: (p) => ({ ...p, under: '' }) },
    // "All the photos": a .png (or any other file of Downloads) taken along is a file the goal did not ask to move.
    { name: 'also moves a file of Downloads that is no .jpg', run: async (ui, p) => {
      await fs.openFolder(ui, 'Downloads');
      const rows = fs.fileRows(ui).map((r) => r.name).filter((n) => !p.names.includes(n));
      const extra = rows.find((n) => n.endsWith('.png')) ?? rows[0]!;
      await ui.launch('Files');
      await moveIntoNewFolder(ui, [...p.names, extra], p.under, p.folder);
      await ui.done();
    } },
  ],
});
