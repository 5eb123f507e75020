// Calculator: pure actions on the app's state, shared by the screens, the task setups and the noise.
// Calculator has no irreversible effect: nothing here goes into the ledger. A key returns the
// message the screen shows when it cannot do what was asked ("Can't divide by 0"), else null.
import { ExactError, ZERO, add, neg, parse, sub, text as exactText } from './exact.ts';
import { FUNCTIONS, OPERATORS, endsOperand, evaluate, isFunction, isNumber, isOperator, isValue } from './expression.ts';
import { MAX_DIGITS, shownEntry, type CalculatorState, type HistoryEntry, type Mode, type Angle } from './state.ts';

export type Key =
  | '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.'
  | (typeof OPERATORS)[number] | (typeof FUNCTIONS)[number]
  | '(' | ')' | 'π' | '%' | '²' | '±' | 'AC' | '⌫' | '=';

export type Outcome = string | null;

const last = (s: CalculatorState) => s.entry[s.entry.length - 1];
const openBrackets = (tokens: readonly string[]) => tokens.reduce((n, t) => n + (t === '(' || isFunction(t) ? 1 : t === ')' ? -1 : 0), 0);

/** Put an operand-starting token; after = (or a value put in) it starts a new calculation. */
function startOperand(s: CalculatorState, token: string): void {
  if (s.fresh) { s.entry = []; s.fresh = false; }
  s.entry.push(token);
}

function typeDigit(s: CalculatorState, key: string): Outcome {
  const t = last(s);
  if (s.fresh || isValue(t)) {
    if (s.fresh) s.entry = [];
    else s.entry.pop();
    s.fresh = false;
    s.entry.push(key === '.' ? '0.' : key);
    return null;
  }
  if (isNumber(t)) {
    if (key === '.' && t.includes('.')) return null;
    if (key !== '.' && t.replace(/\D/g, '').length >= MAX_DIGITS) return `At most ${MAX_DIGITS} digits`;
    s.entry[s.entry.length - 1] = t === '0' && key !== '.' ? key : t === '-0' && key !== '.' ? `-${key}` : t + key;
    return null;
  }
  s.entry.push(key === '.' ? '0.' : key);
  return null;
}

/** Press one key on the keypad. */
export function press(s: CalculatorState, key: Key, now: number): Outcome {
  const t = last(s);
  if (/^[\d.]$/.test(key)) return typeDigit(s, key);
  if (isOperator(key)) {
    s.fresh = false;
    if (s.entry.length === 0) s.entry.push('0');
    if (isOperator(t)) s.entry[s.entry.length - 1] = key;
    else if (endsOperand(t)) s.entry.push(key);
    return null;
  }
  switch (key) {
    case 'AC': s.entry = []; s.fresh = false; return null;
    case '⌫': {
      s.fresh = false;
      if (t === undefined) return null;
      if (isNumber(t) && !isValue(t) && t.replace(/^-/, '').length > 1) s.entry[s.entry.length - 1] = t.slice(0, -1);
      else s.entry.pop();
      return null;
    }
    case '±': {
      if (!isNumber(t)) return null;
      if (isValue(t)) {
        s.entry[s.entry.length - 1] = `#${exactText(neg(parse(t)))}`;
      } else s.entry[s.entry.length - 1] = t.startsWith('-') ? t.slice(1) : `-${t}`;
      return null;
    }
    case '%': case '²':
      if (endsOperand(t)) { s.fresh = false; s.entry.push(key); }
      return null;
    case ')':
      if (openBrackets(s.entry) > 0 && endsOperand(t)) s.entry.push(')');
      return null;
    case '(': case 'π': startOperand(s, key); return null;
    case '=': return equals(s, now);
    default:
      if (isFunction(key)) startOperand(s, key);
      return null;
  }
}

/** Work out the entry: its exact value, or the message the screen shows. */
export function valueOf(s: Pick<CalculatorState, 'entry' | 'mode' | 'angle'>): { value: string } | { error: string } {
  try {
    return { value: exactText(evaluate(s.entry, s.mode, s.angle)) };
  } catch (e) {
    if (e instanceof ExactError) return { error: e.message };
    throw e;
  }
}

