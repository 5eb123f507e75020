// The episode core: what one step means, in one place for the env server (env-server/session.ts)
// and the workbench (workbench/episode.ts). The screen an agent sees, where a target points, how
// far the device clock moves, when the episode terminates or is truncated, and its verdict.
import type { Action, DeviceKind, DeviceScale, PointSpace, UiNode } from '../contract/index.ts';
import { gridOf } from '../contract/formats/coordinates.ts';
import type { DeviceState } from '../apps/world.ts';
import type { BrowserCommand } from '../apps/bridge.ts';
import { MAX_TABS } from '../apps/browser/nav.ts';
import { scoreVerdict, type Ending, type ScoredVerdict } from '../judges/reward.ts';
import { evaluate, type TaskInstance } from './define.ts';

/** The phone's viewport in CSS pixels. */
export const VIEWPORT = { width: 360, height: 800 } as const;
/** Each device's viewport in CSS pixels: the phone, and the desktop browser's window. */
export const VIEWPORTS: Record<DeviceKind, { width: number; height: number }> = { phone: VIEWPORT, desktop: { width: 1280, height: 800 } };
/** The default screenshot pixels per CSS pixel (contract/index.ts lists the others). */
export const DEVICE_SCALE: DeviceScale = 3;
/** Each device's default scale: the phone's screenshots are 1080×2400, the desktop's 1280×800. */
export const DEFAULT_SCALES: Record<DeviceKind, DeviceScale> = { phone: DEVICE_SCALE, desktop: 1 };

/** What an agent sees at one resolution: screenshot pixels; points and UI-tree bounds are in these. */
export interface Screen {
  width: number;
  height: number;
  scale: DeviceScale;
}
export const screenAt = (scale: DeviceScale, device: DeviceKind = 'phone'): Screen =>
  ({ width: VIEWPORTS[device].width * scale, height: VIEWPORTS[device].height * scale, scale });
/** The default screen, 1080×2400. */
export const SCREEN: Screen = screenAt(DEVICE_SCALE);
/** Points given with `coords: "norm1000"` are on a 0–1000 grid over the screen, whatever its pixels. */
export const NORM_GRID = 1000;
/** How far the device clock moves on every step; `wait` moves it by its own duration instead. */
export const STEP_CLOCK_MS = 1000;
export const DEFAULT_WAIT_MS = 1000;

/** `done`, `answer` and `refuse` end the episode; they act on nothing and move no clock. */
export const isTerminal = (action: Action): action is Extract<Action, { type: 'done' | 'answer' | 'refuse' }> => action.type === 'done' || action.type === 'answer' || action.type === 'refuse';

/** Milliseconds the device clock moves for this action (null for an ending action). */
export function clockTick(action: Action): number | null {
  if (isTerminal(action)) return null;
  return action.type === 'wait' ? action.ms ?? DEFAULT_WAIT_MS : STEP_CLOCK_MS;
}

interface Pointed {
  x?: number;
  y?: number;
  element?: string;
  coords?: PointSpace;
}

/**
 * An action's target in screenshot pixels of `screen`: an element of the last UI tree (its
 * centre, the tree's bounds being in the same pixels) or a point in the action's coordinate space
 * (contract/formats/coordinates.ts): screenshot pixels, a 0–1000 or 0–999 grid (the far edge, on
 * the grid, is taken as the last pixel), or pixels of a resized screenshot. A point off its grid
 * fails the action; nothing is clamped onto the screen.
 */
export function targetPoint(action: Pointed, tree: readonly UiNode[] | null, fail: (message: string) => Error, screen: Screen = SCREEN): { x: number; y: number } {
  if (action.element !== undefined) {
    if (!tree) throw fail('element ids come from the UI tree of the last observation, and it had none; ask for ui_tree or send x and y');
    const el = tree.find((e) => e.id === action.element);
    if (!el) throw fail(`no element ${action.element} in the last UI tree`);
    return { x: (el.bounds[0] + el.bounds[2]) / 2, y: (el.bounds[1] + el.bounds[3]) / 2 };
  }
  if (action.x === undefined || action.y === undefined) return { x: screen.width / 2, y: screen.height / 2 };
  const grid = gridOf(action.coords, screen);
  const { x, y } = action;
  const outside = grid.inclusive ? x > grid.width || y > grid.height : x >= grid.width || y >= grid.height;
  if (x < 0 || y < 0 || outside) throw fail(`point (${x}, ${y}) is outside the ${grid.name}`);
  const px = (x / grid.width) * screen.width;
  const py = (y / grid.height) * screen.height;
  // Only an inclusive grid's far edge (1000 on the 0–1000 grid) lands past the last pixel.
  return grid.inclusive ? { x: Math.min(px, screen.width - 1), y: Math.min(py, screen.height - 1) } : { x: px, y: py };
}

