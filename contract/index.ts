// The wire contract in one module: JSON-RPC 2.0 envelopes, every method's params, the action
// and UI-node schemas, observation options and the error kinds. Everything off the wire is parsed
// with these zod schemas; the types come from them (`z.infer`), so the server, the oracles' action
// API, the bridge and the clients share one definition; /v1/info serves them as JSON Schema.
import { z } from 'zod';
import { CoordinatesOption, PointSpaceSchema } from './formats/coordinates.ts';
import { ACTION_FORMAT_NAMES } from './formats/names.ts';

export { ACTION_FORMAT_NAMES, type ActionFormatName } from './formats/names.ts';
export { CoordinatesOption, PointSpaceSchema, type CoordinateSpace, type PointSpace } from './formats/coordinates.ts';

export const PROTOCOL_VERSION = 1;
/** Larger messages get a MESSAGE_TOO_LARGE error; the socket closes only past HARD_MAX_MESSAGE_BYTES. */
export const MAX_MESSAGE_BYTES = 1024 * 1024;
export const HARD_MAX_MESSAGE_BYTES = 16 * 1024 * 1024;
/** Requests one socket may have in flight; more are refused with RATE_LIMITED. */
export const MAX_IN_FLIGHT = 256;
export const MAX_TYPE_TEXT = 2000;
/**
 * The bounds on what a session's device may hold, in one place: the characters of one text field
 * (a `type` action, or a Space key, that would make a field longer is refused in `last_action`),
 * and the characters of JSON of the whole device state (an action that would make it larger is
 * undone, and refused in `last_action`). Snapshots and recordings hold states, so these bound them too.
 */
export const MAX_FIELD_TEXT = 10_000;
export const MAX_STATE_JSON = 1024 * 1024;

/** The refusal of an edit that would leave a text field holding `length` characters, or null when it fits. */
export function fieldTooLong(length: number): string | null {
  return length > MAX_FIELD_TEXT ? `the text field would hold ${length} characters; a field holds at most ${MAX_FIELD_TEXT}` : null;
}
export const MAX_WAIT_MS = 10 * 60_000;
export const MAX_STEP_TIMEOUT_MS = 10 * 60_000;
/** A model's raw output (`env.step {output}`) may be this long (characters of text, or of its JSON). */
export const MAX_OUTPUT_CHARS = 64 * 1024;

export const ERROR_KINDS = {
  INVALID_JSON: { code: -32700, retryable: false },
  INVALID_REQUEST: { code: -32600, retryable: false },
  UNKNOWN_METHOD: { code: -32601, retryable: false },
  VALIDATION_ERROR: { code: -32602, retryable: false },
  PROTOCOL_VERSION_MISMATCH: { code: -32001, retryable: false },
  SESSION_NOT_FOUND: { code: -32002, retryable: false },
  SESSION_EXPIRED: { code: -32010, retryable: false },
  UNAUTHORIZED: { code: -32011, retryable: false },
  TIMEOUT: { code: -32012, retryable: true },
  MESSAGE_TOO_LARGE: { code: -32013, retryable: false },
  RATE_LIMITED: { code: -32014, retryable: true },
  DRAINING: { code: -32015, retryable: true },
  SNAPSHOT_NOT_FOUND: { code: -32016, retryable: false },
  SESSION_BUSY: { code: -32003, retryable: true },
  NO_EPISODE: { code: -32004, retryable: false },
  EPISODE_ENDED: { code: -32005, retryable: false },
  UNKNOWN_TASK: { code: -32006, retryable: false },
  CAPACITY_REACHED: { code: -32007, retryable: true },
  BROWSER_CRASHED: { code: -32008, retryable: true },
  JUDGE_ERROR: { code: -32009, retryable: false },
  INTERNAL_ERROR: { code: -32603, retryable: true },
} as const;

export type ErrorKind = keyof typeof ERROR_KINDS;

export const Envelope = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(128), z.number()]).optional(),
  method: z.string().max(64),
  params: z.record(z.string(), z.unknown()).optional(),
});

// ---- actions -------------------------------------------------------------------------------

