// Typed answer matching for query tasks. Normalization is per type; never substring matching.

export type AnswerSpec =
  | { type: 'number'; tolerance?: number }
  | { type: 'text'; /** `phone` compares digits only, ignoring a leading country code 1. */ format?: 'plain' | 'phone' }
  | { type: 'date' }
  | { type: 'list'; format?: 'plain' | 'phone' }
  | { type: 'choice'; options: readonly string[] };

export type AnswerValue = number | string | string[];

export interface AnswerMatch {
  passed: boolean;
  expected: unknown;
  actual: unknown;
  /** Why a submission was not even of the right type. */
  error?: string;
}

export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().replace(/[.!?]+$/, '').trim();
}

const PHONE_SHAPE = /^\s*\+?[\d\s().-]{3,}\s*$/;

export function normalizePhone(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

function normalizeAs(text: string, format: 'plain' | 'phone' | undefined): string {
  return format === 'phone' ? normalizePhone(text) : normalizeText(text);
}

function parseNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*[-+]?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/** `YYYY-MM-DD` from an ISO date or date-time string, or undefined when it is not one. */
function parseDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^\s*(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?\s*$/.exec(value);
  if (!m) return undefined;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) return undefined;
  return `${y}-${mo}-${d}`;
}

function parseList(value: unknown): string[] | undefined {
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.map(String);
  if (typeof value === 'string') return value.split(/[,;\n]/).map((s) => s.trim()).filter((s) => s !== '');
  return undefined;
}

const wrongType = (spec: AnswerSpec, expected: unknown, actual: unknown): AnswerMatch => ({
  passed: false, expected, actual, error: `expected an answer of type ${spec.type}`,
});

export function matchAnswer(spec: AnswerSpec, expected: AnswerValue, submitted: unknown): AnswerMatch {
  switch (spec.type) {
    case 'number': {
      const n = parseNumber(submitted);
      if (n === undefined) return wrongType(spec, expected, submitted);
      return { passed: Math.abs(n - Number(expected)) <= (spec.tolerance ?? 0), expected, actual: n };
    }
    case 'text': {
      if (typeof submitted !== 'string' && typeof submitted !== 'number') return wrongType(spec, expected, submitted);
      // A phone number is digits and the usual separators; words around it make it something else.
      if (spec.format === 'phone' && !PHONE_SHAPE.test(String(submitted))) return { ...wrongType(spec, expected, submitted), error: 'expected a phone number' };
      const actual = normalizeAs(String(submitted), spec.format);
      const want = normalizeAs(String(expected), spec.format);
      return { passed: actual !== '' && actual === want, expected: want, actual };
    }
    case 'date': {
      const actual = parseDate(submitted);
      if (actual === undefined) return wrongType(spec, expected, submitted);
      return { passed: actual === parseDate(expected), expected, actual };
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
      const actual = normalizeText(submitted);
      const option = spec.options.find((o) => normalizeText(o) === actual);
      if (option === undefined) return { passed: false, expected, actual: submitted, error: `not one of: ${spec.options.join(', ')}` };
      return { passed: normalizeText(String(expected)) === actual, expected, actual: option };
    }
  }
}
