// Files screens: the top level (`main`), one folder (`folder`), the folder picker for Move to /
// Copy to (`pick`) and the Storage screen (`storage`). Selection, dialogs and drafts live in the route.
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import {
  ArrowUpDown, Archive, ChevronRight, CheckSquare, Copy, File, FileText, FolderInput, Folder, FolderPlus, HardDrive,
  Image, MoreVertical, Music, Smartphone, Trash2, Video, X,
} from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { back, push, showToast } from '../os/nav.ts';
import { nav, update, useDevice, useToday } from '../device.ts';
import { AppBar, Button, Empty, Fab, IconButton, OptionsDialog, Scroll, SectionHeader } from '../kit/ui.tsx';
import type { DeviceState } from '../world.ts';
import {
  CATEGORIES, categoryOf, childrenOf, descendantsOf, findItem, formatFileDate, formatSize, nameTaken, pathOf, sortItems,
  storageSummary, type FileItem, type FilesState, type SortKey,
} from './state.ts';
import * as model from './model.ts';
import './files.css';

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const strList = (value: JsonValue | undefined): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const obj = (value: JsonValue | undefined): { [key: string]: JsonValue } | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : null;

const ROOT_NAME = 'Internal storage';

const folderRoute = (id: string): Route => ({ screen: 'folder', id, dialog: null, selected: [] });

/** The Files route on screen, inside an update. */
function top(d: DeviceState): Route | undefined {
  return d.os.ui.stacks.files?.at(-1);
}

function closeDialog(d: DeviceState): void {
  const r = top(d);
  if (r) r.dialog = null;
}

// ---- actions: each one store update ----

function createFolder(parent: string | null, name: string, enter: boolean): void {
  update((d) => {
    const id = model.createFolder(d.apps.files, parent, name, d.os.now);
    if (id === undefined) return;
    const r = top(d);
    if (r) {
      r.dialog = null;
      if (enter) r.at = id;
    }
    showToast(d.os, 'Folder created');
  });
}

function renameItem(id: string, name: string): void {
  update((d) => {
    if (!model.renameItem(d.apps.files, id, name)) return;
    closeDialog(d);
    showToast(d.os, 'Renamed');
  });
}

function deleteItems(ids: string[]): void {
  update((d) => {
    model.deleteItems(d.apps.files, ids);
    const r = top(d);
    if (r) {
      r.dialog = null;
      r.selected = [];
    }
    showToast(d.os, ids.length === 1 ? 'Deleted' : `Deleted ${ids.length} items`);
  });
}

/** Leave the picker and clear the selection of the folder it was opened from. */
function closePicker(d: DeviceState): void {
  back(d.os);
  const r = top(d);
  if (r) {
    r.selected = [];
    r.dialog = null;
  }
}

function moveItems(ids: string[], dest: string | null): void {
  update((d) => {
    const moved = model.moveItems(d.apps.files, ids, dest);
    closePicker(d);
    showToast(d.os, moved === 1 ? 'Moved 1 item' : `Moved ${moved} items`);
  });
}

function copyItems(ids: string[], dest: string | null): void {
  update((d) => {
    const copied = model.copyItems(d.apps.files, ids, dest, d.os.now);
    closePicker(d);
    showToast(d.os, copied === 1 ? 'Copied 1 item' : `Copied ${copied} items`);
  });
}

function openPicker(mode: 'move' | 'copy', ids: string[]): void {
  update((d) => {
    closeDialog(d);
    push(d.os, { screen: 'pick', mode, ids, at: null, dialog: null });
  });
}

/** Show a folder: the stack becomes the top level and the folders down to it. */
function goToFolder(d: DeviceState, id: string | null): void {
  const path = pathOf(d.apps.files, id);
  const stack = d.os.ui.stacks.files ?? [];
  const main = stack[0]?.screen === 'main' ? stack[0] : { screen: 'main' };
  main.dialog = null;
  main.selected = [];
  d.os.ui.stacks.files = [main, ...path.map((f) => folderRoute(f.id))];
}

// ---- pieces ----

