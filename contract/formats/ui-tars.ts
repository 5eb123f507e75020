// `ui-tars`: UI-TARS's action strings after `Action:` (`click(point='<point>x y</point>')`, the older
// `start_box='(x,y)'` and `<|box_start|>` forms too), several separated by blank lines. Points are
// on a 0-1000 grid (UI-TARS v1, `coordinates: "norm1000"`) or pixels of the `smart_resize`d
// screenshot (UI-TARS-1.5, `coordinates: "resized"`): the session declares which.
// Interface followed: the computer and mobile prompts and action_parser.py of bytedance/UI-TARS
// (scroll(direction='down') shows what is below, as pyautogui.scroll(-5) does there; type's
// trailing "\n" submits; type appends to the field, as adb's text input does). For the phone, also
// `press_recents()` and `press_enter()`.
import type { Action } from '../index.ts';
import { at, direction, drag, finish, keyOf, scroll, type FormatContext } from './common.ts';
import { FormatError, arg, findCalls, point, requireArg, str, type Call } from './text.ts';

const CALLS = ['click', 'left_single', 'left_double', 'right_single', 'long_press', 'drag', 'select', 'type', 'scroll', 'hotkey', 'press',
  'open_app', 'press_home', 'press_back', 'press_recents', 'press_enter', 'wait', 'finished', 'call_user'];

/** `wait()` sleeps 5 s in UI-TARS's prompt: the device clock moves as much. */
export const UI_TARS_WAIT_MS = 5000;

function startPoint(call: Call, ctx: FormatContext) {
  void ctx;
  return point(requireArg(call, 0, 'point', 'start_box', 'start_point'), `${call.name}'s point`);
}

function actionsOf(call: Call, ctx: FormatContext): Action[] {
  switch (call.name) {
    case 'click':
    case 'left_single':
      return [at('tap', startPoint(call, ctx), ctx)];
    case 'left_double':
      return [at('double_tap', startPoint(call, ctx), ctx)];
    case 'right_single':
    case 'long_press':
      return [at('long_press', startPoint(call, ctx), ctx)];
    case 'drag':
    case 'select':
      return [drag(startPoint(call, ctx), point(requireArg(call, 1, 'end_point', 'end_box'), 'end_point'), ctx)];
    case 'type': {
      const content = str(arg(call, 0, 'content', 'text') ?? '', 'content');
      const submit = content.endsWith('\n');
      const text = content.replace(/\n+$/, '');
      return [...(text !== '' ? [{ type: 'type' as const, text }] : []), ...(submit ? [{ type: 'key' as const, key: 'Enter' as const }] : [])];
    }
    case 'scroll': {
      const reveal = direction(requireArg(call, 1, 'direction'));
      const start = arg(call, 0, 'point', 'start_box');
      return [scroll(reveal, ctx, start !== undefined && start !== null && start !== '' ? { at: point(start, "scroll's point") } : {})];
    }
    case 'hotkey':
    case 'press': {
      const keys = str(requireArg(call, 0, 'key', 'hotkey'), 'key').trim().split(/\s+/);
      if (keys.length !== 1) throw new FormatError(`${call.name}(key=${JSON.stringify(keys.join(' '))}): one key on the phone, no combinations`);
      return [{ type: 'key', key: keyOf(keys[0]!) }];
    }
    case 'open_app':
      return [{ type: 'open_app', name: str(requireArg(call, 0, 'app_name', 'name'), 'app_name') }];
    case 'press_home':
      return [{ type: 'home' }];
    case 'press_back':
      return [{ type: 'back' }];
    case 'press_recents':
      return [{ type: 'recents' }];
    case 'press_enter':
      return [{ type: 'key', key: 'Enter' }];
    case 'wait':
      return [{ type: 'wait', ms: UI_TARS_WAIT_MS }];
    case 'finished':
      return [finish(str(arg(call, 0, 'content') ?? '', 'content'), ctx)];
    case 'call_user':
      return [{ type: 'done' }];
    default:
      throw new FormatError(`unknown action ${call.name}`);
  }
}

export function parseUiTars(output: unknown, ctx: FormatContext): Action[] {
  if (typeof output !== 'string') throw new FormatError('ui-tars reads the model\'s text (Thought: ... Action: ...)');
  const at = output.indexOf('Action:');
  const calls = findCalls(at >= 0 ? output.slice(at + 'Action:'.length) : output, CALLS);
  if (calls.length === 0) throw new FormatError(`no action found; actions: ${CALLS.join(', ')}`);
  const actions = calls.flatMap((c) => actionsOf(c, ctx));
  if (actions.length === 0) throw new FormatError('the action does nothing (type with empty content)');
  return actions;
}
