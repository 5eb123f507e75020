// The device state as one JSON tree, `{ os, apps }`, and the seeded world every episode starts
// from, folded from the app definitions in apps/apps.ts. Pure TypeScript: the env server, the
// judges' tasks and the page all build worlds with this file.
import { createRng } from './kit/random.ts';
import { startOfEpisode } from './kit/time.ts';
import { initialOs, type OsState } from './os/state.ts';
import type { SeedContext } from './app.ts';
import { APPS, PHONE_APP_IDS, type AppId, type AppsState } from './apps.ts';
import contactsApp from './contacts/app.ts';

export type { AppId, AppsState } from './apps.ts';
export type { SeedContext } from './app.ts';
export const APP_IDS: readonly AppId[] = APPS.map((a) => a.id);

export interface DeviceState {
  os: OsState;
  apps: AppsState;
}

/** The world for a seed: same seed, same JSON, on any machine. */
export function createWorld(seed: number): DeviceState {
  const rng = createRng(`world/${seed}`);
  const now = startOfEpisode(seed);
  // Each app draws from its own fork, so adding an app never changes another app's data.
  const contacts = contactsApp.seed(rng.fork('contacts'), { now } as SeedContext);
  const ctx: SeedContext = { now, contacts };
  const apps = Object.fromEntries(APPS.map((a) => [a.id, a.id === 'contacts' ? contacts : a.seed(rng.fork(a.id), ctx)])) as AppsState;
  return { os: initialOs(now, rng.int(35, 95), PHONE_APP_IDS), apps };
}

/**
 * The parts of the state that changed since the bridge last reported or loaded it: the OS and
 * each app whose tree is a new object (the store is immutable, so an unchanged part keeps its
 * identity). A step usually changes the clock and one app, so this carries a few kB where the
 * whole state is ~70 kB.
 */
export interface StateChanges {
  os?: DeviceState['os'];
  apps?: Partial<AppsState>;
}

/**
 * A short digest of a state's JSON (32-bit FNV-1a and the length): the env server sends a new
 * world as its seed and checks by this that the page built the same one.
 */
export function jsonDigest(json: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < json.length; i++) h = Math.imul(h ^ json.charCodeAt(i), 0x01000193);
  return `${(h >>> 0).toString(16)}:${json.length}`;
}

/** The state after `changes`, sharing every unchanged part with `known` (which is not modified). */
export function applyStateChanges(known: DeviceState, changes: StateChanges): DeviceState {
  if (!changes.os && !changes.apps) return known;
  return { os: changes.os ?? known.os, apps: changes.apps ? { ...known.apps, ...changes.apps } as AppsState : known.apps };
}

/** Freeze a JSON value all the way down: states and params that are shared may not be changed by anyone. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
