// `anthropic-computer-use`: the `computer` tool of Anthropic's computer use (computer_20250124 and
// computer_20251124): `{"action": "left_click", "coordinate": [x, y]}` and its kin, in pixels of the
// display size declared to the model (`display_width_px` x `display_height_px`). Accepts the tool
// input, a `tool_use` block, a message's content list or the message; a reply with no tool use is
// the model's final message (the answer of a query task, else `done`).
// Interface followed: the action list of computer_20250124 as @ai-sdk/anthropic 3.0.58 and Anthropic's
// computer-use tool page describe it.
import type { Action } from '../index.ts';
import { actionsOrFinalMessage, at, collectEach, direction, drag, keyOf, scroll, type FormatContext } from './common.ts';
import { FormatError, isRecord, num, point } from './text.ts';

/** Wheel clicks of `scroll_amount` that move a whole screen: one click moves a tenth of it. */
export const SCROLL_CLICKS_PER_SCREEN = 10;

function actionOf(input: Record<string, unknown>, ctx: FormatContext): Action[] {
  const name = input.action;
  const coordinate = () => point(input.coordinate, 'coordinate');
  switch (name) {
    case 'left_click':
      return [at('tap', coordinate(), ctx)];
    case 'double_click':
      return [at('double_tap', coordinate(), ctx)];
    case 'right_click':
      return [at('long_press', coordinate(), ctx)]; // a long press is the phone's context click
    case 'left_click_drag':
      return [drag(point(input.start_coordinate, 'start_coordinate'), coordinate(), ctx)];
    case 'type':
      if (typeof input.text !== 'string') throw new FormatError('type needs "text"');
      return [{ type: 'type', text: input.text }];
    case 'key':
      if (typeof input.text !== 'string') throw new FormatError('key needs "text"');
      return [{ type: 'key', key: keyOf(input.text) }];
    case 'scroll': {
      const reveal = direction(input.scroll_direction, 'scroll_direction');
      const clicks = input.scroll_amount === undefined ? 3 : num(input.scroll_amount, 'scroll_amount');
      if (clicks <= 0) throw new FormatError('scroll_amount must be positive');
      const across = reveal === 'left' || reveal === 'right' ? ctx.grid.width : ctx.grid.height;
      return [scroll(reveal, ctx, { distance: (Math.min(clicks, SCROLL_CLICKS_PER_SCREEN) * across) / SCROLL_CLICKS_PER_SCREEN, ...(input.coordinate !== undefined ? { at: coordinate() } : {}) })];
    }
    case 'wait':
      return [{ type: 'wait', ms: Math.round(num(input.duration ?? 1, 'duration') * 1000) }];
    case 'screenshot':
    case 'cursor_position':
      return [{ type: 'wait', ms: 0 }]; // an observation without a move
    case 'middle_click':
    case 'triple_click':
    case 'mouse_move':
    case 'left_mouse_down':
    case 'left_mouse_up':
    case 'hold_key':
    case 'zoom':
      throw new FormatError(`${name} has no touch equivalent on the phone`);
    default:
      throw new FormatError(`unknown computer action ${JSON.stringify(name)}`);
  }
}

function collect(value: unknown, ctx: FormatContext, texts: string[]): Action[] | null {
  if (Array.isArray(value)) return collectEach(value, (item) => collect(item, ctx, texts));
  if (!isRecord(value)) return null;
  if (typeof value.action === 'string') return actionOf(value, ctx);
  if (value.type === 'tool_use' && isRecord(value.input)) return actionOf(value.input, ctx);
  if (value.type === 'text' && typeof value.text === 'string') {
    texts.push(value.text);
    return null;
  }
  if (value.content !== undefined) {
    if (typeof value.content === 'string') texts.push(value.content);
    return collect(value.content, ctx, texts);
  }
  return null;
}

export function parseAnthropic(output: unknown, ctx: FormatContext): Action[] {
  return actionsOrFinalMessage(output, ctx, (value, texts) => collect(value, ctx, texts), 'no computer tool use and no text in the output');
}
