// Typed answers for query tasks: one module of equivalent forms, used by the matcher and by the
// judge gate alike. An answer is accepted in every form the device itself shows (and ISO);
// never by substring.
//   number  bare, or as an English word ("two", "twenty one"), followed or not by what was counted as a
//           screen writes it ("2 missed calls"; ending in a unit the question names, "7 unchecked items");
//           never a measure the question did not ask for, another number, or a bound ("3 or more");
//           with units declared, also as a summary line gives it ("3 of 6 left": the first number);
//           a declared unit is taken whole, even a phrase with "not" in it ("3 not checked off");
//           a declared label the screen writes before the figure may come with it ("Documents: 45.2 MB")
//   text    case, spacing, accents, wrapping quotes, typographic quotes (’ for ') and a final full stop do not
//           matter; a declared label the screen writes before the value may come with it ("Door code:
//           4821", "Door code is 4821"), the text read whole first; `phone` compares digits, with or without the label a phone screen writes beside
//           the number ("Mobile · +1 555-0100")
//   date    ISO, "Friday, February 27, 2026", "February 27", "Feb 27", "Fri, Feb 27", "2/27/2026",
//           "today" / "yesterday" / "tomorrow" and a weekday within a week, read on the device clock;
//           "on March 2" as said; the time a screen writes beside the day is not checked ("Mar 2, 2:05 PM")
//   time    "15:51", "3:51 PM", "09:05" or "9:05", with or without the day word a clock shows beside
//           it ("03:15 tomorrow", "Tomorrow, 03:15"), with its UTC offset ("03:15 Tomorrow, UTC+9"),
//           or the date a calendar writes above it ("Friday, March 6, 15:51", "15:51 on Friday");
//           none of them is checked; "at 15:51" as said; a range as
//           an event page writes it reads as its start ("15:51 – 16:51", the end later)
//   list    separated by commas, semicolons, "and" or new lines, in any order; one item a line may
//           start with a bullet or its number ("- Ana", "2. Ben")
//   choice  one of the options, as text; a declared label may come before it as the screen's summary line
//           writes it ("Wi-Fi · HomeNet"); labels end at a colon, a dash, a middle dot or bullet, "is" or a space

export type AnswerSpec =
  | { type: 'number'; tolerance?: number; /** Words accepted after the number ("minutes", "min"). */ units?: readonly string[];
      /** Labels the screen writes before the figure ("Documents"): "Documents: 45.2 MB" is the answer 45.2. */ labels?: readonly string[] }
  | { type: 'text'; /** `phone` compares digits only, ignoring a leading country code 1. */ format?: 'plain' | 'phone';
      /** Labels the screen writes before the value ("Door code"): "Door code: 4821" is the answer 4821. */ labels?: readonly string[] }
  | { type: 'date' }
  | { type: 'time' }
  | { type: 'list'; format?: 'plain' | 'phone' }
  | { type: 'choice'; options: readonly string[];
      /** Labels the screen writes before the option ("Wi-Fi"): "Wi-Fi · HomeNet" is the answer HomeNet. */ labels?: readonly string[] };

export type AnswerValue = number | string | string[];

