// The action formats' parsers on outputs written from each format's public docs, without a server:
// what each call becomes, which way a scroll moves the finger, how coordinates are tagged, and the
// smart_resize arithmetic with Python's rounding.
import { describe, expect, it } from 'vitest';
import { ActionSchema, type UiNode } from '../../contract/index.ts';
import { FormatError, parseOutput, roundHalfEven, smartResize, type ActionFormatName, type FormatContext, type PointSpace } from '../../contract/formats/index.ts';

const TREE: UiNode[] = [
  { id: 'e1', role: 'button', text: 'Save', bounds: [800, 100, 1000, 200], clickable: true, editable: false },
  { id: 'e2', role: 'textbox', text: 'Ann', bounds: [0, 300, 1080, 400], clickable: false, editable: true, focused: true },
  { id: 'e3', role: 'textbox', text: '', bounds: [0, 500, 1080, 700], clickable: false, editable: true },
];

function ctx(coords: PointSpace = 'pixels', query = false): FormatContext {
  const grid = coords === 'norm1000' ? { width: 1000, height: 1000 } : coords === 'norm999' ? { width: 999, height: 999 } : coords === 'pixels' ? { width: 1080, height: 2400 } : coords;
  return { coords, grid, tree: TREE, query };
}

/** Parse and check each action against the wire schema, as the server does. */
function parse(format: ActionFormatName, output: unknown, c: FormatContext = ctx()) {
  const actions = parseOutput(format, output, c);
  for (const a of actions) expect(ActionSchema.safeParse(a).success, JSON.stringify(a)).toBe(true);
  return actions;
}

describe('smart_resize', () => {
  it('rounds halves to even as Python does, and keeps both sides multiples of 28', () => {
    expect([roundHalfEven(38.5), roundHalfEven(37.5), roundHalfEven(2.4), roundHalfEven(2.6)]).toEqual([38, 38, 2, 3]);
    expect(smartResize(1080, 2400)).toEqual({ width: 1092, height: 2408 });
    expect(smartResize(540, 1200)).toEqual({ width: 532, height: 1204 });
    expect(smartResize(360, 800)).toEqual({ width: 364, height: 812 });
    // 1078 / 28 = 38.5: Python's round gives 38 (1064), Math.round would give 39 (1092).
    expect(smartResize(1078, 1050).width).toBe(1064);
    // Over max_pixels: scaled down by the square root, floored to the factor.
    expect(smartResize(1080, 2400, { max_pixels: 1280 * 28 * 28 })).toEqual({ width: 672, height: 1484 });
  });
});

describe('ui-tars', () => {
  it('reads point markup and the older box forms, in the session\'s space', () => {
    expect(parse('ui-tars', "Thought: save.\nAction: click(point='<point>500 500</point>')", ctx('norm1000'))).toEqual([{ type: 'tap', x: 500, y: 500, coords: 'norm1000' }]);
    expect(parse('ui-tars', "Action: click(start_box='<|box_start|>(100,250)<|box_end|>')", ctx('norm1000'))).toEqual([{ type: 'tap', x: 100, y: 250, coords: 'norm1000' }]);
    expect(parse('ui-tars', "Action: long_press(start_box='[100, 100, 300, 300]')", ctx('norm1000'))).toEqual([{ type: 'long_press', x: 200, y: 200, coords: 'norm1000' }]);
    expect(parse('ui-tars', "Action: left_double(point='<point>10 20</point>')", ctx({ width: 1092, height: 2408 }))).toEqual([{ type: 'double_tap', x: 10, y: 20, coords: { width: 1092, height: 2408 } }]);
  });

  it('scroll(direction=down) shows what is below: the finger moves up; drag follows the finger', () => {
    expect(parse('ui-tars', "Action: scroll(point='<point>500 500</point>', direction='down')", ctx('norm1000'))).toEqual([{ type: 'swipe', direction: 'up', x: 500, y: 500, coords: 'norm1000' }]);
    expect(parse('ui-tars', "Action: scroll(direction='left')", ctx('norm1000'))).toEqual([{ type: 'swipe', direction: 'right', coords: 'norm1000' }]);
    expect(parse('ui-tars', "Action: drag(start_point='<point>500 600</point>', end_point='<point>500 100</point>')", ctx('norm1000')))
      .toEqual([{ type: 'drag', x: 500, y: 600, to_x: 500, to_y: 100, coords: 'norm1000' }]);
  });

  it('type submits with a trailing newline; finished answers a query and ends a task; several actions in one reply', () => {
    expect(parse('ui-tars', "Action: type(content='it\\'s\\n')", ctx('norm1000'))).toEqual([{ type: 'type', text: "it's" }, { type: 'key', key: 'Enter' }]);
    expect(parse('ui-tars', "Action: finished(content='')", ctx('norm1000'))).toEqual([{ type: 'done' }]);
    expect(parse('ui-tars', "Action: finished(content='+1 555-0100')", ctx('norm1000', true))).toEqual([{ type: 'answer', value: '+1 555-0100' }]);
    expect(parse('ui-tars', "Action: open_app(app_name='Clock')\n\npress_back()", ctx('norm1000'))).toEqual([{ type: 'open_app', name: 'Clock' }, { type: 'back' }]);
    expect(parse('ui-tars', "Action: hotkey(key='enter')", ctx('norm1000'))).toEqual([{ type: 'key', key: 'Enter' }]);
    expect(() => parse('ui-tars', "Action: hotkey(key='ctrl c')", ctx('norm1000'))).toThrow(FormatError);
    expect(() => parse('ui-tars', 'I think I am done', ctx('norm1000'))).toThrow(FormatError);
    // A long literal is read in one pass (the reader never copies the rest of the text).
    expect(() => parse('ui-tars', `Action: click(point=[${'1,'.repeat(30_000)}1])`, ctx('norm1000'))).toThrow(/must be a point/);
  });
});