const coordinate = z.number().finite();
const target = {
  x: coordinate.optional(), y: coordinate.optional(), element: z.string().max(32).optional(),
  /**
   * `pixels` (default): x, y (and a swipe's distance) in screenshot pixels; `norm1000` / `norm999`: on a
   * 0–1000 / 0–999 grid over the screen; `{width, height}`: pixels of the screenshot resized to that size.
   */
  coords: PointSpaceSchema.optional(),
};
const pointed = (type: 'tap' | 'double_tap' | 'long_press' | 'hover') => z.object({ type: z.literal(type), ...target }).strict();
const KEYS = ['Enter', 'Backspace', 'Delete', 'Tab', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Space'] as const;
/** An answer's value: a number, text, yes/no, or a list of texts (a query's declared type says which). */
export const answerValue = z.union([z.number().finite(), z.string().max(MAX_TYPE_TEXT), z.boolean(), z.array(z.string().max(MAX_TYPE_TEXT)).max(200)]);

// Gestures (drag and pinch), in one block: their schemas and what they must say beyond them.
/** `drag`: press at a point or element (`x`, `y` or `element`), move to another (`to_x`, `to_y` or `to_element`), release. */
const DragAction = z.object({ type: z.literal('drag'), ...target, to_x: coordinate.optional(), to_y: coordinate.optional(), to_element: z.string().max(32).optional() }).strict();
/** `pinch`: two fingers around a point (default the screen's centre) move apart (`scale` > 1, zoom in) or together (< 1). */
const PinchAction = z.object({ type: z.literal('pinch'), scale: z.number().min(0.2).max(5), ...target }).strict();
function refineGesture(a: { type: string; x?: number; y?: number; element?: string; to_x?: number; to_y?: number; to_element?: string; coords?: unknown }, ctx: z.RefinementCtx): void {
  if (a.type !== 'drag' && a.type !== 'pinch') return;
  const ends = a.type === 'drag' ? [['x', 'y', 'element', 'start'], ['to_x', 'to_y', 'to_element', 'end']] as const : [['x', 'y', 'element', 'centre']] as const;
  for (const [kx, ky, ke, what] of ends) {
    const hasPoint = a[kx] !== undefined || a[ky] !== undefined;
    if (hasPoint && (a[kx] === undefined || a[ky] === undefined)) ctx.addIssue({ code: 'custom', message: `a ${what} point needs both ${kx} and ${ky}` });
    if (hasPoint && a[ke] !== undefined) ctx.addIssue({ code: 'custom', message: `give the ${what} as ${kx} and ${ky} or as ${ke}, not both` });
    if (!hasPoint && a[ke] === undefined && a.type === 'drag') ctx.addIssue({ code: 'custom', message: `drag needs its ${what}: ${kx} and ${ky}, or ${ke}` });
  }
  if (a.coords !== undefined && a.coords !== 'pixels' && (a.type === 'pinch' ? a.x === undefined : a.x === undefined && a.to_x === undefined)) ctx.addIssue({ code: 'custom', message: 'coords applies to x and y, not to an element' });
}

const RawAction = z.discriminatedUnion('type', [
  pointed('tap'),
  pointed('double_tap'),
  pointed('long_press'),
  DragAction,
  PinchAction,
  z.object({ type: z.literal('swipe'), direction: z.enum(['up', 'down', 'left', 'right']), distance: z.number().positive().max(5000).optional(), ...target }).strict(),
  z.object({ type: z.literal('type'), text: z.string().max(MAX_TYPE_TEXT), clear: z.boolean().optional() }).strict(),
  z.object({ type: z.literal('key'), key: z.enum(KEYS) }).strict(),
  z.object({ type: z.literal('back') }).strict(),
  z.object({ type: z.literal('home') }).strict(),
  z.object({ type: z.literal('recents') }).strict(),
  z.object({ type: z.literal('open_app'), name: z.string().min(1).max(64) }).strict(),
  z.object({ type: z.literal('wait'), ms: z.number().int().min(0).max(MAX_WAIT_MS).optional() }).strict(),
  z.object({ type: z.literal('answer'), value: answerValue }).strict(),
  z.object({ type: z.literal('done') }).strict(),
  // Declines the task (a high-risk request, an instruction planted in content): ends the episode like `done`.
  z.object({ type: z.literal('refuse'), reason: z.string().max(MAX_TYPE_TEXT).optional() }).strict(),
  // The desktop browser's own controls (the desktop device only; the phone refuses them in `last_action`).
  /** Open an address in the tab in front, as if typed in the address bar: only the suite's sites load, any other shows the offline page. */
  z.object({ type: z.literal('goto'), url: z.string().min(1).max(2048) }).strict(),
  z.object({ type: z.literal('go_forward') }).strict(),
  z.object({ type: z.literal('reload') }).strict(),
  /** A new tab, in front: on `url`, or the new-tab page. */
  z.object({ type: z.literal('new_tab'), url: z.string().min(1).max(2048).optional() }).strict(),
  /** Close a tab by its index in `browser.tabs` (the one in front by default). */
  z.object({ type: z.literal('tab_close'), index: z.number().int().min(0).max(63).optional() }).strict(),
  z.object({ type: z.literal('tab_focus'), index: z.number().int().min(0).max(63) }).strict(),
  /** Move the mouse over a point or element (what a tooltip or a hover menu answers to). */
  pointed('hover'),
  /** Choose an option of the drop-down (`<select>`, role `combobox`) at a point or element, by its shown text or value: BrowserGym's `select_option`. */
  z.object({ type: z.literal('select'), option: z.string().min(1).max(200), ...target }).strict(),
]);

export const ActionSchema = RawAction.superRefine((a, ctx) => {
  if (a.type === 'tap' || a.type === 'double_tap' || a.type === 'long_press' || a.type === 'hover' || a.type === 'swipe' || a.type === 'select') {
    const hasPoint = a.x !== undefined || a.y !== undefined;
    if (hasPoint && (a.x === undefined || a.y === undefined)) ctx.addIssue({ code: 'custom', message: 'a point needs both x and y' });
    if (hasPoint && a.element !== undefined) ctx.addIssue({ code: 'custom', message: 'give either x and y or element, not both' });
    if (!hasPoint && a.element === undefined && a.type !== 'swipe') ctx.addIssue({ code: 'custom', message: `${a.type} needs a target: x and y, or element` });
    if (a.coords !== undefined && a.coords !== 'pixels' && a.element !== undefined) ctx.addIssue({ code: 'custom', message: 'coords applies to x and y, not to an element' });
  }
  refineGesture(a, ctx);
});

/** One agent action, exactly as it travels in `env.step {action}`. */
export type Action = z.infer<typeof RawAction>;
export type KeyName = (typeof KEYS)[number];
export type Direction = 'up' | 'down' | 'left' | 'right';
export type AnswerPayload = z.infer<typeof answerValue>;

export const ACTION_TYPES = RawAction.options.map((o) => o.shape.type.value);
export const ACTION_JSON_SCHEMA = z.toJSONSchema(RawAction);

// ---- observations --------------------------------------------------------------------------

export const ObserveOptions = z.object({
  screenshot: z.boolean().optional(),
  format: z.enum(['jpeg', 'png']).optional(),
  quality: z.number().int().min(1).max(100).optional(),
  ui_tree: z.boolean().optional(),
}).strict();
export type ObserveOptions = z.infer<typeof ObserveOptions>;
export const DEFAULT_OBSERVE: Required<ObserveOptions> = { screenshot: true, format: 'jpeg', quality: 80, ui_tree: true };

/** One element of the UI tree: the bridge lists them (bounds in CSS pixels), observations carry them in screenshot pixels. */
export const UiNodeSchema = z.object({
  id: z.string(), role: z.string(), text: z.string(),
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]).describe('[left, top, right, bottom] in screenshot pixels'),
  clickable: z.boolean(), editable: z.boolean(), checked: z.boolean().optional(), focused: z.boolean().optional(),
  value: z.number().optional(), hint: z.string().optional(),
});
export type UiNode = z.infer<typeof UiNodeSchema>;

