// Gallery: pure actions on the app's state, shared by the screens, the task setups and the tests.
import type { Album, GalleryState, Photo } from './state.ts';
import { declaredKey } from '../app.ts';
import manifest from './app.ts';

/** A new album's fields besides its name: what a created album has (its photos are moved in later). */
export const NEW_ALBUM: Omit<Album, 'id' | 'name' | 'createdAt'> = {};

const taken = (state: GalleryState, name: string, except?: string) =>
  state.albums.some((a) => a.id !== except && declaredKey(manifest, 'album', a.name) === declaredKey(manifest, 'album', name));

/** Create an album; returns its id, or undefined when the name is empty or taken. */
export function createAlbum(state: GalleryState, name: string, now: number): string | undefined {
  if (name.trim() === '' || taken(state, name)) return undefined;
  const id = `al${state.nextId}`;
  state.nextId += 1;
  state.albums.push({ id, ...NEW_ALBUM, name: name.trim(), createdAt: now });
  return id;
}

/** Rename an album; false when the name is empty or another album has it. */
export function renameAlbum(state: GalleryState, id: string, name: string): boolean {
  const album = state.albums.find((a) => a.id === id);
  if (!album || name.trim() === '' || taken(state, name, id)) return false;
  album.name = name.trim();
  return true;
}

const photo = (state: GalleryState, id: string): Photo | undefined => state.photos.find((p) => p.id === id);

/** File a photo in another album; returns the album's name (undefined when either is missing). */
export function moveToAlbum(state: GalleryState, id: string, albumId: string): string | undefined {
  const p = photo(state, id);
  const album = state.albums.find((a) => a.id === albumId);
  if (!p || !album) return undefined;
  p.albumId = albumId;
  return album.name;
}

/** Heart or un-heart; returns the new value (undefined when there is no such photo). */
export function toggleFavorite(state: GalleryState, id: string): boolean | undefined {
  const p = photo(state, id);
  if (!p) return undefined;
  p.favorite = !p.favorite;
  return p.favorite;
}

/** Move a photo to the Trash. */
export function trashPhoto(state: GalleryState, id: string, now: number): void {
  const p = photo(state, id);
  if (p) p.trashedAt = now;
}

/** Bring a photo back from the Trash. */
export function restorePhoto(state: GalleryState, id: string): void {
  const p = photo(state, id);
  if (p) p.trashedAt = null;
}

/** Delete a photo for good. */
export function purgePhoto(state: GalleryState, id: string): void {
  state.photos = state.photos.filter((p) => p.id !== id);
}
