// Intents: one app asks the OS for something another app does ("call this number"), without
// importing that app. An app's manifest declares the intents it handles; `dispatch` finds the
// installed app that does and lets it change the state, inside the caller's store update.
import type { DeviceState } from '../world.ts';
import { INSTALLED_APPS } from '../registry.ts';
import { showToast } from './nav.ts';
import { isInstalled } from './state.ts';

export type Intent = { kind: 'call'; number: string };

export type IntentKind = Intent['kind'];

/** What a manifest declares: for each intent kind it handles, the state change that carries it out. */
export type IntentHandlers = { [K in IntentKind]?: (d: DeviceState, intent: Extract<Intent, { kind: K }>) => void };

/** Inside an update: hand the intent to the installed app that handles it (an uninstalled one does not). Returns false (and toasts) when none does. */
export function dispatch(d: DeviceState, intent: Intent): boolean {
  const app = INSTALLED_APPS.find((a) => isInstalled(d.os, a.id) && a.intents?.[intent.kind]);
  const handle = app?.intents?.[intent.kind];
  if (!handle) {
    showToast(d.os, 'No app can do that');
    return false;
  }
  handle(d, intent);
  return true;
}