/** A swipe's length in screenshot pixels of `screen` (a third of the screen's height by default), its `distance` read in its `coords`. */
export function swipeDistance(action: { direction: 'up' | 'down' | 'left' | 'right'; distance?: number; coords?: PointSpace }, screen: Screen = SCREEN): number {
  if (action.distance === undefined) return screen.height / 3;
  const grid = gridOf(action.coords, screen);
  const horizontal = action.direction === 'left' || action.direction === 'right';
  return horizontal ? (action.distance / grid.width) * screen.width : (action.distance / grid.height) * screen.height;
}

export interface TouchPoint {
  x: number;
  y: number;
  id: number;
}

/** Intermediate pointer positions of a drag and of a pinch: enough for an app to follow the finger, few enough to stay cheap. */
/**
 * The desktop browser's own actions as the page's browser command, and what to say when the
 * browser could not carry one out (`fails`: the action failed; else a note on a step that did
 * nothing). Null for any other action. The server and the workbench both use it.
 */
export function browserCommandOf(action: Action): { command: BrowserCommand; refused: string; fails: boolean } | null {
  switch (action.type) {
    case 'goto':
      return { command: { goto: action.url }, refused: '', fails: false };
    case 'go_forward':
      return { command: { forward: true }, refused: 'no page to go forward to', fails: false };
    case 'reload':
      return { command: { reload: true }, refused: '', fails: false };
    case 'new_tab':
      return { command: { new_tab: action.url ?? null }, refused: `too many tabs open (at most ${MAX_TABS}): close one first`, fails: true };
    case 'tab_close':
      return { command: { close_tab: action.index ?? null }, refused: `no tab at index ${action.index}`, fails: true };
    case 'tab_focus':
      return { command: { focus_tab: action.index }, refused: `no tab at index ${action.index}`, fails: true };
    default:
      return null;
  }
}

/** What a browser action on the phone is told. */
export const notOnPhone = (type: string) => `${type} is an action of the desktop browser; this device is a phone (reset a desktop task to switch)`;

export const GESTURE_MOVES = 8;
/** A pinch's fingers are this far apart (CSS pixels) where they are widest: at its end spreading, at its start closing. */
export const PINCH_SPAN = 200;

/**
 * The two fingers of a pinch around `centre` at each moment (start, moves, end), on a vertical line
 * when it fits the screen, else a horizontal one; a pinch too near an edge is moved inward so that
 * both fingers stay on the screen. Their distance changes by exactly `scale` from start to end.
 */
export function pinchFingers(centre: { x: number; y: number }, scale: number, viewport: { width: number; height: number }): TouchPoint[][] {
  const [from, to] = scale >= 1 ? [PINCH_SPAN / scale, PINCH_SPAN] : [PINCH_SPAN, PINCH_SPAN * scale];
  const half = PINCH_SPAN / 2 + 1;
  const vertical = centre.y - half >= 0 && centre.y + half <= viewport.height;
  const fit = (v: number, size: number) => Math.min(size - half, Math.max(half, v));
  const c = vertical ? { x: centre.x, y: centre.y } : { x: fit(centre.x, viewport.width), y: centre.y };
  return Array.from({ length: GESTURE_MOVES + 2 }, (_, i) => {
    const gap = from + ((to - from) * Math.min(i, GESTURE_MOVES + 1)) / (GESTURE_MOVES + 1);
    return vertical
      ? [{ x: c.x, y: c.y - gap / 2, id: 0 }, { x: c.x, y: c.y + gap / 2, id: 1 }]
      : [{ x: c.x - gap / 2, y: c.y, id: 0 }, { x: c.x + gap / 2, y: c.y, id: 1 }];
  });
}

/** After the step numbered `step` (1 for the first): did it end the episode, or run out of steps? */
export function stepEnds(instance: TaskInstance, step: number, action: Action): { terminated: boolean; truncated: boolean } {
  const terminated = isTerminal(action);
  return { terminated, truncated: !terminated && step >= instance.maxSteps };
}

/**
 * The verdict on the episode as it stands: the state now against the state it started from, the
 * answer if one was given, with its progress and whether it ended on a false claim of completion
 * (judges/reward.ts). `ending` is how the episode ended (`done`, `answer`, `refuse`, ...), or null
 * when it goes on.
 */
export function judgeEpisode(instance: TaskInstance, now: DeviceState, answer: unknown, ending: Ending | null = null): ScoredVerdict {
  const agentEnding = ending === 'done' || ending === 'answer' || ending === 'refuse' ? ending : undefined;
  return scoreVerdict(evaluate(instance.task, instance.params, instance.initial, now, answer, agentEnding), ending);
}
