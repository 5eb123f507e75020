// The cheap half of the judge gate, in-process, at seeds 1-200 for every template: what can be
// decided without playing a step. The judge gate (`npm run judges:check`) plays the rest.
import { beforeAll, describe, expect, it } from 'vitest';
import { TASKS } from '../../tasks/index.ts';
import { answerSpecOf, evaluate, instantiate, readsAnswerOutsideContract } from '../../tasks/define.ts';
import { canonicalExpected, formatLine, matchAnswer } from '../../judges/index.ts';

const SEEDS = Array.from({ length: 200 }, (_, i) => i + 1);

/** One template's problems at one seed. */
function check(task: (typeof TASKS)[number], seed: number, problems: string[]): void {
  const at = `seed ${seed}`;
  const instance = instantiate(task, seed);
  const { params, initial, goal } = instance;
  const spec = answerSpecOf(task, params);
  // No judge throws, and nothing is solved at reset (a query: not without its answer).
  const verdict = evaluate(task, params, initial, initial, undefined);
  if (verdict.error) problems.push(`${at}: the judge throws at reset (${verdict.error})`);
  else if (verdict.success) problems.push(`${at}: solved right after reset`);
  // What the goal names is there exactly once (no two notes with its title, no tie for "latest").
  for (const [what, count] of Object.entries(task.named?.(params, initial) ?? {})) {
    if (count !== 1) problems.push(`${at}: the goal names ${what}, and ${count} records fit`);
  }
  if (readsAnswerOutsideContract(task, instance)) problems.push(`${at}: its checks read the answer, but it declares no answer type`);
  if (!spec || !task.answer) return;
  // A query states its format, has an expected answer of its type that its own judge accepts,
  // and refuses every candidate answered at once.
  if (!goal.endsWith(formatLine(spec))) problems.push(`${at}: the goal does not end with its format line`);
  let expected;
  try {
    expected = task.answer.expected(params, initial, initial);
    canonicalExpected(spec, expected);
  } catch (e) {
    problems.push(`${at}: no expected answer (${e instanceof Error ? e.message : String(e)})`);
    return;
  }
  if (!evaluate(task, params, initial, initial, expected).success) problems.push(`${at}: the expected answer ${JSON.stringify(expected)} is refused`);
  const candidates = task.answer.candidates?.(params, initial) ?? [];
  if (candidates.length > 1) {
    const all = spec.type === 'list' ? candidates : candidates.join(', ');
    if (matchAnswer(spec, expected, all, { now: initial.os.now }).passed) problems.push(`${at}: every candidate at once is accepted`);
  }
}

describe('every template at seeds 1-200, in-process', () => {
  // Seed by seed, every template: a seeded world is made once per seed (tasks/define.ts keeps the
  // last 64), not once per template and seed.
  const problems = new Map<string, string[]>(TASKS.map((t) => [t.id, []]));
  beforeAll(() => {
    for (const seed of SEEDS) for (const task of TASKS) check(task, seed, problems.get(task.id)!);
  }, 600_000);
  it.each(TASKS.map((t) => [t.id, t] as const))('%s', (id) => {
    expect(problems.get(id)!.slice(0, 10)).toEqual([]);
  });
});
