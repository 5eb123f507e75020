// Notes screens: the folders (`main`), one folder's notes (`list`), one note (`view`) and the
// editor (`edit`, also for creating). The editor works on a draft in its route: Save writes it to
// the note (with a checklist item still typed in its field), back (the arrow or the system button)
// leaves without saving. Pin, move, delete and ticking a checklist item on the note's page apply
// at once.
import { useMemo, type KeyboardEvent } from 'react';
import { CheckSquare, FolderInput, FolderPlus, ListChecks, Notebook, Pencil, Pin, PinOff, Plus, Square, Trash2, X, Folder as FolderIcon } from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { back, replace, showToast } from '../os/nav.ts';
import { nav, update, useDevice, useToday } from '../device.ts';
import { AppBar, Button, Dialog, Empty, Fab, IconButton, ListItem, OptionsDialog, Scroll, SearchBar, SectionHeader } from '../kit/ui.tsx';
import { formatListTime, formatShortDate, formatClock } from '../kit/time.ts';
import type { DeviceState } from '../world.ts';
import { ALL_NOTES, noteMatches, notePreview, notesIn, sortNotes, type ChecklistItem, type Note } from './state.ts';
import * as model from './model.ts';
import './notes.css';

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const obj = (value: JsonValue | undefined): { [key: string]: JsonValue } =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};

export const UNTITLED = 'Untitled';
const titleOf = (n: Pick<Note, 'title'>) => (n.title.trim() === '' ? UNTITLED : n.title);

// ---- drafts and dialogs (plain JSON in the route) ----

interface DraftItem {
  /** '' for an item added in this draft; it gets an id on Save. */
  id: string;
  text: string;
  done: boolean;
}

interface NoteDraft {
  title: string;
  body: string;
  kind: 'text' | 'checklist';
  folderId: string;
  items: DraftItem[];
}

function readDraft(value: JsonValue | undefined): NoteDraft {
  const o = obj(value);
  const items = Array.isArray(o.items) ? o.items.map((i) => obj(i)).map((i) => ({ id: str(i.id), text: str(i.text), done: i.done === true })) : [];
  return { title: str(o.title), body: str(o.body), kind: o.kind === 'checklist' ? 'checklist' : 'text', folderId: str(o.folderId), items };
}

const draftOf = (n: Note): NoteDraft => ({ title: n.title, body: n.body, kind: n.kind, folderId: n.folderId, items: n.items.map((i) => ({ ...i })) });

interface NoteDialog {
  kind: string;
  id: string;
  name: string;
}

function readDialog(value: JsonValue | undefined): NoteDialog | null {
  if (!value || typeof value !== 'object' || Array.isArray(value) || typeof value.kind !== 'string') return null;
  return { kind: value.kind, id: str(value.id), name: str(value.name) };
}

const listRoute = (folder: string): Route => ({ screen: 'list', folder, query: '', dialog: null });
const viewRoute = (id: string): Route => ({ screen: 'view', id, dialog: null });
const editRoute = (id: string | null, draft: NoteDraft): Route => ({ screen: 'edit', id, draft: { ...draft, items: draft.items.map((i) => ({ ...i })) }, newItem: '', dialog: null });

function closeDialog(d: DeviceState): void {
  const top = d.os.ui.stacks.notes?.at(-1);
  if (top) top.dialog = null;
}

// ---- actions on the store (the state changes are the model's; here: toasts and navigation) ----

function setPinned(id: string, pinned: boolean): void {
  update((d) => {
    if (!model.findNote(d.apps.notes, id)) return;
    model.setPinned(d.apps.notes, id, pinned);
    closeDialog(d);
    showToast(d.os, pinned ? 'Note pinned' : 'Note unpinned');
  });
}

function moveNote(id: string, folderId: string): void {
  update((d) => {
    const folder = model.moveNote(d.apps.notes, id, folderId);
    if (!folder) return;
    closeDialog(d);
    showToast(d.os, `Moved to ${folder.name}`);
  });
}

function deleteNote(id: string): void {
  update((d) => {
    model.deleteNote(d.apps.notes, id);
    const stack = (d.os.ui.stacks.notes ?? []).filter((r) => !((r.screen === 'view' || r.screen === 'edit') && r.id === id));
    if (stack.length === 0) stack.push({ screen: 'main', dialog: null });
    stack[stack.length - 1]!.dialog = null;
    d.os.ui.stacks.notes = stack;
    showToast(d.os, 'Note deleted');
  });
}

