// The Maps kit: the moves an oracle makes in the app, what its templates read of the state, and
// the checks they share. The noise the judge gate plays around its templates is in noise.ts.
import { createdRecord, expectEqual, expectThat, modified, sameName, sameSet, type ChangeRule, type Check } from '../../judges/index.ts';
import { nameRule } from '../define.ts';
import {
  categoryOf, closesToday, clockOf, hoursToday, isAllDay, isOpenAt, minuteNow, sortPlaces, statusAt, trip,
  type CategoryId, type Mode, type Place, type SavedList,
} from '../../apps/maps/state.ts';
import type { Rng } from '../../apps/kit/random.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

export { script } from '../ui.ts';

export const LISTS = 'apps.maps.lists';
export const RECENT = 'apps.maps.recent';

// ---------------------------------------------------------------- reading the state

export const places = (s: DeviceState): Place[] => s.apps.maps.places;
export const place = (s: DeviceState, id: string): Place | undefined => s.apps.maps.places.find((p) => p.id === id);
export const list = (s: DeviceState, id: string): SavedList | undefined => s.apps.maps.lists.find((l) => l.id === id);
/** How Maps tells two list names apart (apps/maps/app.ts `names.list`). */
export const sameListName = (a: unknown, b: string): boolean => sameName(nameRule('maps', 'list'), a, b);
export const listsNamed = (s: DeviceState, name: string): SavedList[] => s.apps.maps.lists.filter((l) => sameListName(l.name, name));
/** The recent searches for a query, as Maps finds a search again (apps/maps/app.ts `names.search`). */
export const searchesFor = (s: DeviceState, query: string) => s.apps.maps.recent.filter((r) => sameName(nameRule('maps', 'search'), r.query, query));
export const placeName = (s: DeviceState, id: string): string => place(s, id)?.name ?? id;
/** The places of a kind, in the order of their ids. */
export const ofKind = (s: DeviceState, kind: CategoryId): Place[] => places(s).filter((p) => p.category === kind);
/** A kind's places, best rated first (then by name): what the results' "Top rated" shows. */
export const byRating = (s: DeviceState, kind: CategoryId): Place[] => sortPlaces(ofKind(s, kind), 'rating', s.apps.maps.location);

/** Minutes a trip between two places takes by a mode, as the directions show it (null: no such trip). */
export function minutesBetween(s: DeviceState, from: string, to: string, mode: Mode): number | null {
  const a = place(s, from), b = place(s, to);
  return a && b ? trip(s.apps.maps, a, b, mode, b.name)?.minutes ?? null : null;
}

/** Minutes of the walk from your location to a place. */
export const walkFromHere = (s: DeviceState, to: string): number | null => {
  const b = place(s, to);
  return b ? trip(s.apps.maps, s.apps.maps.location, b, 'walk', b.name)?.minutes ?? null : null;
};

/**
 * Places whose hours do not change within `margin` minutes either side of the device clock: a
 * question about "now" has the same answer from the reset to the answer (and an hour on, for the
 * gate's later answers, when `margin` covers it).
 */
export function steadyPlaces(s: DeviceState, margin: number): Place[] {
  const m = minuteNow(s.os.now);
  return places(s).filter((p) => {
    const span = hoursToday(p, s.os.now);
    return span === null || isAllDay(span) || (Math.abs(span[0] - m) > margin && Math.abs(span[1] - m) > margin);
  });
}

export const openNow = (s: DeviceState, p: Place): boolean => isOpenAt(p, s.os.now);
/** "18:00": when the place closes today (null: closed today, or open all day). */
export const closingToday = (s: DeviceState, p: Place): string | null => { const c = closesToday(p, s.os.now); return c === null ? null : clockOf(c); };
/** "09:00": when the place opens today (null: closed today, or open all day). */
export const openingToday = (s: DeviceState, p: Place): string | null => { const span = hoursToday(p, s.os.now); return span === null || isAllDay(span) ? null : clockOf(span[0]); };
export const statusText = (s: DeviceState, p: Place) => statusAt(p, s.os.now);

/** Lists with at least `min` places, in their order. */
export const listsWith = (s: DeviceState, min: number): SavedList[] => s.apps.maps.lists.filter((l) => l.places.length >= min);

/** List names no world has, for lists the agent makes or renames to. */
export const NEW_LIST_NAMES = ['Museum day', 'Rainy day plans', 'Brunch spots', 'Visitors from abroad', 'Late night', 'Quick lunch', 'Birthday ideas', 'Study spots', 'Family outing', 'Saturday errands'] as const;
/** A list name no list has yet, and none of `besides` either (by Maps' name rule): a goal's new list, or a near miss's other one. */
export const unusedListName = (rng: Rng, s: DeviceState, besides: readonly string[] = []): string =>
  rng.pick(NEW_LIST_NAMES.filter((n) => listsNamed(s, n).length === 0 && !besides.some((b) => sameListName(b, n))));

