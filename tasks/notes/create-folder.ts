import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import { typo } from './helpers.ts';

const NAMES = ['Ideas', 'Health', 'Finance', 'Garden', 'Reading list', 'Kids', 'Home projects', 'Shopping', 'Fitness', 'Music'] as const;

async function newFolder(ui: TaskUi, name: string): Promise<void> {
  await ui.openApp('Notes');
  await ui.tap({ text: 'New folder', role: 'button' });
  await ui.fill({ hint: 'Folder name' }, name);
}

export default defineTask({
  id: 'notes/create-folder',
  apps: ['notes'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => ({ name: rng.pick(NAMES.filter((n) => !world.apps.notes.folders.some((f) => f.name === n))) }),
  goal: (p) => `Create a new folder in Notes named "${p.name}".`,
  checks: (p) => [
    expectEqual('one folder was added', 1, ({ before, after }) => after.apps.notes.folders.length - before.apps.notes.folders.length),
    expectEqual(`exactly one folder is named "${p.name}"`, 1, ({ after }) => after.apps.notes.folders.filter((f) => f.name.trim() === p.name).length),
    expectEqual('the other folders are unchanged', true, ({ before, after }) =>
      before.apps.notes.folders.every((f) => after.apps.notes.folders.some((g) => g.id === f.id && g.name === f.name))),
  ],
  allowedChanges: ['apps.notes.folders', 'apps.notes.nextId'],
  oracle: async (ui, p) => {
    await newFolder(ui, p.name);
    await ui.tap({ text: 'Create', role: 'button' });
    await ui.done();
  },
  nearMisses: [
    { name: 'cancels the dialog', run: async (ui, p) => { await newFolder(ui, p.name); await ui.tap({ text: 'Cancel', role: 'button' }); await ui.done(); } },
    { name: 'a typo in the name', run: async (ui, p) => { await newFolder(ui, typo(p.name)); await ui.tap({ text: 'Create', role: 'button' }); await ui.done(); } },
  ],
});
