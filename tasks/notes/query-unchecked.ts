import { defineTask } from '../define.ts';
import type { Note } from '../../apps/notes/state.ts';
import type { TaskUi } from '../ui.ts';
import { openNote, uniqueNotes } from './helpers.ts';

/** Open the checklist and count its boxes, ticked or not. */
async function countBoxes(ui: TaskUi, title: string, checked: boolean): Promise<number> {
  await openNote(ui, title);
  return ui.tree().filter((e) => e.role === 'checkbox' && e.checked === checked).length;
}

export default defineTask({
  id: 'notes/query-unchecked',
  apps: ['notes'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const list = rng.pick(uniqueNotes(world, 'checklist').filter((n) => n.items.length >= 4));
    const total = list.items.length;
    // Open items: at least one, not all, and not as many as the checked ones (so the counts differ).
    const open = rng.pick(Array.from({ length: total - 1 }, (_, i) => i + 1).filter((k) => k !== total - k));
    const openIds = rng.sample(list.items, open).map((i) => i.id);
    return { id: list.id, title: list.title, openIds, total };
  },
  goal: (p) => `How many items in the checklist "${p.title}" are not checked off yet?`,
  setup: (d, p) => {
    const list = d.apps.notes.notes.find((n) => n.id === p.id) as Note;
    for (const i of list.items) i.done = !p.openIds.includes(i.id);
  },
  checks: () => [],
  allowedChanges: [],
  answer: {
    spec: { type: 'number' },
    expected: (p, before) => before.apps.notes.notes.find((n) => n.id === p.id)!.items.filter((i) => !i.done).length,
    candidates: (p) => Array.from({ length: p.total + 1 }, (_, i) => String(i)),
  },
  oracle: async (ui, p) => {
    await ui.answer(await countBoxes(ui, p.title, false));
  },
  nearMisses: [
    { name: 'counts the checked items', run: async (ui, p) => { await ui.answer(await countBoxes(ui, p.title, true)); } },
    { name: 'counts all items', run: async (ui, p) => { await openNote(ui, p.title); await ui.answer(ui.tree().filter((e) => e.role === 'checkbox').length); } },
  ],
});
