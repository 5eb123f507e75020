// Reading what models write: Python-style calls with literal arguments (`click(point='<point>10 20</point>')`,
// `fill('e9', "text")`), JSON objects in text (fenced ```json blocks, <tool_call> tags, bare objects),
// and points (`<point>x y</point>`, `(x,y)`, `[x, y]`, a box's centre). Every format's parser uses these.
export class FormatError extends Error {}

export type Literal = string | number | boolean | null | Literal[];

export interface Call {
  name: string;
  args: Literal[];
  kwargs: Record<string, Literal>;
  /** The call's source text. */
  source: string;
}

/** A literal that is not a string or a list, matched where the reader stands (sticky: no copies of the text). */
const WORD = /-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|True|False|None|true|false|null/y;
/** A keyword argument's name and its `=`, where the reader stands. */
const KEYWORD = /([A-Za-z_][A-Za-z0-9_]*)\s*=(?!=)/y;

/** A tiny reader of Python literal syntax: strings (with escapes), numbers, True/False/None, lists and tuples. */
class LiteralReader {
  i: number;
  constructor(readonly text: string, start: number) {
    this.i = start;
  }

  private fail(message: string): never {
    throw new FormatError(`${message} at character ${this.i} of ${JSON.stringify(this.text.slice(0, 200))}`);
  }

  space(): void {
    while (this.i < this.text.length && /\s/.test(this.text[this.i]!)) this.i += 1;
  }

  peek(): string {
    this.space();
    return this.text[this.i] ?? '';
  }

  expect(ch: string): void {
    if (this.peek() !== ch) this.fail(`expected ${JSON.stringify(ch)}`);
    this.i += 1;
  }

  value(): Literal {
    const ch = this.peek();
    if (ch === '"' || ch === "'") return this.string();
    if (ch === '[' || ch === '(') return this.sequence(ch === '[' ? ']' : ')');
    WORD.lastIndex = this.i;
    const word = WORD.exec(this.text);
    if (!word) this.fail('expected a literal (a string, a number, True/False/None or a list)');
    this.i += word[0].length;
    const w = word[0];
    if (w === 'True' || w === 'true') return true;
    if (w === 'False' || w === 'false') return false;
    if (w === 'None' || w === 'null') return null;
    return Number(w);
  }

  private string(): string {
    const quote = this.text[this.i]!;
    const triple = this.text.startsWith(quote.repeat(3), this.i);
    const end = triple ? quote.repeat(3) : quote;
    this.i += end.length;
    let out = '';
    const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', '0': '\0' };
    while (this.i < this.text.length) {
      if (this.text.startsWith(end, this.i)) {
        this.i += end.length;
        return out;
      }
      const ch = this.text[this.i]!;
      if (ch === '\\' && this.i + 1 < this.text.length) {
        const next = this.text[this.i + 1]!;
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.i + 2, this.i + 6))) {
          out += String.fromCharCode(parseInt(this.text.slice(this.i + 2, this.i + 6), 16));
          this.i += 6;
          continue;
        }
        out += escapes[next] ?? `\\${next}`;
        this.i += 2;
        continue;
      }
      out += ch;
      this.i += 1;
    }
    this.fail('a string is not closed');
  }

  private sequence(close: string): Literal[] {
    this.i += 1;
    const items: Literal[] = [];
    while (this.peek() !== close) {
      items.push(this.value());
      if (this.peek() === ',') this.i += 1;
      else if (this.peek() !== close) this.fail(`expected "," or ${JSON.stringify(close)}`);
    }
    this.i += 1;
    return items;
  }
}

/**
 * Every call `name(...)` in `text` whose name is in `known`, in order, read as a Python call with
 * literal arguments (`click(start_box='(1,2)')`, `fill("e9", 'a "b"')`). Text around the calls
 * (a `Thought:` line, code fences) is ignored.
 */
export function findCalls(text: string, known: readonly string[]): Call[] {
  const calls: Call[] = [];
  const pattern = /([A-Za-z_][A-Za-z0-9_.]*)\s*\(/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    const name = match[1]!.split('.').pop()!;
    if (!known.includes(name)) continue;
    const reader = new LiteralReader(text, match.index + match[0].length);
    const args: Literal[] = [];
    const kwargs: Record<string, Literal> = {};
    while (reader.peek() !== ')') {
      if (reader.peek() === '') throw new FormatError(`the call ${name}( is not closed`);
      KEYWORD.lastIndex = reader.i;
      const keyword = KEYWORD.exec(text);
      if (keyword) {
        reader.i += keyword[0].length;
        kwargs[keyword[1]!] = reader.value();
      } else args.push(reader.value());
      if (reader.peek() === ',') reader.i += 1;
      else if (reader.peek() !== ')') throw new FormatError(`cannot read the arguments of ${name}(...): expected "," or ")" in ${JSON.stringify(text.slice(match.index, reader.i + 1))}`);
    }
    reader.i += 1;
    calls.push({ name, args, kwargs, source: text.slice(match.index, reader.i) });
    pattern.lastIndex = reader.i;
  }
  return calls;
}

