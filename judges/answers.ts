// Answers by contract. A query template declares its answer's type; the goal ends with that
// type's one format line (`formatLine`), the reset's `info.answer` carries the type and its JSON
// Schema (`answerSchema`), and the agent answers with a typed JSON value or with text. Text is read
// by one closed grammar, the same for every type (docs/tasks.md, "Answers"):
//
//     answer := [quote] [LABEL (":" | "·")] [SIGN] [SYMBOL] VALUE [UNIT] [quote] ["."]
//
// VALUE is the value in a form the device shows (below, per type); SIGN (+, - or −) only before a
// number; LABEL, SYMBOL (a currency sign the device writes before an amount, "$") and UNIT only the
// ones the spec declares. Nothing else: a sentence around the value, a range, a bound, another unit or
// another label is refused as `answer_format`, whatever its value. Never a substring, never a guess.
//   count     digits or a number word up to ninety-nine ("3", "three"); a declared noun after it ("3 alarms")
//   number    digits, with a decimal point and thousands commas ("45.2", "1,024"); a sign before them
//             (+, - or the minus sign −), and before the declared symbol when there is one ("$1,024.50",
//             "+$31", "−$12" is -12); the declared unit after it
//   duration  a whole number of the declared unit ("45", "45 minutes", "45 min")
//   date      ISO "2026-03-02"; "Monday, March 2[, 2026]", "March 2[, 2026]", "Mar 2", "Mon, Mar 2",
//             "2 March [2026]"; "Today", "Yesterday", "Tomorrow"; a weekday alone for the six days before today
//   time      "15:51", "9:05", "3:51 PM" (am/pm in any case, with or without dots and the space)
//   text      any text; compared in any case, spacing, accents and typographic quotes, a final
//             full stop optional on both sides
//   name      any text; compared as the app tells two names apart (its declared rule)
//   phone     digits with +, spaces, dashes, dots or brackets; compared by digits (a leading 1 of 11 aside)
//   choice    one of the options, in any case
//   list      items separated by commas, semicolons, new lines or "and", each read as its item type;
//             "none" for no items; compared as a set unless the spec says the order matters
//   yes_no    "yes" or "no"
// Typed JSON values: a number (count, number, duration), a boolean (yes_no), an array of strings
// (list), a string for the rest (parsed by the grammar above).

import { nameKey, type NameRule } from '../apps/app.ts';

/** How an app tells two names apart, and the key it tells them by (declared in apps/app.ts). */
export { nameKey, type NameRule };


export type AnswerSpec = (
  | { type: 'count'; /** Nouns that may follow the number ("alarms", "alarm"). */ nouns?: readonly string[] }
  | { type: 'number'; /** The unit the format line names ("megabytes"). */ unit: string; /** Other spellings of it ("MB"). */ aliases?: readonly string[];
      /** The sign the device writes before an amount ("$"): "$12.50" is 12.5. */ symbol?: string; tolerance?: number }
  | { type: 'duration'; unit: 'minutes' | 'hours' | 'seconds' }
  | { type: 'date' }
  | { type: 'time' }
  | { type: 'text'; /** What to write, for the format line ("the door code"). */ what: string }
  | { type: 'name'; what: string; rule: NameRule }
  | { type: 'phone' }
  | { type: 'choice'; options: readonly string[] }
  | { type: 'list'; what: string; item: 'text' | 'name' | 'phone'; rule?: NameRule; ordered?: boolean }
  | { type: 'yes_no' }
) & { /** The label the screen writes before the value ("Door code"): "Door code: 4821" is the answer 4821. */ label?: string };

export type AnswerType = AnswerSpec['type'];
export type AnswerValue = number | string | boolean | string[];

export interface AnswerMatch {
  passed: boolean;
  expected: unknown;
  actual: unknown;
  /** Set when the submission is not of the declared form: `answer_format: <what the goal asked for>`. */
  error?: string;
}