export interface AnswerMatch {
  passed: boolean;
  expected: unknown;
  actual: unknown;
  /** Why a submission was not even of the right type. */
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

const QUOTES = /^["'“”‘’«»`]+|["'“”‘’«»`]+$/g;

/** Typographic quotes and apostrophes (“ ” ‘ ’, as a phone keyboard's smart punctuation types them) as the straight ones. */
export const straightQuotes = (text: string) => text.replace(/[‘’‛]/g, "'").replace(/[“”„]/g, '"');

/** Accents folded: "Belem" is "Belém" (a phone keyboard puts them a long press away). */
export const withoutAccents = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC');

/**
 * Text as compared: NFKC, accents folded, lower case, spaces collapsed, typographic quotes and
 * apostrophes (“ ” ‘ ’, as smart punctuation types them) as straight ones, wrapping quotes and
 * final punctuation gone.
 */
export function normalizeText(text: string): string {
  let t = straightQuotes(withoutAccents(text)).replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 3; i++) t = t.replace(/[.!?]+$/, '').trim().replace(QUOTES, '').trim();
  return t.toLowerCase();
}

/**
 * Text a goal names and the agent typed (a title, a label, a name): the same in any case and
 * spacing, wrapping quotes and a final full stop aside, as a text answer is.
 */
export function sameTypedText(typed: unknown, want: string): boolean {
  return typeof typed === 'string' && normalizeText(typed) === normalizeText(want);
}

// Dashes as typed, smart punctuation's en dash (555–0100) among them.
const PHONE_SHAPE = /^\s*\+?[\d\s().\-‐‑–]{3,}\s*$/;

/**
 * The label a phone screen writes beside a number, before it ("Mobile · +1 555-0100", "Work:
 * 555-0100") or after it ("+1 555-0100 (mobile)"), on normalized (lower-case) text. Copied along
 * with the number, it does not make the answer another number; any other word still does.
 */
const PHONE_LABEL = /^(?:mobile|cell|home|work|phone|tel)\s*[:·-]?\s+|\s+\(?(?:mobile|cell|home|work)\)?$/g;
const withoutPhoneLabel = (text: string) => text.replace(PHONE_LABEL, '');

export function normalizePhone(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

function normalizeAs(text: string, format: 'plain' | 'phone' | undefined): string {
  return format === 'phone' ? normalizePhone(text) : normalizeText(text);
}

/**
 * Between a label and its value: a colon, a dash, the middle dot or bullet a screen's summary line
 * writes, "is", or a space ("Door code: 4821", "Wi-Fi · HomeNet", "Door code is 4821", "Door code 4821").
 */
const LABEL_SEPARATOR = /^(?:\s*[:=\-–—·•]\s*|\s+is\s+|\s+)/i;

/** The value after one of the declared labels ("Door code: 4821" gives "4821"), or the text whole. What follows must still be the whole value. */
function withoutLabel(text: string, labels: readonly string[] | undefined): string {
  const t = text.trim();
  for (const label of labels ?? []) {
    const head = t.slice(0, label.length);
    const rest = t.slice(label.length);
    const separator = LABEL_SEPARATOR.exec(rest);
    if (normalizeText(head) === normalizeText(label) && separator) return rest.slice(separator[0].length);
  }
  return t;
}

// ---------------------------------------------------------------- numbers

const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** Units of measure: a number followed by one of these is a measurement, so the unit must be the one asked for. */
const MEASURES = new Set(['ms', 's', 'sec', 'secs', 'second', 'seconds', 'm', 'min', 'mins', 'minute', 'minutes', 'h', 'hr', 'hrs', 'hour', 'hours', 'day', 'days', 'week', 'weeks', 'b', 'kb', 'mb', 'gb', 'tb', 'bytes', '%', 'percent']);

/** An English number word up to ninety-nine ("seven", "twenty-one"), or undefined. */
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

function parseNumber(value: unknown, units: readonly string[] | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const t = normalizeText(value);
  // The number (digits, or one or two number words), then what follows it.
  const digits = /^([-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?|[-+]?\d+(?:\.\d+)?)\s*(.*)$/.exec(t);
  let n: number | undefined;
  let rest: string;
  if (digits) {
    n = Number(digits[1]!.replace(/,/g, ''));
    rest = digits[2]!;
  } else {
    const words = t.split(' ');
    const two = words.length >= 2 ? numberWord(`${words[0]} ${words[1]}`) : undefined;
    n = two ?? numberWord(words[0]!);
    rest = words.slice(two === undefined ? 1 : 2).join(' ');
  }
  if (n === undefined) return undefined;
  if (rest === '' || countedNoun(rest, units)) return n;
  // "3 of 6 left", as a list's summary line says it: the first number is the answer when what
  // follows the total ends in a unit the question names (never without declared units).
  const share = /^of (\d+) (.+)$/.exec(rest);
  return share && units && units.length > 0 && Number(share[1]) >= n && countedNoun(share[2]!, units) ? n : undefined;
}

/** Words that make what follows a number a bound, a range or another amount ("or 3", "more", "about", "one hundred"): never what was counted. */
const QUALIFIERS = new Set(['and', 'or', 'to', 'but', 'not', 'no', 'more', 'less', 'fewer', 'than', 'plus', 'minus', 'times', 'of', 'out', 'about', 'around', 'roughly', 'approximately', 'maybe', 'nearly', 'almost', 'over', 'under', 'at', 'least', 'most', 'only', 'each', 'per', 'hundred', 'thousand', 'million', 'billion', 'dozen', 'dozens', 'half', 'quarter', 'point']);

/**
 * What may follow a number: a short phrase naming what was counted, as a screen writes it ("2
 * missed calls", "7 unchecked items"). With units declared it ends in one of them (or is one);
 * with none, none of its words is a measure. Never more than three words, another number, or a
 * word that makes the number a bound ("or more", "about").
 */
function countedNoun(phrase: string, units: readonly string[] | undefined): boolean {
  // A phrase the question itself declares is taken whole, whatever its words ("not checked off").
  if (units?.some((u) => normalizeText(u) === phrase)) return true;
  const words = phrase.split(' ');
  if (words.length > 3 || !words.every((w) => /^[a-z%]+$/.test(w))) return false;
  if (words.some((w) => QUALIFIERS.has(w) || numberWord(w) !== undefined)) return false;
  if (units && units.length > 0) {
    // A declared phrase returned above; here the last word is a declared unit, the ones before it no measure.
    return units.map(normalizeText).includes(words.at(-1)!) && words.slice(0, -1).every((w) => !MEASURES.has(w));
  }
  return words.every((w) => !MEASURES.has(w));
}

// ---------------------------------------------------------------- dates and times

const iso = (y: number, m: number, d: number) => `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

function validDate(y: number, m: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, m, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m && date.getUTCDate() === d ? iso(y, m, d) : undefined;
}

const monthOf = (word: string) => {
  const w = word.toLowerCase().replace(/\.$/, '');
  return w.length >= 3 ? MONTHS.findIndex((m) => m.startsWith(w) && (w.length === 3 || m === w || (w === 'sept' && m === 'september'))) : -1;
};
const weekdayOf = (word: string) => {
  const w = word.toLowerCase().replace(/\.$/, '');
  return w.length >= 3 ? WEEKDAYS.findIndex((d) => d === w || d.slice(0, 3) === w || (w.length > 3 && d.startsWith(w))) : -1;
};
const dayOfIso = (isoDate: string) => Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)));
const isoOfMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A clock time after a date ("…, 14:05", "… at 2:05 pm", "… · 14:05"): a date answer's time of day, which does not change the date. */
const TIME_AFTER_DATE = /(?:\s*[,·]\s*|\s+)(?:at\s+)?(?:\d{1,2}:\d{2}(?:\s*[ap]\.?\s?m\.?)?|\d{1,2}\s*[ap]\.?\s?m\.?)$/;

/**
 * `YYYY-MM-DD` for a date answer in any form the device shows, or undefined. A form without a
 * year takes the year of `reference` (the expected date); relative words read `now`.
 */
export function parseDate(value: unknown, reference?: string, now?: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  // "on March 2", as one answers "on what date": "on" does not change the date; nor does the time a
  // screen writes beside the date ("Monday, March 2, 2026 at 14:05", "Mar 2, 2:05 PM", "Mar 2 · 14:05").
  const t = normalizeText(value).replace(/(\d)(st|nd|rd|th)\b/g, '$1').replace(/^on\s+/, '').replace(TIME_AFTER_DATE, '');
  const isoMatch = /^(\d{4})-(\d{2})-(\d{2})(?:[t ][\d:.]+(?:z|[+-]\d{2}:?\d{2})?)?$/.exec(t);
  if (isoMatch) return validDate(Number(isoMatch[1]), Number(isoMatch[2]) - 1, Number(isoMatch[3]));
  const refYear = reference ? Number(reference.slice(0, 4)) : now !== undefined ? new Date(now).getUTCFullYear() : undefined;
  if (now !== undefined) {
    const today = Math.floor(now / DAY) * DAY;
    const relative = { today: 0, yesterday: -1, tomorrow: 1 }[t];
    if (relative !== undefined) return isoOfMs(today + relative * DAY);
    const wd = weekdayOf(t);
    if (wd >= 0 && /^[a-z.]+$/.test(t)) {
      // A weekday alone, as lists show days within a week: the one within six days of `reference`'s side of now.
      const candidates = [-6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6].map((k) => today + k * DAY).filter((ms) => new Date(ms).getUTCDay() === wd);
      const want = reference ? dayOfIso(reference) : undefined;
      const hit = candidates.find((ms) => ms === want) ?? candidates.find((ms) => ms <= today);
      return hit === undefined ? undefined : isoOfMs(hit);
    }
  }
  const words = t.replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  let weekday = -1;
  if (words.length > 1 && weekdayOf(words[0]!) >= 0) weekday = weekdayOf(words.shift()!);
  let y: number | undefined, m = -1, d: number | undefined;
  const slash = words.length === 1 ? /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?$/.exec(words[0]!) : null;
  if (slash) {
    m = Number(slash[1]) - 1;
    d = Number(slash[2]);
    y = slash[3] === undefined ? refYear : slash[3].length === 2 ? 2000 + Number(slash[3]) : Number(slash[3]);
  } else if (words.length >= 2 && words.length <= 3 && monthOf(words[0]!) >= 0 && /^\d{1,2}$/.test(words[1]!)) {
    m = monthOf(words[0]!); d = Number(words[1]);
    y = words[2] === undefined ? refYear : /^\d{4}$/.test(words[2]) ? Number(words[2]) : undefined;
  } else if (words.length >= 2 && words.length <= 3 && /^\d{1,2}$/.test(words[0]!) && monthOf(words[1]!) >= 0) {
    d = Number(words[0]); m = monthOf(words[1]!);
    y = words[2] === undefined ? refYear : /^\d{4}$/.test(words[2]) ? Number(words[2]) : undefined;
  } else return undefined;
  if (y === undefined || d === undefined || m < 0) return undefined;
  const date = validDate(y, m, d);
  if (date === undefined) return undefined;
  if (weekday >= 0 && new Date(dayOfIso(date)).getUTCDay() !== weekday) return undefined;
  return date;
}

/** A day word beside a time, as a world clock shows it: "03:15 tomorrow", "03:15 (today)", "Yesterday, 23:10". */
const DAY_WORD = /^(?:today|tomorrow|yesterday),?\s+|,?\s+\(?(?:today|tomorrow|yesterday)\)?$/;

/**
 * The UTC offset a world clock writes beside a city's time, with or without its day word ("03:15
 * Tomorrow, UTC+9", "03:15 (UTC−5)", "UTC+5:45, 14:50"): like the day word it is not checked (the
 * time is what was asked).
 */
const ZONE_LINE = '\\(?(?:(?:today|tomorrow|yesterday),?\\s+)?(?:utc|gmt)(?:\\s*[+\\-−]\\s*\\d{1,2}(?::\\d{2})?)?\\)?';
const ZONE_AFTER = new RegExp(`,?\\s+${ZONE_LINE}$`);
const ZONE_BEFORE = new RegExp(`^${ZONE_LINE},?\\s+`);

/** "at" before a time, as one says it ("at 14:30", "tomorrow at 3 pm"): it does not change the time. */
const AT = /^at\s+/;
/** Two clock times joined by a dash or "to"/"until" ("14:30 – 15:30", "09:00-10:00", "2 pm to 3 pm"). */
const TIME_RANGE = /^(?:from\s+)?(\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?)\s*(?:[-‐‑–—]|\s(?:to|until|till)\s)\s*(\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?)$/i;

/**
 * A date beside a time, as a calendar writes it above or beside the time ("Friday, March 6, 14:30",
 * "Fri, Mar 6 at 2:30 pm", "14:30 on Friday"): the weekday and/or the month and day, the year optional.
 * Like a day word it is not checked (the question names the day; the answer is the time).
 */
const WEEKDAY_WORD = '(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|sun|mon|tues?|wed|thu(?:rs?)?|fri|sat)';
const MONTH_DAY = '(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\s+\\d{1,2}(?:,?\\s+\\d{4})?';
const DATE_PART = `(?:${WEEKDAY_WORD}(?:,?\\s+${MONTH_DAY})?|${MONTH_DAY})`;
const DATE_BEFORE = new RegExp(`^${DATE_PART},?\\s+(?:at\\s+)?`);
const DATE_AFTER = new RegExp(`,?\\s+(?:on\\s+)?${DATE_PART}$`);

/** `HH:MM` for a time answer ("15:51", "3:51 pm", "3 pm", "09:05", "03:15 tomorrow", "at 14:30"), or undefined. */
export function parseTime(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // A time range as calendars write it ("14:30 – 15:30", "2 pm to 3 pm") says when something
  // starts: it reads as its first time, and only when both ends are times and the end is later.
  const range = TIME_RANGE.exec(value.trim());
  if (range) {
    const [from, to] = [parseTime(range[1]), parseTime(range[2])];
    if (from !== undefined && to !== undefined && to > from) return from;
  }
  const t = normalizeText(value).replace(/\./g, '').replace(/\s+/g, ' ').replace(ZONE_AFTER, '').replace(ZONE_BEFORE, '').replace(AT, '').replace(DAY_WORD, '').replace(DATE_BEFORE, '').replace(DATE_AFTER, '').replace(AT, '');
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/.exec(t);
  if (!m || (m[2] === undefined && m[3] === undefined)) return undefined;
  let h = Number(m[1]);
  const min = m[2] === undefined ? 0 : Number(m[2]);
  if (min > 59) return undefined;
  if (m[3]) {
    if (h < 1 || h > 12) return undefined;
    h = (h % 12) + (m[3] === 'pm' ? 12 : 0);
  } else if (h > 23) return undefined;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

// ---------------------------------------------------------------- lists

function parseList(value: unknown): string[] | undefined {
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.map(String);
  if (typeof value === 'string') {
    // A bullet or an item's number opening a line ("- Ana", "• Ana", "2. Ben", "3) Cleo") is not part of the item.
    return value.split(/[,;\n]|\s+and\s+|\s+&\s+/i).map((s) => s.trim().replace(/^and\s+/i, '').replace(/^(?:[-*•]|\d{1,2}[.)])\s+/, '')).filter((s) => s !== '');
  }
  return undefined;
}

// ---------------------------------------------------------------- matching

const wrongType = (spec: AnswerSpec, expected: unknown, actual: unknown): AnswerMatch => ({
  passed: false, expected, actual, error: `expected an answer of type ${spec.type}`,
});

export function matchAnswer(spec: AnswerSpec, expected: AnswerValue, submitted: unknown, context: AnswerContext = {}): AnswerMatch {
  switch (spec.type) {
    case 'number': {
      const n = parseNumber(submitted, spec.units) ?? (typeof submitted === 'string' && spec.labels ? parseNumber(withoutLabel(submitted, spec.labels), spec.units) : undefined);
      if (n === undefined) return wrongType(spec, expected, submitted);
      return { passed: Math.abs(n - Number(expected)) <= (spec.tolerance ?? 0) + 1e-9, expected, actual: n };
    }
    case 'text': {
      if (typeof submitted !== 'string' && typeof submitted !== 'number') return wrongType(spec, expected, submitted);
      // A phone number is digits and the usual separators; words around it make it something else.
      // The text whole first: a value may itself begin with a label's word ("Re-scheduled" for a label "Re").
      const whole = String(submitted);
      const want = normalizeAs(String(expected), spec.format);
      const value = normalizeAs(whole, spec.format) === want ? whole : withoutLabel(whole, spec.labels);
      if (spec.format === 'phone' && !PHONE_SHAPE.test(withoutPhoneLabel(normalizeText(value)))) return { ...wrongType(spec, expected, submitted), error: 'expected a phone number' };
      const actual = normalizeAs(value, spec.format);
      return { passed: actual !== '' && actual === want, expected: want, actual };
    }
    case 'date': {
      const actual = parseDate(submitted, parseDate(expected), context.now);
      if (actual === undefined) return wrongType(spec, expected, submitted);
      return { passed: actual === parseDate(expected), expected, actual };
    }
    case 'time': {
      const actual = parseTime(submitted);
      if (actual === undefined) return wrongType(spec, expected, submitted);
      return { passed: actual === parseTime(expected), expected, actual };
    }
    case 'list': {
      const items = parseList(submitted);
      if (items === undefined) return wrongType(spec, expected, submitted);
      const actual = [...new Set(items.map((i) => normalizeAs(i, spec.format)))].sort();
      const want = [...new Set((expected as string[]).map((i) => normalizeAs(i, spec.format)))].sort();
      return { passed: actual.length === want.length && actual.every((v, i) => v === want[i]), expected: want, actual };
    }
    case 'choice': {
      if (typeof submitted !== 'string') return wrongType(spec, expected, submitted);
      // An option whole first, then after a declared label.
      const whole = normalizeText(submitted);
      const actual = spec.options.some((o) => normalizeText(o) === whole) ? whole : normalizeText(withoutLabel(submitted, spec.labels));
      const option = spec.options.find((o) => normalizeText(o) === actual);
      if (option === undefined) return { passed: false, expected, actual: submitted, error: `not one of: ${spec.options.join(', ')}` };
      return { passed: normalizeText(String(expected)) === actual, expected, actual: option };
    }
  }
}

// ---------------------------------------------------------------- forms, for the gate

export interface AnswerForm {
  name: string;
  value: AnswerValue;
}

function dateForms(isoDate: string, now: number | undefined): AnswerForm[] {
  const ms = dayOfIso(isoDate);
  const d = new Date(ms);
  const [y, m, day, wd] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay()];
  const month = cap(MONTHS[m]!), weekday = cap(WEEKDAYS[wd]!);
  const forms: AnswerForm[] = [
    { name: 'ISO', value: isoDate },
    { name: 'long, with weekday and year', value: `${weekday}, ${month} ${day}, ${y}` },
    { name: 'long, with weekday', value: `${weekday}, ${month} ${day}` },
    { name: 'month and day', value: `${month} ${day}` },
    { name: 'short', value: `${month.slice(0, 3)} ${day}` },
    { name: 'short, with weekday', value: `${weekday.slice(0, 3)}, ${month.slice(0, 3)} ${day}` },
    { name: 'day first', value: `${day} ${month} ${y}` },
    { name: 'numeric', value: `${m + 1}/${day}/${y}` },
    { name: 'after "on"', value: `on ${month} ${day}` },
    // A call log or an event page writes the time under or beside the day: copied with it.
    { name: 'with a time after it', value: `${weekday}, ${month} ${day}, ${y} at 14:05` },
    { name: 'short, with a time after it', value: `${month.slice(0, 3)} ${day}, 2:05 PM` },
  ];
  if (now !== undefined) {
    const offset = Math.round((ms - Math.floor(now / DAY) * DAY) / DAY);
    const word = { [-1]: 'yesterday', 0: 'today', 1: 'tomorrow' }[offset];
    if (word) forms.push({ name: 'relative', value: cap(word) });
    else if (offset < 0 && offset >= -6) forms.push({ name: 'weekday within the week', value: weekday.slice(0, 3) });
  }
  return forms;
}

function timeForms(hhmm: string): AnswerForm[] {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const mm = String(m).padStart(2, '0');
  const forms: AnswerForm[] = [{ name: '24-hour', value: hhmm }, { name: '12-hour', value: `${h % 12 === 0 ? 12 : h % 12}:${mm} ${h < 12 ? 'AM' : 'PM'}` }];
  if (h < 10) forms.push({ name: 'no leading zero', value: `${h}:${mm}` });
  forms.push({ name: 'with a day word', value: `${hhmm} today` }, { name: 'after "at"', value: `at ${hhmm}` }, { name: 'after a date', value: `Friday, March 6, ${hhmm}` });
  // An event page's time line: a range says when it starts.
  if (h < 23) forms.push({ name: 'a range from it', value: `${hhmm} – ${String(h + 1).padStart(2, '0')}:${mm}` });
  return forms;
}

/** Every form of `expected` that a correct judge must accept. */
export function equivalentForms(spec: AnswerSpec, expected: AnswerValue, context: AnswerContext = {}): AnswerForm[] {
  switch (spec.type) {
    case 'number': {
      const n = Number(expected);
      const forms: AnswerForm[] = [{ name: 'number', value: n }, { name: 'digits', value: String(n) }];
      if (spec.units?.length) forms.push({ name: 'with the unit', value: `${n} ${spec.units[0]}` });
      if (spec.labels?.length) forms.push({ name: 'with its label', value: `${spec.labels[0]}: ${n}${spec.units?.length ? ` ${spec.units[0]}` : ''}` });
      const word = wordFor(n);
      if (word) forms.push({ name: 'in words', value: word });
      return forms;
    }
    case 'text': {
      const text = String(expected);
      const forms: AnswerForm[] = [{ name: 'as shown', value: text }, { name: 'quoted', value: `"${text}"` }, { name: 'with a full stop', value: `${text}.` }, { name: 'lower case', value: text.toLowerCase() }];
      if (spec.labels?.length) forms.push({ name: 'with its label', value: `${spec.labels[0]}: ${text}` }, { name: 'with its label, no colon', value: `${spec.labels[0]} ${text}` }, { name: 'with its label and "is"', value: `${spec.labels[0]} is ${text}` });
      if (withoutAccents(text) !== text) forms.push({ name: 'without accents', value: withoutAccents(text) });
      if (/['"]/.test(text)) forms.push({ name: 'typographic quotes', value: text.replace(/"([^"]*)"/g, '“$1”').replace(/'/g, '’') });
      if (spec.format === 'phone') {
        const digits = normalizePhone(text);
        forms.push({ name: 'digits only', value: digits });
        if (digits.length === 10) forms.push({ name: 'dashed', value: `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` }, { name: 'with country code', value: `+1 ${digits}` });
        forms.push({ name: 'with its label', value: `Mobile · ${text}` });
        if (digits.length === 10) forms.push({ name: 'with en dashes', value: `${digits.slice(0, 3)}–${digits.slice(3, 6)}–${digits.slice(6)}` });
      }
      return forms;
    }
    case 'date': return dateForms(parseDate(expected)!, context.now);
    case 'time': return timeForms(parseTime(expected)!);
    case 'list': {
      const items = expected as string[];
      const forms: AnswerForm[] = [{ name: 'array', value: items }, { name: 'reversed', value: [...items].reverse() }, { name: 'commas', value: items.join(', ') }, { name: 'new lines', value: items.join('\n') }, { name: 'bulleted', value: items.map((i) => `- ${i}`).join('\n') }];
      if (items.length > 1) forms.push({ name: 'with "and"', value: `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` });
      return forms;
    }
    case 'choice': {
      const forms: AnswerForm[] = [{ name: 'as shown', value: String(expected) }, { name: 'lower case', value: String(expected).toLowerCase() }, { name: 'quoted', value: `"${expected}"` }];
      if (spec.labels?.length) forms.push({ name: 'with its label', value: `${spec.labels[0]}: ${expected}` }, { name: 'with its label and a middle dot', value: `${spec.labels[0]} · ${expected}` });
      return forms;
    }
  }
}

/** Forms close to `expected` but wrong, which a correct judge must reject. `others` are other candidates. */
export function nearForms(spec: AnswerSpec, expected: AnswerValue, others: readonly string[] = []): AnswerForm[] {
  const other = others.find((o) => normalizeText(o) !== normalizeText(String(expected)));
  switch (spec.type) {
    case 'number': {
      const n = Number(expected);
      const forms: AnswerForm[] = [{ name: 'one more', value: n + 1 }];
      if (n >= 1) forms.push({ name: 'one less', value: n - 1 });
      const word = wordFor(n + 1);
      if (word) forms.push({ name: 'one more, in words', value: word });
      if (spec.units?.length) forms.push({ name: 'another unit', value: `${n} ${MEASURES.has(spec.units[0]!.toLowerCase()) && !spec.units.some((u) => /^h/.test(u)) ? 'hours' : 'seconds'}` });
      if (spec.labels?.length) forms.push({ name: 'its label, one more', value: `${spec.labels[0]}: ${n + 1}` }, { name: 'another label before it', value: `Undeclared label: ${n}` });
      forms.push({ name: 'a word that is no number', value: 'several' });
      return forms;
    }
    case 'text': {
      const text = String(expected);
      const forms: AnswerForm[] = [{ name: 'with more words', value: `${text} and more` }, { name: 'a list holding it', value: [text] }];
      if (spec.labels?.length) forms.push({ name: 'another label before it', value: `Undeclared label: ${text}` }, { name: 'its label, then words after the value', value: `${spec.labels[0]} ${text} maybe` });
      if (other) forms.push({ name: 'another candidate', value: other });
      if (spec.format === 'phone') forms.push({ name: 'one digit off', value: text.replace(/\d(?=\D*$)/, (d) => String((Number(d) + 1) % 10)) });
      return forms;
    }
    case 'date': {
      const ms = dayOfIso(parseDate(expected)!);
      const after = isoOfMs(ms + DAY), before = isoOfMs(ms - DAY);
      return [
        { name: 'the day after', value: after },
        { name: 'the day before, long form', value: dateForms(before, undefined)[1]!.value },
        { name: 'the day after, short form', value: dateForms(after, undefined)[4]!.value },
        { name: 'no date', value: 'soon' },
      ];
    }
    case 'time': {
      const [h, m] = parseTime(expected)!.split(':').map(Number) as [number, number];
      const at = (hh: number, mm: number) => `${String(((hh % 24) + 24) % 24).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
      return [
        { name: 'one minute later', value: m === 59 ? at(h + 1, 0) : at(h, m + 1) },
        { name: 'twelve hours off', value: at(h + 12, m) },
        { name: 'the other half of the day', value: `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'PM' : 'AM'}` },
        ...(h > 0 ? [{ name: 'a range that ends at it', value: `${at(h - 1, m)} – ${at(h, m)}` }] : []),
      ];
    }
    case 'list': {
      const items = expected as string[];
      const forms: AnswerForm[] = [{ name: 'a number', value: items.length }];
      if (items.length > 1) forms.push({ name: 'one item missing', value: items.slice(1) });
      const extra = others.find((o) => !items.some((i) => normalizeText(i) === normalizeText(o)));
      if (extra) forms.push({ name: 'one item extra', value: [...items, extra] });
      if (items.length === 0) forms.push({ name: 'one item extra', value: ['Nobody'] });
      return forms;
    }
    case 'choice': {
      const option = spec.options.find((o) => normalizeText(o) !== normalizeText(String(expected)));
      const forms: AnswerForm[] = [...(option ? [{ name: 'another option', value: option }] : []), { name: 'a list holding it', value: [String(expected)] }];
      if (spec.labels?.length) {
        forms.push({ name: 'another label before it', value: `Undeclared label: ${expected}` });
        if (option) forms.push({ name: 'its label before another option', value: `${spec.labels[0]} · ${option}` });
      }
      return forms;
    }
  }
}
