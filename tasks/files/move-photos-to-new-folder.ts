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
  ],
  nearMisses: [
    { name: 'leaves the last .jpg behind', params: (p) => ({ ...p, names: p.names.slice(0, -1) }) },
    { name: 'creates the folder at the top level', params: (p) => ({ ...p, under: '' }) },
  ],
});
