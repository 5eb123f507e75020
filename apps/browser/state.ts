// The desktop browser's part of the device state (`os.ui.browser`, present only on the desktop
// device): its tabs, each with its own history of pages, and which tab is in front. A page is a URL
// and the page's own state (drafts, an open dialog, a search box's text), as a browser keeps
// `history.state` per entry. All plain JSON; judged as the shell's UI (a routine path).
import type { JsonValue } from '../os/state.ts';

export interface BrowserEntry {
  /** An absolute URL on one of the suite's site hosts (`http://wiki.vivarium.test/wiki/Tea`), or NEW_TAB_URL. */
  url: string;
  /** What the page keeps while it is open: form drafts, the open dialog. Starts empty at every navigation. */
  state: { [key: string]: JsonValue };
}

export interface BrowserTab {
  id: number;
  history: BrowserEntry[];
  /** The entry on screen. */
  index: number;
  /** What is being typed in the address bar, until it is sent or left. */
  typed?: string;
}

export interface BrowserState {
  tabs: BrowserTab[];
  /** Index of the tab in front. */
  active: number;
  nextTabId: number;
}

/** The page a new tab opens on: the suite's sites as bookmarks. */
export const NEW_TAB_URL = 'about:newtab';
/** Every site of the suite is served under this domain (`<site>.vivarium.test`). */
export const SITE_DOMAIN = 'vivarium.test';

export function initialBrowser(url: string = NEW_TAB_URL): BrowserState {
  return { tabs: [{ id: 1, history: [{ url, state: {} }], index: 0 }], active: 0, nextTabId: 2 };
}

/** Where a URL points: its host (lower case), path and query parameters; null for one that does not parse. */
export interface Location {
  url: string;
  host: string;
  path: string;
  query: Record<string, string>;
}

export function parseLocation(url: string): Location | null {
  if (url === NEW_TAB_URL) return { url, host: '', path: '', query: {} };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const query: Record<string, string> = {};
  parsed.searchParams.forEach((value, key) => (query[key] = value));
  return { url: parsed.href, host: parsed.hostname.toLowerCase(), path: decodeURIComponent(parsed.pathname), query };
}

/**
 * What a person typed in the address bar, as the URL a browser would open: a scheme is added when
 * missing (`wiki.vivarium.test/x` is `http://wiki.vivarium.test/x`). Text with a space or without a
 * dot is not an address: null (the browser has no search engine to send it to).
 */
export function addressOf(typed: string): string | null {
  const text = typed.trim();
  if (text === '' || /\s/.test(text)) return null;
  if (text === NEW_TAB_URL) return text;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : /^[^/]+\.[^/]+/.test(text) ? `http://${text}` : null;
  if (!withScheme) return null;
  return parseLocation(withScheme)?.url ?? null;
}

/** A site URL from a host and a path with its query: `siteUrl('wiki.vivarium.test', '/wiki/Tea', {q: 'x'})`. */
export function siteUrl(host: string, path: string, query: Record<string, string | number | undefined> = {}): string {
  const url = new URL(`http://${host}`);
  url.pathname = path;
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  return url.href;
}