describe('qwen-mobile-use', () => {
  const call = (args: object) => `<tool_call>\n${JSON.stringify({ name: 'mobile_use', arguments: args })}\n</tool_call>`;
  it('maps every mobile_use action; a swipe goes the way the finger goes', () => {
    const c = ctx('norm999');
    expect(parse('qwen-mobile-use', call({ action: 'click', coordinate: [500, 400] }), c)).toEqual([{ type: 'tap', x: 500, y: 400, coords: 'norm999' }]);
    expect(parse('qwen-mobile-use', call({ action: 'swipe', coordinate: [500, 800], coordinate2: [500, 200] }), c)).toEqual([{ type: 'drag', x: 500, y: 800, to_x: 500, to_y: 200, coords: 'norm999' }]);
    expect(parse('qwen-mobile-use', call({ action: 'swipe', coordinate: [100, 500], coordinate2: [700, 520] }), c)).toMatchObject([{ type: 'drag', to_x: 700, to_y: 520 }]);
    expect(parse('qwen-mobile-use', call({ action: 'system_button', button: 'Back' }), c)).toEqual([{ type: 'back' }]);
    expect(parse('qwen-mobile-use', call({ action: 'system_button', button: 'Enter' }), c)).toEqual([{ type: 'key', key: 'Enter' }]);
    expect(parse('qwen-mobile-use', call({ action: 'open', text: 'Clock' }), c)).toEqual([{ type: 'open_app', name: 'Clock' }]);
    expect(parse('qwen-mobile-use', call({ action: 'wait', time: 2 }), c)).toEqual([{ type: 'wait', ms: 2000 }]);
    expect(parse('qwen-mobile-use', call({ action: 'terminate', status: 'success' }), ctx('norm999', true))).toEqual([{ type: 'done' }]);
    expect(parse('qwen-mobile-use', call({ action: 'answer', text: 'Alba' }), ctx('norm999', true))).toEqual([{ type: 'answer', value: 'Alba' }]);
    // An OpenAI-style tool call, its arguments a JSON string.
    expect(parse('qwen-mobile-use', { tool_calls: [{ function: { name: 'mobile_use', arguments: '{"action": "key", "text": "back"}' } }] }, c)).toEqual([{ type: 'back' }]);
  });
});

