// Calculator's numbers: exact rationals on BigInt (a numerator and a positive denominator in lowest
// terms), so 0.1 + 0.2 is 0.3 and 1 ÷ 3 × 3 is 1. +, −, ×, ÷, x², % and the memory keys are exact.
// √, sin, cos, tan and π have no exact rational value: they are computed in BigInt fixed point with
// 40 decimal places (Newton's method for √, Taylor series after reducing the angle for the trig
// functions, π as a 60-digit constant) and rounded half away from zero to 30 decimal places, and
// that 30-place decimal enters the rest of the calculation exactly. In degrees, the angles whose sine,
// cosine or tangent is 0, ±1 or ±0.5 come out exact (the rounding at 30 places lands on them), and a
// tangent at 90° + k·180° is refused. Nothing here reads a float: every replay gives the same digits.
//
// A value is kept as text: a terminating decimal ("8.523", "-12", "0.5") or, when it does not
// terminate, as "n/d" ("1/3"). `displayText` is what the screen shows (state.ts explains the rounding).

export interface Q {
  n: bigint;
  d: bigint;
}

const abs = (x: bigint) => (x < 0n ? -x : x);
function gcd(a: bigint, b: bigint): bigint {
  a = abs(a); b = abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export function q(n: bigint, d = 1n): Q {
  if (d === 0n) throw new ExactError('Can\u2019t divide by 0');
  if (d < 0n) { n = -n; d = -d; }
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}

/** A calculation the keypad cannot finish, with the message the screen shows. */
export class ExactError extends Error {}

export const ZERO = q(0n);
export const ONE = q(1n);
export const HUNDRED = q(100n);

export const add = (a: Q, b: Q) => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q) => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q) => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q) => {
  if (b.n === 0n) throw new ExactError('Can\u2019t divide by 0');
  return q(a.n * b.d, a.d * b.n);
};
export const neg = (a: Q) => q(-a.n, a.d);
export const isZero = (a: Q) => a.n === 0n;
export const same = (a: Q, b: Q) => a.n === b.n && a.d === b.d;

/** Read a value's text ("-12.50", "1/3", "#8.5" as the keypad marks an inserted value); throws on anything else. */
export function parse(text: string): Q {
  const t = text.replace(/^#/, '').replace(/,/g, '').trim();
  const frac = /^(-?\d+)\/(\d+)$/.exec(t);
  if (frac) return q(BigInt(frac[1]!), BigInt(frac[2]!));
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(t);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new ExactError('Invalid format');
  const digits = `${m[2] || '0'}${m[3] ?? ''}`;
  const n = BigInt(digits) * (m[1] ? -1n : 1n);
  return q(n, 10n ** BigInt((m[3] ?? '').length));
}

/** Does this denominator give a terminating decimal (only 2s and 5s)? */
function terminates(d: bigint): boolean {
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}

/** Rounded half away from zero to `places` decimal places, as a decimal string without trailing zeros. */
export function roundedText(a: Q, places: number): string {
  const scale = 10n ** BigInt(places);
  const scaled = abs(a.n) * scale;
  let whole = scaled / a.d;
  if ((scaled % a.d) * 2n >= a.d) whole += 1n;
  return decimalOf(a.n < 0n && whole !== 0n ? -whole : whole, places);
}

/** `units / 10^places` as a plain decimal string without trailing zeros ("-0.5", "12"). */
function decimalOf(units: bigint, places: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = abs(units).toString().padStart(places + 1, '0');
  const int = digits.slice(0, digits.length - places);
  const frac = digits.slice(digits.length - places).replace(/0+$/, '');
  return `${sign}${int}${frac ? `.${frac}` : ''}`;
}

/** The exact value as text: a terminating decimal, else "n/d". */
export function text(a: Q): string {
  if (!terminates(a.d)) return `${a.n}/${a.d}`;
  let places = 0;
  while (10n ** BigInt(places) % a.d !== 0n) places++;
  return decimalOf((a.n * 10n ** BigInt(places)) / a.d, places);
}

// ---------------------------------------------------------------- the functions without exact values

const WORK = 40;
const W = 10n ** BigInt(WORK);
const KEEP = 30;
const PI_DIGITS = '3141592653589793238462643383279502884197169399375105820974944';
/** π in fixed point with WORK places. */
const PI_W = BigInt(PI_DIGITS.slice(0, WORK + 1));
/** π rounded to 30 places: the value the π key enters. */
export const PI = q(BigInt(PI_DIGITS.slice(0, KEEP + 2)) + (Number(PI_DIGITS[KEEP + 2]) >= 5 ? 1n : 0n), 10n ** BigInt(KEEP + 1));

const fixed = (a: Q): bigint => (a.n * W) / a.d;
/** A fixed-point value rounded to KEEP places, as a rational. */
const kept = (x: bigint): Q => q(x, W);
const keep = (x: bigint): Q => parse(roundedText(kept(x), KEEP));

export function sqrt(a: Q): Q {
  if (a.n < 0n) throw new ExactError('Invalid input');
  const target = (a.n * W * W) / a.d; // sqrt(target) = sqrt(a) * W
  if (target === 0n) return ZERO;
  let x = target;
  let y = (x + 1n) / 2n;
  while (y < x) { x = y; y = (x + target / x) / 2n; }
  return keep(x);
}

/** sin and cos of x (fixed point, radians, already reduced to [-π, π]) by their Taylor series. */
function sinCos(x: bigint): { sin: bigint; cos: bigint } {
  const x2 = (x * x) / W;
  let term = x, s = 0n;
  for (let k = 1n; term !== 0n; k += 2n) { s += term; term = -(term * x2) / W / ((k + 1n) * (k + 2n)); }
  let cterm = W, c = 0n;
  for (let k = 0n; cterm !== 0n; k += 2n) { c += cterm; cterm = -(cterm * x2) / W / ((k + 1n) * (k + 2n)); }
  return { sin: s, cos: c };
}

export type Angle = 'deg' | 'rad';

function reduced(a: Q, unit: Angle): bigint {
  // Degrees reduce exactly (modulo 360) before becoming radians; radians reduce modulo 2π in fixed point.
  if (unit === 'deg') {
    const m = ((a.n % (360n * a.d)) + 360n * a.d) % (360n * a.d); // in [0, 360·d)
    let deg = q(m, a.d);
    if (deg.n * 1n > 180n * deg.d) deg = sub(deg, q(360n));
    return (fixed(deg) * PI_W) / (180n * W);
  }
  const twoPi = 2n * PI_W;
  let x = fixed(a) % twoPi;
  if (x > PI_W) x -= twoPi;
  if (x < -PI_W) x += twoPi;
  return x;
}

export function trig(fn: 'sin' | 'cos' | 'tan', a: Q, unit: Angle): Q {
  const { sin, cos } = sinCos(reduced(a, unit));
  if (fn === 'sin') return keep(sin);
  if (fn === 'cos') return keep(cos);
  if (unit === 'deg') {
    const m = ((a.n % (180n * a.d)) + 180n * a.d) % (180n * a.d);
    if (m === 90n * a.d) throw new ExactError('Invalid input');
  }
  if (cos === 0n) throw new ExactError('Invalid input');
  return keep((sin * W) / cos);
}
