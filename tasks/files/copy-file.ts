import { defineTask } from '../define.ts';
import { expectEqual, expectThat } from '../../judges/index.ts';
import { folderAt } from '../../apps/files/state.ts';
import { files, filesIn, nextItemId, newItems, openFolder, sendItem } from './common.ts';

const SOURCES = ['Downloads', 'Documents', 'Documents/Work', 'Pictures/Camera'] as const;
const DESTS = ['Documents', 'Documents/Receipts', 'Documents/Work', 'Pictures', 'Downloads', 'Movies'] as const;

export default defineTask({
  id: 'files/copy-file',
  apps: ['files'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const state = files(world);
    const from = rng.pick(SOURCES);
    const target = rng.pick(filesIn(state, from));
    const [to, other] = rng.sample(DESTS.filter((d) => d !== from), 2) as [string, string];
    return { id: target.id, name: target.name, size: target.size, from, to, toId: folderAt(state, to)!.id, other, newId: nextItemId(world) };
  },
  goal: (p) => `Copy the file "${p.name}" from ${p.from} into the ${p.to} folder, keeping the original where it is.`,
  checks: (p) => [
    expectEqual('one item was added', 1, ({ before, after }) => newItems(before, after).length),
    expectThat(
      `it is a copy of "${p.name}" in ${p.to}`,
      { name: p.name, parent: p.toId, size: p.size },
      ({ before, after }) => newItems(before, after).map((i) => ({ name: i.name, parent: i.parent, size: i.size, kind: i.kind })),
      (found) => found.length === 1 && found[0]!.name === p.name && found[0]!.parent === p.toId && found[0]!.size === p.size && found[0]!.kind === 'file',
    ),
  ],
  // The original may not change at all.
  allowedChanges: (p) => [`apps.files.items[${p.newId}]`, 'apps.files.nextId'],
  oracle: async (ui, p) => {
    await openFolder(ui, p.from);
    await sendItem(ui, p.name, 'Copy', p.to);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'moves it instead of copying it',
      run: async (ui, p) => {
        await openFolder(ui, p.from);
        await sendItem(ui, p.name, 'Move', p.to);
        await ui.done();
      },
    },
    {
      name: 'copies it into another folder',
      run: async (ui, p) => {
        await openFolder(ui, p.from);
        await sendItem(ui, p.name, 'Copy', p.other);
        await ui.done();
      },
    },
  ],
});