/** The devices a session can be: a phone, or a desktop browser with the suite's web sites. A task runs on one of them. */
export const DEVICES = ['phone', 'desktop'] as const;
export type DeviceKind = (typeof DEVICES)[number];

/** The desktop browser as an observation shows it: its open tabs (URL and title) and the one in front. */
export const BrowserViewSchema = z.object({
  tabs: z.array(z.object({ url: z.string(), title: z.string() })),
  active: z.number().int().describe('index of the tab in front'),
  focused: z.string().nullable().describe('the UI-tree id of the element with the keyboard focus, if it is listed'),
});
export type BrowserView = z.infer<typeof BrowserViewSchema>;

/** The observation as it travels (documentation and /v1/info; the server builds it, nobody parses it). */
export const ObservationSchema = z.object({
  screenshot: z.object({
    mime: z.enum(['image/jpeg', 'image/png']), width: z.number().int(), height: z.number().int(),
    blob: z.number().int().optional().describe('number of the binary frame sent just before this message'),
    base64: z.string().optional().describe('the image, when the client asked for base64 in hello'),
  }).optional(),
  ui_tree: z.array(UiNodeSchema).optional(),
  foreground_app: z.string(),
  step: z.number().int(),
  max_steps: z.number().int().nullable(),
  screen: z.object({ width: z.number().int(), height: z.number().int() }),
  coordinates: z.object({
    format: z.enum(ACTION_FORMAT_NAMES), space: z.enum(['pixels', 'norm1000', 'norm999', 'resized', 'display']),
    width: z.number().int(), height: z.number().int(),
  }).describe('how this session reads points: its action format, its coordinate space and the grid\'s size (for pixels, the screenshot\'s)'),
  last_action: z.object({ type: z.string(), ok: z.boolean(), error: z.string().optional(), note: z.string().optional() }).nullable(),
  device: z.enum(['phone', 'desktop']).describe('the device on screen: the phone (360x800 CSS pixels) or the desktop browser (1280x800)'),
  browser: BrowserViewSchema.optional().describe("the desktop browser's tabs (desktop only)"),
});
export const OBSERVATION_JSON_SCHEMA = z.toJSONSchema(ObservationSchema);