/** Kinds of place whose plural a goal can name ("museums"), in lower case. */
export const kindWords = (kind: CategoryId): string => categoryOf(kind).plural.toLowerCase();

// ---------------------------------------------------------------- moves

/** Open Maps at its first screen (the map), wherever it was left. */
export const open = (ui: TaskUi) => ui.launch('Maps');

/** From the map: the search screen with this text typed (its field has the focus when it opens). */
export async function search(ui: TaskUi, text: string): Promise<void> {
  await open(ui);
  await ui.tap({ text: 'Search here', role: 'button' });
  await ui.type(text);
}

/** Open a place's page by searching its name and tapping the result. */
export async function openPlace(ui: TaskUi, name: string): Promise<void> {
  await search(ui, name);
  await ui.tap({ text: name, role: 'button' });
}

/** A kind's results (through the search's kind suggestion), sorted as asked. */
export async function openKind(ui: TaskUi, kind: CategoryId, sort: 'Nearest' | 'Top rated' | 'A–Z' = 'Nearest', openOnly = false): Promise<void> {
  const plural = categoryOf(kind).plural;
  await search(ui, plural);
  await ui.tap({ text: plural, role: 'button' });
  if (sort !== 'Nearest') await ui.tap({ text: sort, role: 'radio' });
  if (openOnly) await ui.tap({ text: 'Open now', role: 'checkbox' });
}

/** The place rows on screen, top to bottom (each row is a button named after its place, followed by its lines). */
export function rowNames(ui: TaskUi, among: readonly string[]): string[] {
  return ui.tree().filter((e) => e.role === 'button' && among.includes(e.text)).map((e) => e.text);
}

/** On a place's page: the hours table's row for a weekday ("07:00–16:30", "Closed", "Open 24 hours"). */
export async function hoursRow(ui: TaskUi, weekday: string): Promise<string> {
  const day = await ui.scrollTo({ text: weekday, role: 'cell' });
  const tree = ui.tree();
  return tree[tree.indexOf(day) + 1]!.text;
}

/** On a place's page: its status line ("Open · Closes 18:00", "Closed · Opens 10:00", "Open 24 hours"). */
export const statusLine = (ui: TaskUi): string => ui.read({ matches: /^(Open|Closed)( · |$)|^Open 24 hours$/ });

/** On a place's page: the address line. */
export const addressLine = (ui: TaskUi): string => ui.read({ matches: /^\d+ .+ (Street|Avenue), .+$/ });

/**
 * Open a place's page by its name, and make sure it is the one at this street address (the goal
 * names both: a place of that name elsewhere, in another world, is not the one asked about).
 */
export async function openPlaceAt(ui: TaskUi, name: string, address: string): Promise<void> {
  await openPlace(ui, name);
  const line = addressLine(ui);
  if (!line.startsWith(`${address}, `)) throw new Error(`${name} here is at ${line}, not at ${address}`);
}

/** In the directions: choose an end ('me' for Your location) by searching the place's name. */
export async function chooseEnd(ui: TaskUi, which: 'From' | 'To', name: string | 'me'): Promise<void> {
  await ui.tap({ role: 'button', matches: new RegExp(`^${which}: `) });
  if (name === 'me') await ui.tap({ text: 'Your location', role: 'button' });
  else {
    await ui.fill({ hint: 'Search for a place' }, name);
    await ui.tap({ text: name, role: 'button' });
  }
}

/** The Directions tab with both ends chosen and a mode picked; with addresses, the ends must be at them (the fields show them). */
export async function directions(ui: TaskUi, from: string | 'me', to: string, mode: Mode, addresses: readonly string[] = []): Promise<void> {
  await open(ui);
  await ui.tap({ text: 'Directions', role: 'tab' });
  if (from !== 'me') await chooseEnd(ui, 'From', from);
  await chooseEnd(ui, 'To', to);
  await pickMode(ui, mode);
  for (const address of addresses) if (!ui.has({ text: address })) throw new Error(`no end of these directions is at ${address}`);
}

const MODE_TAB: Record<Mode, string> = { walk: 'Walk', transit: 'Transit', drive: 'Drive', cycle: 'Cycle' };
export const pickMode = (ui: TaskUi, mode: Mode) => ui.tap({ role: 'tab', matches: new RegExp(`^${MODE_TAB[mode]}(:|$)`) });

/** In the directions: a mode's time as its tab says it ("23 min", "1 h 5 min"). */
export const modeTime = (ui: TaskUi, mode: Mode): string => ui.read({ role: 'tab', matches: new RegExp(`^${MODE_TAB[mode]}: `) }).replace(/^\w+: /, '');