/** An argument by keyword (any of `names`) or position; `undefined` when absent. */
export function arg(call: Call, index: number, ...names: string[]): Literal | undefined {
  for (const name of names) if (name in call.kwargs) return call.kwargs[name];
  return call.args[index];
}

export function requireArg(call: Call, index: number, ...names: string[]): Literal {
  const value = arg(call, index, ...names);
  if (value === undefined || value === null) throw new FormatError(`${call.name}(...) needs its argument ${names[0] ?? `#${index + 1}`}`);
  return value;
}

export const str = (value: Literal, what: string): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new FormatError(`${what} must be a string, not ${JSON.stringify(value)}`);
};

export const num = (value: unknown, what: string): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new FormatError(`${what} must be a number, not ${JSON.stringify(value)}`);
  return n;
};

/**
 * A point from the forms models write: `<point>x y</point>`, `<|box_start|>(x,y)<|box_end|>`,
 * `(x,y)`, `[x, y]`, `"x y"`, or a box `[x1, y1, x2, y2]` (its centre).
 */
export function point(value: unknown, what: string): { x: number; y: number } {
  let numbers: number[];
  if (Array.isArray(value)) numbers = value.map((v) => num(v, what));
  else if (typeof value === 'string') numbers = (value.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  else throw new FormatError(`${what} must be a point, not ${JSON.stringify(value)}`);
  if (numbers.length === 2) return { x: numbers[0]!, y: numbers[1]! };
  if (numbers.length === 4) return { x: (numbers[0]! + numbers[2]!) / 2, y: (numbers[1]! + numbers[3]!) / 2 };
  throw new FormatError(`${what} must be a point (x, y) or a box [x1, y1, x2, y2], not ${JSON.stringify(value)}`);
}

/** Bare JSON values are looked for from at most this many opening brackets of a text. */
const MAX_JSON_STARTS = 64;

/** Every JSON value in `text`: inside <tool_call> tags and ```json fences first, then bare objects and arrays. */
export function jsonValues(text: string): unknown[] {
  const found: unknown[] = [];
  const tryParse = (s: string) => {
    try {
      found.push(JSON.parse(s));
      return true;
    } catch {
      return false;
    }
  };
  for (const m of text.matchAll(/<tool_call>\s*([\s\S]*?)\s*<\/tool_call>/g)) tryParse(m[1]!);
  for (const m of text.matchAll(/```(?:json)?\s*([\s\S]*?)```/g)) tryParse(m[1]!.trim());
  if (found.length > 0) return found;
  // Bare values: from each "{" or "[", the shortest balanced text that parses. The scan is
  // bounded (at most MAX_JSON_STARTS starts, and a few passes over the text in all), so a reply of
  // nothing but brackets costs little.
  let budget = 100_000 + 8 * text.length;
  let starts = 0;
  for (let i = 0; i < text.length && budget > 0 && starts < MAX_JSON_STARTS; i++) {
    const open = text[i];
    if (open !== '{' && open !== '[') continue;
    starts += 1;
    let depth = 0;
    let quote = false;
    for (let j = i; j < text.length && budget > 0; j++, budget--) {
      const ch = text[j];
      if (quote) {
        if (ch === '\\') j += 1;
        else if (ch === '"') quote = false;
        continue;
      }
      if (ch === '"') quote = true;
      else if (ch === '{' || ch === '[') depth += 1;
      else if (ch === '}' || ch === ']') {
        depth -= 1;
        if (depth === 0) {
          if (tryParse(text.slice(i, j + 1))) i = j;
          break;
        }
      }
    }
  }
  return found;
}

/** The output as JSON values: itself when it is already JSON (not a string), else what its text holds. */
export function asJson(output: unknown): unknown[] {
  if (typeof output !== 'string') return [output];
  const trimmed = output.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return [JSON.parse(trimmed)];
    } catch {
      // fall through to the text forms
    }
  }
  return jsonValues(output);
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
