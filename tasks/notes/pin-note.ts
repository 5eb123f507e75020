import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { Note } from '../../apps/notes/state.ts';
import { noteById, openNote, uniqueNotes } from './helpers.ts';

export default defineTask({
  id: 'notes/pin-note',
  apps: ['notes'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(uniqueNotes(world).filter((n) => !n.pinned), 2) as [Note, Note];
    return { id: target.id, title: target.title, otherId: other.id, other: other.title };
  },
  goal: (p) => `Pin the note "${p.title}".`,
  checks: (p) => [expectEqual(`"${p.title}" is pinned`, true, ({ after }) => noteById(after, p.id)?.pinned ?? null)],
  allowedChanges: (p) => [`apps.notes.notes[${p.id}].pinned`],
  oracle: async (ui, p) => {
    await openNote(ui, p.title);
    await ui.tap({ text: 'Pin', role: 'button' });
    await ui.done();
  },
  undo: async (ui) => {
    await ui.tap({ text: 'Unpin', role: 'button' });
  },
  nearMisses: [
    {
      name: 'pins another note',
      run: async (ui, p) => {
        await openNote(ui, p.other);
        await ui.tap({ text: 'Pin', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'opens the note without pinning it',
      run: async (ui, p) => {
        await openNote(ui, p.title);
        await ui.done();
      },
    },
  ],
});