/** "23 min" or "1 h 5 min" as minutes. */
export function minutesOf(text: string): number {
  const m = /^(?:(\d+) h)?\s*(?:(\d+) min)?$/.exec(text.trim());
  if (!m || (m[1] === undefined && m[2] === undefined)) throw new Error(`not a duration: "${text}"`);
  return Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0);
}

/** The Saved tab. */
export async function saved(ui: TaskUi): Promise<void> {
  await open(ui);
  await ui.tap({ text: 'Saved', role: 'tab' });
}

/** Open one of the saved lists. */
export async function openList(ui: TaskUi, name: string): Promise<void> {
  await saved(ui);
  await ui.scrollTo({ text: name, role: 'button' });
  await ui.tap({ text: name, role: 'button' });
}

/** On the Saved tab: New list, a name, Create (the new list opens). */
export async function newList(ui: TaskUi, name: string): Promise<void> {
  await ui.tap({ text: 'New list', role: 'button' });
  await ui.type(name);
  await ui.tap({ text: 'Create', role: 'button' });
}

/** In an open list: Add place, then each place found by its name and ticked (or unticked), then Done. */
export async function addPlaces(ui: TaskUi, names: readonly string[]): Promise<void> {
  await ui.tap({ text: 'Add place', role: 'button' });
  for (const name of names) {
    await ui.fill({ hint: 'Search for a place' }, name);
    await ui.tap({ text: name, role: 'checkbox' });
  }
  await ui.tap({ text: 'Done', role: 'button' });
}

/** On a place's page: Save, tick (or untick) these lists, Done. */
export async function toggleLists(ui: TaskUi, lists: readonly string[]): Promise<void> {
  await ui.tap({ role: 'button', matches: /^Saved?$/ });
  for (const name of lists) await ui.tap({ text: name, role: 'checkbox' });
  await ui.tap({ text: 'Done', role: 'button' });
}

/** On a place's page: Save, New list, a name, Create (the list holds the place; the dialog closes). */
export async function saveToNewList(ui: TaskUi, name: string): Promise<void> {
  await ui.tap({ role: 'button', matches: /^Saved?$/ });
  await ui.tap({ text: 'New list', role: 'button' });
  await ui.type(name);
  await ui.tap({ text: 'Create', role: 'button' });
}

/** Places saved from their pages into a new list: the first one makes the list (it holds it), the others are ticked into it. */
export async function saveEachToNewList(ui: TaskUi, listName: string, names: readonly string[]): Promise<void> {
  const [first, ...rest] = names;
  await openPlace(ui, first!);
  await saveToNewList(ui, listName);
  for (const name of rest) {
    await openPlace(ui, name);
    await toggleLists(ui, [listName]);
  }
}

/** In an open list: the menu's Rename list or Delete list. */
export async function listMenu(ui: TaskUi, item: 'Rename list' | 'Delete list'): Promise<void> {
  await ui.tap({ text: 'More options', role: 'button' });
  await ui.tap({ text: item, role: 'button' });
}

/** In an open list: rename it (the field holds the old name; it is replaced). */
export async function rename(ui: TaskUi, to: string): Promise<void> {
  await listMenu(ui, 'Rename list');
  await ui.fill({ hint: 'List name' }, to);
  await ui.tap({ text: 'Save', role: 'button' });
}

/** In an open list: Delete list, and confirm (or cancel). */
export async function deleteOpenList(ui: TaskUi, confirm = true): Promise<void> {
  await listMenu(ui, 'Delete list');
  await ui.tap({ text: confirm ? 'Delete' : 'Cancel', role: 'button' });
}

/** In an open list: Edit list, remove these places, Done. */
export async function removePlaces(ui: TaskUi, names: readonly string[]): Promise<void> {
  await ui.tap({ text: 'Edit list', role: 'button' });
  for (const name of names) await ui.tap({ text: `Remove ${name}`, role: 'button' });
  await ui.tap({ text: 'Done', role: 'button' });
}

/** In a list in edit mode: drag a place's handle onto another place's handle (it takes that place's position). */
export async function dragOnto(ui: TaskUi, name: string, onto: string): Promise<void> {
  await ui.drag({ text: `Reorder ${name}`, role: 'button' }, { text: `Reorder ${onto}`, role: 'button' });
}

/** The handles' names in edit mode, top to bottom. */
export const handleOrder = (ui: TaskUi): string[] => ui.findAll({ role: 'button', matches: /^Reorder / }).map((e) => e.text.slice('Reorder '.length));

