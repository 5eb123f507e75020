// The wire protocol in one module: JSON-RPC 2.0 envelopes, every method's params, the action
// schema, observation options and the error kinds. Everything off the wire is parsed here with zod.
import { z } from 'zod';
import type { Action } from '../tasks/ui.ts';

export const PROTOCOL_VERSION = 1;
export const MAX_MESSAGE_BYTES = 1024 * 1024;
export const MAX_TYPE_TEXT = 2000;
export const MAX_WAIT_MS = 10 * 60_000;

export const ERROR_KINDS = {
  INVALID_JSON: { code: -32700, retryable: false },
  INVALID_REQUEST: { code: -32600, retryable: false },
  UNKNOWN_METHOD: { code: -32601, retryable: false },
  VALIDATION_ERROR: { code: -32602, retryable: false },
  PROTOCOL_VERSION_MISMATCH: { code: -32001, retryable: false },
  SESSION_NOT_FOUND: { code: -32002, retryable: false },
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

export class RpcError extends Error {
  constructor(readonly kind: ErrorKind, message: string, readonly details?: Record<string, unknown>) {
    super(message);
  }
  toJson() {
    const { code, retryable } = ERROR_KINDS[this.kind];
    return { code, message: this.message, data: { kind: this.kind, retryable, ...this.details } };
  }
}

export const Envelope = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(128), z.number()]).optional(),
  method: z.string().max(64),
  params: z.record(z.string(), z.unknown()).optional(),
});

// ---- actions -------------------------------------------------------------------------------

const coordinate = z.number().finite();
const target = { x: coordinate.optional(), y: coordinate.optional(), element: z.string().max(32).optional() };
const pointed = (type: 'tap' | 'double_tap' | 'long_press') => z.object({ type: z.literal(type), ...target }).strict();
const KEYS = ['Enter', 'Backspace', 'Delete', 'Tab', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Space'] as const;
const answerValue = z.union([z.number().finite(), z.string().max(MAX_TYPE_TEXT), z.array(z.string().max(MAX_TYPE_TEXT)).max(200)]);

const RawAction = z.discriminatedUnion('type', [
  pointed('tap'),
  pointed('double_tap'),
  pointed('long_press'),
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
]);

export const ActionSchema = RawAction.superRefine((a, ctx) => {
  if (a.type === 'tap' || a.type === 'double_tap' || a.type === 'long_press' || a.type === 'swipe') {
    const hasPoint = a.x !== undefined || a.y !== undefined;
    if (hasPoint && (a.x === undefined || a.y === undefined)) ctx.addIssue({ code: 'custom', message: 'a point needs both x and y' });
    if (hasPoint && a.element !== undefined) ctx.addIssue({ code: 'custom', message: 'give either x and y or element, not both' });
    if (!hasPoint && a.element === undefined && a.type !== 'swipe') ctx.addIssue({ code: 'custom', message: `${a.type} needs a target: x and y, or element` });
  }
}).transform((a) => a as Action);

export const ACTION_TYPES = RawAction.options.map((o) => o.shape.type.value);

// ---- observations --------------------------------------------------------------------------

export const ObserveOptions = z.object({
  screenshot: z.boolean().optional(),
  format: z.enum(['jpeg', 'png']).optional(),
  quality: z.number().int().min(1).max(100).optional(),
  ui_tree: z.boolean().optional(),
}).strict();
export type ObserveOptions = z.infer<typeof ObserveOptions>;
export const DEFAULT_OBSERVE: Required<ObserveOptions> = { screenshot: true, format: 'jpeg', quality: 80, ui_tree: true };

// ---- methods -------------------------------------------------------------------------------

const sessionId = z.string().min(1).max(128);

export const Methods = {
  hello: z.object({ protocol_version: z.number().int().optional(), screenshots: z.enum(['binary', 'base64']).optional(), client: z.string().max(200).optional() }).strict(),
  'tasks.list': z.object({ app: z.string().optional() }).strict(),
  'session.create': z.object({ observe: ObserveOptions.optional() }).strict(),
  'session.close': z.object({ session_id: sessionId }).strict(),
  'env.reset': z.object({
    session_id: sessionId,
    task: z.string().min(1).max(200),
    seed: z.number().int().min(0).max(2 ** 31 - 1).optional(),
    /** Appearance of the device, applied before the task's setup. */
    options: z.object({ dark_mode: z.boolean().optional() }).strict().optional(),
    observe: ObserveOptions.optional(),
  }).strict(),
  'env.step': z.object({ session_id: sessionId, action: z.unknown(), observe: ObserveOptions.optional() }).strict(),
  'env.observe': z.object({ session_id: sessionId, observe: ObserveOptions.optional() }).strict(),
  'env.evaluate': z.object({ session_id: sessionId, answer: answerValue.optional() }).strict(),
} as const;

export type MethodName = keyof typeof Methods;
export type MethodParams<M extends MethodName> = z.infer<(typeof Methods)[M]>;

export function isMethod(name: string): name is MethodName {
  return Object.hasOwn(Methods, name);
}

/** zod issues as one readable line: `action.x: Expected number, received string`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.length ? i.path.join('.') + ': ' : ''}${i.message}`).join('; ');
}
