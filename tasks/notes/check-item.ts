import { defineTask } from '../define.ts';
import { changedTo } from '../../judges/index.ts';
import { setItemsDone } from '../../apps/notes/model.ts';
import * as notes from './kit.ts';

export default defineTask({
  id: 'notes/check-item',
  apps: ['notes'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const list = rng.pick(notes.uniqueNotes(world, 'checklist').filter((n) => n.items.length >= 3));
    const [item, other] = rng.sample(list.items, 2);
    return { id: list.id, title: list.title, folder: notes.folderName(world, list.folderId)!, itemId: item!.id, item: item!.text, otherId: other!.id, other: other!.text };
  },
  goal: (p) => `In the checklist "${p.title}", check off "${p.item}".`,
  named: (p, s) => ({ ...notes.namedInNotes(s, { notes: [p.title] }), [`its item "${p.item}"`]: notes.itemsNamed(s, p.id, p.item) }),
  // Both the item and its neighbour start unchecked.
  setup: (d, p) => setItemsDone(d.apps.notes, p.id, [p.itemId, p.otherId], false),
  // Only that box, and only to checked (the note's modifiedAt is bookkeeping).
  changes: (p) => [changedTo(`${notes.NOTES}[${p.id}].items[${p.itemId}].done`, true)],
  checks: (p) => [notes.itemDone(p.id, p.itemId, p.item, true)],
  oracle: async (ui, p) => {
    await notes.open(ui, p.title);
    await notes.tick(ui, [p.item]);
    await ui.done();
  },
  undo: (ui, p) => notes.tick(ui, [p.item]),
  alternatives: [
    { name: 'found by scrolling its folder', run: async (ui, p) => { await notes.openByScrolling(ui, p.folder, p.title); await notes.tick(ui, [p.item]); await ui.done(); } },
    { name: 'ticked in the editor, then saved', run: notes.script((ui, p) => notes.tickInEditor(ui, p.title, [p.item])) },
    // Ticked on the page, then a look in the editor saved unchanged: the tick stays.
    { name: 'ticked on its page, then the editor opened and saved unchanged', run: async (ui, p) => { await notes.open(ui, p.title); await notes.tick(ui, [p.item]); await notes.editOpen(ui, {}); await ui.done(); } },
    { name: 'ticked the wrong box first, then fixed it', run: async (ui, p) => { await notes.open(ui, p.title); await notes.tick(ui, [p.other, p.other, p.item]); await ui.done(); } },
  ],
  nearMisses: [
    { name: 'checks another item', params: (p) => ({ ...p, item: p.other }) },
    { name: 'checks it and the neighbour', run: async (ui, p) => { await notes.open(ui, p.title); await notes.tick(ui, [p.item, p.other]); await ui.done(); } },
    { name: "ticks it in the editor and removes the neighbour with its ✕", run: notes.script(async (ui, p) => {
      await notes.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'button' });
      await notes.tick(ui, [p.item]);
      await ui.tap({ text: `Remove ${p.other}`, role: 'button' });
      await ui.tap({ text: 'Save', role: 'button' });
    }) },
    { name: 'checks it in the editor and leaves without saving', run: notes.script((ui, p) => notes.tickInEditor(ui, p.title, [p.item], false)) },
  ],
});
