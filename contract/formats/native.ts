// `native`: the protocol's own actions as JSON, in whatever wrapping a model writes them: a bare
// object, a ```json fence, `{"action": {...}}`, a tool call `{"name": "act", "arguments": {...}}`
// (or a message's `tool_calls`), or a list of them. Typed answers (`{"type": "answer", "value": 3}`) pass as they are.
import { ACTION_TYPES } from '../index.ts';
import type { FormatContext } from './common.ts';
import { FormatError, asJson, isRecord } from './text.ts';

function unwrap(value: unknown): unknown[] | null {
  if (Array.isArray(value)) {
    const all = value.map(unwrap);
    return all.every((a) => a !== null) ? all.flat() as unknown[] : null;
  }
  if (!isRecord(value)) return null;
  if (typeof value.type === 'string' && value.type !== 'function') return [value];
  if (Array.isArray(value.actions)) return unwrap(value.actions);
  if (Array.isArray(value.tool_calls)) return unwrap(value.tool_calls);
  if (value.action !== undefined) return unwrap(value.action);
  if (isRecord(value.function)) return unwrap(value.function);
  let args = value.arguments ?? value.parameters ?? value.input;
  if (typeof args === 'string') {
    try {
      args = JSON.parse(args);
    } catch {
      return null;
    }
  }
  if (isRecord(args)) {
    const inner = unwrap(args);
    if (inner) return inner;
    if (typeof value.name === 'string' && (ACTION_TYPES as readonly string[]).includes(value.name)) return [{ ...args, type: value.name }];
  }
  return null;
}

export function parseNative(output: unknown, _ctx: FormatContext): unknown[] {
  const values = asJson(output);
  for (const value of values) {
    const actions = unwrap(value);
    if (actions && actions.length > 0) return actions;
  }
  throw new FormatError(values.length === 0 ? 'no JSON action found' : 'the JSON holds no action (an object with "type")');
}
