// Notes: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing, and damage in two forms (on the screens, and by the app's model). Kept out of
// the kit, so that the benchmark split's fingerprints (tasks/splits/) move only when what a
// template is built on changes, not when the gate's trials do.
import { createFolder, createNote, deleteNote, fieldsOf, findNote, moveNote, renameFolder as renameFolderIn, saveNote, setPinned, toggleItem } from '../../apps/notes/model.ts';
import type { Folder, Note } from '../../apps/notes/state.ts';
import type { TrialContext, AppNoise } from '../define.ts';
import { bystanders, create, edit, folderName, move, newFolder, open, pin, remove, renameFolder, retyped, tick } from './kit.ts';

/** The note a damage move pins or unpins, and which of the two (its Pin or Unpin button as seeded). */
function pinTarget(ctx: TrialContext): { note: Note; on: boolean } {
  const note = bystanders(ctx)[2]!;
  return { note, on: !note.pinned };
}

/** The note a damage move deletes. */
const deleteTarget = (ctx: TrialContext): Note => bystanders(ctx)[3]!;

/** The note a damage move puts in another folder, and that folder (the first one it is not in). */
function moveTarget(ctx: TrialContext): { note: Note; folderId: string; folder: string } {
  const note = bystanders(ctx)[4]!;
  const folder = ctx.initial.apps.notes.folders.find((f) => f.id !== note.folderId)!;
  return { note, folderId: folder.id, folder: folder.name };
}

/** The checklist item a damage move ticks or unticks: the first item of a bystander checklist (not the one browse uses). */
function tickTarget(ctx: TrialContext): { note: Note; item: Note['items'][number] } {
  const note = bystanders(ctx, 'checklist')[1]!;
  return { note, item: note.items[0]! };
}

/** The folder a damage move renames: one the goal does not name, given a name Notes shows as another ("Work."). */
function renamedFolder(ctx: TrialContext): { folder: Folder; name: string } {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  const folders = ctx.initial.apps.notes.folders;
  const folder = folders.find((f) => !said.includes(f.name)) ?? folders[0]!;
  return { folder, name: `${folder.name}.` };
}

/** The extra note a damage move writes, in the first folder. */
const EXTRA = { title: 'Scratch', body: 'Nothing yet.' };

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
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
    apply: (d, ctx) => {
      const [list] = bystanders(ctx, 'checklist');
      for (let i = 0; i < 2; i++) toggleItem(d.apps.notes, list!.id, list!.items[0]!.id, d.os.now);
    },
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
    { name: 'deletes a bystander note', run: async (ui, ctx) => {
      await ui.launch('Notes');
      await remove(ui, deleteTarget(ctx).title);
    }, apply: (d, ctx) => {
      deleteNote(d.apps.notes, deleteTarget(ctx).id);
    } },
    { name: 'moves a bystander note to another folder', run: async (ui, ctx) => {
      await ui.launch('Notes');
      const { note, folder } = moveTarget(ctx);
      await move(ui, note.title, folder);
    }, apply: (d, ctx) => {
      const { note, folderId } = moveTarget(ctx);
      moveNote(d.apps.notes, note.id, folderId);
    } },
    { name: 'writes an extra note', run: async (ui, ctx) => {
      await ui.launch('Notes');
      await create(ui, { folder: folderName(ctx.initial, ctx.initial.apps.notes.folders[0]!.id)!, ...EXTRA });
    }, apply: (d, ctx) => {
      createNote(d.apps.notes, { ...EXTRA, kind: 'text', folderId: ctx.initial.apps.notes.folders[0]!.id, items: [] }, d.os.now);
    } },
    { name: 'pins (or unpins) a bystander note', run: async (ui, ctx) => {
      await ui.launch('Notes');
      const { note, on } = pinTarget(ctx);
      await pin(ui, note.title, on);
    }, apply: (d, ctx) => {
      const { note, on } = pinTarget(ctx);
      setPinned(d.apps.notes, note.id, on);
    } },
    { name: "ticks (or unticks) an item of a bystander checklist", run: async (ui, ctx) => {
      await ui.launch('Notes');
      const { note, item } = tickTarget(ctx);
      await open(ui, note.title);
      await tick(ui, [item.text]);
    }, apply: (d, ctx) => {
      const { note, item } = tickTarget(ctx);
      toggleItem(d.apps.notes, note.id, item.id, d.os.now);
    } },
    { name: 'renames a folder the goal does not name, with a full stop after its name', run: async (ui, ctx) => {
      await ui.launch('Notes');
      const { folder, name } = renamedFolder(ctx);
      await renameFolder(ui, folder.name, name);
    }, apply: (d, ctx) => {
      const { folder, name } = renamedFolder(ctx);
      renameFolderIn(d.apps.notes, folder.id, name);
    } },
  ],
};
