// Notes: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing, and damage in two forms (on the screens, and by the app's model). Kept out of
// the kit, so that the benchmark split's fingerprints (tasks/splits/) move only when what a
// template is built on changes, not when the gate's trials do.
import { createFolder, fieldsOf, findNote, saveNote, setPinned } from '../../apps/notes/model.ts';
import type { Note } from '../../apps/notes/state.ts';
import type { TrialContext, AppNoise } from '../define.ts';
import { bystanders, edit, newFolder, pin, retyped } from './kit.ts';

/** The note a damage move pins or unpins, and which of the two (its Pin or Unpin button as seeded). */
function pinTarget(ctx: TrialContext): { note: Note; on: boolean } {
  const note = bystanders(ctx)[2]!;
  return { note, on: !note.pinned };
}

export const noise: AppNoise = {
  browse: async (ui, ctx) => {
    const [text] = bystanders(ctx, 'text');
    const [list] = bystanders(ctx, 'checklist');
    const folder = ctx.initial.apps.notes.folders.at(-1)!;
    await ui.launch('Notes');
    // A folder, scrolled to its end and back.
    await ui.tap({ text: folder.name, role: 'button' });
    await ui.swipe('up');
    await ui.back();
    // A note found by search, read, and the row menu opened and dismissed.
    await ui.tap({ text: 'All notes', role: 'button' });
    await ui.fill({ hint: 'Search notes' }, text!.title);
    await ui.tap({ text: text!.title, role: 'button' });
    await ui.back();
    await ui.longPress({ text: text!.title, role: 'button' });
    await ui.back();
    // A checklist's item ticked and unticked again (its modifiedAt moves: bookkeeping).
    await ui.fill({ hint: 'Search notes' }, list!.title);
    await ui.tap({ text: list!.title, role: 'button' });
    await ui.tap({ text: list!.items[0]!.text, role: 'checkbox' });
    await ui.tap({ text: list!.items[0]!.text, role: 'checkbox' });
    // The editor opened and left without saving.
    await ui.tap({ text: 'Edit', role: 'button' });
    await ui.back();
    await ui.close('Notes');
  },
  damage: [
    { name: 'creates an extra folder', run: async (ui) => {
      await ui.launch('Notes');
      await newFolder(ui, 'Scratch');
    }, apply: (d) => {
      createFolder(d.apps.notes, 'Scratch');
    } },
    { name: "retypes a bystander note's text", run: async (ui, ctx) => {
      await ui.launch('Notes');
      const { note, body } = retyped(ctx);
      await edit(ui, note.title, { body });
    }, apply: (d, ctx) => {
      // The editor starts from the note as it is now; only the text is retyped.
      const { note, body } = retyped(ctx);
      saveNote(d.apps.notes, note.id, { ...fieldsOf(findNote(d.apps.notes, note.id)!), body }, d.os.now);
    } },
    { name: 'pins (or unpins) a bystander note', run: async (ui, ctx) => {
      await ui.launch('Notes');
      const { note, on } = pinTarget(ctx);
      await pin(ui, note.title, on);
    }, apply: (d, ctx) => {
      const { note, on } = pinTarget(ctx);
      setPinned(d.apps.notes, note.id, on);
    } },
  ],
};
