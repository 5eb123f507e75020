// `browsergym`: BrowserGym's high-level action strings over bids (the UI tree's element ids):
// `click('e12')`, `dblclick`, `hover`, `fill('e9', 'text')`, `press('e9', 'Enter')`, `keyboard_type`,
// `keyboard_press`, `select_option('e7', 'Developer')`, `scroll(dx, dy)`, `mouse_click(x, y)`, `mouse_move(x, y)` (screenshot pixels),
// `go_back()`, `send_msg_to_user('...')`, `report_infeasible('...')`, `noop()`; for the desktop
// browser `goto(url)`, `go_forward()`, `new_tab()`, `tab_close()`, `tab_focus(index)`; and for the phone
// `long_press(bid)`, `go_home()`, `recents()`, `open_app(name)`, `scroll_at(bid, dx, dy)`. Calls in
// a ```python fence are all played in order; outside a fence, the first call is.
// Interface followed: browsergym/core/action/functions.py of ServiceNow/BrowserGym (scroll(0, dy)
// with dy > 0 scrolls down, showing what is below).
import type { Action } from '../index.ts';
import { at, finish, keyOf, scroll, type FormatContext } from './common.ts';
import { FormatError, arg, findCalls, num, requireArg, str, type Call } from './text.ts';

const CALLS = ['click', 'dblclick', 'long_press', 'fill', 'clear', 'focus', 'check', 'uncheck', 'hover', 'keyboard_type', 'keyboard_insert_text',
  'keyboard_press', 'press', 'scroll', 'scroll_at', 'go_back', 'go_forward', 'goto', 'new_tab', 'tab_close', 'tab_focus', 'go_home', 'recents',
  'open_app', 'select_option', 'mouse_click', 'mouse_dblclick', 'mouse_move', 'send_msg_to_user', 'report_infeasible', 'noop'];

function bid(call: Call): string {
  return str(requireArg(call, 0, 'bid'), 'bid').replace(/^\[|\]$/g, '');
}

/** Tap a field unless it has the focus already, then act on it. */
function onField(id: string, then: Action, ctx: FormatContext): Action[] {
  const focused = ctx.tree?.find((e) => e.focused)?.id;
  return focused === id ? [then] : [{ type: 'tap', element: id }, then];
}

function scrollBy(dx: number, dy: number, ctx: FormatContext, element?: string): Action {
  if (dx === 0 && dy === 0) throw new FormatError('scroll(0, 0) moves nothing');
  const vertical = Math.abs(dy) >= Math.abs(dx);
  const reveal = vertical ? (dy > 0 ? 'down' : 'up') : (dx > 0 ? 'right' : 'left');
  const swipe = scroll(reveal, ctx, { distance: Math.abs(vertical ? dy : dx) });
  if (element === undefined) return swipe;
  // Distances in pixels from an element's centre: an element target and `coords` (for the distance) go together only as pixels.
  return { ...swipe, element, coords: 'pixels' } as Action;
}

function actionsOf(call: Call, ctx: FormatContext): Action[] {
  switch (call.name) {
    case 'click':
    case 'focus':
    case 'check':
    case 'uncheck':
      return [{ type: 'tap', element: bid(call) }];
    case 'dblclick':
      return [{ type: 'double_tap', element: bid(call) }];
    case 'long_press':
      return [{ type: 'long_press', element: bid(call) }];
    case 'fill':
      return onField(bid(call), { type: 'type', text: str(requireArg(call, 1, 'value', 'text'), 'value'), clear: true }, ctx);
    case 'clear':
      return onField(bid(call), { type: 'type', text: '', clear: true }, ctx);
    case 'hover':
      return [{ type: 'hover', element: bid(call) }];
    case 'select_option': {
      // BrowserGym's `options` may be a list (a multiple select); a drop-down here takes one.
      const options = requireArg(call, 1, 'options', 'option');
      const option = Array.isArray(options) ? options[0] : options;
      return [{ type: 'select', element: bid(call), option: str(option, 'options') }];
    }
    case 'mouse_move':
      return [at('hover', { x: num(requireArg(call, 0, 'x'), 'x'), y: num(requireArg(call, 1, 'y'), 'y') }, ctx)];
    case 'keyboard_type':
    case 'keyboard_insert_text':
      return [{ type: 'type', text: str(requireArg(call, 0, 'text'), 'text') }];
    case 'keyboard_press':
      return [{ type: 'key', key: keyOf(str(requireArg(call, 0, 'key'), 'key')) }];
    case 'press':
      return onField(bid(call), { type: 'key', key: keyOf(str(requireArg(call, 1, 'key_comb', 'key'), 'key_comb')) }, ctx);
    case 'scroll':
      return [scrollBy(num(requireArg(call, 0, 'delta_x', 'dx'), 'delta_x'), num(requireArg(call, 1, 'delta_y', 'dy'), 'delta_y'), ctx)];
    case 'scroll_at':
      return [scrollBy(num(requireArg(call, 1, 'delta_x', 'dx'), 'delta_x'), num(requireArg(call, 2, 'delta_y', 'dy'), 'delta_y'), ctx, bid(call))];
    case 'go_back':
      return [{ type: 'back' }];
    case 'go_forward':
      return [{ type: 'go_forward' }];
    case 'goto':
      return [{ type: 'goto', url: str(requireArg(call, 0, 'url'), 'url') }];
    case 'new_tab':
      return [{ type: 'new_tab' }];
    case 'tab_close':
      return [{ type: 'tab_close' }];
    case 'tab_focus':
      return [{ type: 'tab_focus', index: num(requireArg(call, 0, 'index'), 'index') }];
    case 'go_home':
      return [{ type: 'home' }];
    case 'recents':
      return [{ type: 'recents' }];
    case 'open_app':
      return [{ type: 'open_app', name: str(requireArg(call, 0, 'name', 'app_name'), 'name') }];
    case 'mouse_click':
    case 'mouse_dblclick':
      return [at(call.name === 'mouse_click' ? 'tap' : 'double_tap', { x: num(requireArg(call, 0, 'x'), 'x'), y: num(requireArg(call, 1, 'y'), 'y') }, ctx)];
    case 'send_msg_to_user':
      return [finish(str(requireArg(call, 0, 'text', 'message'), 'text'), ctx)];
    case 'report_infeasible': {
      // Declines the task: the protocol's `refuse`, with the agent's words as its reason.
      const reason = arg(call, 0, 'reason');
      return [{ type: 'refuse', ...(typeof reason === 'string' ? { reason } : {}) }];
    }
    case 'noop':
      return [{ type: 'wait', ms: Math.round(num(arg(call, 0, 'wait_ms') ?? 1000, 'wait_ms')) }];
    default:
      throw new FormatError(`unknown action ${call.name}`);
  }
}

export function parseBrowserGym(output: unknown, ctx: FormatContext): Action[] {
  if (typeof output !== 'string') throw new FormatError('browsergym reads action strings, e.g. click(\'e12\')');
  const fences = [...output.matchAll(/```(?:python)?\s*([\s\S]*?)```/g)].map((m) => m[1]!);
  const calls = fences.length > 0 ? findCalls(fences[fences.length - 1]!, CALLS) : findCalls(output, CALLS).slice(0, 1);
  if (calls.length === 0) throw new FormatError(`no action found; actions: ${CALLS.join(', ')}`);
  return calls.flatMap((c) => actionsOf(c, ctx));
}