function toggleItem(noteId: string, itemId: string): void {
  update((d) => model.toggleItem(d.apps.notes, noteId, itemId, d.os.now));
}

function saveNote(id: string | null, draft: NoteDraft): void {
  update((d) => {
    const s = d.apps.notes;
    if (!s.folders.some((f) => f.id === draft.folderId)) {
      showToast(d.os, 'Choose a folder');
      return;
    }
    if (id !== null && model.findNote(s, id)) {
      model.saveNote(s, id, draft, d.os.now);
      back(d.os);
    } else {
      const newId = model.createNote(s, draft, d.os.now)!;
      replace(d.os, viewRoute(newId));
    }
    showToast(d.os, 'Note saved');
  });
}

function createFolder(name: string): void {
  update((d) => {
    if (model.createFolder(d.apps.notes, name) === undefined) {
      showToast(d.os, `A folder named ${name.trim()} already exists`);
      return;
    }
    closeDialog(d);
    showToast(d.os, 'Folder created');
  });
}

function renameFolder(id: string, name: string): void {
  update((d) => {
    if (!model.findFolder(d.apps.notes, id)) return;
    if (!model.renameFolder(d.apps.notes, id, name)) {
      showToast(d.os, `A folder named ${name.trim()} already exists`);
      return;
    }
    closeDialog(d);
    showToast(d.os, 'Folder renamed');
  });
}

/** A folder goes with the notes in it. */
function deleteFolder(id: string): void {
  update((d) => {
    const gone = new Set(model.deleteFolder(d.apps.notes, id));
    const stack = (d.os.ui.stacks.notes ?? []).filter((r) => !(r.screen === 'list' && r.folder === id) && !((r.screen === 'view' || r.screen === 'edit') && gone.has(str(r.id))));
    if (stack.length === 0) stack.push({ screen: 'main', dialog: null });
    stack[stack.length - 1]!.dialog = null;
    d.os.ui.stacks.notes = stack;
    showToast(d.os, 'Folder deleted');
  });
}

// ---- shared pieces ----

/** A dialog with one text field, for naming a folder. */
function NameDialog({ title, value, confirm, onChange, onConfirm }: { title: string; value: string; confirm: string; onChange: (v: string) => void; onConfirm: () => void }) {
  const ok = value.trim() !== '';
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing && ok) {
      e.preventDefault();
      onConfirm();
    }
  };
  return (
    <div className="dialog-scrim">
      <div className="dialog" role="dialog" aria-label={title}>
        <h2>{title}</h2>
        <input className="nt-dialog-input" aria-label="Folder name" placeholder="Folder name" value={value} onChange={(e) => onChange(e.target.value)} onKeyDown={onKeyDown} autoComplete="off" spellCheck={false} />
        <div className="actions">
          <Button variant="text" onClick={() => nav.patch({ dialog: null })}>Cancel</Button>
          <Button variant="text" disabled={!ok} onClick={() => ok && onConfirm()}>{confirm}</Button>
        </div>
      </div>
    </div>
  );
}

function MoveDialog({ note, onMove }: { note: Note; onMove: (folderId: string) => void }) {
  const folders = useDevice((s) => s.apps.notes.folders);
  return (
    <OptionsDialog
      title="Move to folder"
      onDismiss={() => nav.patch({ dialog: null })}
      options={folders.filter((f) => f.id !== note.folderId).map((f) => ({ label: f.name, onClick: () => onMove(f.id) }))}
    />
  );
}