/** What some forms are read against: the device clock when the answer was given. */
export interface AnswerContext {
  now?: number;
}

const DAY = 86_400_000;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

// ---------------------------------------------------------------- the format line and the schema

const DURATION_UNITS = { minutes: ['minutes', 'minute', 'min', 'mins'], hours: ['hours', 'hour', 'h', 'hr', 'hrs'], seconds: ['seconds', 'second', 's', 'sec', 'secs'] } as const;

/** The one line a query goal ends with, fixed per type. */
export function formatLine(spec: AnswerSpec): string {
  switch (spec.type) {
    case 'count': return 'Answer with the number only.';
    case 'number': return `Answer with the number of ${spec.unit} only.`;
    case 'duration': return `Answer with the number of ${spec.unit} only.`;
    case 'date': return 'Answer with the date as YYYY-MM-DD.';
    case 'time': return 'Answer with the time as HH:MM.';
    case 'text': return `Answer with ${spec.what} only.`;
    case 'name': return `Answer with ${spec.what} only.`;
    case 'phone': return 'Answer with the phone number only.';
    case 'choice': return `Answer with one of: ${spec.options.join(', ')}.`;
    case 'list': return `Answer with ${spec.what}, separated by commas${spec.ordered ? ', in order' : ''}, or "none" if there are none.`;
    case 'yes_no': return 'Answer yes or no.';
  }
}

/** The typed value's JSON Schema, for a harness that asks its model for a structured answer. */
export function answerSchema(spec: AnswerSpec): Record<string, unknown> {
  const description = formatLine(spec);
  switch (spec.type) {
    case 'count': return { type: 'integer', minimum: 0, description };
    case 'number': case 'duration': return { type: 'number', description };
    case 'date': return { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description };
    case 'time': return { type: 'string', pattern: '^\\d{2}:\\d{2}$', description };
    case 'choice': return { type: 'string', enum: [...spec.options], description };
    case 'list': return { type: 'array', items: { type: 'string' }, description };
    case 'yes_no': return { type: 'boolean', description };
    default: return { type: 'string', description };
  }
}

// ---------------------------------------------------------------- text, folded for comparison

/** Typographic quotes and apostrophes (as a phone keyboard's smart punctuation types them) as the straight ones. */
export const straightQuotes = (text: string) => text.replace(/[‘’‛]/g, "'").replace(/[“”„]/g, '"');
/** Accents folded: "Belem" is "Belém" (a phone keyboard puts them a long press away). */
export const withoutAccents = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC');
/** Free text as a text answer compares it: any case, spacing, accents and typographic quotes. */
export const foldText = (text: string) => straightQuotes(withoutAccents(text)).replace(/\s+/g, ' ').trim().toLowerCase();

export const sameName = (rule: NameRule, a: unknown, b: string): boolean => typeof a === 'string' && nameKey(rule, a) === nameKey(rule, b);

export function phoneKey(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}
const PHONE = /^\+?[\d\s().\-‐‑–]{3,}$/;

// ---------------------------------------------------------------- the grammar's frame

const QUOTE = `["'“”‘’«»\`]`;
const WRAPPED = new RegExp(`^${QUOTE}(.*)${QUOTE}$`, 's');

/**
 * The ways a text can be read as `[quote] [LABEL sep] VALUE [UNIT] [quote] ["."]`: the value part of
 * each reading. A final full stop and wrapping quotes are optional, so a value that itself ends in
 * one (a folder named "Kids.") is read both with and without it.
 */