function FileIcon({ item }: { item: FileItem }) {
  if (item.kind === 'folder') return <span className="fl-icon folder" aria-hidden><Folder size={22} /></span>;
  const category = categoryOf(item.name);
  const icons: Record<string, ReactNode> = {
    images: <Image size={20} />, videos: <Video size={20} />, audio: <Music size={20} />,
    documents: <FileText size={20} />, archives: <Archive size={20} />, other: <File size={20} />,
  };
  return <span className={`fl-icon ${category}`} aria-hidden>{icons[category]}</span>;
}

function subtitleOf(state: FilesState, item: FileItem, now: number): string {
  // A folder shows when something in it last changed.
  const latest = item.kind === 'folder' ? descendantsOf(state, item.id).reduce((t, i) => Math.max(t, i.modifiedAt), item.modifiedAt) : item.modifiedAt;
  const date = formatFileDate(latest, now);
  if (item.kind === 'file') return `${formatSize(item.size)} · ${date}`;
  const n = childrenOf(state, item.id).length;
  return `${n === 1 ? '1 item' : `${n} items`} · ${date}`;
}

function FileRow(props: {
  item: FileItem; subtitle: string; selecting: boolean; selected: boolean;
  onClick: () => void; onLongPress: () => void; onMore: () => void;
}) {
  const onContextMenu = (e: MouseEvent) => {
    e.preventDefault();
    props.onLongPress();
  };
  return (
    <div className={`fl-row${props.selected ? ' selected' : ''}`}>
      <button
        className="list-item fl-main"
        aria-label={props.item.name}
        role={props.selecting ? 'checkbox' : undefined}
        aria-checked={props.selecting ? props.selected : undefined}
        onClick={props.onClick}
        onContextMenu={onContextMenu}
      >
        {props.selected ? <span className="fl-icon checked" aria-hidden><CheckSquare size={22} /></span> : <FileIcon item={props.item} />}
        <div className="texts">
          <div className="title">{props.item.name}</div>
          <div className="subtitle">{props.subtitle}</div>
        </div>
      </button>
      {!props.selecting && (
        <IconButton label={`More options for ${props.item.name}`} onClick={props.onMore}>
          <MoreVertical size={20} />
        </IconButton>
      )}
    </div>
  );
}

/** "Internal storage › Documents › Work": every level but the last can be tapped. */
function Crumbs({ path, onGo }: { path: FileItem[]; onGo: (id: string | null) => void }) {
  const levels: { id: string | null; name: string }[] = [{ id: null, name: ROOT_NAME }, ...path.map((f) => ({ id: f.id, name: f.name }))];
  return (
    <nav className="fl-crumbs" aria-label="Path">
      {levels.map((level, i) => {
        const last = i === levels.length - 1;
        return (
          <span key={level.id ?? 'root'} className="fl-crumb-wrap">
            {i > 0 && <ChevronRight size={16} aria-hidden className="fl-crumb-sep" />}
            {last ? (
              <span className="fl-crumb-current">{level.name}</span>
            ) : (
              <button className="fl-crumb" onClick={() => onGo(level.id)}>{level.name}</button>
            )}
          </span>
        );
      })}
    </nav>
  );
}

function InputDialog(props: {
  title: string; label: string; value: string; confirm: string; error: string | null;
  onChange: (v: string) => void; onConfirm: () => void;
}) {
  const canConfirm = props.value.trim() !== '' && props.error === null;
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && canConfirm) props.onConfirm();
  };
  return (
    <div className="dialog-scrim">
      <div className="dialog" role="dialog" aria-label={props.title}>
        <h2>{props.title}</h2>
        <input
          className="fl-input"
          aria-label={props.label}
          placeholder={props.label}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          spellCheck={false}
        />
        <div className="fl-error">{props.error ?? ''}</div>
        <div className="actions">
          <Button variant="text" onClick={() => nav.patch({ dialog: null })}>Cancel</Button>
          <Button variant="text" disabled={!canConfirm} onClick={() => canConfirm && props.onConfirm()}>{props.confirm}</Button>
        </div>
      </div>
    </div>
  );
}

const SORT_LABELS: Record<SortKey, string> = { name: 'Name', date: 'Date modified', size: 'Size' };

