import { defineTask } from '../define.ts';
import { FOLDER_NAMES } from '../../apps/notes/state.ts';
import * as notes from './kit.ts';

export default defineTask({
  id: 'notes/edit-body',
  apps: ['notes'],
  difficulty: 2,
  maxSteps: 29,
  params: ({ rng, world }) => {
    const [target, other] = notes.pickTwo(rng, world, 'text');
    return { id: target.id, title: target.title, folder: notes.folderName(world, target.folderId)!, old: target.body, body: rng.pick<string>(notes.NEW_BODIES), other: other.title };
  },
  goal: (p) => `Replace the whole text of the note "${p.title}" with "${p.body}"`,
  named: (p, s) => notes.namedInNotes(s, { notes: [p.title] }),
  // Its text and nothing else (its title stays; modifiedAt is bookkeeping), or the note deleted and made again so.
  changes: (p) => notes.editRules(p.id, ['body']),
  checks: (p) => notes.edited(p.id, `its text is "${p.body}"`, { body: p.body }),
  oracle: notes.script((ui, p) => notes.edit(ui, p.title, { body: p.body })),
  alternatives: [
    { name: 'found by scrolling its folder', run: async (ui, p) => { await notes.openByScrolling(ui, p.folder, p.title); await notes.editOpen(ui, { body: p.body }); await ui.done(); } },
    { name: 'saved with a typo, then corrected', run: async (ui, p) => { await notes.edit(ui, p.title, { body: notes.typo(p.body) }); await notes.editOpen(ui, { body: p.body }); await ui.done(); } },
    // The goal writes the text in quotes; typing them along is no other text.
    { name: 'the text typed with the goal\'s quotes', params: (p) => ({ ...p, body: `"${p.body}"` }) },
    // Redo: its page reads the same (title, folder, pin as they were); only its id and times are new.
    { name: 'deleted and written again with the new text', run: notes.script((ui, p) => notes.deleteAndRecreate(ui, p.title, { body: p.body })) },
  ],
  nearMisses: [
    { name: 'edits another note', params: (p) => ({ ...p, title: p.other }) },
    { name: 'appends the text instead of replacing it', params: (p) => ({ ...p, body: `${p.old}\n${p.body}` }) },
    { name: 'deleted and written again with the new text, in another folder', run: notes.script((ui, p) => notes.deleteAndRecreate(ui, p.title, { body: p.body, folder: FOLDER_NAMES.find((f) => f !== p.folder)! })) },
    { name: 'writes a new note with its title and the new text, and keeps the old one', run: notes.script((ui, p) => notes.create(ui, { folder: p.folder, title: p.title, body: p.body })) },
    // The title the goal did not ask to change, retyped in capitals: the page shows another title.
    { name: 'deleted and written again with the new text, its title in capitals', run: notes.script((ui, p) => notes.deleteAndRecreate(ui, p.title, { body: p.body, title: p.title.toUpperCase() })) },
  ],
});
