// Messages by contract. A goal that asks the agent to write something gives its text whole (a
// free message: `Text Ana "Running late"`) or its frame, a text with a slot for each fact the agent
// looks up (`Text Ana "Starts at HH:MM" with the start time of "Grocery run"`). The judge compares
// exactly that, by one rule for typed text and the answer grammar for each slot: no regex over
// prose, no digits gathered from the whole message.
//
// Typed text (`typedText`): trimmed, runs of spaces as one, typographic quotes and apostrophes as
// the straight ones, the goal's wrapping quotes typed along and a final full stop left out. Case
// and every other character count.
import { matchAnswer, straightQuotes, type AnswerSpec, type AnswerValue } from './answers.ts';

/** Typed text as a message, a note or a mail body compares (see the module's comment). */
export function typedText(text: string): string {
  let t = straightQuotes(text).replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 2; i++) {
    t = t.replace(/\.$/, '').trim();
    const wrapped = /^"(.*)"$/s.exec(t) ?? /^'(.*)'$/s.exec(t);
    if (wrapped) t = wrapped[1]!.trim();
  }
  return t;
}

/** A free message: the text the goal gives, as typed text compares. */
export const sameTyped = (typed: unknown, wanted: string): boolean => typeof typed === 'string' && typedText(typed) === typedText(wanted);

/**
 * A message's frame: literal text around its slots. `shown` is the frame as the goal prints it, each
 * slot written as its placeholder (`Starts at HH:MM`, `Issue #NUMBER is STATE`); each slot's spec reads
 * it as an answer of that type, in every form the answer grammar accepts (for a time: 18:30, 6:30 PM).
 * Two slots are always parted by literal text that is more than spaces.
 */
export interface Frame {
  /** The literal text before, between and after the slots: one part more than slots. */
  parts: string[];
  slots: { placeholder: string; spec: AnswerSpec }[];
}

/** The value of each slot: one value for a frame of one slot, else by placeholder. */
export type FrameValue = AnswerValue | Record<string, AnswerValue>;

/**
 * A frame from its text with the placeholders in it: `frame('Starts at HH:MM', 'HH:MM', { type: 'time' })`,
 * or with several slots `frame('Issue #NUMBER is STATE', { NUMBER: { type: 'count' }, STATE: { type: 'choice', options } })`.
 */
export function frame(text: string, placeholder: string | Record<string, AnswerSpec>, spec?: AnswerSpec): Frame {
  const specs = typeof placeholder === 'string' ? { [placeholder]: spec! } : placeholder;
  const slots = Object.entries(specs).map(([p, sp]) => {
    const at = text.indexOf(p);
    if (at < 0 || text.indexOf(p, at + 1) >= 0) throw new Error(`a frame holds each placeholder once: "${p}" in "${text}"`);
    return { at, placeholder: p, spec: sp };
  }).sort((a, b) => a.at - b.at);
  const parts: string[] = [];
  let from = 0;
  for (const s of slots) {
    if (s.at < from || (parts.length > 0 && text.slice(from, s.at).trim() === '')) throw new Error(`a frame parts its slots with literal text: "${text}"`);
    parts.push(text.slice(from, s.at));
    from = s.at + s.placeholder.length;
  }
  parts.push(text.slice(from));
  return { parts, slots: slots.map(({ placeholder: p, spec: sp }) => ({ placeholder: p, spec: sp })) };
}

const valueOf = (f: Frame, value: FrameValue | undefined, k: number): AnswerValue | undefined =>
  f.slots.length === 1 && (typeof value !== 'object' || Array.isArray(value)) ? value : (value as Record<string, AnswerValue> | undefined)?.[f.slots[k]!.placeholder];

/** The frame as the goal shows it (`Starts at HH:MM`), and filled in with its values (`Starts at 18:30`). */
export const shown = (f: Frame, value?: FrameValue): string =>
  f.parts.map((part, k) => (k === 0 ? part : `${String(valueOf(f, value, k - 1) ?? f.slots[k - 1]!.placeholder)}${part}`)).join('');

/** How a check names the values it wants: `with 18:30 in the slot`, or `as "Issue #7 is open"` for several. */
export const inSlots = (f: Frame, value: FrameValue): string => (f.slots.length === 1 ? `with ${String(valueOf(f, value, 0))} in the slot` : `as "${shown(f, value)}"`);

export interface FrameMatch {
  passed: boolean;
  /** What the slot held (by placeholder, for several), as the grammar read it, or why the text is not the frame. */
  actual: unknown;
}

/** Every way to cut `t` into one piece per slot at occurrences of the literal parts between them. */
function cuts(t: string, between: string[]): string[][] {
  if (between.length === 0) return t === '' ? [] : [[t]];
  const out: string[][] = [];
  for (let at = t.indexOf(between[0]!, 1); at > 0; at = t.indexOf(between[0]!, at + 1)) {
    for (const rest of cuts(t.slice(at + between[0]!.length), between.slice(1))) out.push([t.slice(0, at), ...rest]);
  }
  return out;
}

/**
 * Is `text` the frame with `expected` in its slots? The literal parts compare as typed text, each
 * slot by the answer grammar of its spec (a value in any form the device shows). With several
 * slots, the text passes when one way of cutting it at the literal parts reads every slot right.
 */
export function matchFrame(f: Frame, expected: FrameValue, text: string): FrameMatch {
  const t = typedText(text);
  const last = f.parts.length - 1;
  const [head, tail] = [typedText(`${f.parts[0]}x`).slice(0, -1), typedText(`x${f.parts[last]}`).slice(1)];
  const between = f.parts.slice(1, last).map((part) => typedText(`x${part}x`).slice(1, -1));
  const readings = t.startsWith(head) && t.endsWith(tail) && t.length >= head.length + tail.length + f.slots.length ? cuts(t.slice(head.length, t.length - tail.length), between) : [];
  if (readings.length === 0) return { passed: false, actual: `not the frame "${shown(f)}": ${JSON.stringify(text)}` };
  let first: FrameMatch | undefined;
  for (const slots of readings) {
    // Each slot is compared as an answer is (matchAnswer): a date without its year takes the expected
    // date's, and a text's final full stop is optional on both sides (the message's own was taken off).
    const matches = f.slots.map((s, k) => ({ s, slot: slots[k]!, match: matchAnswer(s.spec, valueOf(f, expected, k)!, slots[k]!) }));
    const bad = matches.find((m) => m.match.error);
    const result: FrameMatch = bad
      ? { passed: false, actual: `"${bad.slot}" is not a ${bad.s.spec.type} (${bad.match.error!.replace(/^answer_format: /, '').split(';')[0]})` }
      : { passed: matches.every((m) => m.match.passed), actual: f.slots.length === 1 ? matches[0]!.match.actual : Object.fromEntries(matches.map((m) => [m.s.placeholder, m.match.actual])) };
    if (result.passed) return result;
    first ??= result;
  }
  return first!;
}
