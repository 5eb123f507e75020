// Shared steps and lookups for the Gallery templates (and the cross-app ones that use Gallery).
import { albumPhotos, libraryPhotos, type Photo } from '../../apps/gallery/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

export const photo = (s: DeviceState, id: string): Photo | undefined => s.apps.gallery.photos.find((p) => p.id === id);

/** Photos in the library (not in the Trash), newest first. */
export const library = (s: DeviceState): Photo[] => libraryPhotos(s.apps.gallery);

/** Ids of the photos whose JSON differs between before and after (including removed ones). */
export function changedPhotos(before: DeviceState, after: DeviceState): string[] {
  return before.apps.gallery.photos
    .filter((b) => JSON.stringify(b) !== JSON.stringify(photo(after, b.id)))
    .map((b) => b.id);
}

export function albumCount(s: DeviceState, albumId: string): number {
  return albumPhotos(s.apps.gallery, albumId).length;
}

/** Open Gallery, search for a photo by its file name and open it. */
export async function openPhoto(ui: TaskUi, name: string): Promise<void> {
  await ui.openApp('Gallery');
  await ui.fill({ hint: 'Search photos' }, name);
  await ui.tap({ text: name, role: 'button' });
}

/** Open Gallery's Albums tab and the album (or Favourites, or the Trash row) with this name. */
export async function openAlbum(ui: TaskUi, name: string): Promise<void> {
  await ui.openApp('Gallery');
  await ui.tap({ text: 'Albums', role: 'tab' });
  await ui.scrollTo({ text: name, role: 'button' });
  await ui.tap({ text: name, role: 'button' });
}

/** On the Albums tab: create an album through the New album dialog (lands on the new album). */
export async function createAlbum(ui: TaskUi, name: string): Promise<void> {
  await ui.tap({ text: 'New album', role: 'button' });
  await ui.fill({ hint: 'Album name' }, name);
  await ui.tap({ text: 'Create', role: 'button' });
}

/** In the photo viewer: move the photo to an album through the Move dialog. */
export async function moveTo(ui: TaskUi, album: string): Promise<void> {
  await ui.tap({ text: 'Move to album', role: 'button' });
  await ui.tap({ text: album, role: 'button' });
}

/** In the photo viewer: Delete, then confirm (the photo goes to the Trash). */
export async function trashOpenPhoto(ui: TaskUi): Promise<void> {
  await ui.tap({ text: 'Delete', role: 'button' });
  await ui.tap({ text: 'Move to Trash', role: 'button' });
}

/** In the photo viewer: open the info panel and read the Location line. */
export async function readPlace(ui: TaskUi): Promise<string> {
  await ui.tap({ text: 'Info', role: 'button' });
  const tree = ui.tree();
  const label = tree.findIndex((e) => e.text === 'Location');
  if (label < 0) throw new Error('no Location in the info panel');
  return tree[label + 1]!.text;
}

/** In the photo viewer: Share, then pick the contact in the Messages picker. */
export async function shareTo(ui: TaskUi, name: string): Promise<void> {
  await ui.tap({ text: 'Share', role: 'button' });
  await ui.fill({ hint: 'Search contacts' }, name);
  await ui.tap({ text: name, role: 'button' });
}

/** Album names nobody has yet, for create and rename tasks. */
export const NEW_ALBUM_NAMES = ['Summer 2026', 'Birthday party', 'Garden', 'Receipts', 'Wedding', 'Concerts', 'Road trip', 'Best of the year', 'Recipes', 'Weekend in Paris'] as const;
