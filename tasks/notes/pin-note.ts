import { defineTask } from '../define.ts';
import { changedTo } from '../../judges/index.ts';
import type { Note } from '../../apps/notes/state.ts';
import * as notes from './kit.ts';

export default defineTask({
  id: 'notes/pin-note',
  apps: ['notes'],
  difficulty: 1,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(notes.uniqueNotes(world).filter((n) => !n.pinned), 2) as [Note, Note];
    return { id: target.id, title: target.title, folder: notes.folderName(world, target.folderId)!, otherId: other.id, other: other.title };
  },
  goal: (p) => `Pin the note "${p.title}".`,
  named: (p, s) => notes.namedInNotes(s, { notes: [p.title] }),
  changes: (p) => [changedTo(`${notes.NOTES}[${p.id}].pinned`, true)],
  checks: (p) => [notes.noteHas(p.id, `"${p.title}" is pinned`, 'pinned', true)],
  oracle: notes.script((ui, p) => notes.pin(ui, p.title)),
  undo: async (ui) => {
    await ui.tap({ text: 'Unpin', role: 'button' });
  },
  alternatives: [
    { name: 'Pin from the row menu (long press)', run: notes.script((ui, p) => notes.fromRowMenu(ui, p.title, 'Pin')) },
    { name: 'found by scrolling its folder, pinned, unpinned and pinned again', run: async (ui, p) => {
      await notes.openByScrolling(ui, p.folder, p.title);
      for (const label of ['Pin', 'Unpin', 'Pin']) await ui.tap({ text: label, role: 'button' });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'pins another note', params: (p) => ({ ...p, title: p.other }) },
    { name: 'pins it and another note', run: async (ui, p, oracle) => { await notes.pin(ui, p.other); await oracle(ui, p); } },
    { name: 'opens the note without pinning it', run: notes.script((ui, p) => notes.open(ui, p.title)) },
  ],
});
