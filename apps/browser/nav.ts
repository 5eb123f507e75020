// The browser's navigation as pure transitions on the OS state: open an address, back, forward,
// reload, and tabs. The browser's buttons, the sites' links and the env server's browser actions
// all go through these; like the phone's nav.ts, each is one change inside a store update.
import type { OsState } from '../os/state.ts';
import { NEW_TAB_URL, type BrowserEntry, type BrowserState, type BrowserTab } from './state.ts';
import type { JsonValue } from '../os/state.ts';

/** The most pages one tab's history keeps (the oldest go first), so that no episode grows the state without bound. */
export const MAX_HISTORY = 50;
/** The most tabs the browser opens at once. */
export const MAX_TABS = 12;

export function browserOf(os: OsState): BrowserState | undefined {
  return os.ui.browser;
}

export function activeTab(browser: BrowserState): BrowserTab {
  return browser.tabs[browser.active]!;
}

export function currentEntry(browser: BrowserState): BrowserEntry {
  const tab = activeTab(browser);
  return tab.history[tab.index]!;
}

/** Open `url` in the tab in front: forward history is dropped, as in any browser. */
export function goto(os: OsState, url: string): void {
  const browser = browserOf(os);
  if (!browser) return;
  const tab = activeTab(browser);
  tab.history = [...tab.history.slice(0, tab.index + 1), { url, state: {} }].slice(-MAX_HISTORY);
  tab.index = tab.history.length - 1;
}

/** Replace the page on screen with `url` (a redirect after a form is sent: back does not return to the form). */
export function replaceUrl(os: OsState, url: string): void {
  const browser = browserOf(os);
  if (!browser) return;
  const tab = activeTab(browser);
  tab.history[tab.index] = { url, state: {} };
}

/** Merge into the page's own state (a draft, a dialog); `null` removes a key. */
export function patchPage(os: OsState, state: { [key: string]: JsonValue | undefined }): void {
  const browser = browserOf(os);
  if (!browser) return;
  const entry = currentEntry(browser);
  for (const [key, value] of Object.entries(state)) {
    if (value === undefined || value === null) delete entry.state[key];
    else entry.state[key] = value;
  }
}

/** Back: close the page's open dialog if it has one, else the previous page of the tab; whether anything moved. */
export function goBack(os: OsState): boolean {
  const browser = browserOf(os);
  if (!browser) return false;
  const entry = currentEntry(browser);
  if (entry.state.dialog != null) {
    delete entry.state.dialog;
    return true;
  }
  const tab = activeTab(browser);
  if (tab.index === 0) return false;
  tab.index -= 1;
  return true;
}

export function goForward(os: OsState): boolean {
  const browser = browserOf(os);
  if (!browser) return false;
  const tab = activeTab(browser);
  if (tab.index >= tab.history.length - 1) return false;
  tab.index += 1;
  return true;
}

/** Reload: the page starts again from the site's data, its drafts and dialog gone. */
export function reload(os: OsState): void {
  const browser = browserOf(os);
  if (browser) currentEntry(browser).state = {};
}

/** A new tab after the others, in front; false when MAX_TABS are open. */
export function newTab(os: OsState, url: string = NEW_TAB_URL): boolean {
  const browser = browserOf(os);
  if (!browser || browser.tabs.length >= MAX_TABS) return false;
  browser.tabs.push({ id: browser.nextTabId, history: [{ url, state: {} }], index: 0 });
  browser.nextTabId += 1;
  browser.active = browser.tabs.length - 1;
  return true;
}

/** Close a tab (the one in front by default). The last tab's closing leaves one new tab, as a window that stays open. */
export function closeTab(os: OsState, index?: number): boolean {
  const browser = browserOf(os);
  if (!browser) return false;
  const at = index ?? browser.active;
  if (at < 0 || at >= browser.tabs.length) return false;
  browser.tabs.splice(at, 1);
  if (browser.tabs.length === 0) {
    browser.tabs.push({ id: browser.nextTabId, history: [{ url: NEW_TAB_URL, state: {} }], index: 0 });
    browser.nextTabId += 1;
  }
  if (browser.active > at || browser.active >= browser.tabs.length) browser.active = Math.max(0, browser.active - 1);
  return true;
}

export function focusTab(os: OsState, index: number): boolean {
  const browser = browserOf(os);
  if (!browser || index < 0 || index >= browser.tabs.length) return false;
  browser.active = index;
  return true;
}