/** Does the entry hold a calculation (more than a lone number)? Only these go into the history. */
const isCalculation = (tokens: readonly string[]) => !(tokens.length === 1 && isNumber(tokens[0]));

/** =: work out the entry, keep it in the history, show the result (which the next operator continues). */
export function equals(s: CalculatorState, now: number): Outcome {
  if (s.entry.length === 0 || s.fresh) return null;
  const r = valueOf(s);
  if ('error' in r) return r.error;
  if (isCalculation(s.entry)) {
    const closed = [...s.entry, ...Array<string>(Math.max(0, openBrackets(s.entry))).fill(')')];
    s.history.push({ id: `h${s.nextId}`, expression: shownEntry(closed), result: r.value, at: now });
    s.nextId += 1;
  }
  s.entry = [`#${r.value}`];
  s.fresh = true;
  return null;
}

/** A calculation made before the episode (task setups): its keys worked out in `mode`, kept in the history at `at`. Returns its id. */
export function recordEarlier(s: CalculatorState, tokens: readonly string[], mode: Mode, at: number): string {
  const id = `h${s.nextId}`;
  s.history.push({ id, expression: shownEntry(tokens), result: exactText(evaluate(tokens, mode, 'deg')), at });
  s.nextId += 1;
  return id;
}

// ---------------------------------------------------------------- memory

/** M+ and M−: finish the calculation on the entry as = does, then add (or take) its result to the memory. */
export function memoryAdd(s: CalculatorState, sign: 1 | -1, now: number): Outcome {
  if (s.entry.length === 0) return 'Nothing to add';
  if (!s.fresh) {
    const error = equals(s, now);
    if (error !== null) return error;
  }
  const v = parse(s.entry[0]!);
  const m = s.memory === null ? ZERO : parse(s.memory);
  s.memory = exactText(sign === 1 ? add(m, v) : sub(m, v));
  return null;
}

/** MC: clear the memory. */
export function memoryClear(s: CalculatorState): void {
  s.memory = null;
}

/** Put a value in the entry, as MR and a history row do: it takes the place of a number being typed, or follows an operator. */
export function putValue(s: CalculatorState, value: string): void {
  const t = last(s);
  if (s.fresh) s.entry = [];
  else if (isNumber(t)) s.entry.pop();
  else if (endsOperand(t)) s.entry.push('×');
  s.entry.push(`#${value}`);
  s.fresh = false;
}

/** MR: recall the memory into the entry. */
export function memoryRecall(s: CalculatorState): Outcome {
  if (s.memory === null) return 'Memory is empty';
  putValue(s, s.memory);
  return null;
}

// ---------------------------------------------------------------- history, mode

export const entryById = (s: CalculatorState, id: string): HistoryEntry | undefined => s.history.find((h) => h.id === id);

/** A history row tapped: its result goes into the entry. */
export function reuse(s: CalculatorState, id: string): void {
  const h = entryById(s, id);
  if (h) putValue(s, h.result);
}

export function deleteEntry(s: CalculatorState, id: string): void {
  s.history = s.history.filter((h) => h.id !== id);
}

export function clearHistory(s: CalculatorState): void {
  s.history = [];
}

export function setMode(s: CalculatorState, mode: Mode): void {
  s.mode = mode;
}

export function setAngle(s: CalculatorState, angle: Angle): void {
  s.angle = angle;
}

/** Keys in order, as a person presses them (setups and noise): each must go through. */
export function pressAll(s: CalculatorState, keys: readonly Key[], now: number): void {
  for (const k of keys) {
    const out = press(s, k, now);
    if (out !== null) throw new Error(`key ${k}: ${out}`);
  }
}

/** The keys that type a number ("12.5", "-3"). */
export function keysOf(number: string): Key[] {
  const digits = [...number.replace(/^-/, '')] as Key[];
  return number.startsWith('-') ? [...digits, '±'] : digits;
}
