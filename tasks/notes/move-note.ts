import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import { folderName, noteById, openNote, pickTwo } from './helpers.ts';

async function move(ui: TaskUi, title: string, folder: string): Promise<void> {
  await openNote(ui, title);
  await ui.tap({ text: 'Move to folder', role: 'button' });
  await ui.tap({ text: folder, role: 'button' });
}

export default defineTask({
  id: 'notes/move-note',
  apps: ['notes'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const [target, other] = pickTwo(rng, world);
    const folders = world.apps.notes.folders.filter((f) => f.id !== target.folderId);
    const [folder, wrong] = rng.sample(folders, 2);
    // The other note must not already be in the folder, so that moving it there is a change.
    const otherNote = other.folderId === folder!.id ? world.apps.notes.notes.find((n) => n.id !== target.id && n.folderId !== folder!.id && world.apps.notes.notes.filter((m) => m.title === n.title).length === 1)! : other;
    return { id: target.id, title: target.title, folderId: folder!.id, folder: folder!.name, wrong: wrong!.name, other: otherNote.title };
  },
  goal: (p) => `Move the note "${p.title}" to the ${p.folder} folder.`,
  checks: (p) => [expectEqual(`"${p.title}" is in ${p.folder}`, p.folder, ({ after }) => { const n = noteById(after, p.id); return n ? folderName(after, n.folderId) : null; })],
  allowedChanges: (p) => [`apps.notes.notes[${p.id}].folderId`],
  oracle: async (ui, p) => {
    await move(ui, p.title, p.folder);
    await ui.done();
  },
  nearMisses: [
    { name: 'moves it to another folder', run: async (ui, p) => { await move(ui, p.title, p.wrong); await ui.done(); } },
    { name: 'moves another note', run: async (ui, p) => { await move(ui, p.other, p.folder); await ui.done(); } },
  ],
});
