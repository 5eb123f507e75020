import { defineTask } from '../define.ts';
import { FOLDER_NAMES } from '../../apps/notes/state.ts';
import * as notes from './kit.ts';

export default defineTask({
  id: 'notes/rename-note',
  apps: ['notes'],
  difficulty: 2,
  maxSteps: 58,
  params: ({ rng, world }) => {
    const [target, other] = notes.pickTwo(rng, world);
    return { id: target.id, title: target.title, folder: notes.folderName(world, target.folderId)!, next: rng.pick<string>(notes.NEW_TITLES), other: other.title };
  },
  goal: (p) => `Rename the note "${p.title}" to "${p.next}".`,
  named: (p, s) => notes.namedInNotes(s, { notes: [p.title] }),
  // Its title and nothing else: its text or items stay as they were (or it is deleted and made again so).
  changes: (p) => notes.editRules(p.id, ['title']),
  checks: (p) => notes.edited(p.id, `the note is titled "${p.next}"`, { title: p.next }),
  oracle: notes.script((ui, p) => notes.edit(ui, p.title, { title: p.next })),
  alternatives: [
    { name: 'found by scrolling its folder', run: async (ui, p) => { await notes.openByScrolling(ui, p.folder, p.title); await notes.editOpen(ui, { title: p.next }); await ui.done(); } },
    { name: 'saved with a typo, then corrected', run: async (ui, p) => { await notes.edit(ui, p.title, { title: notes.typo(p.next) }); await notes.editOpen(ui, { title: p.next }); await ui.done(); } },
    { name: 'the new title typed in lower case', params: (p) => ({ ...p, next: p.next.toLowerCase() }) },
    // Redo: its page reads the same (text or items, folder, pin as they were); only its id and times are new.
    { name: 'deleted and made again under the new title', run: notes.script((ui, p) => notes.deleteAndRecreate(ui, p.title, { title: p.next })) },
  ],
  nearMisses: [
    { name: 'renames another note', params: (p) => ({ ...p, title: p.other }) },
    { name: 'a typo in the new title', params: (p) => ({ ...p, next: notes.typo(p.next) }) },
    // A flag the goal did not name, on the same note: the note's page has Pin beside Edit (Unpin
    // when the note is one of the pinned ones).
    { name: 'renames it and flips its pin too', run: async (ui, p) => {
      await notes.edit(ui, p.title, { title: p.next });
      await ui.tap({ text: ui.has({ text: 'Pin', role: 'button' }) ? 'Pin' : 'Unpin', role: 'button' });
      await ui.done();
    } },
    { name: 'deleted and made again under the new title, in another folder', run: notes.script((ui, p) => notes.deleteAndRecreate(ui, p.title, { title: p.next, folder: FOLDER_NAMES.find((f) => f !== p.folder)! })) },
    { name: 'leaves the editor without saving', run: async (ui, p) => { await notes.edit(ui, p.title, { title: p.next }, false); await ui.back(); await ui.done(); } },
  ],
});