function valueReadings(text: string, label: string | undefined, units: readonly string[], symbol?: string): string[] {
  const out = new Set<string>();
  const t = text.trim();
  const bodies = new Set([t]);
  for (const b of [...bodies]) if (b.endsWith('.')) bodies.add(b.slice(0, -1).trim());
  for (const b of [...bodies]) { const w = WRAPPED.exec(b); if (w) bodies.add(w[1]!.trim()); }
  for (const b of [...bodies]) if (b.endsWith('.')) bodies.add(b.slice(0, -1).trim());
  for (const body of bodies) {
    const unlabelled = [body];
    if (label) {
      const head = body.slice(0, label.length);
      const sep = /^\s*[:·]\s*/.exec(body.slice(label.length));
      if (head.toLowerCase() === label.toLowerCase() && sep) unlabelled.push(body.slice(label.length + sep[0].length));
    }
    // A signed amount keeps its sign before the symbol, as a difference shows it: "+$31", "−$12".
    if (symbol) for (const u of [...unlabelled]) {
      const sign = /^[+\-−]/.test(u) ? u[0]! : '';
      if (u.startsWith(symbol, sign.length) && u.length > sign.length + symbol.length) unlabelled.push(sign + u.slice(sign.length + symbol.length).trimStart());
    }
    for (const u of unlabelled) {
      out.add(u);
      for (const unit of units) {
        const tail = new RegExp(`\\s?${unit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
        if (u.length > unit.length && tail.test(u)) out.add(u.replace(tail, ''));
      }
    }
  }
  return [...out].filter((v) => v !== '');
}

// ---------------------------------------------------------------- values

const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** An English number word up to ninety-nine ("seven", "twenty-one", "twenty one"), or undefined. */
export function numberWord(text: string): number | undefined {
  const t = text.trim().toLowerCase().replace(/\s+/g, '-');
  const small = SMALL.indexOf(t);
  if (small >= 0) return small;
  const m = /^([a-z]+)(?:-([a-z]+))?$/.exec(t);
  const tens = m ? TENS.indexOf(m[1]!) : -1;
  if (tens < 2) return undefined;
  if (!m![2]) return tens * 10;
  const unit = SMALL.indexOf(m![2]);
  return unit >= 1 && unit <= 9 ? tens * 10 + unit : undefined;
}

export function wordFor(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 0 || n > 99) return undefined;
  if (n <= 20) return SMALL[n];
  return TENS[Math.floor(n / 10)] + (n % 10 ? `-${SMALL[n % 10]}` : '');
}

function readNumber(text: string, words: boolean): number | undefined {
  const t = text.trim().replace(/^−/, '-');
  if (/^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/.test(t)) return Number(t.replace(/,/g, ''));
  return words ? numberWord(t) : undefined;
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const isoOfMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOfIso = (isoDate: string) => Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)));

function validDate(y: number, m: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, m, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m && date.getUTCDate() === d ? iso(y, m, d) : undefined;
}
const monthOf = (word: string) => {
  const w = word.toLowerCase().replace(/\.$/, '');
  return MONTHS.findIndex((m) => m === w || (w.length === 3 && m.startsWith(w)) || (w === 'sept' && m === 'september'));
};
const weekdayOf = (word: string) => {
  const w = word.toLowerCase().replace(/\.$/, '');
  return WEEKDAYS.findIndex((d) => d === w || d.slice(0, 3) === w);
};

const MONTH_WORD = '([a-z]{3,9}\\.?)';
/** "March 2[, 2026]" and "2 March [2026]", after an optional "Monday, ". */
const MONTH_DAY = new RegExp(`^(?:([a-z]{3,9}\\.?),? )?(?:${MONTH_WORD} (\\d{1,2})(?:,? (\\d{4}))?|(\\d{1,2}) ${MONTH_WORD}(?: (\\d{4}))?)$`);

/**
 * `YYYY-MM-DD` for a date in a form the device shows, or undefined. A form without a year takes
 * `year`; "today", "yesterday", "tomorrow" and a weekday alone read `now`.
 */
export function parseDate(text: string, year?: number, now?: number): string | undefined {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const isoMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (isoMatch) return validDate(Number(isoMatch[1]), Number(isoMatch[2]) - 1, Number(isoMatch[3]));
  if (now !== undefined) {
    const today = Math.floor(now / DAY) * DAY;
    const relative = ({ today: 0, yesterday: -1, tomorrow: 1 } as Record<string, number>)[t];
    if (relative !== undefined) return isoOfMs(today + relative * DAY);
    const wd = weekdayOf(t);
    if (wd >= 0) return isoOfMs([1, 2, 3, 4, 5, 6].map((k) => today - k * DAY).find((ms) => new Date(ms).getUTCDay() === wd)!);
  }
  const m = MONTH_DAY.exec(t);
  if (!m) return undefined;
  const month = monthOf(m[2] ?? m[6]!);
  const y = m[4] ?? m[7] ? Number(m[4] ?? m[7]) : year ?? (now !== undefined ? new Date(now).getUTCFullYear() : undefined);
  if (month < 0 || y === undefined) return undefined;
  const date = validDate(y, month, Number(m[3] ?? m[5]));
  if (date === undefined) return undefined;
  if (m[1] !== undefined && weekdayOf(m[1]) !== new Date(msOfIso(date)).getUTCDay()) return undefined;
  return date;
}

/** `HH:MM` for a time in a form the device shows ("15:51", "9:05", "3:51 PM"), or undefined. */
export function parseTime(text: string): string | undefined {
  const m = /^(\d{1,2}):(\d{2})(?: ?([ap])\.?m\.?)?$/i.exec(text.trim());
  if (!m) return undefined;
  let h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59) return undefined;
  if (m[3]) {
    if (h < 1 || h > 12) return undefined;
    h = (h % 12) + (m[3].toLowerCase() === 'p' ? 12 : 0);
  } else if (h > 23) return undefined;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

// ---------------------------------------------------------------- reading an answer

/** The value an answer gives, in the spec's canonical form, or `refused` with what was wrong with its form. */
type Reading = { values: unknown[] } | { refused: string };

const unitsOf = (spec: AnswerSpec): readonly string[] =>
  spec.type === 'count' ? spec.nouns ?? [] : spec.type === 'number' ? [spec.unit, ...(spec.aliases ?? [])] : spec.type === 'duration' ? DURATION_UNITS[spec.unit] : [];

/** Canonical form of one value given as text (after the grammar's frame is taken off), or undefined. */
function canonicalOf(spec: AnswerSpec, value: string, context: AnswerContext, year?: number): unknown {
  switch (spec.type) {
    case 'count': { const n = readNumber(value, true); return n !== undefined && Number.isInteger(n) && n >= 0 ? n : undefined; }
    case 'number': return readNumber(value, false);
    case 'duration': { const n = readNumber(value, true); return n !== undefined && n >= 0 ? n : undefined; }
    case 'date': return parseDate(value, year, context.now);
    case 'time': return parseTime(value);
    case 'text': return foldText(value);
    case 'name': return nameKey(spec.rule, value);
    case 'phone': return PHONE.test(value) ? phoneKey(value) : undefined;
    case 'choice': return spec.options.find((o) => o.toLowerCase() === value.trim().toLowerCase());
    case 'yes_no': return ({ yes: true, no: false } as Record<string, boolean>)[value.trim().toLowerCase()];
    case 'list': return undefined;
  }
}

function itemKey(spec: Extract<AnswerSpec, { type: 'list' }>, item: string): string | undefined {
  const t = (WRAPPED.exec(item.trim())?.[1] ?? item).trim();
  if (t === '') return undefined;
  if (spec.item === 'phone') return PHONE.test(t) ? phoneKey(t) : undefined;
  return spec.item === 'name' ? nameKey(spec.rule ?? 'caseless', t) : foldText(t);
}

function readList(spec: Extract<AnswerSpec, { type: 'list' }>, submitted: unknown): Reading {
  let items: string[];
  if (Array.isArray(submitted)) {
    if (!submitted.every((i) => typeof i === 'string')) return { refused: 'a list answer is an array of strings' };
    items = submitted;
  } else if (typeof submitted === 'string') {
    const t = submitted.trim().replace(/\.$/, '');
    items = /^(?:none|nobody|nothing)$/i.test(t) ? [] : t.split(/\s*(?:[,;\n]\s*(?:and\s+)?|\s+and\s+)\s*/i);
  } else return { refused: 'a list answer is an array of strings or one text' };
  const keys = items.map((i) => itemKey(spec, i));
  if (keys.some((k) => k === undefined)) return { refused: `an item is not a ${spec.item}` };
  const list = keys as string[];
  return { values: [spec.ordered ? list : [...new Set(list)].sort()] };
}

/** Read a submitted answer: a typed JSON value, or text by the grammar. */
export function readAnswer(spec: AnswerSpec, submitted: unknown, context: AnswerContext = {}, year?: number): Reading {
  if (spec.type === 'list') return readList(spec, submitted);
  if (typeof submitted === 'boolean') return spec.type === 'yes_no' ? { values: [submitted] } : { refused: 'a boolean answers a yes-or-no question only' };
  if (typeof submitted === 'number') {
    if (!Number.isFinite(submitted)) return { refused: 'not a finite number' };
    if (spec.type === 'count') return Number.isInteger(submitted) && submitted >= 0 ? { values: [submitted] } : { refused: 'a count is a whole number' };
    if (spec.type === 'number' || spec.type === 'duration') return { values: [submitted] };
    if (spec.type === 'text' || spec.type === 'name' || spec.type === 'phone') submitted = String(submitted);
    else return { refused: `a number does not answer with a ${spec.type}` };
  }
  if (typeof submitted !== 'string') return { refused: `expected ${spec.type === 'yes_no' ? 'a boolean' : 'a string'}` };
  const values = valueReadings(submitted, spec.label, unitsOf(spec), spec.type === 'number' ? spec.symbol : undefined).map((v) => canonicalOf(spec, v, context, year)).filter((v) => v !== undefined && v !== '');
  return values.length > 0 ? { values } : { refused: `not of the form asked for` };
}

const sameValue = (spec: AnswerSpec, a: unknown, b: unknown) =>
  spec.type === 'number' ? Math.abs(Number(a) - Number(b)) <= (spec.tolerance ?? 0) + 1e-9 : JSON.stringify(a) === JSON.stringify(b);

/** The expected value in canonical form (what `readAnswer` gives for it). */
export function canonicalExpected(spec: AnswerSpec, expected: AnswerValue): unknown {
  const r = readAnswer(spec, expected, {});
  if ('refused' in r) throw new Error(`the expected answer ${JSON.stringify(expected)} is not a ${spec.type} (${r.refused})`);
  return r.values[0];
}

export function matchAnswer(spec: AnswerSpec, expected: AnswerValue, submitted: unknown, context: AnswerContext = {}): AnswerMatch {
  const want = canonicalExpected(spec, expected);
  const year = spec.type === 'date' ? Number(String(want).slice(0, 4)) : undefined;
  const r = readAnswer(spec, submitted, context, year);
  if ('refused' in r) return { passed: false, expected, actual: submitted ?? null, error: `answer_format: ${r.refused}; ${formatLine(spec)}` };
  // Free text reads both sides alike: an expected text's final full stop is as optional as the
  // answer's ("Blockparty Inc" is the developer shown as "Blockparty Inc."). A name keeps it: the
  // app tells "Kids." from "Kids", so only the answer's own final full stop is the sentence's.
  const expectedReading = spec.type === 'text' ? readAnswer(spec, expected, {}, year) : undefined;
  const wants = expectedReading && 'values' in expectedReading ? expectedReading.values : [want];
  const hit = r.values.find((v) => wants.some((w) => sameValue(spec, v, w)));
  return { passed: hit !== undefined, expected, actual: hit ?? r.values[0] };
}

// ---------------------------------------------------------------- forms, for the gate

export interface AnswerForm {
  name: string;
  value: unknown;
}

function dateForms(isoDate: string, now: number | undefined): AnswerForm[] {
  const d = new Date(msOfIso(isoDate));
  const [y, m, day, wd] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay()];
  const month = cap(MONTHS[m]!), weekday = cap(WEEKDAYS[wd]!);
  const forms: AnswerForm[] = [
    { name: 'ISO', value: isoDate },
    { name: 'long, with weekday', value: `${weekday}, ${month} ${day}` },
    { name: 'long, with weekday and year', value: `${weekday}, ${month} ${day}, ${y}` },
    { name: 'month and day', value: `${month} ${day}` },
    { name: 'short', value: `${month.slice(0, 3)} ${day}` },
    { name: 'short, with weekday', value: `${weekday.slice(0, 3)}, ${month.slice(0, 3)} ${day}` },
    { name: 'day first', value: `${day} ${month} ${y}` },
    // As an en-GB device writes it (env.reset's `region`).
    { name: 'en-GB long, with weekday', value: `${weekday} ${day} ${month}` },
    { name: 'en-GB short', value: `${day} ${month.slice(0, 3)}` },
    { name: 'ISO with a full stop', value: `${isoDate}.` },
  ];
  if (now !== undefined) {
    const offset = Math.round((msOfIso(isoDate) - Math.floor(now / DAY) * DAY) / DAY);
    const word = ({ [-1]: 'yesterday', 0: 'today', 1: 'tomorrow' } as Record<number, string>)[offset];
    if (word) forms.push({ name: 'relative', value: cap(word) });
    else if (offset < 0 && offset >= -6) forms.push({ name: 'weekday within the week', value: weekday.slice(0, 3) });
  }
  return forms;
}

const twelve = (h: number, mm: string, flip = false) => `${h % 12 === 0 ? 12 : h % 12}:${mm} ${(h < 12) !== flip ? 'AM' : 'PM'}`;

/** Every form of `expected` that a correct judge must accept. */
export function equivalentForms(spec: AnswerSpec, expected: AnswerValue, context: AnswerContext = {}): AnswerForm[] {
  const withFrame = (forms: AnswerForm[], shown: string): AnswerForm[] => [
    ...forms, { name: 'quoted', value: `"${shown}"` }, { name: 'with a full stop', value: `${shown}.` },
    ...(spec.label ? [{ name: 'with its label', value: `${spec.label}: ${shown}` }] : []),
  ];
  switch (spec.type) {
    case 'count': case 'number': case 'duration': {
      const n = Number(expected);
      const forms: AnswerForm[] = [{ name: 'typed', value: n }, { name: 'digits', value: String(n) }];
      const unit = unitsOf(spec)[0];
      if (unit) forms.push({ name: 'with the unit', value: `${n} ${unit}` });
      if (spec.type === 'number' && spec.symbol) {
        const amount = `${spec.symbol}${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2 })}`;
        forms.push({ name: 'with its symbol, as the device shows it', value: n < 0 ? `-${amount}` : amount }, { name: 'signed, as a difference shows it', value: `${n < 0 ? '−' : '+'}${amount}` });
      }
      const word = spec.type === 'number' ? undefined : wordFor(n);
      if (word) forms.push({ name: 'in words', value: word });
      return withFrame(forms, String(n));
    }
    case 'date': return withFrame(dateForms(String(canonicalExpected(spec, expected)), context.now), String(expected));
    case 'time': {
      const hhmm = String(canonicalExpected(spec, expected));
      const [h, m] = hhmm.split(':') as [string, string];
      const forms: AnswerForm[] = [{ name: '24-hour', value: hhmm }, { name: '12-hour', value: twelve(Number(h), m) }, { name: '12-hour, lower case', value: twelve(Number(h), m).toLowerCase().replace(' ', '') }];
      if (Number(h) < 10) forms.push({ name: 'no leading zero', value: `${Number(h)}:${m}` });
      return withFrame(forms, hhmm);
    }
    case 'text': case 'name': case 'choice': {
      const text = String(expected);
      const forms: AnswerForm[] = [{ name: 'as shown', value: text }];
      if (spec.type !== 'name' || spec.rule === 'caseless') forms.push({ name: 'in other case', value: text.toUpperCase() === text ? text.toLowerCase() : text.toUpperCase() });
      if (spec.type === 'text' && withoutAccents(text) !== text) forms.push({ name: 'without accents', value: withoutAccents(text) });
      if (spec.type === 'text' && /['"]/.test(text)) forms.push({ name: 'typographic quotes', value: text.replace(/"([^"]*)"/g, '“$1”').replace(/'/g, '’') });
      if (spec.type === 'text' && text.trim().endsWith('.')) forms.push({ name: 'without its final full stop', value: text.trim().slice(0, -1) });
      return withFrame(forms, text);
    }
    case 'phone': {
      const digits = phoneKey(String(expected));
      const forms: AnswerForm[] = [{ name: 'as shown', value: String(expected) }, { name: 'digits only', value: digits }];
      if (digits.length === 10) forms.push({ name: 'dashed', value: `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` }, { name: 'with country code', value: `+1 ${digits}` }, { name: 'bracketed area code', value: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6)}` });
      return withFrame(forms, String(expected));
    }
    case 'list': {
      const items = expected as string[];
      if (items.length === 0) return [{ name: 'empty array', value: [] }, { name: 'none', value: 'none' }, { name: 'None.', value: 'None.' }];
      const forms: AnswerForm[] = [{ name: 'array', value: items }, { name: 'commas', value: items.join(', ') }, { name: 'new lines', value: items.join('\n') }];
      if (!spec.ordered) forms.push({ name: 'reversed', value: [...items].reverse() });
      if (items.length > 1) forms.push({ name: 'with "and"', value: `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` }, { name: 'with ", and"', value: `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}` });
      return forms;
    }
    case 'yes_no': {
      const word = expected ? 'yes' : 'no';
      return withFrame([{ name: 'typed', value: Boolean(expected) }, { name: 'word', value: word }, { name: 'capitalised', value: cap(word) }], word);
    }
  }
}

