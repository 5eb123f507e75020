import { describe, expect, it } from 'vitest';
import { expectEqual, expectThat, free, judge } from '../../judges/index.ts';

type S = { apps: { settings: { wifi: boolean; dark: boolean } }; os: { now: number } };
const before: S = { apps: { settings: { wifi: false, dark: false } }, os: { now: 0 } };
const wifiOn = expectEqual<S>('Wi-Fi is on', true, ({ after }) => after.apps.settings.wifi);

describe('judge', () => {
  it('succeeds when every check passes and nothing else changed', () => {
    const after: S = { apps: { settings: { wifi: true, dark: false } }, os: { now: 5 } };
    const verdict = judge({ checks: [wifiOn], rules: ['os.now', 'apps.settings.wifi'].map(free), before, after, submitted: undefined });
    expect(verdict).toEqual({ success: true, reward: 1, checks: [{ name: 'Wi-Fi is on', passed: true, expected: true, actual: true }], side_effects: [], answer: null });
  });

  it('fails on a failing check, and reports expected and actual', () => {
    const verdict = judge({ checks: [wifiOn], rules: [].map(free), before, after: before, submitted: undefined });
    expect(verdict.success).toBe(false);
    expect(verdict.reward).toBe(0);
    expect(verdict.checks[0]).toEqual({ name: 'Wi-Fi is on', passed: false, expected: true, actual: false });
  });

  it('fails on an unexpected side effect even when the checks pass', () => {
    const after: S = { apps: { settings: { wifi: true, dark: true } }, os: { now: 0 } };
    const verdict = judge({ checks: [wifiOn], rules: ['apps.settings.wifi'].map(free), before, after, submitted: undefined });
    expect(verdict.success).toBe(false);
    expect(verdict.side_effects).toEqual([{ path: 'apps.settings.dark', before: false, after: true }]);
  });

  it('needs a matching answer for query tasks, and a missing answer fails', () => {
    const answer = { spec: { type: 'count' as const }, expected: 3 };
    expect(judge({ checks: [], rules: [].map(free), answer, before, after: before, submitted: 3 }).success).toBe(true);
    expect(judge({ checks: [], rules: [].map(free), answer, before, after: before, submitted: 4 }).success).toBe(false);
    expect(judge({ checks: [], rules: [].map(free), answer, before, after: before, submitted: undefined }).answer?.error).toMatch(/no answer/);
  });

  it('turns a check that throws into a failed verdict with the error', () => {
    const broken = expectThat<S, number>('broken', 1, () => { throw new Error('boom'); }, () => true);
    const verdict = judge({ checks: [broken], rules: [].map(free), before, after: before, submitted: undefined });
    expect(verdict.success).toBe(false);
    expect(verdict.error).toMatch(/boom/);
  });
});
