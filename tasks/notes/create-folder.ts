import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import * as notes from './kit.ts';

const NAMES = ['Ideas', 'Health', 'Finance', 'Garden', 'Reading list', 'Kids', 'Home projects', 'Shopping', 'Fitness', 'Music'] as const;

export default defineTask({
  id: 'notes/create-folder',
  apps: ['notes'],
  difficulty: 1,
  maxSteps: 18,
  params: ({ rng, world }) => ({ name: rng.pick<string>(NAMES.filter((n) => notes.foldersNamed(world, n) === 0)) }),
  goal: (p) => `Create a new folder in Notes named "${p.name}".`,
  // One new folder: a second one (or a renamed old one) is a side effect.
  changes: () => [added(notes.FOLDERS)],
  checks: (p) => notes.createdFolder(p.name),
  oracle: notes.script((ui, p) => notes.newFolder(ui, p.name)),
  alternatives: [
    { name: 'confirmed with Enter', run: notes.script((ui, p) => notes.newFolder(ui, p.name, 'Enter')) },
    { name: 'made with a typo, then renamed', run: async (ui, p) => {
      await notes.newFolder(ui, notes.typo(p.name));
      await notes.renameFolder(ui, notes.typo(p.name), p.name);
      await ui.done();
    } },
    // Redo: the folder made again is a new record with a new id.
    { name: 'created, deleted with its long-press menu, then created again', run: async (ui, p) => {
      await notes.newFolder(ui, p.name);
      await ui.longPress({ text: p.name, role: 'button' });
      await ui.tap({ text: 'Delete', role: 'button' });
      await ui.tap({ text: 'Delete', role: 'button' });
      await notes.newFolder(ui, p.name);
      await ui.done();
    } },
    // Notes takes "health" and "Health" for one folder (it refuses the one beside the other).
    { name: 'the name typed in lower case', params: (p) => ({ ...p, name: p.name.toLowerCase() }) },
  ],
  nearMisses: [
    { name: 'a typo in the name', params: (p) => ({ ...p, name: notes.typo(p.name) }) },
    // Notes shows "Kids." as a folder beside "Kids": another name, as the app tells them apart.
    { name: 'a full stop typed after the name', params: (p) => ({ ...p, name: `${p.name}.` }) },
    { name: 'cancels the dialog', run: notes.script((ui, p) => notes.newFolder(ui, p.name, 'Cancel')) },
    { name: 'also creates a second folder', run: async (ui, p, oracle) => { await notes.newFolder(ui, `${p.name} 2`); await oracle(ui, p); } },
    { name: 'renames an existing folder instead', run: notes.script((ui, p) => notes.renameFolder(ui, 'Travel', p.name)) },
  ],
});
