import { defineTask } from '../define.ts';
import { expectEqual, expectThat } from '../../judges/index.ts';
import { extensionOf, folderAt, sortItems } from '../../apps/files/state.ts';
import type { TaskUi } from '../ui.ts';
import { files, filesIn, itemById, nextItemId, newItems, openFolder } from './common.ts';

const NAMES = ['Trip', 'Vacation', 'Beach 2026', 'Weekend away', 'Road trip'] as const;

/** In Downloads: select the files, Move to → Pictures → New folder (the picker enters it) → Move here. */
async function moveIntoNewFolder(ui: TaskUi, names: string[], under: string, folder: string): Promise<void> {
  await openFolder(ui, 'Downloads');
  await ui.scrollTo({ text: names[0]! });
  await ui.longPress({ text: names[0]! });
  for (const name of names.slice(1)) {
    await ui.scrollTo({ text: name });
    await ui.tap({ text: name });
  }
  await ui.tap({ text: 'Move to', role: 'button' });
  if (under !== '') await ui.tap({ text: under, role: 'button' });
  await ui.tap({ text: 'New folder', role: 'button' });
  await ui.fill({ hint: 'Folder name' }, folder);
  await ui.tap({ text: 'Create', role: 'button' });
  await ui.tap({ text: 'Move here', role: 'button' });
}

export default defineTask({
  id: 'files/move-photos-to-new-folder',
  apps: ['files'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const state = files(world);
    const jpgs = sortItems(filesIn(state, 'Downloads').filter((i) => extensionOf(i.name) === 'jpg'), 'name');
    return {
      folder: rng.pick(NAMES),
      picturesId: folderAt(state, 'Pictures')!.id,
      names: jpgs.map((i) => i.name),
      ids: jpgs.map((i) => i.id),
      newId: nextItemId(world),
    };
  },
  goal: (p) => `Create a folder named "${p.folder}" inside Pictures and move all the .jpg files from Downloads into it.`,
  checks: (p) => [
    expectThat(
      `a folder "${p.folder}" was added in Pictures`,
      [{ name: p.folder, kind: 'folder', parent: p.picturesId }],
      ({ before, after }) => newItems(before, after).map((i) => ({ name: i.name, kind: i.kind, parent: i.parent })),
      (found) => found.length === 1 && found[0]!.name === p.folder && found[0]!.kind === 'folder' && found[0]!.parent === p.picturesId,
    ),
    expectEqual(`all ${p.ids.length} .jpg files of Downloads are in it`, p.ids.map(() => p.newId), ({ after }) => p.ids.map((id) => itemById(after, id)?.parent ?? null)),
    expectEqual('they keep their names', p.names, ({ after }) => p.ids.map((id) => itemById(after, id)?.name ?? null)),
  ],
  allowedChanges: (p) => [`apps.files.items[${p.newId}]`, 'apps.files.nextId', ...p.ids.map((id) => `apps.files.items[${id}].parent`)],
  oracle: async (ui, p) => {
    await moveIntoNewFolder(ui, p.names, 'Pictures', p.folder);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'leaves the last .jpg behind',
      run: async (ui, p) => {
        await moveIntoNewFolder(ui, p.names.slice(0, -1), 'Pictures', p.folder);
        await ui.done();
      },
    },
    {
      name: 'creates the folder at the top level',
      run: async (ui, p) => {
        await moveIntoNewFolder(ui, p.names, '', p.folder);
        await ui.done();
      },
    },
  ],
});
