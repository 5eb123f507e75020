import { defineTask } from '../define.ts';
import { setItemsDone } from '../../apps/notes/model.ts';
import type { TaskUi } from '../ui.ts';
import * as notes from './kit.ts';

/** A checklist's row in the list: "3 of 6 left · Milk, Eggs, ...". */
const PREVIEW = /^(\d+) of \d+ left · /;

/** On the checklist's page: count its boxes, ticked or not. */
const countBoxes = (ui: TaskUi, checked?: boolean) => ui.tree().filter((e) => e.role === 'checkbox' && (checked === undefined || e.checked === checked)).length;

export default defineTask({
  id: 'notes/query-unchecked',
  apps: ['notes'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const list = rng.pick(notes.uniqueNotes(world, 'checklist').filter((n) => n.items.length >= 4));
    const total = list.items.length;
    // Open items: at least one, not all, and not as many as the checked ones (so the counts differ).
    const open = rng.pick(Array.from({ length: total - 1 }, (_, i) => i + 1).filter((k) => k !== total - k));
    const openIds = rng.sample(list.items, open).map((i) => i.id);
    return { id: list.id, title: list.title, folder: notes.folderName(world, list.folderId)!, openIds, total };
  },
  goal: (p) => `How many items in the checklist "${p.title}" are not checked off yet?`,
  named: (p, s) => notes.namedInNotes(s, { notes: [p.title] }),
  setup: (d, p) => {
    const list = notes.noteById(d, p.id)!;
    setItemsDone(d.apps.notes, p.id, list.items.map((i) => i.id), true);
    setItemsDone(d.apps.notes, p.id, p.openIds, false);
    // No other checklist has as many items left: the count read off another list is wrong at every seed.
    for (const other of d.apps.notes.notes.filter((n) => n.kind === 'checklist' && n.id !== p.id)) {
      const open = other.items.filter((i) => !i.done);
      if (open.length !== p.openIds.length) continue;
      if (open.length > 0) setItemsDone(d.apps.notes, other.id, [open[0]!.id], true);
      else setItemsDone(d.apps.notes, other.id, [other.items[0]!.id], false);
    }
  },
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['items', 'item'] },
    expected: (p, before) => notes.noteById(before, p.id)!.items.filter((i) => !i.done).length,
    candidates: (p) => Array.from({ length: p.total + 1 }, (_, i) => String(i)),
  },
  oracle: async (ui, p) => {
    await notes.open(ui, p.title);
    await ui.answer(countBoxes(ui, false));
  },
  alternatives: [
    { name: 'found by scrolling its folder, answered in words', run: async (ui, p) => {
      await notes.openByScrolling(ui, p.folder, p.title);
      const n = countBoxes(ui, false);
      await ui.answer(`${n} ${n === 1 ? 'item' : 'items'}`);
    } },
    { name: 'read off the list row\'s preview ("N of M left") without opening it, answered with N', run: async (ui, p) => {
      await notes.search(ui, p.title);
      const tree = ui.tree();
      const row = tree.findIndex((e) => e.role === 'button' && e.text === p.title);
      const preview = tree.slice(row + 1).find((e) => PREVIEW.test(e.text))!;
      await ui.answer(Number(PREVIEW.exec(preview.text)![1]));
    } },
    // A look in the editor: Save with nothing changed leaves the list as it was.
    { name: 'counts on its page, opens the editor and saves it unchanged, then answers', run: async (ui, p) => {
      await notes.open(ui, p.title);
      const n = countBoxes(ui, false);
      await notes.editOpen(ui, {});
      await ui.answer(n);
    } },
  ],
  nearMisses: [
    { name: 'counts the checked items', run: async (ui, p) => { await notes.open(ui, p.title); await ui.answer(countBoxes(ui, true)); } },
    { name: 'counts all items', run: async (ui, p) => { await notes.open(ui, p.title); await ui.answer(countBoxes(ui)); } },
    // Not the form asked for, whatever the number in it (refused as answer_format): the audit's "2 out of 6 items".
    { name: 'answered with the row\'s preview as it reads ("N of M left")', run: async (ui, p) => {
      await notes.search(ui, p.title);
      const tree = ui.tree();
      const row = tree.findIndex((e) => e.role === 'button' && e.text === p.title);
      const preview = tree.slice(row + 1).find((e) => PREVIEW.test(e.text))!;
      await ui.answer(preview.text.split(' · ')[0]!);
    } },
  ],
});
