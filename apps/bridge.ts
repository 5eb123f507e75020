// window.__vivarium: the privileged bridge the env server (and only it) uses to read and load
// state, wait for the page to settle, move the clock, press system buttons and read the UI tree.
import { device, loadSnapshot, snapshot, update } from './device.ts';
import { configureNetwork, dropParked, idle, pendingCount, releaseDue, type NetworkConditions } from './api.ts';
import { findApp, findSite, siteAtHost } from './registry.ts';
import { closeTab, currentEntry, focusTab, goForward, goto, newTab, reload } from './browser/nav.ts';
import { NEW_TAB_URL, addressOf, parseLocation, siteUrl } from './browser/state.ts';
import { tabTitle } from './browser/Browser.tsx';
import { advanceClock, back, home, openApp, toggleRecents } from './os/nav.ts';
import { isInstalled } from './os/state.ts';
import { applyStateChanges, createWorld, jsonDigest, type AppsState, type DeviceState, type StateChanges } from './world.ts';
export type { StateChanges } from './world.ts';

/** A UI tree element (contract/index.ts); here bounds are CSS pixels in the page, and the server scales them to screenshot pixels. */
export type { UiNode } from '../contract/index.ts';
import type { UiNode } from '../contract/index.ts';

export type SystemCommand = 'back' | 'home' | 'recents';

/**
 * An action the page carries out itself, without input events: a system button, an app opened by
 * name, a scroll. The server sends it in the step's own page call (`observe`).
 */
export type PageCommand = { system: SystemCommand } | { open: string } | { scroll: [x: number, y: number, dx: number, dy: number] } | { browser: BrowserCommand };
/**
 * The desktop browser's own buttons and keys: open an address in the tab in front, forward, reload,
 * a new tab (on an address or the new-tab page), close a tab (the one in front by default), bring one to the front.
 */
export type BrowserCommand =
  | { goto: string } | { forward: true } | { reload: true } | { new_tab: string | null } | { close_tab: number | null } | { focus_tab: number };
/** What a command did: the app opened (null: no app of that name), whether anything scrolled or the browser did it; null for a system button. */
export type CommandResult = string | boolean | null;

/**
 * The focused element: its index among the page's focusable elements, and a text field's
 * selection start and end (-1 for a button or a link, which a key press would still activate).
 */
export type Focus = [number, number, number];

const FOCUSABLE = 'input, textarea, select, button, a[href], [tabindex]';
const focusables = () => [...document.querySelectorAll<HTMLElement>(FOCUSABLE)];
const isTextField = (el: Element): el is HTMLInputElement | HTMLTextAreaElement => el.tagName === 'INPUT' || el.tagName === 'TEXTAREA';


