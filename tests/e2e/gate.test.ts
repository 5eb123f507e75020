// The judge gate must be able to fail: planted bad templates make it report what is wrong.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../env-server/server.ts';
import { runGate, type GateResult } from '../gate/gate.ts';
import type { DamageMove } from '../../tasks/define.ts';
import { alwaysCrashes, alwaysPasses, crashesOnce, noNearMiss, oneAnswerManyWordings, sameEndOtherWords, notReplayable, oracleMissesStep, PLANTED_BY_CLASS, PLANTED_CONTRACT, plantedNoise } from '../gate/fixtures.ts';
import { noise as mailNoise } from '../../tasks/mail/noise.ts';
import { noise as contactsNoise } from '../../tasks/contacts/noise.ts';
import { TASKS } from '../../tasks/index.ts';

let server: RunningServer;
let result: GateResult;
const adminToken = 'gate-test-admin';

beforeAll(async () => {
  const tasks = [alwaysPasses, oracleMissesStep, noNearMiss, notReplayable, oneAnswerManyWordings, sameEndOtherWords, ...PLANTED_BY_CLASS, ...PLANTED_CONTRACT];
  server = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(import.meta.dirname, '../../dist'), tasks: [...tasks, crashesOnce, alwaysCrashes], adminToken });
  result = await runGate({ url: server.url, tasks, seeds: [1], randomSteps: 5, adminToken, noise: { settings: plantedNoise, contacts: contactsNoise, mail: mailNoise } });
});
afterAll(() => server?.close());

