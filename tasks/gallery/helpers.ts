// Shared steps and lookups for the cross-app templates that use Gallery: they live in the kit now.
import type { DeviceState } from '../../apps/world.ts';
import { photo } from './kit.ts';

export { photo, library, albumCount, openPhoto, openAlbum, createAlbum, moveTo, trashOpenPhoto, readPlace, shareTo, NEW_ALBUM_NAMES } from './kit.ts';

/** Ids of the photos whose JSON differs between before and after (including removed ones). */
export function changedPhotos(before: DeviceState, after: DeviceState): string[] {
  return before.apps.gallery.photos
    .filter((b) => JSON.stringify(b) !== JSON.stringify(photo(after, b.id)))
    .map((b) => b.id);
}