function DeleteNoteDialog({ note }: { note: Note }) {
  return (
    <Dialog
      title="Delete note?"
      message={`"${titleOf(note)}" will be permanently deleted.`}
      actions={[
        { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
        { label: 'Delete', danger: true, onClick: () => deleteNote(note.id) },
      ]}
    />
  );
}

// ---- screens ----

function FoldersScreen({ route }: { route: Route }) {
  const state = useDevice((s) => s.apps.notes);
  const dialog = readDialog(route.dialog);
  const dialogFolder = dialog ? state.folders.find((f) => f.id === dialog.id) : undefined;
  const count = (id: string) => notesIn(state, id).length;
  return (
    <>
      <AppBar title="Notes" />
      <Scroll label="Folders">
        <ListItem label="All notes" leading={<span className="nt-folder-icon" aria-hidden><Notebook size={22} /></span>} title="All notes" trailing={String(count(ALL_NOTES))} onClick={() => nav.push(listRoute(ALL_NOTES))} />
        <SectionHeader>Folders</SectionHeader>
        {state.folders.length === 0 && <Empty>No folders</Empty>}
        {state.folders.map((f) => (
          <ListItem
            key={f.id}
            label={f.name}
            leading={<span className="nt-folder-icon" aria-hidden><FolderIcon size={22} /></span>}
            title={f.name}
            trailing={String(count(f.id))}
            onClick={() => nav.push(listRoute(f.id))}
            onLongPress={() => nav.patch({ dialog: { kind: 'folder', id: f.id, name: '' } })}
          />
        ))}
        <div className="nt-fab-space" />
      </Scroll>
      <Fab label="New folder" extended icon={<FolderPlus size={22} />} onClick={() => nav.patch({ dialog: { kind: 'new-folder', id: '', name: '' } })} />
      {dialog?.kind === 'new-folder' && (
        <NameDialog title="New folder" value={dialog.name} confirm="Create" onChange={(v) => nav.patch({ dialog: { ...dialog, name: v } })} onConfirm={() => createFolder(dialog.name)} />
      )}
      {dialog?.kind === 'folder' && dialogFolder && (
        <OptionsDialog
          title={dialogFolder.name}
          onDismiss={() => nav.patch({ dialog: null })}
          options={[
            { label: 'Rename', onClick: () => nav.patch({ dialog: { kind: 'rename', id: dialogFolder.id, name: dialogFolder.name } }) },
            { label: 'Delete', danger: true, onClick: () => nav.patch({ dialog: { kind: 'delete-folder', id: dialogFolder.id, name: '' } }) },
          ]}
        />
      )}
      {dialog?.kind === 'rename' && dialogFolder && (
        <NameDialog title="Rename folder" value={dialog.name} confirm="Rename" onChange={(v) => nav.patch({ dialog: { ...dialog, name: v } })} onConfirm={() => renameFolder(dialogFolder.id, dialog.name)} />
      )}
      {dialog?.kind === 'delete-folder' && dialogFolder && (
        <Dialog
          title="Delete folder?"
          message={`"${dialogFolder.name}" and its ${count(dialogFolder.id)} notes will be permanently deleted.`}
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
            { label: 'Delete', danger: true, onClick: () => deleteFolder(dialogFolder.id) },
          ]}
        />
      )}
    </>
  );
}

function NotesList({ route }: { route: Route }) {
  const state = useDevice((s) => s.apps.notes);
  const today = useToday();
  const folder = str(route.folder) || ALL_NOTES;
  const folderName = folder === ALL_NOTES ? 'All notes' : state.folders.find((f) => f.id === folder)?.name;
  const query = str(route.query);
  const notes = useMemo(() => sortNotes(notesIn(state, folder).filter((n) => noteMatches(n, query))), [state, folder, query]);
  const dialog = readDialog(route.dialog);
  const dialogNote = dialog ? state.notes.find((n) => n.id === dialog.id) : undefined;
  if (folderName === undefined) {
    return (
      <>
        <AppBar title="Notes" onBack={nav.back} />
        <Empty>This folder no longer exists</Empty>
      </>
    );
  }
  // New notes go to the folder on screen; from "All notes", to the first folder.
  const newFolder = folder === ALL_NOTES ? state.folders[0]?.id ?? '' : folder;
  const create = (kind: 'text' | 'checklist') => {
    if (newFolder === '') nav.toast('Create a folder first');
    else nav.push(editRoute(null, { title: '', body: '', kind, folderId: newFolder, items: [] }));
  };
  const pinned = notes.filter((n) => n.pinned);
  const row = (n: Note) => (
    <ListItem
      key={n.id}
      label={titleOf(n)}
      leading={<span className="nt-note-icon" aria-hidden>{n.kind === 'checklist' ? <ListChecks size={20} /> : <Notebook size={20} />}</span>}
      title={titleOf(n)}
      subtitle={notePreview(n)}
      trailing={
        <span className="nt-trailing">
          <span>{formatListTime(n.modifiedAt, today)}</span>
          {n.pinned && <Pin size={15} className="nt-pin" aria-hidden />}
        </span>
      }
      onClick={() => nav.push(viewRoute(n.id))}
      onLongPress={() => nav.patch({ dialog: { kind: 'note', id: n.id, name: '' } })}
    />
  );
  return (
    <>
      <AppBar
        title={folderName}
        onBack={nav.back}
        actions={
          <IconButton label="New checklist" onClick={() => create('checklist')}>
            <ListChecks size={22} />
          </IconButton>
        }
      />
      <SearchBar value={query} placeholder="Search notes" onChange={(v) => nav.patch({ query: v })} />
      <Scroll label="Notes list">
        {notes.length === 0 && <Empty>{query.trim() !== '' ? 'No notes found' : 'No notes yet'}</Empty>}
        {pinned.length > 0 && <SectionHeader>Pinned</SectionHeader>}
        {pinned.map(row)}
        {pinned.length > 0 && pinned.length < notes.length && <SectionHeader>Others</SectionHeader>}
        {notes.filter((n) => !n.pinned).map(row)}
        <div className="nt-fab-space" />
      </Scroll>
      <Fab label="New note" extended icon={<Plus size={22} />} onClick={() => create('text')} />
      {dialog?.kind === 'note' && dialogNote && (
        <OptionsDialog
          title={titleOf(dialogNote)}
          onDismiss={() => nav.patch({ dialog: null })}
          options={[
            { label: dialogNote.pinned ? 'Unpin' : 'Pin', onClick: () => setPinned(dialogNote.id, !dialogNote.pinned) },
            { label: 'Move to folder', onClick: () => nav.patch({ dialog: { kind: 'move', id: dialogNote.id, name: '' } }) },
            { label: 'Delete', danger: true, onClick: () => nav.patch({ dialog: { kind: 'delete', id: dialogNote.id, name: '' } }) },
          ]}
        />
      )}
      {dialog?.kind === 'move' && dialogNote && <MoveDialog note={dialogNote} onMove={(f) => moveNote(dialogNote.id, f)} />}
      {dialog?.kind === 'delete' && dialogNote && <DeleteNoteDialog note={dialogNote} />}
    </>
  );
}