describe('androidworld', () => {
  it('targets an element by its index in the last UI tree, or a point; input_text taps, types and presses Enter', () => {
    expect(parse('androidworld', '{"action_type": "click", "index": 0}')).toEqual([{ type: 'tap', element: 'e1' }]);
    expect(parse('androidworld', 'Action: {"action_type": "long_press", "x": 10, "y": 20}')).toEqual([{ type: 'long_press', x: 10, y: 20, coords: 'pixels' }]);
    expect(parse('androidworld', { action_type: 'input_text', text: 'hi', index: 2, clear_text: true })).toEqual([{ type: 'tap', element: 'e3' }, { type: 'type', text: 'hi', clear: true }, { type: 'key', key: 'Enter' }]);
    expect(parse('androidworld', { action_type: 'click', index: 9 })).toEqual([{ type: 'tap', element: '#9' }]);
    expect(() => parse('androidworld', { action_type: 'click', index: 1, x: 1, y: 2 })).toThrow(/either an index or x and y/);
  });

  it('scroll down shows what is below (the finger moves up, half the region); swipe is its inverse', () => {
    expect(parse('androidworld', { action_type: 'scroll', direction: 'down' })).toEqual([{ type: 'swipe', direction: 'up', distance: 1200, x: 540, y: 1200, coords: 'pixels' }]);
    expect(parse('androidworld', { action_type: 'scroll', direction: 'down', index: 2 })).toEqual([{ type: 'swipe', direction: 'up', distance: 100, x: 540, y: 600, coords: 'pixels' }]);
    expect(parse('androidworld', { action_type: 'swipe', direction: 'down' })).toEqual([{ type: 'swipe', direction: 'down', distance: 1200, coords: 'pixels' }]);
    expect(parse('androidworld', { action_type: 'status', goal_status: 'complete' })).toEqual([{ type: 'done' }]);
    expect(parse('androidworld', { action_type: 'answer', text: '3' }, ctx('pixels', true))).toEqual([{ type: 'answer', value: '3' }]);
  });
});

describe('browsergym', () => {
  it('reads bids, fills a field (tapping it first unless focused), scrolls by pixels', () => {
    expect(parse('browsergym', "```python\nclick('e1')\n```")).toEqual([{ type: 'tap', element: 'e1' }]);
    expect(parse('browsergym', 'fill("e3", "Ann")')).toEqual([{ type: 'tap', element: 'e3' }, { type: 'type', text: 'Ann', clear: true }]);
    expect(parse('browsergym', 'fill("e2", "Ann")')).toEqual([{ type: 'type', text: 'Ann', clear: true }]);
    expect(parse('browsergym', 'scroll(0, 600)')).toEqual([{ type: 'swipe', direction: 'up', distance: 600, coords: 'pixels' }]);
    expect(parse('browsergym', 'scroll(-300, 0)')).toEqual([{ type: 'swipe', direction: 'right', distance: 300, coords: 'pixels' }]);
    expect(parse('browsergym', "send_msg_to_user('Alba')", ctx('pixels', true))).toEqual([{ type: 'answer', value: 'Alba' }]);
    expect(parse('browsergym', "```python\nclick('e1')\npress('e2', 'Enter')\n```")).toEqual([{ type: 'tap', element: 'e1' }, { type: 'key', key: 'Enter' }]);
    expect(() => parse('browsergym', 'upload_file("e1", "a.txt")')).toThrow(FormatError);
  });

  it("reads the desktop browser's calls: goto, go_forward, tabs and hover", () => {
    expect(parse('browsergym', "goto('http://wiki.vivarium.test/wiki/Tea')")).toEqual([{ type: 'goto', url: 'http://wiki.vivarium.test/wiki/Tea' }]);
    expect(parse('browsergym', "```python\nnew_tab()\ntab_focus(0)\ntab_close()\ngo_forward()\n```"))
      .toEqual([{ type: 'new_tab' }, { type: 'tab_focus', index: 0 }, { type: 'tab_close' }, { type: 'go_forward' }]);
    expect(parse('browsergym', "hover('a7')")).toEqual([{ type: 'hover', element: 'a7' }]);
    expect(parse('browsergym', 'select_option("e7", "Developer")')).toEqual([{ type: 'select', element: 'e7', option: 'Developer' }]);
    expect(parse('browsergym', "select_option('e7', ['Guest'])")).toEqual([{ type: 'select', element: 'e7', option: 'Guest' }]);
    expect(parse('browsergym', 'mouse_move(10, 20)')).toEqual([{ type: 'hover', x: 10, y: 20, coords: 'pixels' }]);
    expect(() => parse('browsergym', 'goto()')).toThrow(FormatError);
  });
});

