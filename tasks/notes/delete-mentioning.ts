import { defineTask } from '../define.ts';
import { removed } from '../../judges/index.ts';
import { fieldsOf, saveNote } from '../../apps/notes/model.ts';
import { noteMatches } from '../../apps/notes/state.ts';
import type { TaskUi } from '../ui.ts';
import * as notes from './kit.ts';

const PHRASES = ['the blue umbrella', 'invoice 4471', 'the spare bike lock', 'Aunt Margaret', 'the piano tuner', 'locker 52', 'the yellow raincoat', 'Dr. Okonkwo'] as const;

/** Search all notes for the phrase and open the one result (whatever its title). */
async function findByPhrase(ui: TaskUi, phrase: string): Promise<void> {
  await notes.search(ui, phrase);
  const tree = ui.tree();
  const box = tree.findIndex((e) => e.hint === 'Search notes');
  await ui.tap({ text: tree.slice(box + 1).find((e) => e.role === 'button' && e.text !== 'Clear search')!.text, role: 'button' });
}

export default defineTask({
  id: 'notes/delete-mentioning',
  apps: ['notes'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const [target, other] = notes.pickTwo(rng, world, 'text');
    return { id: target.id, title: target.title, folder: notes.folderName(world, target.folderId)!, otherId: other.id, other: other.title, phrase: rng.pick<string>(PHRASES) };
  },
  goal: (p) => `Delete the note that mentions "${p.phrase}".`,
  // "Mentions" as the app's search finds it: the title, text or an item holds the phrase in any case.
  named: (p, s) => ({ [`the note that mentions "${p.phrase}"`]: s.apps.notes.notes.filter((n) => noteMatches(n, p.phrase)).length }),
  // The phrase goes at the end of the note's text; its time stays, so the list does not give it away.
  setup: (d, p) => { const n = notes.noteById(d, p.id)!; saveNote(d.apps.notes, p.id, { ...fieldsOf(n), body: `${n.body}\nDon't forget ${p.phrase}.` }); },
  changes: (p) => [removed(notes.NOTES, { which: p.id })],
  checks: (p) => [notes.deleted(p.id, `the note mentioning "${p.phrase}"`)],
  oracle: async (ui, p) => {
    await findByPhrase(ui, p.phrase);
    await notes.deleteOpen(ui);
    await ui.done();
  },
  alternatives: [
    { name: 'Delete from the search results\' row menu', run: async (ui, p) => { await notes.fromRowMenu(ui, p.title, 'Delete', p.phrase); await ui.tap({ text: 'Delete', role: 'button' }); await ui.done(); } },
    { name: 'found by reading its folder, then deleted', run: async (ui, p) => { await notes.openByScrolling(ui, p.folder, p.title); await notes.deleteOpen(ui); await ui.done(); } },
  ],
  nearMisses: [
    { name: 'deletes another note', params: (p) => ({ ...p, phrase: p.other }) },
    // Was: retyped the whole text as "Done". Now it deletes only the line with the phrase, as its name says.
    { name: 'removes the mention instead of the note', run: async (ui, p) => {
      await findByPhrase(ui, p.phrase);
      await ui.tap({ text: 'Edit', role: 'button' });
      const lines = ui.read({ hint: 'Note' }).split('\n');
      if (!lines.some((l) => l.includes(p.phrase))) throw new Error(`the note's text does not show "${p.phrase}"`);
      await ui.fill({ hint: 'Note' }, lines.filter((l) => !l.includes(p.phrase)).join('\n'));
      await ui.tap({ text: 'Save', role: 'button' });
      await ui.done();
    } },
    { name: 'cancels the confirmation', run: async (ui, p) => { await findByPhrase(ui, p.phrase); await notes.deleteOpen(ui, false); await ui.done(); } },
  ],
});
