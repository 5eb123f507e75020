// Calculator: its state and seed data. Arithmetic is exact (exact.ts: BigInt rationals); only the
// display rounds.
//
// The display's rounding, the one rule every screen and every judge uses (`displayText`): a value is
// shown rounded half away from zero to at most 10 decimal places, with trailing zeros dropped, a
// minus sign "−" for negatives, and a comma between each group of three integer digits
// ("1,234.5", "0.3333333333", "8.523", "−0.5"). A value of 10^15 or more (in size) is shown in
// scientific notation with 10 significant digits ("1.234567891e15"). The value kept (the result of
// =, the history's results, the memory) is always the exact one: 1 ÷ 3 × 3 gives 1, not
// 0.9999999999. A number typed on the keypad has at most 15 digits.
import type { Rng } from '../kit/random.ts';
import type { SeedContext } from '../app.ts';
import { DAY, MINUTE, startOfDay } from '../kit/time.ts';
import { parse, roundedText, text as exactText, type Angle, type Q } from './exact.ts';
import { entryText, evaluate, type Mode } from './expression.ts';

export type { Angle, Mode };

/** A calculation the owner made: the expression as it was shown, its exact result, when. */
export interface HistoryEntry {
  id: string;
  expression: string;
  /** Exact (exact.ts `text`): "8.523", "1/3". */
  result: string;
  at: number;
}

export interface CalculatorState {
  mode: Mode;
  angle: Angle;
  /** The keys typed since the last clear (expression.ts). */
  entry: string[];
  /** The entry holds the result of = (or M+/M−): a digit starts a new calculation, an operator continues it. */
  fresh: boolean;
  /** Exact value text, or null when the memory is clear (MC). */
  memory: string | null;
  /** Past calculations, in the order they were made; the screen lists them newest first. */
  history: HistoryEntry[];
  nextId: number;
}

export const MAX_DIGITS = 15;
const DISPLAY_PLACES = 10;
const BIG = 10n ** 15n;

function group(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A value as the display shows it (see the header). */
export function displayOf(v: Q): string {
  const size = v.n < 0n ? -v.n : v.n;
  if (size >= BIG * v.d) {
    const digits = (size / v.d).toString();
    const exp = digits.length - 1;
    const mantissa = roundedText({ n: size, d: v.d * 10n ** BigInt(exp) }, 9);
    return `${v.n < 0n ? '\u2212' : ''}${mantissa}e${exp}`;
  }
  const r = roundedText(v, DISPLAY_PLACES);
  const [int, frac] = r.replace(/^-/, '').split('.');
  const sign = r.startsWith('-') ? '\u2212' : '';
  return `${sign}${group(int!)}${frac ? `.${frac}` : ''}`;
}

/** An exact value's text as the display shows it. */
export const displayText = (value: string): string => displayOf(parse(value));

/** The display as a plain number an answer may carry ("1,234.5" → 1234.5; "−2" → -2). */
export const displayNumber = (value: string): number => Number(displayText(value).replace(/,/g, '').replace('\u2212', '-'));

/** The history, newest first, as the History screen lists it. */
export const historyNewestFirst = (s: CalculatorState): HistoryEntry[] =>
  [...s.history].sort((a, b) => b.at - a.at || Number(b.id.slice(1)) - Number(a.id.slice(1)));

/** The entry as one line (the history keeps this text). */
export const shownEntry = (tokens: readonly string[]) => entryText(tokens, displayText);

// ---------------------------------------------------------------- seed

/** Calculations a person makes, as keys: [tokens, mode]. Numbers in them are drawn per world. */
type Maker = (rng: Rng) => string[];
const money = (rng: Rng, lo: number, hi: number) => (rng.int(lo * 100, hi * 100) / 100).toFixed(2).replace(/\.00$/, '');
const MAKERS: { mode: Mode; make: Maker }[] = [
  { mode: 'basic', make: (r) => [money(r, 12, 140), '×', String(r.pick([15, 18, 20, 22])), '%'] },
  { mode: 'basic', make: (r) => [money(r, 2, 30), '+', money(r, 2, 30), '+', money(r, 2, 30)] },
  { mode: 'basic', make: (r) => [money(r, 40, 260), '÷', String(r.int(2, 6))] },
  { mode: 'basic', make: (r) => [String(r.int(2, 12)), '×', money(r, 3, 40)] },
  { mode: 'basic', make: (r) => [money(r, 900, 2400), '−', money(r, 40, 600)] },
  { mode: 'basic', make: (r) => [money(r, 20, 300), '−', String(r.pick([10, 15, 20, 25, 30])), '%'] },
  { mode: 'basic', make: (r) => [String(r.int(120, 480)), '÷', String(r.int(8, 16))] },
  { mode: 'scientific', make: (r) => [String(r.int(2, 9)), '+', String(r.int(2, 9)), '×', String(r.int(2, 9))] },
  { mode: 'scientific', make: (r) => ['(', money(r, 10, 90), '+', money(r, 10, 90), ')', '÷', String(r.int(2, 5))] },
  { mode: 'scientific', make: (r) => [String(r.int(3, 25)), '²'] },
  { mode: 'scientific', make: (r) => ['√(', String(r.pick([2, 3, 5, 10, 50, 144, 200])), ')'] },
  { mode: 'scientific', make: (r) => ['sin(', String(r.pick([15, 30, 45, 60, 75])), ')'] },
  { mode: 'scientific', make: (r) => ['π', '×', String(r.int(2, 12)), '²'] },
];

export function seedCalculator(rng: Rng, world: SeedContext): CalculatorState {
  const { now } = world;
  const today = startOfDay(now);
  const history: HistoryEntry[] = [];
  const count = rng.int(14, 24);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const day = today - rng.int(0, 6) * DAY;
    const at = day + rng.int(7 * 60, 22 * 60 - 1) * MINUTE;
    times.push(at < now - 10 * MINUTE ? at : now - rng.int(15, 90) * MINUTE);
  }
  times.sort((a, b) => a - b);
  times.forEach((at, i) => {
    const maker = rng.pick(MAKERS);
    const tokens = maker.make(rng);
    const v = evaluate(tokens, maker.mode, 'deg');
    history.push({ id: `h${i + 1}`, expression: shownEntry(tokens), result: exactText(v), at });
  });
  const memory = rng.chance(0.5) ? money(rng, 10, 500) : null;
  return { mode: 'basic', angle: 'deg', entry: [], fresh: false, memory, history, nextId: count + 1 };
}
