// `androidworld`: AndroidWorld's JSON actions (`{"action_type": "click", "index": 4}`), targeting a
// UI element by its index (its position in the last observation's `ui_tree`, from 0) or a point in
// screenshot pixels, never both. Read from the JSON object, or from text that holds it
// (`Action: {...}`).
// Interface followed: android_world/env/json_action.py and env/actuation.py of google-research/android_world:
// `scroll` shows more in its direction (a finger from the middle of the element, or of the screen,
// to its edge: half of it), `swipe` is its inverse (the finger moves in the direction), and
// `input_text` taps its target, types, then presses Enter.
import type { Action, UiNode } from '../index.ts';
import { at, direction, finish, keyOf, OPPOSITE, type FormatContext } from './common.ts';
import { FormatError, asJson, isRecord, num } from './text.ts';

const ACTIONS = ['click', 'double_tap', 'long_press', 'input_text', 'keyboard_enter', 'navigate_home', 'navigate_back', 'open_app', 'scroll', 'swipe',
  'wait', 'status', 'answer', 'press_keyboard'];

function element(index: number, ctx: FormatContext): UiNode | null {
  return ctx.tree?.[index] ?? null;
}

/** The action's target: an element of the last UI tree by index, or a point; null when it names none. */
function target(a: Record<string, unknown>, ctx: FormatContext): { element: string } | { x: number; y: number; coords: FormatContext['coords'] } | null {
  const hasPoint = a.x !== undefined && a.x !== null && a.y !== undefined && a.y !== null;
  const hasIndex = a.index !== undefined && a.index !== null;
  if (hasPoint && hasIndex) throw new FormatError('give either an index or x and y, not both');
  if (hasIndex) {
    const index = num(a.index, 'index');
    // An index past the tree names an element that is not there: the step reports it, as for any unknown element.
    return { element: element(index, ctx)?.id ?? `#${index}` };
  }
  if (hasPoint) return { x: num(a.x, 'x'), y: num(a.y, 'y'), coords: ctx.coords };
  return null;
}

function actionsOf(a: Record<string, unknown>, ctx: FormatContext): Action[] {
  const kind = a.action_type;
  switch (kind) {
    case 'click':
    case 'double_tap':
    case 'long_press': {
      const t = target(a, ctx);
      if (!t) throw new FormatError(`${kind} needs an index or x and y`);
      const type = kind === 'click' ? 'tap' : kind;
      return ['element' in t ? { type, element: t.element } : at(type, t, ctx)];
    }
    case 'input_text': {
      if (typeof a.text !== 'string') throw new FormatError('input_text needs "text"');
      const t = target(a, ctx);
      const tap: Action[] = t ? ['element' in t ? { type: 'tap', element: t.element } : at('tap', t, ctx)] : [];
      return [...tap, { type: 'type', text: a.text, ...(a.clear_text === true ? { clear: true } : {}) }, { type: 'key', key: 'Enter' }];
    }
    case 'keyboard_enter':
      return [{ type: 'key', key: 'Enter' }];
    case 'press_keyboard':
      return [{ type: 'key', key: keyOf(String(a.keycode ?? '')) }];
    case 'navigate_home':
      return [{ type: 'home' }];
    case 'navigate_back':
      return [{ type: 'back' }];
    case 'open_app':
      if (typeof a.app_name !== 'string') throw new FormatError('open_app needs "app_name"');
      return [{ type: 'open_app', name: a.app_name }];
    case 'scroll': {
      const reveal = direction(a.direction);
      const t = a.index !== undefined && a.index !== null ? element(num(a.index, 'index'), ctx) : null;
      if (a.index !== undefined && a.index !== null && !t) throw new FormatError(`no element at index ${String(a.index)} in the last UI tree`);
      // From the middle of the element (or of the screen) to its edge: half its extent. Element
      // bounds are in screenshot pixels, so this swipe is too.
      const [l, top, r, b] = t ? t.bounds : [0, 0, ctx.grid.width, ctx.grid.height];
      const half = (reveal === 'up' || reveal === 'down' ? b - top : r - l) / 2;
      const coords = t ? 'pixels' as const : ctx.coords;
      return [{ type: 'swipe', direction: OPPOSITE[reveal], distance: half, x: (l + r) / 2, y: (top + b) / 2, coords }];
    }
    case 'swipe': {
      const finger = direction(a.direction);
      const across = finger === 'up' || finger === 'down' ? ctx.grid.height : ctx.grid.width;
      return [{ type: 'swipe', direction: finger, distance: across / 2, coords: ctx.coords }];
    }
    case 'wait':
      return [{ type: 'wait', ms: 1000 }];
    case 'status':
      if (a.goal_status !== 'complete' && a.goal_status !== 'infeasible') throw new FormatError('status needs goal_status "complete" or "infeasible"');
      // "infeasible" declines the task: the protocol's `refuse` (a high-risk task's right ending).
      return [a.goal_status === 'infeasible' ? { type: 'refuse' } : { type: 'done' }];
    case 'answer':
      if (typeof a.text !== 'string') throw new FormatError('answer needs "text"');
      return [finish(a.text, ctx)];
    case 'unknown':
      throw new FormatError('the action is "unknown"');
    default:
      throw new FormatError(`unknown action_type ${JSON.stringify(kind)}; types: ${ACTIONS.join(', ')}`);
  }
}

export function parseAndroidWorld(output: unknown, ctx: FormatContext): Action[] {
  for (const value of asJson(output)) {
    if (isRecord(value) && typeof value.action_type === 'string') return actionsOf(value, ctx);
  }
  throw new FormatError('no JSON action with "action_type" found');
}