function NoteView({ route }: { route: Route }) {
  const id = str(route.id);
  const note = useDevice((s) => s.apps.notes.notes.find((n) => n.id === id));
  const folders = useDevice((s) => s.apps.notes.folders);
  const now = useDevice((s) => s.os.now);
  if (!note) {
    return (
      <>
        <AppBar title="Note" onBack={nav.back} />
        <Empty>This note no longer exists</Empty>
      </>
    );
  }
  const folderName = folders.find((f) => f.id === note.folderId)?.name ?? '';
  const dialog = route.dialog;
  const edited = note.modifiedAt >= now - 12 * 3600_000 ? formatClock(note.modifiedAt) : formatShortDate(note.modifiedAt);
  const open = note.items.filter((i) => !i.done);
  const done = note.items.filter((i) => i.done);
  const itemRow = (i: ChecklistItem) => (
    <button key={i.id} role="checkbox" aria-checked={i.done} aria-label={i.text} className={`nt-item${i.done ? ' done' : ''}`} onClick={() => toggleItem(note.id, i.id)}>
      {i.done ? <CheckSquare size={22} className="nt-box on" aria-hidden /> : <Square size={22} className="nt-box" aria-hidden />}
      <span>{i.text}</span>
    </button>
  );
  return (
    <>
      <AppBar
        title=""
        onBack={nav.back}
        actions={
          <>
            <IconButton label={note.pinned ? 'Unpin' : 'Pin'} onClick={() => setPinned(note.id, !note.pinned)}>
              {note.pinned ? <PinOff size={21} /> : <Pin size={21} />}
            </IconButton>
            <IconButton label="Move to folder" onClick={() => nav.patch({ dialog: 'move' })}>
              <FolderInput size={21} />
            </IconButton>
            <IconButton label="Edit" onClick={() => nav.push(editRoute(note.id, draftOf(note)))}>
              <Pencil size={21} />
            </IconButton>
            <IconButton label="Delete" onClick={() => nav.patch({ dialog: 'delete' })}>
              <Trash2 size={21} />
            </IconButton>
          </>
        }
      />
      <Scroll label="Note">
        <div className="nt-view">
          <h2 className="nt-title" role="heading">{titleOf(note)}</h2>
          <div className="nt-meta">{`${folderName} · Edited ${edited}${note.pinned ? ' · Pinned' : ''}`}</div>
          {note.kind === 'text' ? (
            note.body.trim() === '' ? <p className="nt-empty-body">No text</p> : note.body.split('\n').map((line, i) => (line.trim() === '' ? <div key={i} className="nt-gap" /> : <p key={i} className="nt-line">{line}</p>))
          ) : (
            <div className="nt-items">
              {note.items.length === 0 && <p className="nt-empty-body">No items</p>}
              {open.map(itemRow)}
              {done.length > 0 && <div className="nt-done-label">{`${done.length} checked`}</div>}
              {done.map(itemRow)}
            </div>
          )}
        </div>
      </Scroll>
      {dialog === 'move' && <MoveDialog note={note} onMove={(f) => moveNote(note.id, f)} />}
      {dialog === 'delete' && <DeleteNoteDialog note={note} />}
    </>
  );
}

