// The judging engine: named checks over the state before and after an episode, the
// allowed-changes whitelist, typed answers, and the verdict. Pure TypeScript: no DOM, no React.
import { diff, unexpectedChanges, type Change } from './diff.ts';
import { matchAnswer, type AnswerMatch, type AnswerSpec, type AnswerValue } from './answers.ts';

export * from './diff.ts';
export * from './answers.ts';

export interface JudgeContext<S> {
  before: S;
  after: S;
  /** What the agent submitted with the `answer` action, if anything. */
  answer: unknown;
}

export interface CheckOutcome {
  passed: boolean;
  expected: unknown;
  actual: unknown;
}

export interface Check<S> {
  name: string;
  run(ctx: JudgeContext<S>): CheckOutcome;
}

export interface CheckResult extends CheckOutcome {
  name: string;
}

export interface Verdict {
  success: boolean;
  reward: number;
  checks: CheckResult[];
  /** Changes outside the task's allowed paths. Any one fails the task. */
  side_effects: Change[];
  answer: AnswerMatch | null;
  /** Set when a check itself threw: the verdict is then a failure of the judge, not of the agent. */
  error?: string;
}

/** Stable JSON for comparisons: object keys sorted. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export function deepEqual(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** A check that the value read from the episode equals `expected` (deep JSON equality). */
export function expectEqual<S>(name: string, expected: unknown, read: (ctx: JudgeContext<S>) => unknown): Check<S> {
  return {
    name,
    run: (ctx) => {
      const actual = read(ctx);
      return { passed: deepEqual(actual, expected), expected, actual: actual === undefined ? null : actual };
    },
  };
}

/** A check with its own test; `expected` describes what passes, `read` returns what was found. */
export function expectThat<S, T>(name: string, expected: unknown, read: (ctx: JudgeContext<S>) => T, passes: (actual: T, ctx: JudgeContext<S>) => boolean): Check<S> {
  return {
    name,
    run: (ctx) => {
      const actual = read(ctx);
      return { passed: passes(actual, ctx), expected, actual: actual === undefined ? null : actual };
    },
  };
}

export interface JudgeInput<S> {
  checks: Check<S>[];
  /** Path patterns that the episode may change (see `covers`). */
  allowedChanges: readonly string[];
  answer?: { spec: AnswerSpec; expected: AnswerValue };
  before: S;
  after: S;
  submitted: unknown;
}

export function judge<S>(input: JudgeInput<S>): Verdict {
  const ctx: JudgeContext<S> = { before: input.before, after: input.after, answer: input.submitted };
  const side_effects = unexpectedChanges(diff(input.before, input.after), input.allowedChanges);
  let checks: CheckResult[];
  try {
    checks = input.checks.map((c) => ({ name: c.name, ...c.run(ctx) }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { success: false, reward: 0, checks: [], side_effects, answer: null, error: `a check threw: ${message}` };
  }
  let answer: AnswerMatch | null = null;
  if (input.answer) {
    answer = input.submitted === undefined
      ? { passed: false, expected: input.answer.expected, actual: null, error: 'no answer was submitted' }
      : matchAnswer(input.answer.spec, input.answer.expected, input.submitted);
  }
  const success = checks.every((c) => c.passed) && side_effects.length === 0 && (answer === null || answer.passed);
  return { success, reward: success ? 1 : 0, checks, side_effects, answer };
}
