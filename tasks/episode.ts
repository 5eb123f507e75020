// The episode core: what one step means, in one place for the env server (env-server/session.ts)
// and the workbench (workbench/episode.ts). The screen an agent sees, where a target points, how
// far the device clock moves, when the episode terminates or is truncated, and its verdict.
import type { Action, UiNode } from '../contract/index.ts';
import type { DeviceState } from '../apps/world.ts';
import type { Verdict } from '../judges/index.ts';
import { evaluate, type TaskInstance } from './define.ts';

/** The device's viewport in CSS pixels, and screenshot pixels per CSS pixel. */
export const VIEWPORT = { width: 360, height: 800 } as const;
export const DEVICE_SCALE = 3;
/** What an agent sees: 1080×2400 screenshot pixels; points and UI-tree bounds are in these. */
export const SCREEN = { width: VIEWPORT.width * DEVICE_SCALE, height: VIEWPORT.height * DEVICE_SCALE } as const;
/** How far the device clock moves on every step; `wait` moves it by its own duration instead. */
export const STEP_CLOCK_MS = 1000;
export const DEFAULT_WAIT_MS = 1000;

/** `done` and `answer` end the episode; they act on nothing and move no clock. */
export const isTerminal = (action: Action): boolean => action.type === 'done' || action.type === 'answer';

/** Milliseconds the device clock moves for this action (null for an ending action). */
export function clockTick(action: Action): number | null {
  if (isTerminal(action)) return null;
  return action.type === 'wait' ? action.ms ?? DEFAULT_WAIT_MS : STEP_CLOCK_MS;
}

/** An action's target in screenshot pixels: an element of the last UI tree (its centre) or a point on the screen. */
export function targetPoint(action: { x?: number; y?: number; element?: string }, tree: readonly UiNode[] | null, fail: (message: string) => Error): { x: number; y: number } {
  if (action.element !== undefined) {
    if (!tree) throw fail('element ids come from the UI tree of the last observation, and it had none; ask for ui_tree or send x and y');
    const el = tree.find((e) => e.id === action.element);
    if (!el) throw fail(`no element ${action.element} in the last UI tree`);
    return { x: (el.bounds[0] + el.bounds[2]) / 2, y: (el.bounds[1] + el.bounds[3]) / 2 };
  }
  const x = action.x ?? SCREEN.width / 2, y = action.y ?? SCREEN.height / 2;
  if (x < 0 || y < 0 || x >= SCREEN.width || y >= SCREEN.height) throw fail(`point (${x}, ${y}) is outside the ${SCREEN.width}x${SCREEN.height} screen`);
  return { x, y };
}

/** After the step numbered `step` (1 for the first): did it end the episode, or run out of steps? */
export function stepEnds(instance: TaskInstance, step: number, action: Action): { terminated: boolean; truncated: boolean } {
  const terminated = isTerminal(action);
  return { terminated, truncated: !terminated && step >= instance.maxSteps };
}

/** The verdict on the episode as it stands: the state now against the state it started from. */
export function judgeEpisode(instance: TaskInstance, now: DeviceState, answer: unknown): Verdict {
  return evaluate(instance.task, instance.params, instance.initial, now, answer);
}
