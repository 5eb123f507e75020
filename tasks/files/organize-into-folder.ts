import { defineTask } from '../define.ts';
import { expectEqual, expectThat } from '../../judges/index.ts';
import { folderAt } from '../../apps/files/state.ts';
import type { TaskUi } from '../ui.ts';
import { files, filesIn, itemById, nextItemId, newItems, newFolder, openFolder } from './common.ts';

const NAMES = ['Important', 'Archive', 'To print', 'Keep', 'Personal', 'Shared'] as const;
const FOLDERS = ['Documents', 'Downloads', 'Music'] as const;

/** Select the files with a long press and taps, then Move to → the folder path. */
async function moveSelected(ui: TaskUi, names: string[], dest: string[]): Promise<void> {
  await ui.scrollTo({ text: names[0]! });
  await ui.longPress({ text: names[0]! });
  for (const name of names.slice(1)) {
    await ui.scrollTo({ text: name });
    await ui.tap({ text: name });
  }
  await ui.tap({ text: 'Move to', role: 'button' });
  for (const name of dest) await ui.tap({ text: name, role: 'button' });
  await ui.tap({ text: 'Move here', role: 'button' });
}

export default defineTask({
  id: 'files/organize-into-folder',
  apps: ['files'],
  difficulty: 3,
  maxSteps: 35,
  params: ({ rng, world }) => {
    const state = files(world);
    const folder = rng.pick(FOLDERS);
    const [a, b] = rng.sample(filesIn(state, folder), 2);
    return { folder, folderId: folderAt(state, folder)!.id, name: rng.pick(NAMES), a: a!.name, aId: a!.id, b: b!.name, bId: b!.id, newId: nextItemId(world) };
  },
  goal: (p) => `In ${p.folder}, create a folder named "${p.name}" and move "${p.a}" and "${p.b}" into it.`,
  checks: (p) => [
    expectThat(
      `a folder "${p.name}" was added in ${p.folder}`,
      [{ name: p.name, kind: 'folder', parent: p.folderId }],
      ({ before, after }) => newItems(before, after).map((i) => ({ name: i.name, kind: i.kind, parent: i.parent })),
      (found) => found.length === 1 && found[0]!.name === p.name && found[0]!.kind === 'folder' && found[0]!.parent === p.folderId,
    ),
    expectEqual(`"${p.a}" is in it`, p.newId, ({ after }) => itemById(after, p.aId)?.parent ?? null),
    expectEqual(`"${p.b}" is in it`, p.newId, ({ after }) => itemById(after, p.bId)?.parent ?? null),
  ],
  allowedChanges: (p) => [`apps.files.items[${p.newId}]`, 'apps.files.nextId', `apps.files.items[${p.aId}].parent`, `apps.files.items[${p.bId}].parent`],
  oracle: async (ui, p) => {
    await openFolder(ui, p.folder);
    await newFolder(ui, p.name);
    await moveSelected(ui, [p.a, p.b], [p.folder, p.name]);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'moves only the first file',
      run: async (ui, p) => {
        await openFolder(ui, p.folder);
        await newFolder(ui, p.name);
        await moveSelected(ui, [p.a], [p.folder, p.name]);
        await ui.done();
      },
    },
    {
      name: 'creates the folder at the top level',
      run: async (ui, p) => {
        await openFolder(ui, '');
        await newFolder(ui, p.name);
        await ui.tap({ text: p.folder, role: 'button' });
        await moveSelected(ui, [p.a, p.b], [p.name]);
        await ui.done();
      },
    },
  ],
});
