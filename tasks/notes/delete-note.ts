import { defineTask } from '../define.ts';
import { removed } from '../../judges/index.ts';
import * as notes from './kit.ts';

export default defineTask({
  id: 'notes/delete-note',
  apps: ['notes'],
  difficulty: 1,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const [target, other] = notes.pickTwo(rng, world);
    return { id: target.id, title: target.title, folder: notes.folderName(world, target.folderId)!, other: other.title };
  },
  goal: (p) => `Delete the note "${p.title}".`,
  named: (p, s) => notes.namedInNotes(s, { notes: [p.title] }),
  changes: (p) => [removed(notes.NOTES, { which: p.id })],
  checks: (p) => [notes.deleted(p.id, p.title)],
  oracle: notes.script((ui, p) => notes.remove(ui, p.title)),
  alternatives: [
    { name: 'Delete from the row menu (long press)', run: async (ui, p) => { await notes.fromRowMenu(ui, p.title, 'Delete'); await ui.tap({ text: 'Delete', role: 'button' }); await ui.done(); } },
    { name: 'found by scrolling its folder, cancelled once, then deleted', run: async (ui, p) => {
      await notes.openByScrolling(ui, p.folder, p.title);
      await notes.deleteOpen(ui, false);
      await notes.deleteOpen(ui);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'deletes another note', params: (p) => ({ ...p, title: p.other }) },
    { name: 'cancels the confirmation', run: notes.script((ui, p) => notes.remove(ui, p.title, false)) },
    { name: 'deletes it and another note', run: async (ui, p, oracle) => { await notes.remove(ui, p.other); await oracle(ui, p); } },
  ],
});
