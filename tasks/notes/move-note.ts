import { defineTask } from '../define.ts';
import * as notes from './kit.ts';

export default defineTask({
  id: 'notes/move-note',
  apps: ['notes'],
  difficulty: 2,
  maxSteps: 54,
  params: ({ rng, world }) => {
    const [target, other] = notes.pickTwo(rng, world);
    const folders = world.apps.notes.folders.filter((f) => f.id !== target.folderId);
    const [folder, wrong] = rng.sample(folders, 2);
    // The other note must not already be in the folder, so that moving it there is a change.
    const otherNote = other.folderId === folder!.id ? notes.uniqueNotes(world).find((n) => n.id !== target.id && n.folderId !== folder!.id)! : other;
    return { id: target.id, title: target.title, folderId: folder!.id, folder: folder!.name, wrong: wrong!.name, other: otherNote.title };
  },
  goal: (p) => `Move the note "${p.title}" to the ${p.folder} folder.`,
  named: (p, s) => notes.namedInNotes(s, { notes: [p.title], folders: [p.folder] }),
  // Its folder and nothing else, or the note deleted and made again in the folder.
  changes: (p) => notes.editRules(p.id, ['folderId']),
  checks: (p) => notes.edited(p.id, `"${p.title}" is in ${p.folder}`, { folderId: p.folderId }),
  oracle: notes.script((ui, p) => notes.move(ui, p.title, p.folder)),
  alternatives: [
    { name: 'Move from the row menu (long press)', run: async (ui, p) => { await notes.fromRowMenu(ui, p.title, 'Move to folder'); await ui.tap({ text: p.folder, role: 'button' }); await ui.done(); } },
    { name: "the editor's folder chip, then Save", run: notes.script((ui, p) => notes.moveInEditor(ui, p.title, p.folder)) },
    // Redo: its page reads the same (title, text or items, pin as they were); only its id and times are new.
    { name: 'deleted and made again in the folder', run: notes.script((ui, p) => notes.deleteAndRecreate(ui, p.title, { folder: p.folder })) },
    { name: 'moved to the wrong folder first, then to the right one', run: async (ui, p) => { await notes.move(ui, p.title, p.wrong); await notes.move(ui, p.title, p.folder); await ui.done(); } },
  ],
  nearMisses: [
    { name: 'moves it to another folder', params: (p) => ({ ...p, folder: p.wrong }) },
    { name: 'moves another note', params: (p) => ({ ...p, title: p.other }) },
    { name: 'deleted and made again in the folder under another title', run: notes.script((ui, p) => notes.deleteAndRecreate(ui, p.title, { folder: p.folder, title: `${p.title} (moved)` })) },
    { name: 'opens the move dialog and dismisses it', run: async (ui, p) => { await notes.open(ui, p.title); await ui.tap({ text: 'Move to folder', role: 'button' }); await ui.back(); await ui.done(); } },
  ],
});