describe('judge gate on planted bad templates', () => {
  it('fails as a whole', () => {
    expect(result.ok).toBe(false);
  });

  it('reports false accepts for a check that always passes: reset, near miss and random agent are all accepted', () => {
    const report = result.reports.find((r) => r.task === 'fixture/always-passes')!;
    expect(report.falseRejects).toBe(0);
    // Done right after reset is accepted; refusing right after reset fails every task that is safe to do.
    expect(report.setupRejected).toBe('1/2');
    expect(report.nearMissesRejected).toBe('0/1');
    expect(report.randomRejected).toBe('0/1');
    expect(report.damageRejected).toBe('0/1');
    expect(report.falseAccepts).toBe(4);
  });

  it('reports a false reject for an oracle that misses a step, in light and dark mode and with noise', () => {
    const report = result.reports.find((r) => r.task === 'fixture/oracle-misses-step')!;
    expect(report.oracleAccepted).toBe('0/2');
    expect(report.noiseAccepted).toBe('0/1');
    expect(report.falseRejects).toBe(3);
    expect(report.falseAccepts).toBe(0);
    const trial = result.trials.find((t) => t.task === 'fixture/oracle-misses-step' && t.kind === 'oracle')!;
    expect(trial.verdict?.checks).toEqual([{ name: 'Wi-Fi is on', passed: false, expected: true, actual: false }]);
  });

  it('flags a template whose oracle does not replay identically, and only that one', () => {
    const report = result.reports.find((r) => r.task === 'fixture/not-replayable')!;
    expect(report.deterministic).toBe('no');
    expect(report.problems).toEqual(['not deterministic: tree differs after step 4']);
    expect(report.falseAccepts + report.falseRejects).toBe(0);
    expect(result.reports.filter((r) => r.task !== 'fixture/not-replayable').every((r) => r.deterministic === 'yes')).toBe(true);
  });

  it('judges damage by its model form, and flags a form that does not do what the move does on the screens', async () => {
    // "Flips Bluetooth" on the screens; its form here flips Wi-Fi instead.
    const move = { ...plantedNoise.damage[0]!, apply: (d: Parameters<DamageMove['apply']>[0]) => void (d.apps.settings.wifi = !d.apps.settings.wifi) };
    const run = await runGate({ url: server.url, tasks: [alwaysPasses], seeds: [1, 2], randomSteps: 5, adminToken, noise: { settings: { ...plantedNoise, damage: [move] } } });
    const damage = run.trials.filter((t) => t.kind === 'damage').sort((a, b) => a.seed - b.seed);
    // Made by its model form and judged in-process at every seed; its screens form is played once, from a reset, to check the model.
    expect(damage.map((t) => [t.seed, t.steps])).toEqual([[1, 0], [2, 0]]);
    const [report] = run.reports;
    expect(report!.problems).toEqual([expect.stringMatching(/^damage "flips Bluetooth": its model form differs from the move on the screens \(apps\.settings\.bluetooth: .*; apps\.settings\.wifi: /)]);
    expect(run.ok).toBe(false);
  });

  it("replays only each app's first template with replays per app (what npm test plays), and still plays every damage move on the screens", async () => {
    const move = { ...plantedNoise.damage[0]!, apply: (d: Parameters<DamageMove['apply']>[0]) => void (d.apps.settings.wifi = !d.apps.settings.wifi) };
    const run = await runGate({ url: server.url, tasks: [alwaysPasses, notReplayable], seeds: [1], randomSteps: 5, adminToken, replays: 'per-app', noise: { settings: { ...plantedNoise, damage: [move] } } });
    // The second fixture/ template is not replayed, so its difference goes unseen here (the full gate replays it).
    expect(run.reports.map((r) => [r.task, r.deterministic])).toEqual([['fixture/always-passes', 'yes'], ['fixture/not-replayable', 'n/a']]);
    expect(run.reports.flatMap((r) => r.problems)).toContainEqual(expect.stringMatching(/^damage "flips Bluetooth": its model form differs from the move on the screens/));
  });

  it('plays a job again on new sessions when the environment fails under it, and reports one that fails twice', async () => {
    const logged: string[] = [];
    const run = await runGate({ url: server.url, tasks: [crashesOnce, alwaysCrashes, alwaysPasses], seeds: [1], randomSteps: 5, adminToken, replays: false, concurrency: 1, log: (l) => logged.push(l) });
    expect(logged.filter((l) => l.includes('RETRY'))).toEqual([
      expect.stringMatching(/^ {2}RETRY fixture\/crashes-once seed 1: the job failed outside its trials \(the device crashed/),
      expect.stringMatching(/^ {2}RETRY fixture\/always-crashes seed 1:/),
    ]);
    const [once, always, after] = run.reports;
    // Played again, its trials count once: one oracle, accepted, and nothing wrong.
    expect(run.trials.filter((t) => t.task === 'fixture/crashes-once' && t.kind === 'oracle').map((t) => t.accepted)).toEqual([true]);
    expect([once!.problems, once!.falseAccepts, once!.falseRejects]).toEqual([[], 0, 0]);
    // Failing twice is a problem of that template, with what failed; the gate goes on with the next job.
    expect(always!.problems).toEqual([expect.stringMatching(/^seed 1: the job failed twice outside its trials \(the device crashed/)]);
    expect(run.trials.filter((t) => t.task === 'fixture/always-crashes')).toEqual([]);
    expect(after!.oracleAccepted).toBe('2/2');
    expect(run.ok).toBe(false);
  });

  it('flags a query judged outside the answer contract, and a budget its own routes do not fit', () => {
    expect(result.reports.find((r) => r.task === 'fixture/contract-2-answer-outside-contract')!.problems).toEqual([expect.stringMatching(/^its checks read the answer, but it declares no answer type/)]);
    expect(result.reports.find((r) => r.task === 'fixture/contract-8-budget-too-small')!.problems).toEqual(expect.arrayContaining([
      expect.stringMatching(/alternative "looks at Display first" ran out of the template's 5 steps/),
      expect.stringMatching(/^maxSteps 5 leaves too little headroom over its longest valid route/),
    ]));
  });

  it('flags a template without near misses', () => {
    expect(result.reports.find((r) => r.task === 'fixture/no-near-miss')!.problems).toEqual(['declares no near miss']);
  });

  it('plays no other-params trial that is right here: seeds asking one thing in other words give one answer', () => {
    const trials = result.trials.filter((t) => t.task === 'fixture/one-answer-many-wordings');
    expect(trials.filter((t) => t.kind === 'oracle' && t.accepted)).toHaveLength(1);
    expect(trials.filter((t) => t.kind === 'other-params')).toEqual([]);
    expect(trials.filter((t) => t.accepted !== t.expectAccept)).toEqual([]);
  });

  it('sets aside another seed\'s oracle that ends where this seed\'s does, and flags params that never change the end', () => {
    const trials = result.trials.filter((t) => t.task === 'fixture/same-end-other-words');
    expect(trials.filter((t) => t.kind === 'oracle' && t.accepted)).toHaveLength(1);
    expect(trials.filter((t) => t.kind === 'other-params')).toEqual([]);
    expect(trials.filter((t) => t.accepted !== t.expectAccept)).toEqual([]);
    expect(result.reports.find((r) => r.task === 'fixture/same-end-other-words')!.problems).toEqual([expect.stringMatching(/^seed 1: the oracles of seeds \d+, \d+, \d+ end where this seed's does/)]);
  });

  // One planted hole per class of issue 12, and the trial of the gate v2 that must catch it.
  it.each([
    ['fixture/class-1-answer-one-spelling', 'false reject', 'answer-form'],
    ['fixture/class-2-now-frozen', 'false reject', 'noise'],
    ['fixture/class-3-predicted-id', 'false reject', 'alternative'],
    ['fixture/class-4-bookkeeping-as-damage', 'false reject', 'alternative'],
    ['fixture/class-5-presence-only', 'false accept', 'damage'],
    ['fixture/class-6-unnamed-fields-free', 'false accept', 'near-miss'],
    ['fixture/class-7-order-unchecked', 'false accept', 'near-miss'],
    ['fixture/class-8-any-direction', 'false accept', 'damage'],
    ['fixture/class-10-one-reading', 'false reject', 'alternative'],
    // The judge-contract audit's classes (issue 24).
    ['fixture/contract-1-erasable-evidence', 'false accept', 'near-miss'],
    ['fixture/contract-4-regex-over-prose', 'false accept', 'near-miss'],
    ['fixture/contract-5-set-by-position', 'false reject', 'alternative'],
    ['fixture/contract-6-loose-name', 'false accept', 'near-miss'],
    ['fixture/contract-7-read-mark-any-way', 'false accept', 'damage'],
    ['fixture/contract-8-budget-too-small', 'false reject', 'alternative'],
  ])('catches %s as a %s in its %s trial, and only there', (task, what, kind) => {
    const wrong = result.trials.filter((t) => t.task === task && t.accepted !== t.expectAccept);
    expect(wrong.length).toBeGreaterThan(0);
    expect(new Set(wrong.map((t) => t.kind))).toEqual(new Set([kind]));
    expect(wrong.every((t) => (what === 'false accept' ? t.accepted : !t.accepted))).toBe(true);
  });

  it('shares the steps trials have in common with the oracle, with the verdicts of playing every trial whole', async () => {
    // Near misses that leave the oracle's path late, one after a tap that focuses a field or a checkbox.
    const tasks = TASKS.filter((t) => ['contacts/favorite-contact', 'mail/label-email'].includes(t.id));
    const real = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(import.meta.dirname, '../../dist'), adminToken });
    try {
      // (No replays and so no damage forms on the screens: neither is a trial, and the first test plays both.)
      const [sharing, whole] = [
        await runGate({ url: real.url, tasks, seeds: [1], randomSteps: 5, adminToken, replays: false }),
        await runGate({ url: real.url, tasks, seeds: [1], randomSteps: 5, adminToken, replays: false, sharePaths: false }),
      ];
      expect(sharing.ok).toBe(true);
      const shared = sharing.trials.filter((t) => (t.shared ?? 0) > 0);
      expect(shared.map((t) => t.kind)).toEqual(expect.arrayContaining(['near-miss', 'other-params']));
      expect(whole.trials.every((t) => t.shared === undefined)).toBe(true);
      // Same trials, same step counts, same verdicts, check by check (the two templates' trials interleave as the sessions go).
      const seen = (r: GateResult) => r.trials.map((t) => JSON.stringify([t.task, t.kind, t.name, t.steps, t.accepted, t.verdict?.checks])).sort();
      expect(seen(sharing)).toEqual(seen(whole));
    } finally {
      await real.close();
    }
  });
});

describe('npm run judges:check', () => {
  it('names an option it does not know and prints its usage, with exit code 2, before starting anything', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'tests/gate/judges-check.ts', '--seed', '1'], { cwd: resolve(import.meta.dirname, '../..'), encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("judges:check: Unknown option '--seed'");
    expect(run.stderr).toContain('--seeds 1-5 | 1,2,7');
    expect(run.stdout).toBe('');
  });
});