export interface Bridge {
  version: 1;
  /** A deep copy of the whole state (the workbench's reader). */
  getState(): DeviceState;
  /** What changed since the last call or load; everything with `whole` (or on the first call). */
  stateChanges(whole?: boolean): StateChanges;
  /**
   * The server's read of the device, as one JSON string (cheaper across than a tree of values):
   * the UI tree (when `tree`), the app in front, the state's changes (see stateChanges) and the
   * scroll offsets.
   */
  read(tree: boolean, whole: boolean): string;
  /**
   * The page's half of a step, in one call: carry out `command` (its result is the read's
   * `done`), move the clock by `ms` (null: not at all), settle (when the clock moved, or before a
   * screenshot with `paint`), then `read`.
   */
  observe(ms: number | null, tree: boolean, paint: boolean, whole: boolean, command?: PageCommand | null): Promise<string>;
  /** Carry out a page command (a system button, an app opened by name, a scroll) and say what it did. */
  command(command: PageCommand): CommandResult;
  /** Load a state; `paint` as for settle. With `owned`, the caller hands over an object nobody else holds, and it is not copied. */
  loadState(state: DeviceState, paint?: boolean, owned?: boolean): Promise<void>;
  /**
   * Load the state that differs from the last reported one by `changes` (the server sends only
   * the parts that differ). Returns false, loading nothing, when the page's state has moved since
   * that report: the server then sends the state whole.
   */
  loadChanges(changes: StateChanges, paint?: boolean): Promise<boolean>;
  /**
   * Load the world of `seed`, built here, with `changes` over it (what the task's setup changed):
   * a new world crosses to the page as its seed instead of its whole JSON. Returns false, loading
   * nothing, when the world built here does not have the server's `digest` (jsonDigest).
   */
  loadWorld(seed: number, changes: StateChanges, digest: string, paint?: boolean): Promise<boolean>;
  /** Wait until the page is quiet; with `paint` (the default) also until the result is painted. */
  settle(paint?: boolean): Promise<void>;
  advance(ms: number): void;
  system(command: SystemCommand): void;
  /** Open an app by its home-screen name or id; returns the app id, or null when there is none. */
  /** The id of the app opened; null when no app has that name, false when the app is not installed. */
  openApp(name: string): string | false | null;
  /** Scroll the scrollable area under (x, y) by (dx, dy) CSS pixels; returns whether anything moved. */
  scrollAt(x: number, y: number, dx: number, dy: number): boolean;
  /**
   * Whether a finger put down at (x, y) drags what it lands on (an element marked `data-drag`: a
   * map, a slider, a row's reorder handle) rather than scrolling the content under it.
   */
  takesDrag(x: number, y: number): boolean;
  /**
   * Choose an option of the drop-down (`<select>`) at (x, y) by its shown text or its value (trimmed,
   * any case), as picking it from the open list would: the chosen option's text, null when there is
   * no drop-down there, false when it has no such option.
   */
  selectAt(x: number, y: number, option: string): string | false | null;
  /**
   * Whether the element that has the keyboard focus takes text, as the number of characters it
   * keeps when typing replaces its selection (null: no text field has the focus). With
   * `selectAll`, its text is first selected (as Ctrl+A would), for typing to replace it.
   */
  focusedEditable(selectAll?: boolean): number | null;
  uiTree(): UiNode[];
  foreground(): string | null;
  /** The desktop browser's tabs, each with its URL and title, and the one in front (null on the phone). */
  tabs(): { tabs: { url: string; title: string }[]; active: number } | null;
  /** Latency and failures of the in-page network, seeded for repeatable faults. */
  setNetwork(conditions: NetworkConditions, seed: number | string): void;
  /** Scroll offsets ([top, left] per scrollable area), so that a snapshot can restore the screen exactly. */
  getScroll(): [number, number][];
  /** The element that has the focus, with a text field's caret, so that a snapshot can give it back (null: none). */
  getFocus(): Focus | null;
  /** Focus that element again and put its caret back (a restored snapshot types, or presses a key, where the saved one would have). */
  setFocus(focus: Focus): void;
  /** Settles (`paint` as for settle), then scrolls each area to its offset. */
  setScroll(offsets: [number, number][], paint?: boolean): Promise<void>;
}

