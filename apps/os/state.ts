// The phone shell's part of the device state: the clock, the battery, the UI (which app is in
// front, each app's back stack, recents, the toast) and the ledger of what cannot be undone. All plain JSON.

import type { LedgerEntry } from './ledger.ts';
import type { BrowserState } from '../browser/state.ts';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One screen of an app, with its parameters (ids, search text, form drafts, an open dialog). */
export interface Route {
  screen: string;
  [param: string]: JsonValue;
}

export interface Toast {
  text: string;
  /** Device time at which the toast disappears. */
  until: number;
}

export interface UiState {
  /** The app in front, or null for the home screen. */
  foreground: string | null;
  /** Back stack per app; the last route is on screen. */
  stacks: Record<string, Route[]>;
  /** Most recently used apps first. */
  recents: string[];
  recentsOpen: boolean;
  toast: Toast | null;
  /** The desktop device's browser: its tabs and their histories (apps/browser/state.ts). Absent on the phone. */
  browser?: BrowserState;
}

export interface OsState {
  /** The device clock, epoch ms. It moves only when the env server (or the workbench) advances it. */
  now: number;
  battery: number;
  ui: UiState;
  /** The append-only log of effects that cannot be undone (apps/os/ledger.ts). */
  ledger: LedgerEntry[];
  /**
   * The apps on the home screen, by id, in its order (a set for the judges: apps/apps.ts
   * DECLARED). An app not listed is uninstalled: its icon is gone, `open_app` and intents refuse
   * it, and its data stays in `apps.<id>` (as a phone keeps it in the cloud) for a reinstall.
   */
  installed: string[];
}

export const TOAST_MS = 3000;

export function initialOs(now: number, battery: number, installed: readonly string[]): OsState {
  return { now, battery, ui: { foreground: null, stacks: {}, recents: [], recentsOpen: false, toast: null }, ledger: [], installed: [...installed] };
}

export const isInstalled = (os: Pick<OsState, 'installed'>, app: string): boolean => os.installed.includes(app);
