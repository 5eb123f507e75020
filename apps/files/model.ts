// Files: pure actions on the app's state, shared by the screens, the task setups and the tests.
// Each returns what it did (the new id, how many items), so that callers need not mint ids.
import { childrenOf, descendantsOf, findItem, isInside, nameTaken, uniqueName, type FileItem, type FilesState, type SortKey } from './state.ts';

/** A new folder's fields besides its name, place and time: what a created folder has. */
export const NEW_FOLDER: Pick<FileItem, 'kind' | 'size'> = { kind: 'folder', size: 0 };

function mint(state: FilesState): string {
  const id = `f${state.nextId}`;
  state.nextId += 1;
  return id;
}

/** Create a folder in `parent`; returns its id, or undefined when the name is empty or taken there. */
export function createFolder(state: FilesState, parent: string | null, name: string, now: number): string | undefined {
  const clean = name.trim();
  if (clean === '' || nameTaken(state, parent, clean)) return undefined;
  const id = mint(state);
  state.items.push({ id, name: clean, ...NEW_FOLDER, parent, modifiedAt: now });
  return id;
}

/** Rename an item; false when the name is empty or another item of its folder has it. */
export function renameItem(state: FilesState, id: string, name: string): boolean {
  const item = findItem(state, id);
  const clean = name.trim();
  if (!item || clean === '' || nameTaken(state, item.parent, clean, id)) return false;
  item.name = clean;
  return true;
}

/** Delete items (a folder with everything in it); returns how many of `ids` were there. */
export function deleteItems(state: FilesState, ids: readonly string[]): number {
  const gone = new Set<string>();
  let count = 0;
  for (const id of ids) {
    if (!findItem(state, id)) continue;
    count++;
    gone.add(id);
    for (const x of descendantsOf(state, id)) gone.add(x.id);
  }
  state.items = state.items.filter((i) => !gone.has(i.id));
  return count;
}

/** Move items into `dest` (a name taken there gets " (1)"); returns how many moved. */
export function moveItems(state: FilesState, ids: readonly string[], dest: string | null): number {
  let moved = 0;
  for (const id of ids) {
    const item = findItem(state, id);
    if (!item || item.parent === dest || (dest !== null && isInside(state, dest, id))) continue;
    item.name = uniqueName(state, dest, item.name, id);
    item.parent = dest;
    moved++;
  }
  return moved;
}

/** Copy items (folders with their contents) into `dest`; the copies are new items dated `now`. */
export function copyItems(state: FilesState, ids: readonly string[], dest: string | null, now: number): number {
  const copy = (item: FileItem, parent: string | null, name: string) => {
    const id = mint(state);
    state.items.push({ id, name, kind: item.kind, parent, size: item.size, modifiedAt: now });
    if (item.kind === 'folder') for (const child of childrenOf(state, item.id).filter((c) => c.id !== id)) copy(child, id, child.name);
  };
  let copied = 0;
  for (const id of ids) {
    const item = findItem(state, id);
    if (!item || (dest !== null && isInside(state, dest, id))) continue;
    copy(item, dest, uniqueName(state, dest, item.name));
    copied++;
  }
  return copied;
}

export function setSort(state: FilesState, key: SortKey): void {
  state.sortBy = key;
}
