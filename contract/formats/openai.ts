// `openai-computer-use`: the actions of OpenAI's computer use tool (`computer_use_preview`, and the
// batched `actions: [...]` of its newer computer tool): click, double_click, drag (a path), keypress,
// move, screenshot, scroll (scroll_x, scroll_y), type and wait, with `x`, `y` in pixels of the
// declared display (`display_width` x `display_height`). Accepts one action, a `computer_call` item
// (`action` or `actions`), `{"actions": [...]}`, or a response's output list; a response with no
// computer call but a message is the model's final message (the answer of a query task, else `done`).
// Interface followed: the ComputerUseCallItem and computer action types of openai-agents-js.
import type { Action } from '../index.ts';
import { actionsOrFinalMessage, at, collectEach, drag, keyOf, scroll, type FormatContext } from './common.ts';
import { FormatError, isRecord, num } from './text.ts';

const ACTION_NAMES = ['click', 'double_click', 'drag', 'keypress', 'move', 'screenshot', 'scroll', 'type', 'wait'];

function xy(a: Record<string, unknown>): { x: number; y: number } {
  return { x: num(a.x, 'x'), y: num(a.y, 'y') };
}

function actionOf(a: Record<string, unknown>, ctx: FormatContext): Action {
  switch (a.type) {
    case 'click': {
      const button = a.button ?? 'left';
      if (button === 'left') return at('tap', xy(a), ctx);
      if (button === 'right') return at('long_press', xy(a), ctx);
      if (button === 'back') return { type: 'back' };
      throw new FormatError(`a ${String(button)} click has no touch equivalent on the phone`);
    }
    case 'double_click':
      return at('double_tap', xy(a), ctx);
    case 'drag': {
      const path = Array.isArray(a.path) ? a.path.filter(isRecord) : [];
      if (path.length < 2) throw new FormatError('drag needs a path of at least two points');
      return drag(xy(path[0]!), xy(path[path.length - 1]!), ctx);
    }
    case 'keypress': {
      const keys = Array.isArray(a.keys) ? a.keys : [];
      if (keys.length !== 1 || typeof keys[0] !== 'string') throw new FormatError('keypress takes one key on the phone (no combinations)');
      return { type: 'key', key: keyOf(keys[0]) };
    }
    case 'scroll': {
      const sx = num(a.scroll_x ?? 0, 'scroll_x');
      const sy = num(a.scroll_y ?? 0, 'scroll_y');
      if (sx === 0 && sy === 0) throw new FormatError('a scroll by (0, 0) moves nothing');
      const vertical = Math.abs(sy) >= Math.abs(sx);
      // scroll_y > 0 turns the wheel down: it shows what is below.
      const reveal = vertical ? (sy > 0 ? 'down' : 'up') : (sx > 0 ? 'right' : 'left');
      return scroll(reveal, ctx, { distance: Math.abs(vertical ? sy : sx), ...(a.x !== undefined && a.y !== undefined ? { at: xy(a) } : {}) });
    }
    case 'type':
      if (typeof a.text !== 'string') throw new FormatError('type needs "text"');
      return { type: 'type', text: a.text };
    case 'wait':
      return { type: 'wait', ms: 1000 };
    case 'move':
    case 'screenshot':
      return { type: 'wait', ms: 0 }; // no touch equivalent: an observation without a move
    default:
      throw new FormatError(`unknown computer action ${JSON.stringify(a.type)}; actions: ${ACTION_NAMES.join(', ')}`);
  }
}

function collect(value: unknown, ctx: FormatContext, texts: string[]): Action[] | null {
  if (Array.isArray(value)) return collectEach(value, (item) => collect(item, ctx, texts));
  if (!isRecord(value)) return null;
  if (typeof value.type === 'string' && ACTION_NAMES.includes(value.type)) return [actionOf(value, ctx)];
  if (Array.isArray(value.actions)) return collect(value.actions, ctx, texts);
  if (isRecord(value.action)) return collect(value.action, ctx, texts);
  if (value.type === 'output_text' && typeof value.text === 'string') texts.push(value.text);
  if (value.type === 'message' && value.content !== undefined) {
    if (typeof value.content === 'string') texts.push(value.content);
    else collect(value.content, ctx, texts);
  }
  if (Array.isArray(value.output)) return collect(value.output, ctx, texts);
  return null;
}

export function parseOpenAi(output: unknown, ctx: FormatContext): Action[] {
  return actionsOrFinalMessage(output, ctx, (value, texts) => collect(value, ctx, texts), 'no computer action and no message in the output');
}
