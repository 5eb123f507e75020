// App Store: pure actions on the device state, shared by the screens, the task setups and the
// gate's noise. Installing and uninstalling change the home screen (the OS's `os.installed`, for
// the phone's own apps) and can be undone; an app's data stays when it goes. Buying a paid app
// cannot be undone: it is appended to the OS ledger (`purchase`) at the moment it happens.
import { record, type LedgerEntry } from '../os/ledger.ts';
import { addToHome, removeFromHome } from '../os/nav.ts';
import type { OsState } from '../os/state.ts';
import type { AppStoreState } from './state.ts';
import { SYSTEM_APPS, findListing, isListingInstalled, type Listing } from './state.ts';

/** A paid app bought (App Store): the listing, its name and the price charged, in cents. */
export interface PurchaseEntry extends LedgerEntry { kind: 'purchase'; listing: string; name: string; price: number }

/** What the actions need: the OS part (home screen, ledger, clock) and the store's state. */
export interface Device { os: OsState; apps: { appstore: AppStoreState } }

export type Result = { ok: true } | { ok: false; error: string };

export const installedOn = (d: Device, l: Listing): boolean => isListingInstalled(d.apps.appstore, d.os.installed, l);
export const canUninstall = (l: Listing): boolean => l.device === null || !SYSTEM_APPS.includes(l.device);

/** The price to pay before installing: 0 for a free app or one bought before. */
export const priceToPay = (l: Listing): number => (l.purchased ? 0 : l.price);

/**
 * Install (or reinstall) an app: a paid one not bought before is bought first, in the ledger. The
 * store installs the newest version, so a waiting update is part of it.
 */
export function install(d: Device, id: string): Result {
  const s = d.apps.appstore;
  const l = findListing(s, id);
  if (!l) return { ok: false, error: 'This app is no longer available' };
  if (installedOn(d, l)) return { ok: false, error: `${l.name} is already installed` };
  if (priceToPay(l) > 0) {
    record(d.os.ledger, d.os.now, { app: 'appstore', kind: 'purchase', listing: l.id, name: l.name, price: l.price });
    l.purchased = true;
  }
  if (l.update) applyUpdate(l);
  if (l.device !== null) addToHome(d.os, l.device);
  else s.installed = [...s.installed, l.id];
  return { ok: true };
}

/** Uninstall: the app leaves the phone (and its home screen); its data is kept for a reinstall. */
export function uninstall(d: Device, id: string): Result {
  const s = d.apps.appstore;
  const l = findListing(s, id);
  if (!l) return { ok: false, error: 'This app is no longer available' };
  if (!canUninstall(l)) return { ok: false, error: `${l.name} comes with your phone and can't be removed` };
  if (!installedOn(d, l)) return { ok: false, error: `${l.name} is not installed` };
  if (l.device !== null) removeFromHome(d.os, l.device);
  else s.installed = s.installed.filter((x) => x !== l.id);
  return { ok: true };
}

function applyUpdate(l: Listing): void {
  if (!l.update) return;
  l.history = [l.update, ...l.history];
  l.version = l.update.version;
  l.update = null;
}

/** Install the waiting update of an installed app. */
export function update(d: Device, id: string): Result {
  const l = findListing(d.apps.appstore, id);
  if (!l || !l.update || !installedOn(d, l)) return { ok: false, error: 'No update available' };
  applyUpdate(l);
  return { ok: true };
}

/** A search was made: it goes first in Recent searches (five at most). */
export function rememberSearch(s: AppStoreState, query: string): void {
  const q = query.trim();
  if (q === '') return;
  s.recentSearches = [q, ...s.recentSearches.filter((x) => x.toLowerCase() !== q.toLowerCase())].slice(0, 5);
}

/** A review posted on a listing (task setups: what other people wrote); it goes first, as the newest. */
export function addReview(s: AppStoreState, id: string, fields: { author: string; stars: number; at: number; title: string; text: string }): string | undefined {
  const l = findListing(s, id);
  if (!l) return undefined;
  const rid = `n${s.nextId++}`;
  l.reviews = [{ id: rid, ...fields }, ...l.reviews].sort((a, b) => b.at - a.at);
  return rid;
}
