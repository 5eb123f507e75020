import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { Note } from '../../apps/notes/state.ts';
import { noteById, openNote, uniqueNotes } from './helpers.ts';

export default defineTask({
  id: 'notes/check-item',
  apps: ['notes'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const list = rng.pick(uniqueNotes(world, 'checklist').filter((n) => n.items.length >= 3));
    const [item, other] = rng.sample(list.items, 2);
    return { id: list.id, title: list.title, itemId: item!.id, item: item!.text, otherId: other!.id, other: other!.text };
  },
  goal: (p) => `In the checklist "${p.title}", check off "${p.item}".`,
  setup: (d, p) => {
    // Both the item and its neighbour start unchecked.
    const list = d.apps.notes.notes.find((n) => n.id === p.id) as Note;
    for (const i of list.items) if (i.id === p.itemId || i.id === p.otherId) i.done = false;
  },
  checks: (p) => [
    expectEqual(`"${p.item}" is checked`, true, ({ after }) => noteById(after, p.id)?.items.find((i) => i.id === p.itemId)?.done ?? null),
  ],
  allowedChanges: (p) => [`apps.notes.notes[${p.id}].items[${p.itemId}].done`, `apps.notes.notes[${p.id}].modifiedAt`],
  oracle: async (ui, p) => {
    await openNote(ui, p.title);
    await ui.tap({ text: p.item, role: 'checkbox' });
    await ui.done();
  },
  undo: async (ui, p) => {
    await ui.tap({ text: p.item, role: 'checkbox' });
  },
  nearMisses: [
    {
      name: 'checks another item',
      run: async (ui, p) => {
        await openNote(ui, p.title);
        await ui.tap({ text: p.other, role: 'checkbox' });
        await ui.done();
      },
    },
    {
      name: 'checks it in the editor and leaves without saving',
      run: async (ui, p) => {
        await openNote(ui, p.title);
        await ui.tap({ text: 'Edit', role: 'button' });
        await ui.tap({ text: p.item, role: 'checkbox' });
        await ui.back();
        await ui.done();
      },
    },
  ],
});
