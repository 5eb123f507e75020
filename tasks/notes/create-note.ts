import { defineTask } from '../define.ts';
import { expectEqual, expectThat } from '../../judges/index.ts';
import { FOLDER_NAMES } from '../../apps/notes/state.ts';
import type { TaskUi } from '../ui.ts';
import { existingNotesUnchanged, folderName, NEW_BODIES, NEW_TITLES, newNotes, startNote, typo } from './helpers.ts';

async function create(ui: TaskUi, folder: string, title: string, body: string, save = true): Promise<void> {
  await startNote(ui, folder, 'text');
  await ui.fill({ hint: 'Title' }, title);
  await ui.fill({ hint: 'Note' }, body);
  if (save) await ui.tap({ text: 'Save', role: 'button' });
}

export default defineTask({
  id: 'notes/create-note',
  apps: ['notes'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const i = rng.int(0, NEW_TITLES.length - 1);
    const folder = rng.pick(FOLDER_NAMES.filter((f) => world.apps.notes.folders.some((x) => x.name === f)));
    return { title: NEW_TITLES[i]!, body: NEW_BODIES[i]!, folder, otherFolder: rng.pick(FOLDER_NAMES.filter((f) => f !== folder)) };
  },
  goal: (p) => `In the ${p.folder} folder, create a note titled "${p.title}" whose text reads "${p.body}"`,
  checks: (p) => [
    expectEqual('one note was added', 1, ({ before, after }) => newNotes(before, after).length),
    expectThat(`it is titled "${p.title}"`, p.title, ({ before, after }) => newNotes(before, after).map((n) => n.title.trim()), (t) => t.length === 1 && t[0] === p.title),
    expectThat(`its text is "${p.body}"`, p.body, ({ before, after }) => newNotes(before, after).map((n) => n.body.trim()), (b) => b.length === 1 && b[0] === p.body),
    expectThat(`it is in ${p.folder}`, p.folder, ({ before, after }) => newNotes(before, after).map((n) => folderName(after, n.folderId)), (f) => f.length === 1 && f[0] === p.folder),
    existingNotesUnchanged(),
  ],
  allowedChanges: ['apps.notes.notes', 'apps.notes.nextId'],
  oracle: async (ui, p) => {
    await create(ui, p.folder, p.title, p.body);
    await ui.done();
  },
  undo: async (ui) => {
    await ui.tap({ text: 'Delete', role: 'button' });
    await ui.tap({ text: 'Delete', role: 'button' });
  },
  nearMisses: [
    { name: 'creates it in another folder', run: async (ui, p) => { await create(ui, p.otherFolder, p.title, p.body); await ui.done(); } },
    { name: 'a typo in the text', run: async (ui, p) => { await create(ui, p.folder, p.title, typo(p.body)); await ui.done(); } },
    { name: 'never saves it', run: async (ui, p) => { await create(ui, p.folder, p.title, p.body, false); await ui.back(); await ui.done(); } },
  ],
});
