// What tasks/cross/* import from the Files app: the kit's helpers and moves, re-exported, and the
// old helpers those templates may still use. New code imports from ./kit.ts.
import { expectEqual, type Check } from '../../judges/index.ts';
import type { FileItem } from '../../apps/files/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import { itemById } from './kit.ts';

export {
  files, itemById, filesIn, folderPaths, folderOf, withSuffix, openFolder, openMenu, pickFolder, sendItem, renameItem,
  newFolder, sortBy, fileRows, allFileNames,
} from './kit.ts';

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