describe('anthropic-computer-use', () => {
  it('maps the computer tool\'s actions; a scroll down moves the finger up by tenths of the display per click', () => {
    const c = ctx({ width: 540, height: 1200 });
    expect(parse('anthropic-computer-use', { action: 'left_click', coordinate: [270, 600] }, c)).toEqual([{ type: 'tap', x: 270, y: 600, coords: { width: 540, height: 1200 } }]);
    expect(parse('anthropic-computer-use', { action: 'scroll', coordinate: [270, 600], scroll_direction: 'down', scroll_amount: 3 }, c))
      .toEqual([{ type: 'swipe', direction: 'up', distance: 360, x: 270, y: 600, coords: { width: 540, height: 1200 } }]);
    expect(parse('anthropic-computer-use', { type: 'tool_use', name: 'computer', input: { action: 'key', text: 'Return' } })).toEqual([{ type: 'key', key: 'Enter' }]);
    expect(parse('anthropic-computer-use', { action: 'left_click_drag', start_coordinate: [10, 900], coordinate: [10, 300] })).toMatchObject([{ type: 'drag', x: 10, y: 900, to_x: 10, to_y: 300 }]);
    expect(() => parse('anthropic-computer-use', { action: 'key', text: 'ctrl+a' })).toThrow(FormatError);
  });

  it('a reply without a tool use is the final message: the answer of a query, else done', () => {
    expect(parse('anthropic-computer-use', 'Three meetings.', ctx('pixels', true))).toEqual([{ type: 'answer', value: 'Three meetings.' }]);
    expect(parse('anthropic-computer-use', [{ type: 'text', text: 'All set.' }])).toEqual([{ type: 'done' }]);
  });
});

describe('openai-computer-use', () => {
  it('maps actions and batches; scroll_y > 0 shows what is below', () => {
    expect(parse('openai-computer-use', { type: 'computer_call', action: { type: 'click', button: 'left', x: 5, y: 6 } })).toEqual([{ type: 'tap', x: 5, y: 6, coords: 'pixels' }]);
    expect(parse('openai-computer-use', { type: 'computer_call', actions: [{ type: 'type', text: 'hi' }, { type: 'keypress', keys: ['ENTER'] }] })).toEqual([{ type: 'type', text: 'hi' }, { type: 'key', key: 'Enter' }]);
    expect(parse('openai-computer-use', { type: 'scroll', x: 540, y: 1200, scroll_x: 0, scroll_y: 500 })).toEqual([{ type: 'swipe', direction: 'up', distance: 500, x: 540, y: 1200, coords: 'pixels' }]);
    expect(parse('openai-computer-use', { type: 'drag', path: [{ x: 100, y: 100 }, { x: 250, y: 300 }, { x: 400, y: 120 }] })).toEqual([{ type: 'drag', x: 100, y: 100, to_x: 400, to_y: 120, coords: 'pixels' }]);
    expect(parse('openai-computer-use', [{ type: 'reasoning' }, { type: 'message', content: [{ type: 'output_text', text: '42' }] }], ctx('pixels', true))).toEqual([{ type: 'answer', value: '42' }]);
    expect(() => parse('openai-computer-use', { type: 'keypress', keys: ['CTRL', 'A'] })).toThrow(FormatError);
  });
});

describe('native', () => {
  it('reads the protocol\'s actions in any wrapping, typed answers as they are', () => {
    expect(parse('native', '{"type": "tap", "element": "e1"}')).toEqual([{ type: 'tap', element: 'e1' }]);
    expect(parse('native', 'Thinking.\n```json\n{"type": "swipe", "direction": "up"}\n```')).toEqual([{ type: 'swipe', direction: 'up' }]);
    expect(parse('native', '{"action": {"type": "done"}}')).toEqual([{ type: 'done' }]);
    expect(parse('native', { name: 'type', arguments: { text: 'hi' } })).toEqual([{ type: 'type', text: 'hi' }]);
    expect(parse('native', { name: 'act', arguments: '{"action": {"type": "answer", "value": 3}}' })).toEqual([{ type: 'answer', value: 3 }]);
    expect(parse('native', { tool_calls: [{ id: 'c1', type: 'function', function: { name: 'act', arguments: '{"action": {"type": "back"}}' } }] })).toEqual([{ type: 'back' }]);
    expect(() => parse('native', 'tap the save button')).toThrow(FormatError);
    // A reply of nothing but brackets is read in bounded work, and holds no action.
    expect(() => parse('native', '{['.repeat(32_000))).toThrow(FormatError);
    expect(parse('native', `${'['.repeat(40)} then {"type": "back"}`)).toEqual([{ type: 'back' }]);
  });
});
