// Navigation as pure transitions on the OS state: open, push, back, home, recents, toast.
// The shell's buttons, the apps and the env server's system actions all go through these.
import type { OsState, Route } from './state.ts';
import { TOAST_MS, isInstalled } from './state.ts';
import { goBack, goto } from '../browser/nav.ts';
import { NEW_TAB_URL } from '../browser/state.ts';

/** Bring an installed app to the front (its back stack as left). An uninstalled app stays closed, with a toast; returns whether it opened. */
export function openApp(os: OsState, app: string, root: Route = { screen: 'main' }): boolean {
  if (!isInstalled(os, app)) {
    showToast(os, 'That app is not installed');
    return false;
  }
  const ui = os.ui;
  if (!ui.stacks[app] || ui.stacks[app].length === 0) ui.stacks[app] = [root];
  ui.foreground = app;
  ui.recentsOpen = false;
  ui.recents = [app, ...ui.recents.filter((a) => a !== app)];
  return true;
}

export function currentRoute(os: OsState): Route | undefined {
  const app = os.ui.foreground;
  if (!app) return undefined;
  const stack = os.ui.stacks[app];
  return stack?.[stack.length - 1];
}

export function push(os: OsState, route: Route): void {
  const app = os.ui.foreground;
  if (!app) return;
  (os.ui.stacks[app] ??= []).push(route);
}

/** Replace the route on screen with `route`. */
export function replace(os: OsState, route: Route): void {
  const app = os.ui.foreground;
  const stack = app ? os.ui.stacks[app] : undefined;
  if (!stack || stack.length === 0) return;
  stack[stack.length - 1] = route;
}

/** Merge params into the route on screen (search text, form fields, dialogs). */
export function patchRoute(os: OsState, params: Partial<Route>): void {
  const route = currentRoute(os);
  if (route) Object.assign(route, params);
}

/** Back: close recents or an open dialog, else pop the stack, else leave the app. */
export function back(os: OsState): void {
  const ui = os.ui;
  if (ui.browser) { goBack(os); return; }
  if (ui.recentsOpen) { ui.recentsOpen = false; return; }
  const app = ui.foreground;
  if (!app) return;
  const stack = ui.stacks[app] ?? [];
  const top = stack[stack.length - 1];
  if (top && top.dialog != null) { top.dialog = null; return; }
  if (stack.length > 1) { stack.pop(); return; }
  ui.foreground = null;
}

/** Home: the home screen; on the desktop, the new-tab page in the tab in front. */
export function home(os: OsState): void {
  if (os.ui.browser) { goto(os, NEW_TAB_URL); return; }
  os.ui.foreground = null;
  os.ui.recentsOpen = false;
}

/** Recents (the phone's only: the desktop shows its tabs). */
export function toggleRecents(os: OsState): void {
  if (os.ui.browser) return;
  os.ui.recentsOpen = !os.ui.recentsOpen;
}

export function closeRecentApp(os: OsState, app: string): void {
  os.ui.recents = os.ui.recents.filter((a) => a !== app);
  delete os.ui.stacks[app];
  if (os.ui.foreground === app) os.ui.foreground = null;
}

/** Uninstall: the icon leaves the home screen, and the app leaves the front, Recents and its back stack. Its data stays. */
export function removeFromHome(os: OsState, app: string): void {
  os.installed = os.installed.filter((a) => a !== app);
  closeRecentApp(os, app);
}

/** Install (or reinstall): the icon goes at the end of the home screen; the app's data, kept, is back with it. */
export function addToHome(os: OsState, app: string): void {
  if (!isInstalled(os, app)) os.installed = [...os.installed, app];
}

export function showToast(os: OsState, text: string): void {
  os.ui.toast = { text, until: os.now + TOAST_MS };
}

/** Move the device clock forward; expired toasts disappear. */
export function advanceClock(os: OsState, ms: number): void {
  os.now += Math.max(0, Math.round(ms));
  if (os.ui.toast && os.ui.toast.until <= os.now) os.ui.toast = null;
}