function NoteEdit({ route }: { route: Route }) {
  const id = typeof route.id === 'string' ? route.id : null;
  const draft = readDraft(route.draft);
  const newItem = str(route.newItem);
  const folders = useDevice((s) => s.apps.notes.folders);
  const folderName = folders.find((f) => f.id === draft.folderId)?.name ?? 'No folder';
  // Save takes an item still typed in the List item field, as a list app keeps what was typed.
  const pending = draft.kind === 'checklist' && newItem.trim() !== '' ? [{ id: '', text: newItem.trim(), done: false }] : [];
  const toSave: NoteDraft = { ...draft, items: [...draft.items.map((i) => ({ ...i })), ...pending] };
  const canSave = toSave.title.trim() !== '' || toSave.body.trim() !== '' || toSave.items.length > 0;
  const setDraft = (patch: Partial<NoteDraft>) => nav.patch({ draft: { ...draft, ...patch, items: (patch.items ?? draft.items).map((i) => ({ ...i })) } });
  const addItem = () => {
    if (newItem.trim() === '') return;
    nav.patch({ draft: { ...draft, items: [...draft.items.map((i) => ({ ...i })), { id: '', text: newItem.trim(), done: false }] }, newItem: '' });
  };
  const onItemKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      addItem();
    }
  };
  return (
    <>
      <AppBar
        title={id === null ? (draft.kind === 'checklist' ? 'New checklist' : 'New note') : 'Edit note'}
        onBack={nav.back}
        actions={
          <span className="nt-save">
            <Button disabled={!canSave} onClick={() => canSave && saveNote(id, toSave)}>Save</Button>
          </span>
        }
      />
      <Scroll label="Note editor">
        <div className="nt-edit">
          <button className="chip nt-folder-chip" aria-label={`Folder: ${folderName}`} onClick={() => nav.patch({ dialog: 'folder' })}>
            <FolderIcon size={16} aria-hidden />
            <span>{folderName}</span>
          </button>
          <input className="nt-title-input" aria-label="Title" placeholder="Title" value={draft.title} onChange={(e) => setDraft({ title: e.target.value })} autoComplete="off" spellCheck={false} />
          {draft.kind === 'text' ? (
            <textarea className="nt-body-input" aria-label="Note" placeholder="Note" value={draft.body} onChange={(e) => setDraft({ body: e.target.value })} spellCheck={false} />
          ) : (
            <div className="nt-items">
              {draft.items.map((item, index) => (
                <div key={index} className="nt-edit-item">
                  <button role="checkbox" aria-checked={item.done} aria-label={item.text} className={`nt-item${item.done ? ' done' : ''}`} onClick={() => setDraft({ items: draft.items.map((x, j) => (j === index ? { ...x, done: !x.done } : x)) })}>
                    {item.done ? <CheckSquare size={22} className="nt-box on" aria-hidden /> : <Square size={22} className="nt-box" aria-hidden />}
                    <span>{item.text}</span>
                  </button>
                  <IconButton label={`Remove ${item.text}`} onClick={() => setDraft({ items: draft.items.filter((_, j) => j !== index) })}>
                    <X size={20} />
                  </IconButton>
                </div>
              ))}
              <div className="nt-add-row">
                <Plus size={22} className="nt-box" aria-hidden />
                <input className="nt-add-input" aria-label="List item" placeholder="List item" value={newItem} onChange={(e) => nav.patch({ newItem: e.target.value })} onKeyDown={onItemKey} autoComplete="off" spellCheck={false} />
                <Button variant="text" disabled={newItem.trim() === ''} onClick={addItem}>Add</Button>
              </div>
            </div>
          )}
        </div>
      </Scroll>
      {route.dialog === 'folder' && (
        <OptionsDialog
          title="Folder"
          onDismiss={() => nav.patch({ dialog: null })}
          options={folders.map((f) => ({ label: f.id === draft.folderId ? `${f.name} ✓` : f.name, onClick: () => nav.patch({ draft: { ...draft, items: draft.items.map((i) => ({ ...i })), folderId: f.id }, dialog: null }) }))}
        />
      )}
    </>
  );
}

export function NotesApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'list':
      return <NotesList route={route} />;
    case 'view':
      return <NoteView route={route} />;
    case 'edit':
      return <NoteEdit route={route} />;
    default:
      return <FoldersScreen route={route} />;
  }
}
