import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import { noteById, openNote, pickTwo } from './helpers.ts';

async function askToDelete(ui: TaskUi, title: string): Promise<void> {
  await openNote(ui, title);
  await ui.tap({ text: 'Delete', role: 'button' });
}

export default defineTask({
  id: 'notes/delete-note',
  apps: ['notes'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const [target, other] = pickTwo(rng, world);
    return { id: target.id, title: target.title, other: other.title };
  },
  goal: (p) => `Delete the note "${p.title}".`,
  checks: (p) => [
    expectEqual(`"${p.title}" is gone`, false, ({ after }) => noteById(after, p.id) !== undefined),
    expectEqual('one note fewer than before', -1, ({ before, after }) => after.apps.notes.notes.length - before.apps.notes.notes.length),
  ],
  allowedChanges: (p) => [`apps.notes.notes[${p.id}]`],
  oracle: async (ui, p) => {
    await askToDelete(ui, p.title);
    await ui.tap({ text: 'Delete', role: 'button' }); // the dialog's confirmation
    await ui.done();
  },
  nearMisses: [
    { name: 'deletes another note', run: async (ui, p) => { await askToDelete(ui, p.other); await ui.tap({ text: 'Delete', role: 'button' }); await ui.done(); } },
    { name: 'cancels the confirmation', run: async (ui, p) => { await askToDelete(ui, p.title); await ui.tap({ text: 'Cancel', role: 'button' }); await ui.done(); } },
  ],
});
