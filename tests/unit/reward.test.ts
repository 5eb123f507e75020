// Dense rewards: progress is the fraction of checks (and the answer) passed, discounted for a side
// effect and for a `done` without success, by the factors judges/reward.ts names.
import { describe, expect, it } from 'vitest';
import { FALSE_COMPLETE_FACTOR, SIDE_EFFECT_FACTOR, rewardOf, scoreVerdict } from '../../judges/reward.ts';
import type { Verdict } from '../../judges/index.ts';

const check = (passed: boolean) => ({ name: 'c', passed, expected: 1, actual: passed ? 1 : 0 });
const verdict = (passes: boolean[], extra: Partial<Verdict> = {}): Verdict => {
  const success = passes.every(Boolean) && !extra.side_effects?.length && (extra.answer?.passed ?? true);
  return { success, reward: success ? 1 : 0, checks: passes.map(check), side_effects: [], answer: null, ...extra };
};

describe('progress', () => {
  it('is 1 on success, and the fraction of checks passed otherwise', () => {
    expect(scoreVerdict(verdict([true, true]), 'done')).toMatchObject({ progress: 1, false_complete: false });
    expect(scoreVerdict(verdict([true, false, true, false]), null)).toMatchObject({ progress: 0.5, false_complete: false });
    expect(scoreVerdict(verdict([true, false, true, false]), 'max_steps')).toMatchObject({ progress: 0.5, false_complete: false });
  });

  it('is discounted when the agent says done without success, and when a side effect happened', () => {
    expect(scoreVerdict(verdict([true, false, true, false]), 'done')).toMatchObject({ progress: 0.5 * FALSE_COMPLETE_FACTOR, false_complete: true });
    const damaged = verdict([true, true], { side_effects: [{ path: 'apps.settings.wifi', before: true, after: false }] });
    expect(damaged.success).toBe(false);
    // Every check passes, but the side effect fails the task: progress stays below a success's.
    expect(scoreVerdict(damaged, 'done').progress).toBeCloseTo((2 / 3) * SIDE_EFFECT_FACTOR * FALSE_COMPLETE_FACTOR);
  });

  it('counts a query\'s answer as one more check; a judge error scores 0', () => {
    const wrong = verdict([], { answer: { passed: false, expected: '3', actual: '4' } });
    expect(scoreVerdict(wrong, 'answer')).toMatchObject({ progress: 0, false_complete: true });
    expect(scoreVerdict(verdict([true, false], { answer: { passed: true, expected: '3', actual: '3' } }), null).progress).toBeCloseTo(2 / 3);
    expect(scoreVerdict({ ...verdict([true]), success: false, reward: 0, error: 'a check threw' }, 'done').progress).toBe(0);
  });

  it('is the reward only when the reset asked for it', () => {
    const scored = scoreVerdict(verdict([true, false]), 'done');
    expect(rewardOf(scored)).toBe(0);
    expect(rewardOf(scored, 'progress')).toBe(0.25);
  });
});
