// Calculator's entry: the keys typed so far, as tokens, and how they are read and worked out.
//   number   "12.5", "-3" (typed; ± flips the sign), "#1/3" (a value put in by MR, a history row or =)
//   operator "+", "−", "×", "÷"
//   postfix  "%", "²"
//   other    "(", ")", "π", and the functions "sin(", "cos(", "tan(", "√(" (each opens a bracket)
// Scientific mode reads them with precedence (×, ÷ before +, −; brackets first; x² and % bind to
// their operand); basic mode works left to right, as a pocket calculator does (2 + 3 × 4 is 20).
// Percent: after + or −, b% is b percent of what stands to its left (200 + 10% is 220); anywhere
// else it is b ÷ 100 (47.35 × 18% is 8.523). Brackets left open are closed at the end.
import { ExactError, HUNDRED, PI, add, div, mul, neg, parse, sqrt, sub, trig, type Angle, type Q } from './exact.ts';

export type Mode = 'basic' | 'scientific';
export const OPERATORS = ['+', '−', '×', '÷'] as const;
export const FUNCTIONS = ['sin(', 'cos(', 'tan(', '√('] as const;

export const isNumber = (t: string | undefined): boolean => t !== undefined && /^#|^-?\d|^-?\.|^-$/.test(t);
export const isValue = (t: string | undefined) => t !== undefined && t.startsWith('#');
export const isOperator = (t: string | undefined) => (OPERATORS as readonly string[]).includes(t ?? '');
export const isFunction = (t: string | undefined) => (FUNCTIONS as readonly string[]).includes(t ?? '');
/** Does this token end an operand (a number, ")", "π", a postfix)? */
export const endsOperand = (t: string | undefined) => isNumber(t) || t === ')' || t === 'π' || t === '%' || t === '²';

export function evaluate(tokens: readonly string[], mode: Mode, angle: Angle): Q {
  if (tokens.length === 0) throw new ExactError('Invalid format');
  let i = 0;
  const peek = () => tokens[i];
  const fail = (): never => { throw new ExactError('Invalid format'); };

  // primary := number | π | "(" expr ")" | function expr ")"; then postfixes. Returns whether its last postfix was %.
  const operand = (): { v: Q; percent: boolean } => {
    const t = tokens[i++];
    let v: Q;
    if (t === undefined) return fail();
    if (isNumber(t)) v = t === '-' ? fail() : parse(t);
    else if (t === 'π') v = PI;
    else if (t === '(' || isFunction(t)) {
      const inner = expression();
      if (peek() === ')') i++;
      else if (i < tokens.length) fail();
      v = t === '(' ? inner : t === '√(' ? sqrt(inner) : trig(t.slice(0, 3) as 'sin' | 'cos' | 'tan', inner, angle);
    } else return fail();
    let percent = false;
    while (peek() === '%' || peek() === '²') {
      percent = peek() === '%';
      v = percent ? div(v, HUNDRED) : mul(v, v);
      i++;
    }
    // Side by side (2π, 3(4), (1)(2)) is a product.
    while (peek() !== undefined && (isNumber(peek()) || peek() === 'π' || peek() === '(' || isFunction(peek()))) {
      v = mul(v, operand().v);
      percent = false;
    }
    return { v, percent };
  };
  const term = (): { v: Q; percent: boolean } => {
    let left = operand();
    if (mode === 'basic') return left;
    while (peek() === '×' || peek() === '÷') {
      const op = tokens[i++];
      const right = operand().v;
      left = { v: op === '×' ? mul(left.v, right) : div(left.v, right), percent: false };
    }
    return left;
  };
  const expression = (): Q => {
    let v = term().v;
    while (isOperator(peek())) {
      const op = tokens[i++]!;
      const right = term();
      const r = right.percent && (op === '+' || op === '−') ? mul(v, right.v) : right.v;
      v = op === '+' ? add(v, r) : op === '−' ? sub(v, r) : op === '×' ? mul(v, r) : div(v, r);
    }
    return v;
  };
  const v = expression();
  if (i < tokens.length) fail();
  return v;
}

/** The entry as one line, as the screen shows it and the history keeps it: "47.35 × 18%", "sin(30)". */
export function entryText(tokens: readonly string[], show: (value: string) => string): string {
  let out = '';
  for (const t of tokens) {
    if (isOperator(t)) out += ` ${t} `;
    else if (isValue(t)) out += show(t.slice(1)).replace(/^-/, '\u2212');
    else if (isNumber(t)) out += t.replace(/^-/, '\u2212');
    else out += t;
  }
  return out.trim();
}

export { neg };
