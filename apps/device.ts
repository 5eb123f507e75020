// The device store: one zustand store holding the whole `{os, apps}` JSON tree.
// Apps read it with `useDevice(selector)` and change it with `update(draft => ...)` (immer).
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { produce } from 'immer';
import { createWorld, type DeviceState } from './world.ts';
import { startOfDay } from './kit/time.ts';
import type { Route } from './os/state.ts';
import { back, patchRoute, push, replace, showToast } from './os/nav.ts';
import { goBack, goto, patchPage, replaceUrl } from './browser/nav.ts';

export const device = createStore<DeviceState>()(() => createWorld(1));

/** Bumped by every load, so the React tree remounts: scroll positions, focus and drafts start fresh. */
export const mountEpoch = createStore<{ epoch: number }>()(() => ({ epoch: 0 }));

export function update(recipe: (draft: DeviceState) => void): void {
  device.setState(produce(device.getState(), recipe), true);
}

export function useDevice<T>(selector: (state: DeviceState) => T): T {
  return useStore(device, selector);
}

/**
 * The start of the device's day (apps/kit/time.ts startOfDay). A list that writes its dates
 * against today ("10:42", "Yesterday", "Mon") reads this rather than `os.now`, which moves at
 * every step: it renders again when the day changes, not at every tick of the clock.
 */
export function useToday(): number {
  return useStore(device, (s) => startOfDay(s.os.now));
}

/** A deep JSON copy of the state: what the judge and the snapshots see. */
export function snapshot(): DeviceState {
  return JSON.parse(JSON.stringify(device.getState())) as DeviceState;
}

/**
 * Replace the whole state. Everything on screen follows from it. The state is copied unless the
 * caller hands over one nobody else holds (`copy: false`).
 */
export function loadSnapshot(state: DeviceState, { copy = true } = {}): void {
  device.setState(copy ? JSON.parse(JSON.stringify(state)) as DeviceState : state, true);
  mountEpoch.setState({ epoch: mountEpoch.getState().epoch + 1 });
}

/** Navigation for app screens: each call is one store update through the OS transitions. */
export const nav = {
  push: (route: Route) => update((d) => push(d.os, route)),
  replace: (route: Route) => update((d) => replace(d.os, route)),
  patch: (params: Partial<Route>) => update((d) => patchRoute(d.os, params)),
  back: () => update((d) => back(d.os)),
  toast: (text: string) => update((d) => showToast(d.os, text)),
};

/** Navigation for web pages on the desktop device (apps/browser/nav.ts): each call is one store update. */
export const web = {
  /** Open a URL in the tab in front. */
  go: (url: string) => update((d) => goto(d.os, url)),
  /** Replace the page on screen (after a form is sent). */
  replace: (url: string) => update((d) => replaceUrl(d.os, url)),
  /** Merge into the page's own state (a draft, the open dialog); null removes a key. */
  patch: (state: Parameters<typeof patchPage>[1]) => update((d) => patchPage(d.os, state)),
  back: () => update((d) => void goBack(d.os)),
  toast: (text: string) => update((d) => showToast(d.os, text)),
};
