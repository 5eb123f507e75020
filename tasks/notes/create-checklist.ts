import { defineTask } from '../define.ts';
import { expectEqual, expectThat } from '../../judges/index.ts';
import { FOLDER_NAMES } from '../../apps/notes/state.ts';
import type { TaskUi } from '../ui.ts';
import { addItems, existingNotesUnchanged, folderName, newNotes, startNote } from './helpers.ts';

export const LISTS = [
  { title: 'Party shopping', items: ['Balloons', 'Paper plates', 'Sparkling water', 'Candles', 'Ice'] },
  { title: 'Before the trip', items: ['Water the plants', 'Empty the fridge', 'Charge the camera', 'Print tickets', 'Lock the windows'] },
  { title: 'Hardware store', items: ['Wood screws', 'Sandpaper', 'Wall hooks', 'Light bulbs', 'Paint roller'] },
  { title: 'Pharmacy run', items: ['Sunscreen', 'Plasters', 'Vitamin D', 'Hand cream', 'Cough drops'] },
  { title: 'Picnic basket', items: ['Blanket', 'Sandwiches', 'Strawberries', 'Lemonade', 'Napkins'] },
  { title: 'New hire setup', items: ['Order laptop', 'Create accounts', 'Book welcome lunch', 'Assign a buddy', 'Share the handbook'] },
] as const;

async function createList(ui: TaskUi, folder: string, title: string, items: readonly string[], save = true): Promise<void> {
  await startNote(ui, folder, 'checklist');
  await ui.fill({ hint: 'Title' }, title);
  await addItems(ui, items);
  if (save) await ui.tap({ text: 'Save', role: 'button' });
}

export default defineTask({
  id: 'notes/create-checklist',
  apps: ['notes'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng }) => {
    const list = rng.pick(LISTS);
    return { title: list.title, items: rng.sample(list.items, 3), folder: rng.pick(FOLDER_NAMES) };
  },
  goal: (p) => `Create a checklist titled "${p.title}" in the ${p.folder} folder with the items ${p.items.slice(0, -1).join(', ')} and ${p.items.at(-1)}, in that order.`,
  checks: (p) => [
    expectEqual('one note was added', 1, ({ before, after }) => newNotes(before, after).length),
    expectThat('it is a checklist', 'checklist', ({ before, after }) => newNotes(before, after).map((n) => n.kind), (k) => k.length === 1 && k[0] === 'checklist'),
    expectThat(`it is titled "${p.title}"`, p.title, ({ before, after }) => newNotes(before, after).map((n) => n.title.trim()), (t) => t.length === 1 && t[0] === p.title),
    expectThat(`it is in ${p.folder}`, p.folder, ({ before, after }) => newNotes(before, after).map((n) => folderName(after, n.folderId)), (f) => f.length === 1 && f[0] === p.folder),
    expectEqual('its items, in order, none checked', [p.items.map((text) => ({ text, done: false }))], ({ before, after }) =>
      newNotes(before, after).map((n) => n.items.map((i) => ({ text: i.text.trim(), done: i.done })))),
    existingNotesUnchanged(),
  ],
  allowedChanges: ['apps.notes.notes', 'apps.notes.nextId'],
  oracle: async (ui, p) => {
    await createList(ui, p.folder, p.title, p.items);
    await ui.done();
  },
  undo: async (ui, p) => {
    await ui.tap({ text: p.items[0]!, role: 'checkbox' });
  },
  nearMisses: [
    { name: 'leaves out the last item', run: async (ui, p) => { await createList(ui, p.folder, p.title, p.items.slice(0, -1)); await ui.done(); } },
    { name: 'items in another order', run: async (ui, p) => { await createList(ui, p.folder, p.title, [...p.items].reverse()); await ui.done(); } },
    {
      name: 'writes the items into a text note',
      run: async (ui, p) => {
        await startNote(ui, p.folder, 'text');
        await ui.fill({ hint: 'Title' }, p.title);
        await ui.fill({ hint: 'Note' }, p.items.join(', '));
        await ui.tap({ text: 'Save', role: 'button' });
        await ui.done();
      },
    },
    { name: 'never saves it', run: async (ui, p) => { await createList(ui, p.folder, p.title, p.items, false); await ui.back(); await ui.done(); } },
  ],
});