export const NetworkOptions = z.object({
  latency_ms: z.number().int().min(0).max(600_000).default(0),
  failure_rate: z.number().min(0).max(1).default(0),
}).strict();

// ---- methods -------------------------------------------------------------------------------

const sessionId = z.string().min(1).max(128);

/**
 * Screenshot pixels per CSS pixel: the observation resolutions a session may ask for. The page is
 * rendered at that scale (not shrunk after capture): 3 → 1080×2400 (default), 1.5 → 540×1200, 1 → 360×800.
 */
export const DEVICE_SCALES = [3, 1.5, 1] as const;
export type DeviceScale = (typeof DEVICE_SCALES)[number];
export const DeviceScaleSchema = z.literal(DEVICE_SCALES);

/** What a reset may say, on either endpoint. */
const ResetFields = {
  task: z.string().min(1).max(200),
  seed: z.number().int().min(0).max(2 ** 31 - 1).optional(),
  /** Appearance of the device, applied before the task's setup, and the step budget. */
  options: z.object({
    dark_mode: z.boolean().optional(),
    /** Text size (Settings' font size): 1 or 1.3. */
    font_scale: z.union([z.literal(1), z.literal(1.3)]).optional(),
    /** How dates are written: en-US "March 2" or en-GB "2 March". */
    region: z.enum(['en-US', 'en-GB']).optional(),
    /** The clock: "24h" ("14:05", the default) or "12h" ("2:05 PM"). */
    clock: z.enum(['12h', '24h']).optional(),
    max_steps: z.number().int().min(1).max(1000).optional(),
    /** The observation resolution from this reset on (the session's own when absent). */
    device_scale: DeviceScaleSchema.optional(),
  }).strict().optional(),
  /** `binary` (default): 1 for success, else 0; `progress`: the fraction of checks passed, discounted (judges/reward.ts). */
  reward: z.enum(['binary', 'progress']).optional(),
};

/** How a session reads a model's raw output (`env.step {output}`) and its points. */
const FormatFields = {
  action_format: z.enum(ACTION_FORMAT_NAMES).optional(),
  coordinates: CoordinatesOption.optional(),
};

/** `/ws` (OpenEnv): a reset's `data`, held to the same schema as `env.reset` (OpenEnv's own `episode_id` is echoed). */
export const OpenEnvReset = z.object({ ...ResetFields, ...FormatFields, episode_id: z.string().max(200).optional() }).strict();