function SortDialog({ sortBy }: { sortBy: SortKey }) {
  const choose = (key: SortKey) => update((d) => {
    model.setSort(d.apps.files, key);
    closeDialog(d);
  });
  return (
    <div className="dialog-scrim" onClick={(e) => { if (e.target === e.currentTarget) nav.patch({ dialog: null }); }}>
      <div className="dialog options-dialog" role="dialog" aria-label="Sort by">
        <h2>Sort by</h2>
        <div className="options">
          {(Object.keys(SORT_LABELS) as SortKey[]).map((key) => (
            <button key={key} role="radio" aria-checked={sortBy === key} className="option fl-radio" onClick={() => choose(key)}>
              <span className={`fl-radio-dot${sortBy === key ? ' on' : ''}`} aria-hidden />
              {SORT_LABELS[key]}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

function DeleteDialog({ items }: { items: FileItem[] }) {
  const one = items.length === 1 ? items[0]! : null;
  const title = one ? `Delete “${one.name}”?` : `Delete ${items.length} items?`;
  const message = one?.kind === 'folder' ? 'This folder and everything in it will be permanently deleted.' : one ? 'This file will be permanently deleted.' : 'These items will be permanently deleted.';
  return (
    <div className="dialog-scrim">
      <div className="dialog" role="dialog" aria-label={title}>
        <h2>{title}</h2>
        <p>{message}</p>
        <div className="actions">
          <Button variant="text" onClick={() => nav.patch({ dialog: null })}>Cancel</Button>
          <Button variant="danger" onClick={() => deleteItems(items.map((i) => i.id))}>Delete</Button>
        </div>
      </div>
    </div>
  );
}

// ---- screens ----

function StorageCard({ state }: { state: FilesState }) {
  const s = storageSummary(state);
  return (
    <button className="fl-storage-card" aria-label="Storage" onClick={() => nav.push({ screen: 'storage' })}>
      <span className="fl-storage-icon" aria-hidden><HardDrive size={22} /></span>
      <span className="fl-storage-texts">
        <span className="fl-storage-title">Internal storage</span>
        <span className="fl-bar"><span className="fl-bar-fill" style={{ width: `${(s.used / s.total) * 100}%` }} /></span>
        <span className="fl-storage-sub">{`${formatSize(s.used)} used of ${formatSize(s.total)}`}</span>
      </span>
      <ChevronRight size={20} aria-hidden />
    </button>
  );
}

/** The top level (`id` null) or one folder. */
function FolderScreen({ route }: { route: Route }) {
  const id = route.screen === 'folder' ? str(route.id) : null;
  const state = useDevice((s) => s.apps.files);
  const today = useToday();
  const folder = findItem(state, id);
  const selected = strList(route.selected).filter((x) => findItem(state, x));
  const selecting = selected.length > 0;
  const dialog = obj(route.dialog);

  if (id !== null && !folder) {
    return (
      <>
        <AppBar title="Files" onBack={nav.back} />
        <Empty>This folder no longer exists</Empty>
      </>
    );
  }

  const items = sortItems(childrenOf(state, id), state.sortBy);
  const toggle = (itemId: string) =>
    nav.patch({ selected: selected.includes(itemId) ? selected.filter((x) => x !== itemId) : [...selected, itemId] });
  const open = (item: FileItem) => {
    if (selecting) toggle(item.id);
    else if (item.kind === 'folder') nav.push(folderRoute(item.id));
    else nav.patch({ dialog: { kind: 'menu', id: item.id } });
  };

  const appBar = selecting ? (
    <header className="appbar fl-selbar">
      <IconButton label="Clear selection" onClick={() => nav.patch({ selected: [] })}><X size={22} /></IconButton>
      <h1 role="heading">{`${selected.length} selected`}</h1>
      <IconButton label="Select all" onClick={() => nav.patch({ selected: items.map((i) => i.id) })}><CheckSquare size={21} /></IconButton>
      <IconButton label="Move to" onClick={() => openPicker('move', selected)}><FolderInput size={21} /></IconButton>
      <IconButton label="Copy to" onClick={() => openPicker('copy', selected)}><Copy size={20} /></IconButton>
      <IconButton label="Delete" onClick={() => nav.patch({ dialog: { kind: 'delete', ids: selected } })}><Trash2 size={21} /></IconButton>
    </header>
  ) : (
    <AppBar
      title={folder ? folder.name : 'Files'}
      onBack={folder ? nav.back : undefined}
      actions={
        <IconButton label="Sort" onClick={() => nav.patch({ dialog: { kind: 'sort' } })}><ArrowUpDown size={21} /></IconButton>
      }
    />
  );

  const menuItem = dialog?.kind === 'menu' ? findItem(state, str(dialog.id)) : undefined;
  const renameItemTarget = dialog?.kind === 'rename' ? findItem(state, str(dialog.id)) : undefined;
  const deleting = dialog?.kind === 'delete' ? strList(dialog.ids).map((x) => findItem(state, x)).filter((x): x is FileItem => !!x) : [];
  const draftName = dialog ? str(dialog.name) : '';

  return (
    <>
      {appBar}
      {id !== null && <Crumbs path={pathOf(state, id)} onGo={(target) => update((d) => goToFolder(d, target))} />}
      <Scroll label={folder ? `${folder.name} contents` : 'Files'}>
        {id === null && <StorageCard state={state} />}
        {id === null && <SectionHeader>Folders</SectionHeader>}
        {items.length === 0 && <Empty>This folder is empty</Empty>}
        {items.map((item) => (
          <FileRow
            key={item.id}
            item={item}
            subtitle={subtitleOf(state, item, today)}
            selecting={selecting}
            selected={selected.includes(item.id)}
            onClick={() => open(item)}
            onLongPress={() => (selecting ? toggle(item.id) : nav.patch({ selected: [item.id] }))}
            onMore={() => nav.patch({ dialog: { kind: 'menu', id: item.id } })}
          />
        ))}
        <div className="fl-fab-space" />
      </Scroll>
      {!selecting && <Fab label="New folder" extended icon={<FolderPlus size={22} />} onClick={() => nav.patch({ dialog: { kind: 'new-folder', name: '' } })} />}
      {menuItem && (
        <OptionsDialog
          title={menuItem.name}
          onDismiss={() => nav.patch({ dialog: null })}
          options={[
            { label: 'Rename', onClick: () => nav.patch({ dialog: { kind: 'rename', id: menuItem.id, name: menuItem.name } }) },
            { label: 'Move to', onClick: () => openPicker('move', [menuItem.id]) },
            { label: 'Copy to', onClick: () => openPicker('copy', [menuItem.id]) },
            { label: 'Delete', danger: true, onClick: () => nav.patch({ dialog: { kind: 'delete', ids: [menuItem.id] } }) },
          ]}
        />
      )}
      {renameItemTarget && (
        <InputDialog
          title="Rename"
          label="Name"
          value={draftName}
          confirm="Rename"
          error={draftName.trim() !== renameItemTarget.name && nameTaken(state, renameItemTarget.parent, draftName, renameItemTarget.id) ? 'An item with this name already exists' : null}
          onChange={(v) => nav.patch({ dialog: { kind: 'rename', id: renameItemTarget.id, name: v } })}
          onConfirm={() => renameItem(renameItemTarget.id, draftName)}
        />
      )}
      {dialog?.kind === 'new-folder' && (
        <InputDialog
          title="New folder"
          label="Folder name"
          value={draftName}
          confirm="Create"
          error={nameTaken(state, id, draftName) ? 'An item with this name already exists' : null}
          onChange={(v) => nav.patch({ dialog: { kind: 'new-folder', name: v } })}
          onConfirm={() => createFolder(id, draftName, false)}
        />
      )}
      {deleting.length > 0 && <DeleteDialog items={deleting} />}
      {dialog?.kind === 'sort' && <SortDialog sortBy={state.sortBy} />}
    </>
  );
}

function PickerScreen({ route }: { route: Route }) {
  const state = useDevice((s) => s.apps.files);
  const mode = route.mode === 'copy' ? 'copy' : 'move';
  const ids = strList(route.ids).filter((x) => findItem(state, x));
  const atRaw = typeof route.at === 'string' ? route.at : null;
  const at = atRaw !== null && findItem(state, atRaw) ? atRaw : null;
  const dialog = obj(route.dialog);
  const folders = sortItems(childrenOf(state, at).filter((i) => i.kind === 'folder' && !ids.includes(i.id)), 'name');
  const sameFolder = ids.length > 0 && ids.every((x) => findItem(state, x)?.parent === at);
  const canDrop = ids.length > 0 && !(mode === 'move' && sameFolder);
  const draftName = dialog ? str(dialog.name) : '';
  const verb = mode === 'move' ? 'Move' : 'Copy';
  return (
    <>
      <AppBar
        title={`${verb} to`}
        onBack={nav.back}
        actions={<IconButton label="New folder" onClick={() => nav.patch({ dialog: { kind: 'new-folder', name: '' } })}><FolderPlus size={21} /></IconButton>}
      />
      <Crumbs path={pathOf(state, at)} onGo={(target) => nav.patch({ at: target })} />
      <Scroll label="Folders">
        {folders.length === 0 && <Empty>No folders here</Empty>}
        {folders.map((f) => (
          <button key={f.id} className="list-item" aria-label={f.name} onClick={() => nav.patch({ at: f.id })}>
            <FileIcon item={f} />
            <div className="texts"><div className="title">{f.name}</div></div>
            <ChevronRight size={20} aria-hidden className="fl-chevron" />
          </button>
        ))}
      </Scroll>
      <div className="fl-pick-bar">
        <span className="fl-pick-count">{ids.length === 1 ? findItem(state, ids[0]!)!.name : `${ids.length} items`}</span>
        <Button variant="text" onClick={nav.back}>Cancel</Button>
        <Button disabled={!canDrop} onClick={() => canDrop && (mode === 'move' ? moveItems(ids, at) : copyItems(ids, at))}>{`${verb} here`}</Button>
      </div>
      {dialog?.kind === 'new-folder' && (
        <InputDialog
          title="New folder"
          label="Folder name"
          value={draftName}
          confirm="Create"
          error={nameTaken(state, at, draftName) ? 'An item with this name already exists' : null}
          onChange={(v) => nav.patch({ dialog: { kind: 'new-folder', name: v } })}
          onConfirm={() => createFolder(at, draftName, true)}
        />
      )}
    </>
  );
}

function StorageScreen() {
  const state = useDevice((s) => s.apps.files);
  const s = storageSummary(state);
  const rows: { label: string; color: string; bytes: number; icon: ReactNode }[] = [
    ...CATEGORIES.map((c) => ({ label: c.label, color: c.color, bytes: s.byCategory[c.id], icon: null })),
    { label: 'Apps', color: '#00897b', bytes: s.apps, icon: null },
    { label: 'System', color: '#546e7a', bytes: s.system, icon: <Smartphone size={18} /> },
  ];
  return (
    <>
      <AppBar title="Storage" onBack={nav.back} />
      <Scroll label="Storage">
        <div className="fl-usage">
          <div className="fl-usage-big">{formatSize(s.used)}</div>
          <div className="fl-usage-of">{`used of ${formatSize(s.total)}`}</div>
          <div className="fl-stack" aria-hidden>
            {rows.map((r) => <span key={r.label} style={{ width: `${(r.bytes / s.total) * 100}%`, background: r.color }} />)}
          </div>
          <div className="fl-usage-line">
            <span>Used</span><span>{formatSize(s.used)}</span>
          </div>
          <div className="fl-usage-line">
            <span>Free</span><span>{formatSize(s.free)}</span>
          </div>
          <div className="fl-usage-line">
            <span>Total</span><span>{formatSize(s.total)}</span>
          </div>
        </div>
        <SectionHeader>By category</SectionHeader>
        {rows.map((r) => (
          <div key={r.label} className="fl-cat">
            <span className="fl-cat-dot" style={{ background: r.color }} aria-hidden />
            <span className="fl-cat-label">{r.label}</span>
            <span className="fl-cat-size">{formatSize(r.bytes)}</span>
          </div>
        ))}
      </Scroll>
    </>
  );
}

export function FilesApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'pick':
      return <PickerScreen route={route} />;
    case 'storage':
      return <StorageScreen />;
    default:
      return <FolderScreen route={route} />;
  }
}
