// `npm run bench` runs end to end and writes every figure as JSON. No timing is asserted here:
// timing targets live in the benchmark's own report.
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
  it('with one session and five steps prints the table and writes valid JSON with every figure', async () => {
    const out = join(dir, 'bench.json');
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'bench/run.ts', '--sessions', '1', '--steps', '5', '--json', out], { cwd: root, timeout: 280_000 });
    expect(stdout).toMatch(/step: tap \+ JPEG \+ UI tree \(default\)/);
    expect(stdout).toMatch(/\| target \| measured \| met \|/);

    const report = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
    expect(report).toMatchObject({
      version: 1,
      options: { sessions: [1], steps: 5 },
      server: {
        create: stats, resetTask: stats, resetSeed: stats, resetTaskWithScreenshot: stats,
        stepJpeg: stats, stepPng: stats, stepUiTreeOnly: stats, stepJpegNoTree: stats,
        throughput: { 1: { stepsPerSecond: expect.any(Number), step: stats } },
        pss: { 1: expect.any(Number) },
      },
      baseline: {
        create: stats, reload: stats, reloadWithScreenshot: stats, tapOnly: stats,
        stepJpeg: stats, stepPng: stats, stepJpegPlaywrightScreenshot: stats,
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
    expect((report.targets as { met: boolean | null }[]).length).toBe(4);
  }, 300_000);
});
