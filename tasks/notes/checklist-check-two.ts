import { defineTask } from '../define.ts';
import { expectEqual, expectThat } from '../../judges/index.ts';
import { FOLDER_NAMES } from '../../apps/notes/state.ts';
import type { TaskUi } from '../ui.ts';
import { addItems, existingNotesUnchanged, folderName, newNotes, startNote } from './helpers.ts';
import { LISTS } from './create-checklist.ts';

async function createAndCheck(ui: TaskUi, p: { folder: string; title: string; items: string[] }, check: string[]): Promise<void> {
  await startNote(ui, p.folder, 'checklist');
  await ui.fill({ hint: 'Title' }, p.title);
  await addItems(ui, p.items);
  await ui.tap({ text: 'Save', role: 'button' });
  for (const item of check) await ui.tap({ text: item, role: 'checkbox' });
}

export default defineTask({
  id: 'notes/checklist-check-two',
  apps: ['notes'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng }) => {
    const list = rng.pick(LISTS);
    const items = rng.sample(list.items, 4);
    const checked = rng.sample([0, 1, 2, 3], 2).sort();
    return { title: list.title, items, checked: checked.map((i) => items[i]!), folder: rng.pick(FOLDER_NAMES) };
  },
  goal: (p) => `In the ${p.folder} folder, create a checklist titled "${p.title}" with the items ${p.items.slice(0, 3).join(', ')} and ${p.items[3]} (in that order), then check off ${p.checked[0]} and ${p.checked[1]}.`,
  checks: (p) => [
    expectEqual('one note was added', 1, ({ before, after }) => newNotes(before, after).length),
    expectThat(`it is a checklist titled "${p.title}"`, ['checklist', p.title], ({ before, after }) => newNotes(before, after).map((n) => [n.kind, n.title.trim()]), (x) => x.length === 1 && x[0]![0] === 'checklist' && x[0]![1] === p.title),
    expectThat(`it is in ${p.folder}`, p.folder, ({ before, after }) => newNotes(before, after).map((n) => folderName(after, n.folderId)), (f) => f.length === 1 && f[0] === p.folder),
    expectEqual(`its items in order, with ${p.checked.join(' and ')} checked`, [p.items.map((text) => ({ text, done: p.checked.includes(text) }))], ({ before, after }) =>
      newNotes(before, after).map((n) => n.items.map((i) => ({ text: i.text.trim(), done: i.done })))),
    existingNotesUnchanged(),
  ],
  allowedChanges: ['apps.notes.notes', 'apps.notes.nextId'],
  oracle: async (ui, p) => {
    await createAndCheck(ui, p, p.checked);
    await ui.done();
  },
  undo: async (ui, p) => {
    await ui.tap({ text: p.checked[0]!, role: 'checkbox' });
  },
  nearMisses: [
    { name: 'checks the other two items', run: async (ui, p) => { await createAndCheck(ui, p, p.items.filter((i) => !p.checked.includes(i))); await ui.done(); } },
    { name: 'checks only one item', run: async (ui, p) => { await createAndCheck(ui, p, p.checked.slice(0, 1)); await ui.done(); } },
  ],
});
