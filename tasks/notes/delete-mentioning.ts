import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { Note } from '../../apps/notes/state.ts';
import type { TaskUi } from '../ui.ts';
import { noteById, pickTwo } from './helpers.ts';

const PHRASES = ['the blue umbrella', 'invoice 4471', 'the spare bike lock', 'Aunt Margaret', 'the piano tuner', 'locker 52', 'the yellow raincoat', 'Dr. Okonkwo'] as const;

/** Search all notes for the phrase and open the one result. */
async function findByPhrase(ui: TaskUi, phrase: string): Promise<void> {
  await ui.openApp('Notes');
  await ui.tap({ text: 'All notes', role: 'button' });
  await ui.fill({ hint: 'Search notes' }, phrase);
  const tree = ui.tree();
  const box = tree.findIndex((e) => e.hint === 'Search notes');
  const result = tree.slice(box + 1).find((e) => e.role === 'button' && e.text !== 'Clear search')!;
  await ui.tap({ text: result.text, role: 'button' });
}

export default defineTask({
  id: 'notes/delete-mentioning',
  apps: ['notes'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const [target, other] = pickTwo(rng, world, 'text');
    return { id: target.id, title: target.title, otherId: other.id, other: other.title, phrase: rng.pick(PHRASES) };
  },
  goal: (p) => `Delete the note that mentions "${p.phrase}".`,
  setup: (d, p) => {
    const n = d.apps.notes.notes.find((x) => x.id === p.id) as Note;
    n.body = `${n.body}\nDon't forget ${p.phrase}.`;
  },
  checks: (p) => [
    expectEqual(`the note mentioning "${p.phrase}" is gone`, false, ({ after }) => noteById(after, p.id) !== undefined),
    expectEqual('one note fewer than before', -1, ({ before, after }) => after.apps.notes.notes.length - before.apps.notes.notes.length),
  ],
  allowedChanges: (p) => [`apps.notes.notes[${p.id}]`],
  oracle: async (ui, p) => {
    await findByPhrase(ui, p.phrase);
    await ui.tap({ text: 'Delete', role: 'button' });
    await ui.tap({ text: 'Delete', role: 'button' });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'deletes another note',
      run: async (ui, p) => {
        await findByPhrase(ui, p.other);
        await ui.tap({ text: 'Delete', role: 'button' });
        await ui.tap({ text: 'Delete', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'removes the mention instead of the note',
      run: async (ui, p) => {
        await findByPhrase(ui, p.phrase);
        await ui.tap({ text: 'Edit', role: 'button' });
        await ui.fill({ hint: 'Note' }, 'Done');
        await ui.tap({ text: 'Save', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'cancels the confirmation',
      run: async (ui, p) => {
        await findByPhrase(ui, p.phrase);
        await ui.tap({ text: 'Delete', role: 'button' });
        await ui.tap({ text: 'Cancel', role: 'button' });
        await ui.done();
      },
    },
  ],
});
