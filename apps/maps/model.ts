// Maps: pure actions on the app's state, shared by the screens, the task setups and the noise.
// Saving is reversible (a list's places can be taken out again), so nothing here writes the
// ledger; sharing a place is a text, sent by Messages' own send path (screens.tsx).
import type { MapsState, SavedList } from './state.ts';
import { declaredKey } from '../app.ts';
import manifest from './app.ts';

/** How Maps tells two list names apart (app.ts `names.list`). */
export const listNameKey = (name: string): string => declaredKey(manifest, 'list', name);

/** How Maps tells two searches apart (app.ts `names.search`). */
export const sameQuery = (a: string, b: string): boolean => declaredKey(manifest, 'search', a) === declaredKey(manifest, 'search', b);

export const findList = (s: MapsState, id: string): SavedList | undefined => s.lists.find((l) => l.id === id);
export const findListByName = (s: MapsState, name: string): SavedList | undefined => s.lists.find((l) => listNameKey(l.name) === listNameKey(name));

/** Why a list may not have this name (null: it may): none, or another list has it. */
export function listNameProblem(s: MapsState, name: string, exceptId: string | null = null): string | null {
  if (name.trim() === '') return 'Enter a name';
  const other = findListByName(s, name);
  if (other && other.id !== exceptId) return `You already have a list named "${other.name}"`;
  return null;
}

/** A new list with these places; returns its id (null when the name is refused). */
export function createList(s: MapsState, name: string, places: readonly string[] = []): string | null {
  if (listNameProblem(s, name) !== null) return null;
  const id = `l${s.nextId}`;
  s.nextId += 1;
  s.lists.push({ id, name: name.trim(), places: [...new Set(places)] });
  return id;
}

/** Rename a list (refused, returning false, for an empty name or one another list has). */
export function renameList(s: MapsState, id: string, name: string): boolean {
  const list = findList(s, id);
  if (!list || listNameProblem(s, name, id) !== null) return false;
  if (list.name !== name.trim()) list.name = name.trim();
  return true;
}

export function deleteList(s: MapsState, id: string): void {
  s.lists = s.lists.filter((l) => l.id !== id);
}

/** Put a place at the end of a list; a place already in it stays where it is. */
export function addToList(s: MapsState, listId: string, placeId: string): void {
  const list = findList(s, listId);
  if (list && !list.places.includes(placeId)) list.places.push(placeId);
}

export function removeFromList(s: MapsState, listId: string, placeId: string): void {
  const list = findList(s, listId);
  if (list && list.places.includes(placeId)) list.places = list.places.filter((p) => p !== placeId);
}

/** Put the place in the list, or take it out; returns whether it is in the list now. */
export function toggleInList(s: MapsState, listId: string, placeId: string): boolean {
  const list = findList(s, listId);
  if (!list) return false;
  if (list.places.includes(placeId)) removeFromList(s, listId, placeId);
  else addToList(s, listId, placeId);
  return list.places.includes(placeId);
}

/** Move a place of a list to another position (clamped to the list), the others keeping their order. */
export function moveInList(s: MapsState, listId: string, placeId: string, toIndex: number): void {
  const list = findList(s, listId);
  if (!list || !list.places.includes(placeId)) return;
  const rest = list.places.filter((p) => p !== placeId);
  const at = Math.max(0, Math.min(rest.length, Math.round(toIndex)));
  const next = [...rest.slice(0, at), placeId, ...rest.slice(at)];
  if (next.some((p, i) => p !== list.places[i])) list.places = next;
}

/**
 * A search the owner made: on top of the recent searches. A query searched before (in any case)
 * moves up and keeps its record; a new one is a new record.
 */
export function recordSearch(s: MapsState, query: string): void {
  const q = query.trim();
  if (q === '') return;
  const existing = s.recent.find((r) => sameQuery(r.query, q));
  if (existing) {
    if (s.recent[0] !== existing) s.recent = [existing, ...s.recent.filter((r) => r !== existing)];
    return;
  }
  s.recent.unshift({ id: `r${s.nextId}`, query: q });
  s.nextId += 1;
}

export function removeRecent(s: MapsState, id: string): void {
  s.recent = s.recent.filter((r) => r.id !== id);
}

export function clearRecent(s: MapsState): void {
  s.recent = [];
}
