// The Files kit: the moves an oracle makes in the app, the reading helpers and checks its templates
// share. The noise the judge gate plays around its templates is in noise.ts.
import { added, expectThat, modified, removed, sameName, type ChangeRule, type Check, type JudgeContext } from '../../judges/index.ts';
import { countNamed, nameRule } from '../define.ts';
import { childrenOf, folderAt, pathName, sortItems, type FileItem, type FilesState, type SortKey } from '../../apps/files/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import type { Rng } from '../../apps/kit/random.ts';

export const ITEMS = 'apps.files.items';

// ---------------------------------------------------------------- reading the state

export const files = (s: DeviceState): FilesState => s.apps.files;
export const itemById = (s: DeviceState, id: string): FileItem | undefined => s.apps.files.items.find((i) => i.id === id);

/** How many items of the folder at `path` ('' the top level) have this name, as Files tells two names apart (apps/files/app.ts `names`). */
export function itemsNamedIn(s: DeviceState, path: string, name: string): number {
  const folder = path === '' ? null : folderAt(files(s), path)?.id;
  return folder === undefined ? 0 : countNamed('files', 'file', childrenOf(files(s), folder).map((i) => i.name), name);
}

/** What a goal names in Files, for a template's `named`: `the file "X" in F` and `the F folder`, each with the records that fit it. */
export function namedInFiles(s: DeviceState, what: { files?: readonly { folder: string; name: string }[]; folders?: readonly string[] }): Record<string, number> {
  return Object.fromEntries([
    ...(what.files ?? []).map((f) => [`the file "${f.name}" in ${f.folder || 'the top level'}`, itemsNamedIn(s, f.folder, f.name)] as const),
    ...(what.folders ?? []).map((f) => [`the ${f} folder`, f === '' || folderAt(files(s), f) ? 1 : 0] as const),
  ]);
}

/** How many files of the folder at `path` tie on the top value of `key` ("the largest", "the newest"). */
export function tiedForTop(s: DeviceState, path: string, key: (f: FileItem) => number): number {
  const list = filesIn(files(s), path);
  const top = Math.max(...list.map(key));
  return list.filter((f) => key(f) === top).length;
}

/** Files (not folders) directly in the folder at `path`. */
export function filesIn(state: FilesState, path: string): FileItem[] {
  const folder = folderAt(state, path);
  return folder ? state.items.filter((i) => i.parent === folder.id && i.kind === 'file') : [];
}

/** A slash path one level down: join('', 'Trip') is 'Trip', join('Pictures', 'Trip') 'Pictures/Trip'. */
export const join = (path: string, name: string): string => (path === '' ? name : `${path}/${name}`);

/** Every folder, as its slash path. */
export function folderPaths(state: FilesState): string[] {
  return state.items.filter((i) => i.kind === 'folder').map((f) => pathName(state, f.id));
}

/** The folder a file sits in, as a slash path. */
export const folderOf = (state: FilesState, item: FileItem): string => pathName(state, item.parent);

