// The action formats models already speak, parsed once, here: a session chooses one
// (`session.create {action_format, coordinates}`), and a step may carry the model's raw output
// (`env.step {output}`), which the format's parser turns into the protocol's actions. One parser
// per format, one file each; the coordinate spaces are in coordinates.ts, and the conversion of a
// point to screen pixels is the episode core's (tasks/episode.ts `targetPoint`).
import type { Action } from '../index.ts';
import { ACTION_FORMAT_NAMES, type ActionFormatName } from './names.ts';
import type { FormatContext } from './common.ts';
import type { SpaceName } from './coordinates.ts';
import { parseAndroidWorld } from './androidworld.ts';
import { parseAnthropic } from './anthropic.ts';
import { parseBrowserGym } from './browsergym.ts';
import { parseNative } from './native.ts';
import { parseOpenAi } from './openai.ts';
import { parseQwen } from './qwen.ts';
import { parseUiTars } from './ui-tars.ts';

export { ACTION_FORMAT_NAMES, type ActionFormatName } from './names.ts';
export type { FormatContext } from './common.ts';
export { FormatError } from './text.ts';
export * from './coordinates.ts';

export interface ActionFormat {
  name: ActionFormatName;
  /** The coordinate spaces a session of this format may declare. */
  spaces: readonly SpaceName[];
  /** The space when the session declares none; null: the session must declare one. */
  defaultSpace: SpaceName | null;
  /** The protocol's actions in one raw output (unvalidated: the server checks each against the action schema). */
  parse(output: unknown, ctx: FormatContext): unknown[];
  /** One line for `hello` and the docs. */
  summary: string;
}

export const ACTION_FORMATS: Record<ActionFormatName, ActionFormat> = {
  native: { name: 'native', spaces: ['pixels'], defaultSpace: 'pixels', parse: parseNative, summary: 'the protocol\'s actions as JSON (points in pixels unless an action says `coords`)' },
  'anthropic-computer-use': { name: 'anthropic-computer-use', spaces: ['pixels', 'display'], defaultSpace: 'pixels', parse: parseAnthropic, summary: 'Anthropic computer use tool inputs, pixels of the declared display' },
  'openai-computer-use': { name: 'openai-computer-use', spaces: ['pixels', 'display'], defaultSpace: 'pixels', parse: parseOpenAi, summary: 'OpenAI computer use actions (one or a batch), pixels of the declared display' },
  'ui-tars': { name: 'ui-tars', spaces: ['norm1000', 'resized'], defaultSpace: null, parse: parseUiTars, summary: 'UI-TARS action strings: norm1000 (v1) or resized pixels (1.5), declared' },
  'qwen-mobile-use': { name: 'qwen-mobile-use', spaces: ['resized', 'norm999'], defaultSpace: null, parse: parseQwen, summary: 'Qwen mobile_use tool calls: resized pixels (Qwen2.5-VL) or norm999 (Qwen3-VL), declared' },
  androidworld: { name: 'androidworld', spaces: ['pixels'], defaultSpace: 'pixels', parse: parseAndroidWorld, summary: 'AndroidWorld JSON actions: an element index or pixels' },
  browsergym: { name: 'browsergym', spaces: ['pixels'], defaultSpace: 'pixels', parse: parseBrowserGym, summary: 'BrowserGym action strings over bids (element ids); mouse_click in pixels' },
};

/** Parse one raw output in `format`. Throws FormatError when it holds no action the format can read. */
export function parseOutput(format: ActionFormatName, output: unknown, ctx: FormatContext): unknown[] {
  return ACTION_FORMATS[format].parse(output, ctx);
}

/** What `hello` says of each format: its spaces and the default one. */
export function formatsInfo() {
  return Object.fromEntries(ACTION_FORMAT_NAMES.map((n) => [n, { spaces: ACTION_FORMATS[n].spaces, default_space: ACTION_FORMATS[n].defaultSpace, summary: ACTION_FORMATS[n].summary }]));
}

export type { Action };