/** Forms close to `expected` but wrong or not of the form asked for, which a correct judge must reject. `others` are other candidates. */
export function nearForms(spec: AnswerSpec, expected: AnswerValue, others: readonly string[] = []): AnswerForm[] {
  const key = (v: unknown) => { const r = readAnswer(spec, v); return 'values' in r ? JSON.stringify(r.values[0]) : undefined; };
  const other = others.find((o) => key(o) !== undefined && key(o) !== key(expected));
  const sentence = (value: string): AnswerForm => ({ name: 'in a sentence', value: `The answer is ${value}.` });
  switch (spec.type) {
    case 'count': case 'number': case 'duration': {
      const n = Number(expected);
      const step = spec.type === 'number' ? Math.max(1, (spec.tolerance ?? 0) * 2) : 1;
      const forms: AnswerForm[] = [{ name: 'one more', value: n + step }, sentence(String(n)), { name: 'a bound', value: `${n} or more` }, { name: 'about', value: `about ${n}` }, { name: 'a word that is no number', value: 'several' }];
      if (n >= step) forms.push({ name: 'one less', value: n - step });
      const word = spec.type === 'count' ? wordFor(n + 1) : undefined;
      if (word) forms.push({ name: 'one more, in words', value: word });
      forms.push({ name: 'another unit', value: `${n} ${spec.type === 'duration' && spec.unit === 'hours' ? 'minutes' : 'hours'}` }, { name: 'another label before it', value: `Undeclared: ${n}` });
      if (spec.type === 'number' && spec.symbol) forms.push({ name: 'another symbol', value: `${spec.symbol === '€' ? '£' : '€'}${n}` }, { name: 'one more, with its symbol', value: `${spec.symbol}${n + step}` });
      if (spec.type === 'number' && spec.symbol && n !== 0) forms.push({ name: 'the other sign, before its symbol', value: `${n > 0 ? '−' : '+'}${spec.symbol}${Math.abs(n)}` });
      return forms;
    }
    case 'date': {
      const ms = msOfIso(String(canonicalExpected(spec, expected)));
      const [after, before] = [isoOfMs(ms + DAY), isoOfMs(ms - DAY)];
      const wrongWeekday = `${cap(WEEKDAYS[(new Date(ms).getUTCDay() + 1) % 7]!)}, ${dateForms(isoOfMs(ms), undefined)[3]!.value}`;
      return [{ name: 'the day after', value: after }, { name: 'the day before, long form', value: dateForms(before, undefined)[2]!.value }, { name: 'a weekday that is not its own', value: wrongWeekday }, sentence(isoOfMs(ms)), { name: 'no date', value: 'soon' }];
    }
    case 'time': {
      const [h, m] = String(canonicalExpected(spec, expected)).split(':').map(Number) as [number, number];
      const at = (hh: number, mm: number) => `${String(((hh % 24) + 24) % 24).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
      return [
        { name: 'one minute later', value: m === 59 ? at(h + 1, 0) : at(h, m + 1) },
        { name: 'twelve hours off', value: at(h + 12, m) },
        { name: 'the other half of the day', value: twelve(h, String(m).padStart(2, '0'), true) },
        { name: 'a range from it', value: `${at(h, m)} – ${at(h + 1, m)}` },
        { name: 'with a day word', value: `${at(h, m)} tomorrow` },
        sentence(at(h, m)),
      ];
    }
    case 'text': case 'name': case 'phone': {
      const text = String(expected);
      const forms: AnswerForm[] = [{ name: 'with more words', value: `${text} and more` }, { name: 'a list holding it', value: [text] }, sentence(text)];
      if (spec.label) forms.push({ name: 'another label before it', value: `Undeclared: ${text}` });
      if (spec.type === 'name') forms.push({ name: 'a character more', value: `${text}!` });
      if (spec.type === 'name' && spec.rule === 'exact' && text.toLowerCase() !== text) forms.push({ name: 'in lower case', value: text.toLowerCase() });
      if (spec.type === 'phone') forms.push({ name: 'one digit off', value: text.replace(/\d(?=\D*$)/, (d) => String((Number(d) + 1) % 10)) });
      if (other) forms.push({ name: 'another candidate', value: other });
      return forms;
    }
    case 'choice': {
      const option = spec.options.find((o) => o.toLowerCase() !== String(expected).toLowerCase());
      return [...(option ? [{ name: 'another option', value: option }] : []), { name: 'a list holding it', value: [String(expected)] }, sentence(String(expected)), { name: 'an undeclared label before it', value: `Undeclared · ${expected}` }];
    }
    case 'list': {
      const items = expected as string[];
      const forms: AnswerForm[] = [{ name: 'a number', value: items.length }];
      if (items.length > 0) forms.push({ name: 'one item missing', value: items.slice(1) }, { name: 'in a sentence', value: `They are ${items.join(', ')}.` });
      if (spec.ordered && items.length > 1) forms.push({ name: 'reversed', value: [...items].reverse() });
      const extra = others.find((o) => !items.some((i) => itemKey(spec, i) === itemKey(spec, o)));
      if (extra) forms.push({ name: 'one item extra', value: [...items, extra] });
      if (items.length === 0) forms.push({ name: 'one item where there are none', value: [others[0] ?? 'Nobody'] });
      return forms;
    }
    case 'yes_no': return [{ name: 'the other answer', value: !expected }, { name: 'the other word', value: expected ? 'no' : 'yes' }, sentence(expected ? 'yes' : 'no'), { name: 'maybe', value: 'maybe' }];
  }
}