/** In an open list: Edit list, drag a place onto another's position, Done. */
export async function moveTo(ui: TaskUi, name: string, onto: string): Promise<void> {
  await ui.tap({ text: 'Edit list', role: 'button' });
  await dragOnto(ui, name, onto);
  await ui.tap({ text: 'Done', role: 'button' });
}

/** In an open list (not editing): long-press a place's row and choose a move from its menu. */
export async function menuMove(ui: TaskUi, name: string, move: 'Move to top' | 'Move up' | 'Move down'): Promise<void> {
  await ui.scrollTo({ text: name, role: 'button' });
  await ui.longPress({ text: name, role: 'button' });
  await ui.tap({ text: move, role: 'button' });
}

/** In an open list (not editing): whether the place's row is the first, right under the "N places" line. */
export function firstRow(ui: TaskUi, name: string): boolean {
  const tree = ui.tree();
  const count = tree.findIndex((e) => /^\d+ places?$/.test(e.text));
  return count >= 0 && tree.slice(count + 1).find((e) => e.role === 'button')?.text === name;
}

/** The search screen's recent searches: remove one. */
export async function removeRecent(ui: TaskUi, query: string): Promise<void> {
  await open(ui);
  await ui.tap({ text: 'Search here', role: 'button' });
  await ui.scrollTo({ text: `Remove ${query} from recent searches`, role: 'button' });
  await ui.tap({ text: `Remove ${query} from recent searches`, role: 'button' });
}

// ---------------------------------------------------------------- checks

/** The places of a list after the episode, by id (null when the list is gone). */
const placesOf = (s: DeviceState, id: string): string[] | null => list(s, id)?.places ?? null;

/** Only the places of this list may change (its name, and every other list, stay as they were). */
export const listPlacesRule = (id: string): ChangeRule => modified(LISTS, id, ['places']);

/** The places a list kept are in the order they were (a place it gained may stand anywhere). */
export function keptInOrder(was: readonly string[], now: readonly string[]): boolean {
  const kept = now.filter((p) => was.includes(p));
  return JSON.stringify(kept) === JSON.stringify(was.filter((p) => now.includes(p)));
}

/**
 * The list holds exactly these places, those it had before in the order they were (the owner's
 * order: a place taken out and put back goes to the end, and that is a change the list shows); a
 * place it gained may stand anywhere.
 */
export function listHolds(id: string, name: string, want: (before: DeviceState) => string[]): Check<DeviceState> {
  return expectThat<DeviceState, string[] | null>(`"${name}" holds exactly the places asked for, its others in their order`, 'the places asked for, in their order', ({ after }) => placesOf(after, id), (got, { before }) => got !== null && sameSet(got, want(before)) && keptInOrder(placesOf(before, id) ?? [], got));
}

/** The list's places as they were plus these (a set). */
export const plus = (id: string, add: readonly string[]) => (before: DeviceState): string[] => [...new Set([...(placesOf(before, id) ?? []), ...add])];
/** The list's places as they were less these. */
export const minus = (id: string, drop: readonly string[]) => (before: DeviceState): string[] => (placesOf(before, id) ?? []).filter((p) => !drop.includes(p));

/** One list was created, named as asked (as Maps tells names apart), holding exactly these places. */
export function createdList(name: string, placeIds: readonly string[]): Check<DeviceState>[] {
  return createdRecord<DeviceState>(LISTS, 'list', {
    name: { expected: name, test: (v: unknown) => sameListName(v, name) },
    places: { expected: [...placeIds], test: (v: unknown) => Array.isArray(v) && sameSet(v, placeIds) },
  });
}

/** The one list the episode created (undefined unless exactly one). */
export function theNewList(before: DeviceState, after: DeviceState): SavedList | undefined {
  const fresh = after.apps.maps.lists.filter((l) => !list(before, l.id));
  return fresh.length === 1 ? fresh[0] : undefined;
}

/** The order of a list's places after the episode is exactly this (by name for the verdict). */
export function orderIs(name: string, read: (after: DeviceState, before: DeviceState) => string[] | undefined, want: (before: DeviceState) => string[]): Check<DeviceState> {
  return expectThat<DeviceState, string[] | null>(`"${name}" keeps its places in the order asked for`, 'the order asked for', ({ after, before }) => {
    const ids = read(after, before);
    return ids ? ids.map((id) => placeName(before, id)) : null;
  }, (got, { before }) => got !== null && JSON.stringify(got) === JSON.stringify(want(before).map((id) => placeName(before, id))));
}

/** No list is created or deleted (a check for the verdict; the change rules already refuse either). */
export const listCountUnchanged = (): Check<DeviceState> => expectEqual('no list was created or deleted', 0, ({ before, after }) => after.apps.maps.lists.length - before.apps.maps.lists.length);
