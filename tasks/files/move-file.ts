import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { folderAt } from '../../apps/files/state.ts';
import { files, filesIn, folderPaths, itemById, openFolder, sendItem } from './common.ts';

const SOURCES = ['Downloads', 'Documents', 'Pictures/Camera', 'Music'] as const;

export default defineTask({
  id: 'files/move-file',
  apps: ['files'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const state = files(world);
    const from = rng.pick(SOURCES);
    const target = rng.pick(filesIn(state, from));
    // A destination two levels deep when possible, and its parent for the near miss.
    const dests = folderPaths(state).filter((f) => f !== from && f.includes('/'));
    const to = rng.pick(dests);
    return { id: target.id, name: target.name, from, to, toId: folderAt(state, to)!.id, toParent: to.split('/')[0]! };
  },
  goal: (p) => `Move the file "${p.name}" from ${p.from} to the ${p.to} folder.`,
  checks: (p) => [
    expectEqual(`"${p.name}" is in ${p.to}`, p.toId, ({ after }) => itemById(after, p.id)?.parent ?? null),
    expectEqual('it keeps its name', p.name, ({ after }) => itemById(after, p.id)?.name ?? null),
  ],
  allowedChanges: (p) => [`apps.files.items[${p.id}].parent`],
  oracle: async (ui, p) => {
    await openFolder(ui, p.from);
    await sendItem(ui, p.name, 'Move', p.to);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'copies it instead of moving it',
      run: async (ui, p) => {
        await openFolder(ui, p.from);
        await sendItem(ui, p.name, 'Copy', p.to);
        await ui.done();
      },
    },
    {
      name: 'moves it to the parent folder',
      run: async (ui, p) => {
        await openFolder(ui, p.from);
        await sendItem(ui, p.name, 'Move', p.toParent);
        await ui.done();
      },
    },
  ],
});
