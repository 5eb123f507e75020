// Weather: pure actions on the app's state, shared by the screens, the task setups and the noise.
// Nothing here is irreversible (a city removed can be added again, a unit switched back), so
// nothing writes the ledger.
import { declaredKey } from '../app.ts';
import manifest from './app.ts';
import { CITIES, findCity, type City, type Unit, type WeatherState } from './state.ts';

/** How Weather tells two city names apart (app.ts `names.city`): the declared rule's key. */
export const cityKey = (name: string): string => declaredKey(manifest, 'city', name);

/** The city of this name in a catalogue (the app's own by default), as the search finds it, if any. */
export const cityNamed = (name: string, catalogue: readonly City[] = CITIES): City | undefined => catalogue.find((x) => cityKey(x.name) === cityKey(name));

/** Cities whose name or country starts a word with the query, in the catalogue's alphabetical order. */
export function searchCities(query: string): City[] {
  const q = cityKey(query);
  if (q === '') return [];
  const starts = (text: string) => cityKey(text).split(/[\s-]+/).some((w) => w.startsWith(q)) || cityKey(text).startsWith(q);
  return CITIES.filter((x) => starts(x.name) || starts(x.country)).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Is the city on the list (the location's row or a saved one)? */
export const isListed = (s: WeatherState, id: string): boolean => s.location === id || s.saved.includes(id);

/** Add a city at the end of the list; refused (false) for one already there or unknown. */
export function addCity(s: WeatherState, id: string): boolean {
  if (!findCity(id) || isListed(s, id)) return false;
  s.saved.push(id);
  return true;
}

export function removeCity(s: WeatherState, id: string): void {
  if (s.saved.includes(id)) s.saved = s.saved.filter((x) => x !== id);
}

/** Move a saved city to another position (clamped to the list), the others keeping their order. */
export function moveCity(s: WeatherState, id: string, toIndex: number): void {
  if (!s.saved.includes(id)) return;
  const rest = s.saved.filter((x) => x !== id);
  const at = Math.max(0, Math.min(rest.length, Math.round(toIndex)));
  const next = [...rest.slice(0, at), id, ...rest.slice(at)];
  if (next.some((x, i) => x !== s.saved[i])) s.saved = next;
}

export function setUnit(s: WeatherState, unit: Unit): void {
  if (s.unit !== unit) s.unit = unit;
}

export function setNotifications(s: WeatherState, on: boolean): void {
  if (s.notifications !== on) s.notifications = on;
}
