// What the Files templates share: picking items from the seeded tree, reading it after an episode,
// and the oracle's moves through the app (open a folder, an item's menu, the folder picker).
import { expectEqual, type Check } from '../../judges/index.ts';
import { folderAt, pathName, type FileItem, type FilesState } from '../../apps/files/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

export const files = (s: DeviceState): FilesState => s.apps.files;
export const itemById = (s: DeviceState, id: string): FileItem | undefined => s.apps.files.items.find((i) => i.id === id);

/** Files (not folders) directly in the folder at `path`. */
export function filesIn(state: FilesState, path: string): FileItem[] {
  const folder = folderAt(state, path);
  return folder ? state.items.filter((i) => i.parent === folder.id && i.kind === 'file') : [];
}

/** Every folder, as its slash path. */
export function folderPaths(state: FilesState): string[] {
  return state.items.filter((i) => i.kind === 'folder').map((f) => pathName(state, f.id));
}

/** The folder a file sits in, as a slash path. */
export const folderOf = (state: FilesState, item: FileItem): string => pathName(state, item.parent);

/** The id the next new item gets. */
export const nextItemId = (world: DeviceState): string => `f${world.apps.files.nextId}`;

/** Items added by the episode. */
export function newItems(before: DeviceState, after: DeviceState): FileItem[] {
  const old = new Set(before.apps.files.items.map((i) => i.id));
  return after.apps.files.items.filter((i) => !old.has(i.id));
}

/** The item is where it was, under its old name. */
export function unchanged(label: string, id: string): Check<DeviceState> {
  return expectEqual(`${label} is unchanged`, true, ({ before, after }) => {
    const a = itemById(before, id), b = itemById(after, id);
    return !!a && !!b && a.name === b.name && a.parent === b.parent;
  });
}

/** "Report.pdf" → "Report final.pdf". */
export function withSuffix(name: string, suffix: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} ${suffix}${name.slice(dot)}` : `${name} ${suffix}`;
}

// ---- oracle moves ----

/** Open Files and walk down to a folder ("Documents/Work"); '' stays at the top level. */
export async function openFolder(ui: TaskUi, path: string): Promise<void> {
  await ui.openApp('Files');
  for (const name of path === '' ? [] : path.split('/')) {
    await ui.scrollTo({ text: name, role: 'button' });
    await ui.tap({ text: name, role: 'button' });
  }
}

/** Open an item's menu with its ⋮ button. */
export async function openMenu(ui: TaskUi, name: string): Promise<void> {
  await ui.scrollTo({ text: `More options for ${name}`, role: 'button' });
  await ui.tap({ text: `More options for ${name}`, role: 'button' });
}

/** In the Move to / Copy to picker: go down from the top level to `path` and drop the items there. */
export async function pickFolder(ui: TaskUi, path: string, verb: 'Move' | 'Copy'): Promise<void> {
  for (const name of path === '' ? [] : path.split('/')) await ui.tap({ text: name, role: 'button' });
  await ui.tap({ text: `${verb} here`, role: 'button' });
}

/** Move or copy one item of the open folder through its menu. */
export async function sendItem(ui: TaskUi, name: string, verb: 'Move' | 'Copy', dest: string): Promise<void> {
  await openMenu(ui, name);
  await ui.tap({ text: `${verb} to`, role: 'button' });
  await pickFolder(ui, dest, verb);
}

/** Rename an item of the open folder through its menu. */
export async function renameItem(ui: TaskUi, name: string, newName: string): Promise<void> {
  await openMenu(ui, name);
  await ui.tap({ text: 'Rename', role: 'button' });
  await ui.fill({ hint: 'Name' }, newName);
  await ui.tap({ text: 'Rename', role: 'button' });
}

/** Create a folder in the open folder with the New folder button. */
export async function newFolder(ui: TaskUi, name: string): Promise<void> {
  await ui.tap({ text: 'New folder', role: 'button' });
  await ui.fill({ hint: 'Folder name' }, name);
  await ui.tap({ text: 'Create', role: 'button' });
}

/** Choose a sort order in the open folder. */
export async function sortBy(ui: TaskUi, label: 'Name' | 'Date modified' | 'Size'): Promise<void> {
  await ui.tap({ text: 'Sort', role: 'button' });
  await ui.tap({ text: label, role: 'radio' });
}

const SIZE_LINE = /^\d+(\.\d+)? (B|KB|MB|GB|TB) · /;

/** The file rows on screen, top to bottom: each name with its "size · date" line. */
export function fileRows(ui: TaskUi): { name: string; detail: string }[] {
  const tree = ui.tree();
  const rows: { name: string; detail: string }[] = [];
  tree.forEach((e, i) => {
    const next = tree[i + 1];
    if ((e.role === 'button' || e.role === 'checkbox') && next && next.role === 'text' && SIZE_LINE.test(next.text)) rows.push({ name: e.text, detail: next.text });
  });
  return rows;
}

/** The names of every file row of the open folder, scrolling down to its end. */
export async function allFileNames(ui: TaskUi): Promise<string[]> {
  const names: string[] = [];
  for (let screen = 0; screen < 10; screen++) {
    const before = names.length;
    for (const r of fileRows(ui)) if (!names.includes(r.name)) names.push(r.name);
    if (screen > 0 && names.length === before) break;
    await ui.swipe('up');
  }
  return names;
}
