// Messages by contract. A goal that asks the agent to write something gives its text whole (a
// free message: `Text Ana "Running late"`) or its frame, a text with one slot for a fact the agent
// looks up (`Text Ana "Starts at HH:MM" with the start time of "Grocery run"`). The judge compares
// exactly that, by one rule for typed text and the answer grammar for the slot: no regex over
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
 * A message's frame: literal text around one slot. `shown` is the frame as the goal prints it, the
 * slot written as its placeholder (`Starts at HH:MM`); `spec` reads the slot as an answer of that
 * type, in every form the answer grammar accepts (for a time: 18:30, 6:30 PM).
 */
export interface Frame {
  before: string;
  placeholder: string;
  after: string;
  spec: AnswerSpec;
}

/** A frame from its text with the placeholder in it: `frame('Starts at HH:MM', 'HH:MM', { type: 'time' })`. */
export function frame(text: string, placeholder: string, spec: AnswerSpec): Frame {
  const at = text.indexOf(placeholder);
  if (at < 0 || text.indexOf(placeholder, at + 1) >= 0) throw new Error(`a frame holds its placeholder once: "${text}"`);
  return { before: text.slice(0, at), placeholder, after: text.slice(at + placeholder.length), spec };
}

/** The frame as the goal shows it (`Starts at HH:MM`), and filled in with a value (`Starts at 18:30`). */
export const shown = (f: Frame, value = f.placeholder): string => `${f.before}${value}${f.after}`;

export interface FrameMatch {
  passed: boolean;
  /** What the slot held, as the grammar read it, or why the text is not the frame. */
  actual: unknown;
}

/**
 * Is `text` the frame with `expected` in its slot? The literal parts compare as typed text, the
 * slot by the answer grammar of the frame's spec (a value in any form the device shows).
 */
export function matchFrame(f: Frame, expected: unknown, text: string): FrameMatch {
  const t = typedText(text);
  const [head, tail] = [typedText(`${f.before}x`).slice(0, -1), typedText(`x${f.after}`).slice(1)];
  if (!t.startsWith(head) || !t.endsWith(tail) || t.length < head.length + tail.length + 1) return { passed: false, actual: `not the frame "${shown(f)}": ${JSON.stringify(text)}` };
  const slot = t.slice(head.length, t.length - tail.length);
  // The slot is compared as an answer is (matchAnswer): a date without its year takes the expected
  // date's, and a text's final full stop is optional on both sides (the message's own was taken off).
  const match = matchAnswer(f.spec, expected as AnswerValue, slot);
  if (match.error) return { passed: false, actual: `"${slot}" is not a ${f.spec.type} (${match.error.replace(/^answer_format: /, '').split(';')[0]})` };
  return { passed: match.passed, actual: match.actual };
}