declare global {
  interface Window {
    __vivarium?: Bridge;
  }
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const nextTask = () => new Promise<void>((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve();
  channel.port2.postMessage(null);
});

/**
 * On the env server's page, the screen is painted only when a screenshot follows: painting and
 * rastering what nobody looks at is a quarter of a UI-tree-only step's CPU. Between screenshots
 * the root is transparent (`html.unpainted`), which Chromium does not raster; opacity leaves
 * layout, hit testing and the UI tree as they are. The workbench's device is always painted.
 */
let paintOnDemand = false;

/**
 * Resolves when the page has no work left: no request in flight, the code that awaited them has
 * run (a task turn), and React's commit has been painted (a frame). Work may start more work, so
 * it loops until a round starts nothing new.
 */
async function settle(paint = true): Promise<void> {
  if (paintOnDemand) document.documentElement.classList.toggle('unpainted', !paint);
  for (let round = 0; round < 50; round++) {
    await idle();
    await nextTask();
    // The frame is only needed before a screenshot: state, focus and layout are final without it.
    if (paint) await nextFrame();
    if (pendingCount() === 0) return;
  }
  throw new Error('the page did not settle: requests keep starting');
}


const CLICKABLE_ROLES = new Set(['button', 'link', 'switch', 'checkbox', 'radio', 'tab', 'menuitem', 'option', 'slider', 'combobox']);

function roleOf(el: Element): string {
  const explicit = el.getAttribute('role');
  if (explicit) return explicit === 'img' ? 'image' : explicit;
  const tag = el.tagName.toLowerCase();
  if (tag === 'button') return 'button';
  if (tag === 'a') return 'link';
  if (tag === 'input' || tag === 'textarea') return 'textbox';
  if (tag === 'select') return 'combobox';
  if (/^h[1-6]$/.test(tag)) return 'heading';
  if (tag === 'img' || tag === 'svg') return 'image';
  return 'text';
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function ownText(el: Element): string {
  let text = '';
  for (const child of el.childNodes) if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? '';
  return collapse(text);
}

/** The visible, hit-testable elements an agent can see and act on, in document order. */
function uiTree(): UiNode[] {
  const root = document.querySelector('.device');
  if (!root) return [];
  const rootBox = root.getBoundingClientRect();
  const nodes: UiNode[] = [];
  // `ancestorText` is the name of the nearest interactive ancestor: texts inside a button are
  // listed too (a row's subtitle, a preview), except the ones that only repeat its name.
  const walk = (el: Element, ancestorText: string | null) => {
    if (el.getAttribute('aria-hidden') === 'true') return;
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') return;
    const role = roleOf(el);
    const tag = el.tagName.toLowerCase();
    const editable = tag === 'input' || tag === 'textarea';
    const interactive = editable || CLICKABLE_ROLES.has(role) || el.getAttribute('role') === 'dialog';
    const label = el.getAttribute('aria-label');
    let text = '';
    const insideInteractive = ancestorText !== null;
    const select = tag === 'select' ? (el as HTMLSelectElement) : null;
    if (select && !insideInteractive) text = collapse(select.selectedOptions[0]?.text ?? '');
    else if (interactive && !insideInteractive) text = editable ? (el as HTMLInputElement).value : collapse(label ?? (el as HTMLElement).innerText ?? '');
    // An svg is listed by its name only when it says it is a picture (role="img", as the paperclip
    // of Webmail's list does): the icon sets' svgs that carry an aria-label (the status bar's Wi-Fi,
    // a muted chat's bell) stay out of the tree, as they always were.
    else if (tag === 'svg') text = el.getAttribute('role') === 'img' ? collapse(label ?? '') : ownText(el);
    else text = ownText(el) || (role === 'heading' ? collapse((el as HTMLElement).innerText ?? '') : '');
    const listed = (interactive && !insideInteractive) || (!interactive && text !== '' && text !== ancestorText);
    if (listed) {
      const box = el.getBoundingClientRect();
      const left = Math.max(box.left, rootBox.left), top = Math.max(box.top, rootBox.top);
      const right = Math.min(box.right, rootBox.right), bottom = Math.min(box.bottom, rootBox.bottom);
      if (right - left >= 1 && bottom - top >= 1) {
        const cx = (left + right) / 2, cy = (top + bottom) / 2;
        const hit = document.elementFromPoint(cx, cy);
        if (hit && (hit === el || el.contains(hit) || hit.contains(el))) {
          const node: UiNode = {
            id: '',
            role: el.getAttribute('role') === 'dialog' ? 'dialog' : role,
            text,
            bounds: [left - rootBox.left, top - rootBox.top, right - rootBox.left, bottom - rootBox.top],
            clickable: interactive && !editable && role !== 'dialog',
            editable,
          };
          const checked = el.getAttribute('aria-checked');
          if (checked != null) node.checked = checked === 'true';
          if (document.activeElement === el) node.focused = true;
          const now = el.getAttribute('aria-valuenow');
          if (now != null) node.value = Number(now);
          if (editable) {
            node.hint = (el as HTMLInputElement).placeholder || label || '';
          }
          // A drop-down shows its chosen option; its label is its hint, as a text field's is.
          if (select) node.hint = label ?? '';
          nodes.push(node);
        }
      }
    }
    // An svg's shapes hold no text and are never listed: an icon is the svg itself, or nothing.
    if (tag === 'svg') return;
    const childrenAncestor = insideInteractive ? ancestorText : interactive && role !== 'dialog' ? text : null;
    for (const child of el.children) walk(child, childrenAncestor);
  };
  walk(root, null);
  nodes.forEach((n, i) => (n.id = `e${i + 1}`));
  return nodes;
}

function scrollAt(x: number, y: number, dx: number, dy: number): boolean {
  let el: Element | null = document.elementFromPoint(x, y);
  while (el) {
    const style = getComputedStyle(el);
    const scrollsY = /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight;
    const scrollsX = /(auto|scroll)/.test(style.overflowX) && el.scrollWidth > el.clientWidth;
    if ((dy !== 0 && scrollsY) || (dx !== 0 && scrollsX)) {
      const beforeTop = el.scrollTop, beforeLeft = el.scrollLeft;
      el.scrollTop += dy;
      el.scrollLeft += dx;
      return el.scrollTop !== beforeTop || el.scrollLeft !== beforeLeft;
    }
    el = el.parentElement;
  }
  return false;
}

/** The bundled fonts, loaded before the bridge opens so that no screenshot ever shows a fallback font. */
const FONTS = ['400 16px Roboto', '500 16px Roboto', '700 16px Roboto'];
// One letter of each of Roboto's subsets (latin, latin-ext, vietnamese, greek and math, cyrillic,
// cyrillic-ext, symbols): the page loads every subset before the first screen. A subset fetched
// only when its first letter shows ("π" in Calculator) lays that screen out in the fallback font
// for a moment, so its layout depended on what the page had shown before.
const EVERY_SUBSET = 'aĀạπЖѠ←';

/** Carry out a browser command; false when it could not be (no page to go forward to, no such tab, too many tabs). */
export function browserCommand(command: BrowserCommand): boolean {
  (document.activeElement as HTMLElement | null)?.blur?.();
  let done = false;
  update((d) => {
    if (!d.os.ui.browser) return;
    if ('goto' in command) done = (goto(d.os, addressOf(command.goto) ?? command.goto), true);
    else if ('forward' in command) done = goForward(d.os);
    else if ('reload' in command) done = (reload(d.os), true);
    else if ('new_tab' in command) done = newTab(d.os, command.new_tab ?? NEW_TAB_URL);
    else if ('close_tab' in command) done = closeTab(d.os, command.close_tab ?? undefined);
    else done = focusTab(d.os, command.focus_tab);
  });
  return done;
}

/** The view's `browser` field on the desktop; nothing on the phone. */
export function withTabs(bridge: Pick<Bridge, 'tabs'>): { browser?: NonNullable<ReturnType<Bridge['tabs']>> } {
  const tabs = bridge.tabs();
  return tabs ? { browser: tabs } : {};
}

export async function installBridge(options: { paintOnDemand?: boolean } = {}): Promise<void> {
  paintOnDemand = options.paintOnDemand ?? false;
  await Promise.all(FONTS.map((font) => document.fonts.load(font, EVERY_SUBSET)));
  /** The state as the server last saw it (loaded or reported), to report changes against. */
  let reported: DeviceState | null = null;
  /** The one way a state goes into the device: focus and parked gestures dropped, the state loaded, settled. */
  const load = async (state: DeviceState, copy: boolean, paint: boolean): Promise<void> => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    dropParked();
    loadSnapshot(state, { copy });
    // The server holds the state it sent; whatever the settle changes is reported next.
    reported = device.getState();
    await settle(paint);
  };
  const readDevice = (tree: boolean, whole: boolean) => {
    const bridge = window.__vivarium!;
    return { nodes: tree ? uiTree() : null, foreground: bridge.foreground(), changes: bridge.stateChanges(whole), scroll: bridge.getScroll(), focus: bridge.getFocus(), ...withTabs(bridge) };
  };
  window.__vivarium = {
    version: 1,
    getState: snapshot,
    stateChanges(whole = false) {
      const now = device.getState();
      const before = reported;
      reported = now;
      if (!before || whole) return { os: now.os, apps: now.apps };
      const changes: StateChanges = {};
      if (now.os !== before.os) changes.os = now.os;
      for (const id of Object.keys(now.apps) as (keyof AppsState)[]) {
        if (now.apps[id] !== before.apps[id]) (changes.apps ??= {})[id] = now.apps[id] as never;
      }
      return changes;
    },
    read(tree, whole) {
      return JSON.stringify(readDevice(tree, whole));
    },
    async observe(ms, tree, paint, whole, command = null) {
      const bridge = window.__vivarium!;
      let done: CommandResult | undefined;
      if (command) {
        done = bridge.command(command);
        // What the command set off (React's render of it) runs before the clock moves, as it did
        // when the command came in a page call of its own.
        await nextTask();
      }
      if (ms !== null) bridge.advance(ms);
      if (ms !== null || paint) await settle(paint);
      // `done` is left out of the JSON when there was no command.
      return JSON.stringify({ ...readDevice(tree, whole), done });
    },
    command(command) {
      const bridge = window.__vivarium!;
      if ('system' in command) return bridge.system(command.system), null;
      if ('open' in command) return bridge.openApp(command.open);
      if ('browser' in command) return browserCommand(command.browser);
      return bridge.scrollAt(...command.scroll);
    },
    async loadState(state, paint = true, owned = false) {
      await load(state, !owned, paint);
    },
    async loadChanges(changes, paint = true) {
      if (!reported || device.getState() !== reported) return false;
      // The unchanged parts are the store's own immutable trees: kept, not copied.
      await load(applyStateChanges(reported, changes), false, paint);
      return true;
    },
    async loadWorld(seed, changes, digest, paint = true) {
      const world = createWorld(seed);
      if (jsonDigest(JSON.stringify(world)) !== digest) return false;
      await load(applyStateChanges(world, changes), false, paint);
      return true;
    },
    settle,
    advance(ms) {
      update((d) => advanceClock(d.os, ms));
      releaseDue(device.getState().os.now);
    },
    system(command) {
      (document.activeElement as HTMLElement | null)?.blur?.();
      update((d) => (command === 'back' ? back(d.os) : command === 'home' ? home(d.os) : toggleRecents(d.os)));
    },
    openApp(name) {
      // On the desktop, a site by its name opens at its front page in the tab in front.
      if (device.getState().os.ui.browser) {
        const site = findSite(name);
        if (!site) return null;
        (document.activeElement as HTMLElement | null)?.blur?.();
        update((d) => goto(d.os, siteUrl(site.host, '/')));
        return site.id;
      }
      const app = findApp(name);
      if (!app) return null;
      // An app the device knows but whose icon is off the home screen: refused (false), as a person could not open it.
      if (!isInstalled(device.getState().os, app.id)) return false;
      (document.activeElement as HTMLElement | null)?.blur?.();
      update((d) => void openApp(d.os, app.id));
      return app.id;
    },
    scrollAt,
    takesDrag: (x, y) => document.elementFromPoint(x, y)?.closest('[data-drag]') != null,
    selectAt: (x, y, option) => {
      const hit = document.elementFromPoint(x, y);
      const el = hit?.closest('select') ?? null;
      if (!el || el.disabled) return null;
      const want = collapse(option).toLowerCase();
      const found = [...el.options].find((o) => !o.disabled && (collapse(o.text).toLowerCase() === want || o.value.trim().toLowerCase() === want));
      if (!found) return false;
      if (!found.selected) {
        el.focus();
        // The native setter, so that React sees the change event as a person's pick.
        Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(el, found.value);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        el.dispatchEvent(new Event('change', { bubbles: true }));
      }
      return collapse(found.text);
    },
    focusedEditable(selectAll = false) {
      const el = document.activeElement;
      if (!el || !isTextField(el) || el.readOnly) return null;
      if (selectAll) el.select();
      // (number and email fields have no selection: typing adds to their whole text)
      const selected = el.selectionStart !== null && el.selectionEnd !== null ? el.selectionEnd - el.selectionStart : 0;
      return el.value.length - selected;
    },
    uiTree,
    foreground() {
      const ui = device.getState().os.ui;
      if (!ui.browser) return ui.foreground;
      // On the desktop, the site of the tab in front (null on the new-tab and offline pages).
      const location = parseLocation(currentEntry(ui.browser).url);
      return (location && siteAtHost(location.host)?.id) ?? null;
    },
    tabs() {
      const state = device.getState();
      const browser = state.os.ui.browser;
      if (!browser) return null;
      return { tabs: browser.tabs.map((tab) => ({ url: tab.history[tab.index].url, title: tabTitle(tab.history[tab.index].url, state) })), active: browser.active };
    },
    setNetwork: configureNetwork,
    getScroll: () => [...document.querySelectorAll<HTMLElement>('[data-scroll]')].map((el) => [el.scrollTop, el.scrollLeft]),
    getFocus() {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const index = focusables().indexOf(el);
      if (index < 0) return null;
      if (!isTextField(el)) return [index, -1, -1];
      return [index, el.selectionStart ?? el.value.length, el.selectionEnd ?? el.value.length];
    },
    setFocus([index, start, end]) {
      const el = focusables()[index];
      if (!el) return;
      // Without preventScroll, focus scrolls a half-hidden element into view: the screen would move.
      el.focus({ preventScroll: true });
      if (!isTextField(el) || start < 0) return;
      try {
        el.setSelectionRange(start, end);
      } catch {
        // an input type without a selection (number, email) keeps the caret where focus put it
      }
    },
    async setScroll(offsets, paint = true) {
      await settle(paint);
      document.querySelectorAll<HTMLElement>('[data-scroll]').forEach((el, i) => {
        const o = offsets[i];
        if (o) [el.scrollTop, el.scrollLeft] = o;
      });
    },
  };
}
