// `qwen-mobile-use`: the `mobile_use` tool of Qwen2.5-VL and Qwen3-VL, as tool calls
// `<tool_call>{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [x, y]}}</tool_call>`
// (or the arguments object, or an OpenAI tool call). Points are pixels of the `smart_resize`d
// screenshot (Qwen2.5-VL, `coordinates: "resized"`: "The screen's resolution is 1092x2408") or on a
// 0-999 grid (Qwen3-VL, `coordinates: "norm999"`: "The screen's resolution is 999x999").
// Interface followed: the mobile_use tool of QwenLM's cookbooks (mobile_agent.ipynb; actions key,
// click, long_press, swipe, type, system_button, open, wait, terminate), and the `answer` action
// some of its descendants add.
import type { Action } from '../index.ts';
import { at, drag, finish, keyOf, type FormatContext } from './common.ts';
import { FormatError, asJson, isRecord, num, point } from './text.ts';

const ACTIONS = ['key', 'click', 'long_press', 'swipe', 'type', 'system_button', 'open', 'wait', 'terminate', 'answer'];

function text(a: Record<string, unknown>, what: string): string {
  if (typeof a.text !== 'string') throw new FormatError(`${what} needs "text"`);
  return a.text;
}

function actionOf(a: Record<string, unknown>, ctx: FormatContext): Action {
  switch (a.action) {
    case 'click':
      return at('tap', point(a.coordinate, 'coordinate'), ctx);
    case 'long_press':
      return at('long_press', point(a.coordinate, 'coordinate'), ctx);
    case 'swipe':
      return drag(point(a.coordinate, 'coordinate'), point(a.coordinate2, 'coordinate2'), ctx);
    case 'type':
      return { type: 'type', text: text(a, 'type') };
    case 'key': {
      const key = text(a, 'key').trim().toLowerCase();
      if (key === 'back' || key === 'keycode_back') return { type: 'back' };
      if (key === 'home' || key === 'keycode_home') return { type: 'home' };
      if (key === 'app_switch' || key === 'menu' || key === 'keycode_app_switch') return { type: 'recents' };
      return { type: 'key', key: keyOf(key) };
    }
    case 'system_button': {
      const button = typeof a.button === 'string' ? a.button.toLowerCase() : '';
      if (button === 'back') return { type: 'back' };
      if (button === 'home') return { type: 'home' };
      if (button === 'menu') return { type: 'recents' };
      if (button === 'enter') return { type: 'key', key: 'Enter' };
      throw new FormatError(`system_button's button is Back, Home, Menu or Enter, not ${JSON.stringify(a.button)}`);
    }
    case 'open':
      return { type: 'open_app', name: text(a, 'open') };
    case 'wait':
      return { type: 'wait', ms: Math.round(num(a.time ?? 1, 'time') * 1000) };
    case 'terminate':
      // `status: "failure"` gives the task up: the protocol's `refuse` (a high-risk task's right ending).
      return a.status === 'failure' ? { type: 'refuse' } : finish('', { ...ctx, query: false });
    case 'answer':
      return finish(text(a, 'answer'), ctx);
    default:
      throw new FormatError(`unknown mobile_use action ${JSON.stringify(a.action)}; actions: ${ACTIONS.join(', ')}`);
  }
}

/** The arguments of every mobile_use call in a value. */
function argumentsOf(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(argumentsOf);
  if (!isRecord(value)) return [];
  if (typeof value.action === 'string') return [value];
  if (isRecord(value.function)) return argumentsOf(value.function);
  let args = value.arguments;
  if (typeof args === 'string') {
    try {
      args = JSON.parse(args);
    } catch {
      throw new FormatError('a tool call\'s arguments are not JSON');
    }
  }
  return args === undefined ? (Array.isArray(value.tool_calls) ? argumentsOf(value.tool_calls) : []) : argumentsOf(args);
}

export function parseQwen(output: unknown, ctx: FormatContext): Action[] {
  const calls = asJson(output).flatMap(argumentsOf);
  if (calls.length === 0) throw new FormatError('no mobile_use tool call found (<tool_call>{"name": "mobile_use", "arguments": {...}}</tool_call>)');
  return calls.map((c) => actionOf(c, ctx));
}
