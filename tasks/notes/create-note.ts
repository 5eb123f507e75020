import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import * as notes from './kit.ts';

export default defineTask({
  id: 'notes/create-note',
  apps: ['notes'],
  difficulty: 2,
  maxSteps: 29,
  params: ({ rng, world }) => {
    const i = rng.int(0, notes.NEW_TITLES.length - 1);
    const [folder, other] = rng.sample(world.apps.notes.folders, 2);
    return { title: notes.NEW_TITLES[i]! as string, body: notes.NEW_BODIES[i]! as string, folder: folder!.name, folderId: folder!.id, otherFolder: other!.name };
  },
  goal: (p) => `In the ${p.folder} folder, create a note titled "${p.title}" whose text reads "${p.body}"`,
  named: (p, s) => notes.namedInNotes(s, { folders: [p.folder] }),
  changes: () => [added(notes.NOTES)],
  checks: (p) => notes.created({ title: p.title, folderId: p.folderId, folder: p.folder, body: p.body }),
  oracle: notes.script((ui, p) => notes.create(ui, p)),
  undo: (ui) => notes.deleteOpen(ui),
  alternatives: [
    { name: 'from All notes, folder picked in the editor', run: notes.script((ui, p) => notes.createFromAllNotes(ui, p)) },
    { name: 'made in another folder, then moved with its page\'s Move button', run: async (ui, p) => {
      await notes.create(ui, { ...p, folder: p.otherFolder });
      await ui.tap({ text: 'Move to folder', role: 'button' });
      await ui.tap({ text: p.folder, role: 'button' });
      await ui.done();
    } },
    // The goal writes the text in quotes; typing them along is no other text.
    { name: 'the text typed with the goal\'s quotes', params: (p) => ({ ...p, body: `"${p.body}"` }) },
    { name: 'saved with a typo, deleted, and written again', run: async (ui, p, oracle) => { await notes.create(ui, { ...p, body: notes.typo(p.body) }); await notes.deleteOpen(ui); await oracle(ui, p); } },
  ],
  nearMisses: [
    { name: 'creates it in another folder', params: (p) => ({ ...p, folder: p.otherFolder }) },
    { name: 'a typo in the text', params: (p) => ({ ...p, body: notes.typo(p.body) }) },
    { name: 'never saves it', run: async (ui, p) => { await notes.create(ui, p, false); await ui.back(); await ui.done(); } },
    { name: 'pins it as well', run: notes.script(async (ui, p) => { await notes.create(ui, p); await ui.tap({ text: 'Pin', role: 'button' }); }) },
    { name: 'creates it twice', run: async (ui, p, oracle) => { await notes.create(ui, p); await oracle(ui, p); } },
  ],
});