/** "Report.pdf" → "Report final.pdf". */
export function withSuffix(name: string, suffix: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} ${suffix}${name.slice(dot)}` : `${name} ${suffix}`;
}

/** What identifies a file to the person looking at it: its name and its size. */
export type FileRef = { id: string; name: string; size: number };
export const ref = (f: FileItem): FileRef => ({ id: f.id, name: f.name, size: f.size });

// ---------------------------------------------------------------- moves

/** From the top level of the open app, walk down to a folder ("Documents/Work"). */
export async function walk(ui: TaskUi, path: string): Promise<void> {
  for (const name of path === '' ? [] : path.split('/')) {
    await ui.scrollTo({ text: name, role: 'button' });
    await ui.tap({ text: name, role: 'button' });
  }
}

/** Open Files and walk down to a folder ("Documents/Work"); '' stays at the top level. From inside a folder it goes up first. */
export async function openFolder(ui: TaskUi, path: string): Promise<void> {
  await ui.openApp('Files');
  if (ui.has({ text: 'Internal storage', role: 'button' })) await ui.tap({ text: 'Internal storage', role: 'button' });
  await walk(ui, path);
}

/** Open an item's menu with its ⋮ button. */
export async function openMenu(ui: TaskUi, name: string): Promise<void> {
  await ui.scrollTo({ text: `More options for ${name}`, role: 'button' });
  await ui.tap({ text: `More options for ${name}`, role: 'button' });
}

/** The other entry point to a file's menu: tap the file's row itself. */
export async function tapRow(ui: TaskUi, name: string): Promise<void> {
  await ui.scrollTo({ text: name, role: 'button' });
  await ui.tap({ text: name, role: 'button' });
}

/** Selection mode: long-press the first item, tap the others. */
export async function select(ui: TaskUi, names: readonly string[]): Promise<void> {
  await ui.scrollTo({ text: names[0]! });
  await ui.longPress({ text: names[0]! });
  for (const name of names.slice(1)) {
    await ui.scrollTo({ text: name });
    await ui.tap({ text: name });
  }
}

/** In the Move to / Copy to picker: go down from the top level to `path` and drop the items there. */
export async function pickFolder(ui: TaskUi, path: string, verb: 'Move' | 'Copy'): Promise<void> {
  for (const name of path === '' ? [] : path.split('/')) await ui.tap({ text: name, role: 'button' });
  await ui.tap({ text: `${verb} here`, role: 'button' });
}

/** Move or copy one item of the open folder through its menu (⋮, or a tap on its row). */
export async function sendItem(ui: TaskUi, name: string, verb: 'Move' | 'Copy', dest: string, via: 'menu' | 'row' = 'menu'): Promise<void> {
  await (via === 'menu' ? openMenu(ui, name) : tapRow(ui, name));
  await ui.tap({ text: `${verb} to`, role: 'button' });
  await pickFolder(ui, dest, verb);
}

/** Select items of the open folder and move or copy them with the selection bar. */
export async function sendSelected(ui: TaskUi, names: readonly string[], verb: 'Move' | 'Copy', dest: string): Promise<void> {
  await select(ui, names);
  await ui.tap({ text: `${verb} to`, role: 'button' });
  await pickFolder(ui, dest, verb);
}

/** Rename an item of the open folder through its menu (⋮, or a tap on its row). */
export async function renameItem(ui: TaskUi, name: string, newName: string, via: 'menu' | 'row' = 'menu'): Promise<void> {
  await (via === 'menu' ? openMenu(ui, name) : tapRow(ui, name));
  await ui.tap({ text: 'Rename', role: 'button' });
  await ui.fill({ hint: 'Name' }, newName);
  await ui.tap({ text: 'Rename', role: 'button' });
}

/** Delete an item of the open folder: menu (or selection bar), Delete, then confirm or cancel. */
export async function deleteItem(ui: TaskUi, name: string, options: { via?: 'menu' | 'select'; confirm?: boolean } = {}): Promise<void> {
  if (options.via === 'select') await select(ui, [name]);
  else await openMenu(ui, name);
  await ui.tap({ text: 'Delete', role: 'button' });
  await ui.tap({ text: options.confirm === false ? 'Cancel' : 'Delete', role: 'button' });
}

/** Create a folder in the open folder with the New folder button. */
export async function newFolder(ui: TaskUi, name: string): Promise<void> {
  await ui.tap({ text: 'New folder', role: 'button' });
  await ui.fill({ hint: 'Folder name' }, name);
  await ui.tap({ text: 'Create', role: 'button' });
}

export const SORT_LABELS: Record<SortKey, 'Name' | 'Date modified' | 'Size'> = { name: 'Name', date: 'Date modified', size: 'Size' };

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

// ---------------------------------------------------------------- scripts and params templates share

type Move<P> = (ui: TaskUi, p: P) => Promise<unknown>;

/** A whole script: open Files at the folder `at(p)`, make the moves in order, then say done. */
export function inFolder<P>(at: (p: P) => string, ...moves: Move<P>[]): (ui: TaskUi, p: P) => Promise<void> {
  return async (ui, p) => {
    await openFolder(ui, at(p));
    for (const move of moves) await move(ui, p);
    await ui.done();
  };
}

/** A file of one of the folders (picked among the unsorted files of a folder picked first). */
export function pickFile(rng: Rng, world: DeviceState, folders: readonly string[]): { folder: string; target: FileItem; folderId: string } {
  const folder = rng.pick(folders);
  const target = rng.pick(filesIn(files(world), folder));
  return { folder, target, folderId: folderAt(files(world), folder)!.id };
}

/** A file of a folder that holds two or more, by name order, and the row next to it (for a near miss on the wrong file). */
export function pickFileWithNeighbour(rng: Rng, world: DeviceState, folders: readonly string[]): { folder: string; target: FileItem; neighbour: string } {
  const folder = rng.pick(folders.filter((f) => filesIn(files(world), f).length >= 2));
  const list = sortItems(filesIn(files(world), folder), 'name');
  const index = rng.int(0, list.length - 1);
  return { folder, target: list[index]!, neighbour: (list[index + 1] ?? list[index - 1]!).name };
}

// ---------------------------------------------------------------- checks

/**
 * A name typed into Files matches the goal's as Files itself tells names apart (apps/files/app.ts
 * `names`: trimmed, in any case; "receipts" is "Receipts", and Files refuses the one beside the
 * other). Nothing else is let go: Files keeps quotes, inner spaces and a final full stop as typed,
 * so "\"Taxes\"" and "Report final.pdf." are other names, which Files puts beside the asked one.
 */
export const sameFileName = (typed: unknown, want: string): boolean => sameName(nameRule('files', 'file'), typed, want);

const newFolders = (ctx: JudgeContext<DeviceState>) => ctx.changes.added<FileItem>(ITEMS).filter((i) => i.kind === 'folder');

/** The one folder the episode created (undefined unless there is exactly one). */
export const createdFolderOf = (ctx: JudgeContext<DeviceState>): FileItem | undefined => {
  const found = newFolders(ctx);
  return found.length === 1 ? found[0] : undefined;
};

/**
 * Exactly one new folder, with this name, in this folder (null: the top level). The name matches
 * in any case and spacing (`sameFileName`): Files itself takes "receipts" and "Receipts" for one
 * name (it refuses the one beside the other); quotes or a full stop typed along make another name.
 */
export function createdFolder(name: string, parentId: string | null, where: string): Check<DeviceState> {
  return expectThat(`one folder "${name}" was created in ${where}`, [{ name, parent: parentId }],
    (ctx) => newFolders(ctx).map((f) => ({ name: f.name, parent: f.parent })),
    (found) => found.length === 1 && sameFileName(found[0]!.name, name) && found[0]!.parent === parentId);
}

/**
 * A file renamed to the name the goal gives it, which matches in any case and spacing
 * (`sameFileName`), as a new folder's name does: Files takes "Picnic.jpg" and "picnic.jpg" for
 * one name. A wrong word, a missing extension, a full stop or quotes typed along ("Picnic.jpg.")
 * or another file renamed still fails.
 */
export function renamedTo(label: string, id: string, name: string): Check<DeviceState> {
  return expectThat(label, name, ({ after }) => itemById(after, id)?.name ?? null, (found) => sameFileName(found, name));
}

/** A folder may be created (one, a folder: what `createdFolder` then checks). */
export const folderRule = (): ChangeRule => added(ITEMS, { where: (r) => r.kind === 'folder' });

/** A new file that is a copy of `f` as the person sees it: same name, same size. */
const copyOf = (f: FileRef) => (r: { [key: string]: unknown }) => r.kind === 'file' && r.name === f.name && r.size === f.size;

/**
 * Moving files: each may change folder, or be copied (a new item with the same name and size)
 * and then deleted. `movedTo` judges what the person sees either way.
 */
export function moveRules(moved: readonly FileRef[]): ChangeRule[] {
  const ids = moved.map((f) => f.id);
  return [
    modified(ITEMS, ids, ['parent']),
    removed(ITEMS, { which: ids, count: 'any' }),
    added(ITEMS, { count: 'any', where: (r) => moved.some((f) => copyOf(f)(r)) }),
  ];
}

/** Each file is now in the destination, exactly once, under its name, and nowhere else. */
export function movedTo(moved: readonly FileRef[], where: string, dest: (ctx: JudgeContext<DeviceState>) => string | null | undefined): Check<DeviceState> {
  return expectThat(`${moved.map((f) => `"${f.name}"`).join(', ')} ${moved.length === 1 ? 'is' : 'are'} in ${where} and no longer where ${moved.length === 1 ? 'it was' : 'they were'}`,
    moved.map((f) => ({ name: f.name, in: where })),
    (ctx) => {
      const copies = ctx.changes.added<FileItem>(ITEMS);
      const at = dest(ctx);
      return moved.map((f) => {
        const now = [itemById(ctx.after, f.id), ...copies.filter((c) => copyOf(f)({ ...c }))].filter((i): i is FileItem => !!i && i.name === f.name);
        return { name: f.name, in: now.length === 1 && at !== undefined && now[0]!.parent === at ? where : now.map((i) => pathName(files(ctx.after), i.parent) || '(top level)').join(' + ') || '(gone)' };
      });
    },
    (found) => found.every((x) => x.in === where));
}

/** One new file, a copy of `f` (same name unless `name` says otherwise, same size) in `parentId`. */
export function copiedTo(f: FileRef, parentId: string, where: string, name = f.name): Check<DeviceState>[] {
  const copies = (ctx: JudgeContext<DeviceState>) => ctx.changes.added<FileItem>(ITEMS);
  return [
    expectThat(`one copy "${name}" of "${f.name}" was made in ${where}`, [{ name, size: f.size, in: where }],
      (ctx) => copies(ctx).map((i) => ({ name: i.name, size: i.size, kind: i.kind, in: pathName(files(ctx.after), i.parent) })),
      (found, ctx) => found.length === 1 && found[0]!.name === name && found[0]!.size === f.size && found[0]!.kind === 'file' && copies(ctx)[0]!.parent === parentId),
    expectThat(`"${f.name}" is still where it was`, true, ({ before, after }) => {
      const a = itemById(before, f.id), b = itemById(after, f.id);
      return !!a && !!b && a.name === b.name && a.parent === b.parent;
    }, (same) => same),
  ];
}
