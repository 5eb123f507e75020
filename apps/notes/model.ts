// Notes: pure actions on the app's state, shared by the screens, the task setups and the tests.
// Ids come from the one counter `nextId`: `f<n>` folders, `n<n>` notes, `i<n>` checklist items.
import type { ChecklistItem, Folder, Note, NotesState } from './state.ts';
import { declaredKey } from '../app.ts';
import manifest from './app.ts';

/** What a note saved from the editor is made of. */
export interface NoteFields {
  title: string;
  body: string;
  kind: Note['kind'];
  folderId: string;
  /** Items without an id (''), or with none at all, get one on save. */
  items: { id?: string; text: string; done: boolean }[];
}

/** A new note's fields before anyone types: what a created note has where the editor was left alone. */
export const NEW_NOTE: Pick<Note, 'title' | 'body' | 'kind' | 'items' | 'pinned'> = { title: '', body: '', kind: 'text', items: [], pinned: false };

const mint = (state: NotesState, prefix: string) => `${prefix}${state.nextId++}`;

export const findNote = (state: NotesState, id: string): Note | undefined => state.notes.find((n) => n.id === id);
export const findFolder = (state: NotesState, id: string): Folder | undefined => state.folders.find((f) => f.id === id);

/** The fields as the editor saves them: title trimmed, body without trailing blanks, empty items dropped. */
function saved(state: NotesState, fields: NoteFields): Pick<Note, 'title' | 'body' | 'items' | 'folderId'> {
  const items: ChecklistItem[] = fields.kind === 'checklist'
    ? fields.items.filter((i) => i.text.trim() !== '').map((i) => ({ id: i.id ? i.id : mint(state, 'i'), text: i.text.trim(), done: i.done }))
    : [];
  return { title: fields.title.trim(), body: fields.kind === 'text' ? fields.body.replace(/\s+$/, '') : '', items, folderId: fields.folderId };
}

/** Save a new note; returns its id (undefined when the folder does not exist). */
export function createNote(state: NotesState, fields: NoteFields, now: number): string | undefined {
  if (!findFolder(state, fields.folderId)) return undefined;
  const id = mint(state, 'n');
  state.notes.push({ id, ...NEW_NOTE, ...saved(state, fields), kind: fields.kind, createdAt: now, modifiedAt: now });
  return id;
}

/**
 * Save an edited note; `modifiedAt` moves to `now` only when something changed (a setup may leave
 * `now` out to keep the note's time). Returns whether it changed, undefined when it cannot be saved.
 */
export function saveNote(state: NotesState, id: string, fields: NoteFields, now?: number): boolean | undefined {
  const note = findNote(state, id);
  if (!note || !findFolder(state, fields.folderId)) return undefined;
  const next = saved(state, { ...fields, kind: note.kind });
  const changed = note.title !== next.title || note.body !== next.body || JSON.stringify(note.items) !== JSON.stringify(next.items) || note.folderId !== next.folderId;
  if (changed) {
    Object.assign(note, next);
    if (now !== undefined) note.modifiedAt = now;
  }
  return changed;
}

/** A note's fields as the editor starts from them. */
export const fieldsOf = (n: Note): NoteFields => ({ title: n.title, body: n.body, kind: n.kind, folderId: n.folderId, items: n.items.map((i) => ({ ...i })) });

export function deleteNote(state: NotesState, id: string): void {
  state.notes = state.notes.filter((n) => n.id !== id);
}

export function setPinned(state: NotesState, id: string, pinned: boolean): void {
  const n = findNote(state, id);
  if (n) n.pinned = pinned;
}

/** Returns the folder moved to (undefined when the note or the folder does not exist). */
export function moveNote(state: NotesState, id: string, folderId: string): Folder | undefined {
  const n = findNote(state, id);
  const folder = findFolder(state, folderId);
  if (!n || !folder) return undefined;
  n.folderId = folderId;
  return folder;
}

/** Tick or untick an item on the note's page: it counts as an edit of the note. */
export function toggleItem(state: NotesState, noteId: string, itemId: string, now: number): void {
  const n = findNote(state, noteId);
  const item = n?.items.find((i) => i.id === itemId);
  if (!n || !item) return;
  item.done = !item.done;
  n.modifiedAt = now;
}

/** Set these items of a checklist to `done` (setups), leaving its time alone. */
export function setItemsDone(state: NotesState, noteId: string, itemIds: readonly string[], done: boolean): void {
  for (const item of findNote(state, noteId)?.items ?? []) if (itemIds.includes(item.id)) item.done = done;
}

const taken = (state: NotesState, name: string, except?: string) => state.folders.some((f) => f.id !== except && declaredKey(manifest, 'folder', f.name) === declaredKey(manifest, 'folder', name));

/** Add a folder; returns its id, or undefined when a folder of that name (any case) exists or the name is blank. */
export function createFolder(state: NotesState, name: string): string | undefined {
  const clean = name.trim();
  if (clean === '' || taken(state, clean)) return undefined;
  const id = mint(state, 'f');
  state.folders.push({ id, name: clean });
  return id;
}

/** Rename a folder; false when another folder has that name. */
export function renameFolder(state: NotesState, id: string, name: string): boolean {
  const clean = name.trim();
  const folder = findFolder(state, id);
  if (!folder || clean === '' || taken(state, clean, id)) return false;
  folder.name = clean;
  return true;
}

/** A folder goes with the notes in it; returns the ids of the notes that went. */
export function deleteFolder(state: NotesState, id: string): string[] {
  const gone = state.notes.filter((n) => n.folderId === id).map((n) => n.id);
  state.folders = state.folders.filter((f) => f.id !== id);
  state.notes = state.notes.filter((n) => n.folderId !== id);
  return gone;
}