export const Methods = {
  hello: z.object({ protocol_version: z.number().int().optional(), screenshots: z.enum(['binary', 'base64']).optional(), client: z.string().max(200).optional() }).strict(),
  'tasks.list': z.object({ app: z.string().optional(), split: z.enum(['train', 'test']).optional() }).strict(),
  /** The frozen benchmark split (tasks/splits/v<version>.json). */
  'tasks.splits': z.object({}).strict(),
  'session.create': z.object({
    observe: ObserveOptions.optional(),
    network: NetworkOptions.optional(),
    /** Record this session's episodes (JSON lines + screenshots) for the workbench's trajectory viewer. */
    record: z.boolean().optional(),
    /** The observation resolution: the page is rendered at this scale (default 3 on the phone, 1 on the desktop). */
    device_scale: DeviceScaleSchema.optional(),
    /** The device to open first (default the phone). A reset of a task for the other device switches to it. */
    device: z.enum(DEVICES).optional(),
    /** The action format a step's `output` is read in (default `native`), and the coordinate space of its points. */
    ...FormatFields,
  }).strict(),
  'session.resume': z.object({ session_id: sessionId, resume_token: z.string().min(1).max(128) }).strict(),
  'session.close': z.object({ session_id: sessionId }).strict(),
  'env.reset': z.object({ session_id: sessionId, ...ResetFields, observe: ObserveOptions.optional() }).strict(),
  'env.step': z.object({
    session_id: sessionId,
    action: z.unknown().optional(),
    /** A model's raw output (its text, or its tool-call JSON), parsed by the session's action format; instead of `action`. */
    output: z.union([z.string().max(MAX_OUTPUT_CHARS), z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
    observe: ObserveOptions.optional(),
    /** Makes the step idempotent: a repeat with the same id returns the first result. */
    step_id: z.string().min(1).max(128).optional(),
    timeout_ms: z.number().int().min(1).max(MAX_STEP_TIMEOUT_MS).optional(),
  }).strict(),
  'env.observe': z.object({ session_id: sessionId, observe: ObserveOptions.optional() }).strict(),
  'env.evaluate': z.object({ session_id: sessionId, answer: answerValue.optional() }).strict(),
  'env.snapshot': z.object({ session_id: sessionId }).strict(),
  'env.restore': z.object({ session_id: sessionId, token: z.string().min(1).max(128), observe: ObserveOptions.optional() }).strict(),
  'env.state': z.object({ session_id: sessionId }).strict(),
} as const;

export type MethodName = keyof typeof Methods;

// ---- benchmark splits ----------------------------------------------------------------------

export const SplitName = z.enum(['train', 'test']);
export type SplitName = z.infer<typeof SplitName>;
const SplitMembers = z.object({
  templates: z.array(z.string()).describe('template ids in this split'),
  instances: z.array(z.object({ task: z.string(), seed: z.number().int().min(0) }).strict()).describe('the frozen (template, seed) instances'),
}).strict();
/** What `tasks.splits` and `GET /v1/splits` answer: the frozen split file without its fingerprints. */
export const SplitsSchema = z.object({
  version: z.number().int().min(1),
  splits: z.object({ train: SplitMembers, test: SplitMembers }).strict(),
});
export type Splits = z.infer<typeof SplitsSchema>;

// ---- re-judging recordings -----------------------------------------------------------------

/** A recording's .jsonl text may be this long in `POST /v1/rejudge`. */
export const MAX_REJUDGE_BYTES = 32 * 1024 * 1024;
export const RejudgeRequest = z.object({ recording: z.string().min(1).describe('the .jsonl text of one recording') }).strict();
const Ending = { reward: z.number(), outcome: z.enum(['success', 'failure']) };
/** The answer of `POST /v1/rejudge` (and of each row of `npm run rejudge`). */
export const RejudgeResult = z.object({
  task: z.string(),
  seed: z.number().int(),
  recorded: z.object({ ...Ending, provenance: z.record(z.string(), z.unknown()).nullable().describe("what produced the recorded verdict (its provenance), null in a recording from before verdicts carried one") }),
  now: z.object({
    ...Ending,
    verdict: z.record(z.string(), z.unknown()).describe('the whole verdict of the current judge'),
    judged_by: z.object({ task_set: z.string(), server: z.string(), commit: z.string().nullable(), dirty: z.boolean().nullable() })
      .describe('what re-judged it: the task set (split version), the server version and the git commit of the judges (no simulator: re-judging runs no browser)'),
  }),
  changed: z.boolean().describe('the reward or the outcome differs from the recorded one'),
  goal_changed: z.boolean().describe('the template now gives another goal at this seed: the instance itself changed'),
});
export type RejudgeResult = z.infer<typeof RejudgeResult>;
/** Why a recording cannot be re-judged (HTTP 400; 403, 413; 500 for JUDGE_ERROR; 503 for TIMEOUT and BUSY): `{"error": {"kind", "message"}}`. */
export const REJUDGE_ERROR_KINDS = ['INVALID_JSON', 'VALIDATION_ERROR', 'MESSAGE_TOO_LARGE', 'NOT_REJUDGEABLE', 'EPISODE_NOT_ENDED', 'UNKNOWN_TASK', 'FORBIDDEN', 'JUDGE_ERROR', 'TIMEOUT', 'BUSY'] as const;
export type RejudgeErrorKind = (typeof REJUDGE_ERROR_KINDS)[number];
export type MethodParams<M extends MethodName> = z.infer<(typeof Methods)[M]>;

export function isMethod(name: string): name is MethodName {
  return Object.hasOwn(Methods, name);
}

/** zod issues as one readable line: `action.x: Expected number, received string`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.length ? i.path.join('.') + ': ' : ''}${i.message}`).join('; ');
}
