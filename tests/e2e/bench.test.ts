// `npm run bench` runs end to end and writes every figure as JSON, the soak and the re-judging
// runs too. No timing is asserted here: timing targets live in the benchmark's own report.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'vivarium-bench-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stats = { p50: expect.any(Number), p95: expect.any(Number), mean: expect.any(Number), n: expect.any(Number) };

describe('npm run bench', () => {
  it('with one session, two steps and three held sessions prints the tables and writes valid JSON with every figure', async () => {
    const out = join(dir, 'bench.json');
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'bench/run.ts', '--sessions', '1', '--steps', '2', '--held', '3', '--json', out], { cwd: root, timeout: 600_000 });
    expect(stdout).toMatch(/step: tap \+ JPEG \+ UI tree \(default\)/);
    expect(stdout).toMatch(/\| target \| measured \| met \|/);
    for (const screen of ['1080x2400', '540x1200', '360x800']) expect(stdout).toContain(`| ${screen} (scale`);
    expect(stdout).toMatch(/Held sessions: 3 opened/);

    const report = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
    expect(report).toMatchObject({
      version: 1,
      options: { sessions: [1], steps: 2 },
      server: {
        create: stats, resetTask: stats, resetSeed: stats, resetTaskWithScreenshot: stats,
        stepJpeg: stats, stepPng: stats, stepUiTreeOnly: stats, stepJpegNoTree: stats,
        byScale: { 3: { step: stats, stepNoTree: stats }, 1.5: { step: stats, stepNoTree: stats }, 1: { step: stats, stepNoTree: stats } },
        throughput: { 1: { stepsPerSecond: expect.any(Number), step: stats } },
        pss: { 1: expect.any(Number) },
      },
      held: { held: 3, stepAlone: stats, stepHeld: stats, sample: { sessions: 3, stepsPerSecond: expect.any(Number), step: stats }, pssAlone: expect.any(Number), pssHeld: expect.any(Number) },
      baseline: {
        create: stats, reload: stats, reloadWithScreenshot: stats, tapOnly: stats,
        stepJpeg: stats, stepPng: stats, stepJpegPlaywrightScreenshot: stats,
        byScale: { 3: stats, 1.5: stats, 1: stats },
        throughput: { 1: { stepsPerSecond: expect.any(Number), step: stats } },
        pss: { 1: expect.any(Number) },
      },
    });
    const server = report.server as { stepJpeg: { n: number; p50: number }; pss: Record<string, number>; jpegBytes: number };
    expect(server.stepJpeg.n).toBeGreaterThan(0);
    expect(server.stepJpeg.p50).toBeGreaterThan(0);
    expect(server.pss['1']).toBeGreaterThan(0);
    expect(server.jpegBytes).toBeGreaterThan(0);
    // One session count gives no per-added-session memory; the report says so instead of inventing it.
    const targets = report.targets as { target: string; met: boolean | null }[];
    expect(targets.length).toBe(8);
    expect(targets.find((t) => t.target.startsWith('PSS per added session'))!.met).toBeNull();
  }, 660_000);

  it('refuses a re-judging bigger than the server takes, saying so, instead of cutting it down', async () => {
    const run = promisify(execFile)('npx', ['tsx', 'bench/run.ts', '--only', 'rejudge', '--rejudge-mb', '64'], { cwd: root, timeout: 120_000 });
    await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--rejudge-mb takes a size in MiB from 1 to 32') });
  }, 180_000);

  it('--only soak,rejudge (a 2 MiB re-judging): memory over episodes and other sessions\' steps while a re-judging runs, as tables and JSON', async () => {
    const out = join(dir, 'soak.json');
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'bench/run.ts', '--only', 'soak,rejudge', '--soak', '6', '--soak-sessions', '2', '--rejudge-mb', '2', '--json', out], { cwd: root, timeout: 600_000 });
    expect(stdout).toMatch(/Soak: 6 episodes on 2 sessions/);
    expect(stdout).toMatch(/\| in its worker \(the server\) \|/);
    const report = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
    const max = { ...stats, max: expect.any(Number), p99: expect.any(Number) };
    expect(report).toMatchObject({
      only: ['soak', 'rejudge'],
      soak: { episodes: 6, sessions: 2, errors: 0, perThousand: { serverRss: expect.any(Number), serverHeap: expect.any(Number), browserPss: expect.any(Number) } },
      rejudge: { bodyMb: expect.any(Number), alone: max, runs: [{ where: 'worker', step: max }, { where: 'event loop', step: max }] },
    });
    expect((report.rejudge as { bodyMb: number }).bodyMb).toBeGreaterThan(1);
    expect((report.rejudge as { bodyMb: number }).bodyMb).toBeLessThanOrEqual(2);
    const soak = report.soak as { samples: { browserPssMb: number }[] };
    expect(soak.samples.length).toBeGreaterThan(1);
    expect(soak.samples.every((s) => s.browserPssMb > 0)).toBe(true);
  }, 660_000);
});
