// What every format's parser shares: the context a step is parsed in, and the few mappings that
// are the same everywhere (an ending, a key name, a drag as the finger's path, a scroll as a finger's move).
import type { Action, Direction, KeyName, UiNode } from '../index.ts';
import type { PointSpace } from './coordinates.ts';
import { FormatError, asJson } from './text.ts';

export interface FormatContext {
  /** The `coords` every point action carries: the session's coordinate space. */
  coords: PointSpace;
  /** The grid's size in that space (for `pixels`, the screenshot's): scroll amounts are fractions of it. */
  grid: { width: number; height: number };
  /** The UI tree of the last observation (element indices and bids refer to it), or null. */
  tree: readonly UiNode[] | null;
  /** Does the task expect an answer? A model's final message is then the `answer`, else `done`. */
  query: boolean;
}

/** A model's final message: the answer of a query task, else the end of the task. */
export function finish(text: string, ctx: FormatContext): Action {
  return ctx.query ? { type: 'answer', value: text.trim() } : { type: 'done' };
}

const KEY_NAMES: Record<string, KeyName> = {
  enter: 'Enter', return: 'Enter', kp_enter: 'Enter', keycode_enter: 'Enter', '\n': 'Enter',
  backspace: 'Backspace', keycode_del: 'Backspace', del: 'Delete', delete: 'Delete', keycode_forward_del: 'Delete',
  tab: 'Tab', keycode_tab: 'Tab', escape: 'Escape', esc: 'Escape', keycode_escape: 'Escape',
  left: 'ArrowLeft', arrowleft: 'ArrowLeft', keycode_dpad_left: 'ArrowLeft',
  right: 'ArrowRight', arrowright: 'ArrowRight', keycode_dpad_right: 'ArrowRight',
  up: 'ArrowUp', arrowup: 'ArrowUp', keycode_dpad_up: 'ArrowUp',
  down: 'ArrowDown', arrowdown: 'ArrowDown', keycode_dpad_down: 'ArrowDown',
  home: 'Home', keycode_move_home: 'Home', end: 'End', keycode_move_end: 'End',
  space: 'Space', ' ': 'Space', keycode_space: 'Space',
};

/** A key as the formats name it (`Return`, `BackSpace`, `ENTER`, `KEYCODE_ENTER`, `ArrowDown`) on the phone's keyboard. */
export function keyOf(name: string): KeyName {
  const key = KEY_NAMES[name === ' ' || name === '\n' ? name : name.trim().toLowerCase()];
  if (!key) throw new FormatError(`the key ${JSON.stringify(name)} is not on the phone's keyboard (Enter, Backspace, Delete, Tab, Escape, the arrows, Home, End, Space; no combinations)`);
  return key;
}

export const DIRECTIONS: readonly Direction[] = ['up', 'down', 'left', 'right'];
export const OPPOSITE: Record<Direction, Direction> = { up: 'down', down: 'up', left: 'right', right: 'left' };

export function direction(value: unknown, what = 'direction'): Direction {
  const d = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!(DIRECTIONS as readonly string[]).includes(d)) throw new FormatError(`${what} must be up, down, left or right, not ${JSON.stringify(value)}`);
  return d as Direction;
}

/**
 * A scroll that shows more on the `reveal` side (a mouse wheel turned down, "scroll down") is a
 * finger moving the other way: showing what is below takes a finger moving up.
 */
export function scroll(reveal: Direction, ctx: FormatContext, options: { at?: { x: number; y: number }; distance?: number } = {}): Action {
  return { type: 'swipe', direction: OPPOSITE[reveal], ...(options.distance !== undefined ? { distance: options.distance } : {}), ...options.at, coords: ctx.coords };
}

/**
 * A finger moved from `start` to `end` (in the session's space): the native `drag`, which drags
 * what it lands on where that takes drags (a map, a slider, a reorder handle) and otherwise moves
 * the content under the finger with it (a scroll by the drag).
 */
export function drag(start: { x: number; y: number }, end: { x: number; y: number }, ctx: FormatContext): Action {
  if (start.x === end.x && start.y === end.y) throw new FormatError('a drag or swipe that starts and ends on the same point moves nothing');
  return { type: 'drag', x: start.x, y: start.y, to_x: end.x, to_y: end.y, coords: ctx.coords };
}

/** A point action in the session's space. */
export function at(type: 'tap' | 'double_tap' | 'long_press' | 'hover', p: { x: number; y: number }, ctx: FormatContext): Action {
  return { type, x: p.x, y: p.y, coords: ctx.coords };
}

/** The actions every item of a list holds, in order; null when no item held any (a message's text only, say). */
export function collectEach(items: readonly unknown[], one: (item: unknown) => Action[] | null): Action[] | null {
  const actions: Action[] = [];
  let any = false;
  for (const item of items) {
    const found = one(item);
    if (found) {
      any = true;
      actions.push(...found);
    }
  }
  return any ? actions : null;
}

/**
 * For the computer-use formats: the actions the output holds (`collect` reads them and gathers the
 * message's texts), or, when it holds none, the model's final message (its text, or the output
 * itself when it is plain text and no JSON).
 */
export function actionsOrFinalMessage(output: unknown, ctx: FormatContext, collect: (value: unknown, texts: string[]) => Action[] | null, none: string): Action[] {
  const texts: string[] = [];
  const values = asJson(output);
  for (const value of values) {
    const actions = collect(value, texts);
    if (actions && actions.length > 0) return actions;
  }
  if (texts.length > 0) return [finish(texts.join('\n'), ctx)];
  if (typeof output === 'string' && values.length === 0) return [finish(output, ctx)];
  throw new FormatError(none);
}
