// `npm run bench`: how fast Vivarium is, measured over the WebSocket protocol against a server
// started in this process, next to a raw Playwright baseline measured in the same run (a trivial
// static page of the same viewport, driven directly, same Chromium and launch arguments).
//
//   npm run bench -- --sessions 1,4,16 --steps 40 --json bench.json
//
// Latency figures are taken on one session, one call at a time. Throughput runs N sessions at once,
// each on its own WebSocket (a trainer's N workers), each stepping `--steps` times. Memory is PSS
// (proportional set size) summed from /proc/<pid>/smaps_rollup over this process (the server runs
// in it) and every process it spawned (Chromium's browser, GPU, network and renderer processes).
// The server and the baseline run one after the other, so that only one Chromium is alive at a time.
import { writeFileSync } from 'node:fs';
import { pssMb } from './processes.ts';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { VivariumClient, type ObserveOptions } from '../clients/ts/index.ts';
import { VIEWPORT } from '../env-server/actions.ts';
import { DEVICE_SCALES, type DeviceScale } from '../contract/index.ts';
import { LAUNCH_ARGS, findChromium, launchChromium } from '../env-server/chromium.ts';
import { startServer } from '../env-server/server.ts';

// ---- options ---------------------------------------------------------------------------------

const { values: args } = parseArgs({
  options: {
    sessions: { type: 'string', default: '1,4,16' },
    steps: { type: 'string', default: '40' },
    json: { type: 'string' },
    held: { type: 'string', default: '0' },
    dist: { type: 'string', default: resolve(import.meta.dirname, '../dist') },
    help: { type: 'boolean', short: 'h' },
  },
});
if (args.help) {
  console.log(`npm run bench -- [--sessions 1,4,16] [--steps N] [--json out.json]

  --sessions LIST   session counts for throughput and memory (default 1,4,16)
  --steps N         steps per session in each throughput run, and samples per latency figure (default 40)
  --held N          also open N sessions, hold them idle, and step a sample of them: PSS, steps/s
                    and step p50/p95 with N held against 1 held (default 0: no held run)
  --json FILE       also write every figure as JSON
  --dist DIR        the built apps (default: dist, from \`npm run build\`)`);
  process.exit(0);
}
const SESSION_COUNTS = [...new Set(args.sessions.split(',').map((s) => Number.parseInt(s, 10)))].sort((a, b) => a - b);
const STEPS = Number.parseInt(args.steps, 10);
if (SESSION_COUNTS.some((n) => !Number.isInteger(n) || n < 1) || !Number.isInteger(STEPS) || STEPS < 1) {
  console.error('--sessions takes positive integers separated by commas, --steps a positive integer');
  process.exit(2);
}
const HELD = Number.parseInt(args.held, 10);
if (!Number.isInteger(HELD) || HELD < 0) {
  console.error('--held takes a number of sessions (0 for none)');
  process.exit(2);
}
/** Sessions of the held run that step (each on its own socket) while the rest wait. */
const HELD_SAMPLE = 8;
const CREATE_SAMPLES = Math.max(3, Math.min(STEPS, 12));
const WARMUP = 3;

// ---- statistics and memory -------------------------------------------------------------------

export interface Stats { p50: number; p95: number; mean: number; n: number }

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  const round = (v: number) => Math.round(v * 100) / 100;
  return { p50: round(rank(0.5)), p95: round(rank(0.95)), mean: round(sorted.reduce((a, b) => a + b, 0) / sorted.length), n: sorted.length };
}

async function timed(samples: number[], work: () => Promise<unknown>): Promise<void> {
  const start = performance.now();
  await work();
  samples.push(performance.now() - start);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Memory once the processes have quietened (Chromium frees and V8 collects lazily). */
async function settledPss(): Promise<{ total: number; processes: number }> {
  await sleep(1500);
  return pssMb();
}

// ---- the workload ----------------------------------------------------------------------------

// Contacts list rows and the detail page's "Navigate up" button, in screenshot pixels: a tap on
// a row opens that contact, the next tap goes back up. Every 11th step scrolls the list.
const ROW_Y = [621, 801, 981, 1161, 1341, 1521, 1701, 1881];
const NAVIGATE_UP = { x: 78, y: 168 };
type BenchAction = { type: 'tap'; x: number; y: number } | { type: 'swipe'; direction: 'up' | 'down' };

function actionAt(i: number): BenchAction {
  const cycle = i % 22;
  if (cycle === 10) return { type: 'swipe', direction: 'up' };
  if (cycle === 21) return { type: 'swipe', direction: 'down' };
  const k = cycle > 10 ? cycle - 11 : cycle;
  return k % 2 === 0 ? { type: 'tap', x: 540, y: ROW_Y[(i >> 1) % ROW_Y.length]! } : { type: 'tap', ...NAVIGATE_UP };
}

const TASKS = ['contacts/query-phone', 'contacts/add-contact'] as const;

// ---- the server, over the protocol -----------------------------------------------------------

interface ServerFigures {
  create: Stats;
  resetTask: Stats;
  resetSeed: Stats;
  resetTaskWithScreenshot: Stats;
  stepJpeg: Stats;
  stepPng: Stats;
  stepUiTreeOnly: Stats;
  stepJpegNoTree: Stats;
  /** At each device scale: the default step (tap + JPEG + UI tree) and tap + JPEG without the tree. */
  byScale: Record<DeviceScale, { step: Stats; stepNoTree: Stats }>;
  throughput: Record<number, { stepsPerSecond: number; step: Stats }>;
  pss: Record<number, number>;
  pssPerAddedSession: number | null;
  jpegBytes: number;
  pngBytes: number;
}

async function benchServer(): Promise<ServerFigures> {
  const maxCount = SESSION_COUNTS.at(-1)!;
  const server = await startServer({
    port: 0, host: '127.0.0.1', distDir: resolve(args.dist),
    limits: { maxSessions: maxCount + CREATE_SAMPLES + 4 },
  });
  try {
    const client = await VivariumClient.connect(server.url);

    // Session create: a fresh session each time, closed after (closing is not timed).
    const create: number[] = [];
    for (let i = 0; i < CREATE_SAMPLES + 1; i++) {
      let id = '';
      const start = performance.now();
      id = await client.createSession();
      if (i > 0) create.push(performance.now() - start);
      await client.closeSession(id);
      await sleep(500); // sessions opened half a second apart (the server keeps a warm page ready)
    }

    const session = await client.createSession();
    const defaultSession = session;
    let seed = 1;
    const resetTask: number[] = [], resetSeed: number[] = [], resetShot: number[] = [];
    const noShot: ObserveOptions = { screenshot: false };
    for (let i = 0; i < STEPS + WARMUP; i++) {
      const keep = i >= WARMUP;
      const a = performance.now();
      await client.reset(session, TASKS[i % 2]!, seed, noShot);
      const b = performance.now();
      await client.reset(session, TASKS[i % 2]!, ++seed, noShot);
      const c = performance.now();
      await client.reset(session, TASKS[(i + 1) % 2]!, seed, {});
      const d = performance.now();
      if (keep) {
        resetTask.push(b - a);
        resetSeed.push(c - b);
        resetShot.push(d - c);
      }
    }

    // Steps: one session, one call at a time, on the Contacts list.
    let jpegBytes = 0, pngBytes = 0;
    const stepRun = async (observe: ObserveOptions | undefined, session = defaultSession) => {
      await client.reset(session, 'contacts/query-phone', 1, noShot);
      await client.step(session, { type: 'open_app', name: 'Contacts' }, noShot);
      const samples: number[] = [];
      for (let i = 0; i < STEPS + WARMUP; i++) {
        const action = actionAt(i);
        const start = performance.now();
        const result = await client.step(session, action, observe);
        if (i >= WARMUP && action.type === 'tap') samples.push(performance.now() - start);
        if (result.observation.screenshot?.mime === 'image/jpeg') jpegBytes = result.observation.screenshot.data.length;
        if (result.observation.screenshot?.mime === 'image/png') pngBytes = result.observation.screenshot.data.length;
        if (result.truncated) await client.reset(session, 'contacts/query-phone', 1, noShot).then(() => client.step(session, { type: 'open_app', name: 'Contacts' }, noShot));
      }
      return stats(samples);
    };
    // query-phone allows 12 steps; add-contact 20: use a long episode by resetting on truncation.
    const stepJpeg = await stepRun(undefined);
    const stepPng = await stepRun({ format: 'png' });
    const stepUiTreeOnly = await stepRun({ screenshot: false });
    const stepJpegNoTree = await stepRun({ ui_tree: false });
    await client.closeSession(session);
    const byScale = {} as ServerFigures['byScale'];
    for (const scale of DEVICE_SCALES) {
      const scaled = (await client.openSession({ device_scale: scale })).session_id;
      byScale[scale] = { step: await stepRun(undefined, scaled), stepNoTree: await stepRun({ ui_tree: false }, scaled) };
      await client.closeSession(scaled);
    }
    client.close();

    // Throughput and memory: N sessions stepping at once, each on its own socket.
    const workers: { client: VivariumClient; session: string }[] = [];
    const throughput: ServerFigures['throughput'] = {};
    const pss: Record<number, number> = {};
    for (const count of SESSION_COUNTS) {
      while (workers.length < count) {
        const c = await VivariumClient.connect(server.url);
        const s = await c.createSession();
        workers.push({ client: c, session: s });
      }
      // Every session at the start of a Contacts episode, warmed up.
      await Promise.all(workers.map(async (w, i) => {
        await w.client.reset(w.session, 'contacts/add-contact', i + 1, noShot);
        await w.client.step(w.session, { type: 'open_app', name: 'Contacts' }, noShot);
      }));
      const samples: number[] = [];
      const start = performance.now();
      await Promise.all(workers.map(async (w, index) => {
        for (let i = 0; i < STEPS; i++) {
          const t0 = performance.now();
          const result = await w.client.step(w.session, actionAt(i + index));
          samples.push(performance.now() - t0);
          if (result.truncated) {
            await w.client.reset(w.session, 'contacts/add-contact', index + 1, noShot);
            await w.client.step(w.session, { type: 'open_app', name: 'Contacts' }, noShot);
          }
        }
      }));
      const seconds = (performance.now() - start) / 1000;
      throughput[count] = { stepsPerSecond: Math.round((count * STEPS / seconds) * 10) / 10, step: stats(samples) };
      pss[count] = (await settledPss()).total;
    }
    for (const w of workers) w.client.close();
    return {
      create: stats(create), resetTask: stats(resetTask), resetSeed: stats(resetSeed), resetTaskWithScreenshot: stats(resetShot),
      stepJpeg, stepPng, stepUiTreeOnly, stepJpegNoTree, byScale, throughput, pss, pssPerAddedSession: perAdded(pss), jpegBytes, pngBytes,
    };
  } finally {
    await server.close();
  }
}

function perAdded(pss: Record<number, number>): number | null {
  const counts = Object.keys(pss).map(Number).sort((a, b) => a - b);
  const first = counts[0]!, last = counts.at(-1)!;
  if (last === first) return null;
  return Math.round(((pss[last]! - pss[first]!) / (last - first)) * 10) / 10;
}

// ---- held sessions ---------------------------------------------------------------------------

interface HeldFigures {
  held: number;
  /** One session stepping, one call at a time, with only it open and with `held` open. */
  stepAlone: Stats;
  stepHeld: Stats;
  /** HELD_SAMPLE more sessions stepping at once while `held` are open, each on its own socket. */
  sample: { sessions: number; stepsPerSecond: number; step: Stats };
  pssAlone: number;
  pssHeld: number;
  pssPerAddedSession: number;
  openSeconds: number;
}

/**
 * Capacity: open `held` sessions (each reset into a task, with its first screenshot, as a
 * trainer's idle workers would be), hold them, and step some of them meanwhile.
 */
async function benchHeld(held: number): Promise<HeldFigures> {
  const server = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(args.dist), limits: { maxSessions: held + HELD_SAMPLE + 2 } });
  try {
    const client = await VivariumClient.connect(server.url);
    const sequential = async (session: string) => {
      await client.reset(session, 'contacts/add-contact', 1, { screenshot: false });
      await client.step(session, { type: 'open_app', name: 'Contacts' }, { screenshot: false });
      const samples: number[] = [];
      for (let i = 0; i < STEPS + WARMUP; i++) {
        const start = performance.now();
        const result = await client.step(session, actionAt(i));
        if (i >= WARMUP) samples.push(performance.now() - start);
        if (result.truncated) {
          await client.reset(session, 'contacts/add-contact', 1, { screenshot: false });
          await client.step(session, { type: 'open_app', name: 'Contacts' }, { screenshot: false });
        }
      }
      return stats(samples);
    };
    const first = await client.createSession();
    const stepAlone = await sequential(first);
    const pssAlone = (await settledPss()).total;
    const opened = performance.now();
    const sessions = [first];
    while (sessions.length < held) {
      const id = await client.createSession();
      await client.reset(id, TASKS[sessions.length % 2]!, sessions.length);
      sessions.push(id);
      if (sessions.length % 32 === 0) console.error(`[bench] ${sessions.length} sessions held, PSS ${pssMb().total} MB`);
    }
    const openSeconds = (performance.now() - opened) / 1000;
    const pssHeld = (await settledPss()).total;
    const stepHeld = await sequential(first);
    // While they are held, HELD_SAMPLE more sessions step at once, each from its own socket.
    const workers = await Promise.all(Array.from({ length: HELD_SAMPLE }, async () => ({ c: await VivariumClient.connect(server.url) })));
    const samples: number[] = [];
    const ids = await Promise.all(workers.map(async (w, index) => {
      const id = await w.c.createSession();
      await w.c.reset(id, 'contacts/add-contact', index + 1, { screenshot: false });
      await w.c.step(id, { type: 'open_app', name: 'Contacts' }, { screenshot: false });
      return id;
    }));
    const start = performance.now();
    await Promise.all(workers.map(async (w, index) => {
      for (let i = 0; i < STEPS; i++) {
        const t0 = performance.now();
        const result = await w.c.step(ids[index]!, actionAt(i + index));
        samples.push(performance.now() - t0);
        if (result.truncated) {
          await w.c.reset(ids[index]!, 'contacts/add-contact', index + 1, { screenshot: false });
          await w.c.step(ids[index]!, { type: 'open_app', name: 'Contacts' }, { screenshot: false });
        }
      }
    }));
    const seconds = (performance.now() - start) / 1000;
    for (const w of workers) w.c.close();
    client.close();
    return {
      held, stepAlone, stepHeld, sample: { sessions: workers.length, stepsPerSecond: Math.round(((workers.length * STEPS) / seconds) * 10) / 10, step: stats(samples) },
      pssAlone, pssHeld, pssPerAddedSession: Math.round(((pssHeld - pssAlone) / Math.max(1, held - 1)) * 10) / 10, openSeconds: Math.round(openSeconds),
    };
  } finally {
    await server.close();
  }
}

// ---- the raw Playwright baseline -------------------------------------------------------------

const STATIC_PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 16px sans-serif; }
  div { height: 60px; border-bottom: 1px solid #ddd; display: flex; align-items: center; padding-left: 16px; }
  div.on { background: #dde6ff; }
</style></head><body>${Array.from({ length: 14 }, (_, i) => `<div>Row ${i + 1}</div>`).join('')}
<script>document.body.addEventListener('click', (e) => e.target.classList.toggle('on'));</script></body></html>`;

interface RawPage { context: BrowserContext; page: Page; cdp: CDPSession; scale: DeviceScale }

interface BaselineFigures {
  create: Stats;
  reload: Stats;
  reloadWithScreenshot: Stats;
  tapOnly: Stats;
  stepJpeg: Stats;
  stepPng: Stats;
  stepJpegPlaywrightScreenshot: Stats;
  /** Tap + JPEG capture with the page at each device scale. */
  byScale: Record<DeviceScale, Stats>;
  throughput: Record<number, { stepsPerSecond: number; step: Stats }>;
  pss: Record<number, number>;
  pssPerAddedPage: number | null;
}

async function openRawPage(browser: Browser, scale: DeviceScale = 3): Promise<RawPage> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: scale });
  const page = await context.newPage();
  await page.setContent(STATIC_PAGE);
  return { context, page, cdp: await context.newCDPSession(page), scale };
}

/** The same capture call the server makes (session.ts): CDP, clip at device scale. */
async function capture(raw: RawPage, format: 'jpeg' | 'png'): Promise<Buffer> {
  const { data } = await raw.cdp.send('Page.captureScreenshot', {
    format, ...(format === 'jpeg' ? { quality: 80 } : {}), optimizeForSpeed: true,
    clip: { x: 0, y: 0, width: VIEWPORT.width, height: VIEWPORT.height, scale: raw.scale },
  });
  return Buffer.from(data, 'base64');
}

const rawTap = (raw: RawPage, i: number) => raw.page.mouse.click(180, 30 + 60 * (i % 12));

async function benchBaseline(): Promise<BaselineFigures> {
  const browser = await launchChromium();
  try {
    const create: number[] = [];
    for (let i = 0; i < CREATE_SAMPLES + 1; i++) {
      const start = performance.now();
      const raw = await openRawPage(browser);
      if (i > 0) create.push(performance.now() - start);
      await raw.context.close();
    }
    const one = await openRawPage(browser);
    const reload: number[] = [], reloadShot: number[] = [];
    for (let i = 0; i < STEPS + WARMUP; i++) {
      const keep = i >= WARMUP;
      await timed(keep ? reload : [], () => one.page.setContent(STATIC_PAGE));
      await timed(keep ? reloadShot : [], async () => {
        await one.page.setContent(STATIC_PAGE);
        await capture(one, 'jpeg');
      });
    }
    const run = async (step: (i: number) => Promise<unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i < STEPS + WARMUP; i++) await timed(i >= WARMUP ? samples : [], () => step(i));
      return stats(samples);
    };
    const tapOnly = await run((i) => rawTap(one, i));
    const stepJpeg = await run(async (i) => { await rawTap(one, i); await capture(one, 'jpeg'); });
    const stepPng = await run(async (i) => { await rawTap(one, i); await capture(one, 'png'); });
    const stepJpegPlaywrightScreenshot = await run(async (i) => { await rawTap(one, i); await one.page.screenshot({ type: 'jpeg', quality: 80 }); });
    await one.context.close();
    const byScale = {} as Record<DeviceScale, Stats>;
    for (const scale of DEVICE_SCALES) {
      const page = await openRawPage(browser, scale);
      byScale[scale] = await run(async (i) => { await rawTap(page, i); await capture(page, 'jpeg'); });
      await page.context.close();
    }

    const pages: RawPage[] = [];
    const throughput: BaselineFigures['throughput'] = {};
    const pss: Record<number, number> = {};
    for (const count of SESSION_COUNTS) {
      while (pages.length < count) pages.push(await openRawPage(browser));
      await Promise.all(pages.map(async (p) => { await rawTap(p, 0); await capture(p, 'jpeg'); }));
      const samples: number[] = [];
      const start = performance.now();
      await Promise.all(pages.map(async (p, index) => {
        for (let i = 0; i < STEPS; i++) await timed(samples, async () => { await rawTap(p, i + index); await capture(p, 'jpeg'); });
      }));
      const seconds = (performance.now() - start) / 1000;
      throughput[count] = { stepsPerSecond: Math.round((count * STEPS / seconds) * 10) / 10, step: stats(samples) };
      pss[count] = (await settledPss()).total;
    }
    return { create: stats(create), reload: stats(reload), reloadWithScreenshot: stats(reloadShot), tapOnly, stepJpeg, stepPng, stepJpegPlaywrightScreenshot, byScale, throughput, pss, pssPerAddedPage: perAdded(pss) };
  } finally {
    await browser.close();
  }
}

// ---- the report ------------------------------------------------------------------------------

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const ms = (v: number) => v.toFixed(1);

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const loadBefore = loadavg();
  console.error(`[bench] sessions ${SESSION_COUNTS.join(',')}, ${STEPS} steps; load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} cores`);
  console.error('[bench] server over the protocol ...');
  const server = await benchServer();
  console.error('[bench] raw Playwright baseline ...');
  const baseline = await benchBaseline();
  let held: HeldFigures | null = null;
  if (HELD > 0) {
    console.error(`[bench] ${HELD} held sessions ...`);
    held = await benchHeld(HELD);
  }
  const loadAfter = loadavg();

  const maxCount = SESSION_COUNTS.at(-1)!;
  const rows: { figure: string; p50: string; p95: string; base: string; basis: string; ratio: number | null }[] = [];
  const latency = (figure: string, s: Stats, b: Stats | null, basis: string) =>
    rows.push({ figure, p50: ms(s.p50), p95: ms(s.p95), base: b ? ms(b.p50) : '', basis, ratio: b ? ratio(s.p50, b.p50) : null });
  latency('session create', server.create, baseline.create, 'new context + page + static content');
  latency('reset, another task (no screenshot)', server.resetTask, baseline.reload, 'reload of the static page');
  latency('reset, another seed (no screenshot)', server.resetSeed, baseline.reload, 'reload of the static page');
  latency('reset, another task (JPEG)', server.resetTaskWithScreenshot, baseline.reloadWithScreenshot, 'reload + JPEG capture');
  latency('step: tap + JPEG + UI tree (default)', server.stepJpeg, baseline.stepJpeg, 'tap + JPEG capture (CDP)');
  latency('step: tap + JPEG, no UI tree', server.stepJpegNoTree, baseline.stepJpeg, 'tap + JPEG capture (CDP)');
  latency('step: tap + PNG + UI tree', server.stepPng, baseline.stepPng, 'tap + PNG capture (CDP)');
  latency('step: tap + UI tree only', server.stepUiTreeOnly, baseline.tapOnly, 'tap only');
  for (const n of SESSION_COUNTS) latency(`step at ${n} sessions (JPEG)`, server.throughput[n]!.step, baseline.throughput[n]!.step, `tap + JPEG at ${n} pages`);
  const throughputRows = SESSION_COUNTS.map((n) => ({
    sessions: n, server: server.throughput[n]!.stepsPerSecond, baseline: baseline.throughput[n]!.stepsPerSecond,
    ratio: ratio(server.throughput[n]!.stepsPerSecond, baseline.throughput[n]!.stepsPerSecond),
    serverPss: server.pss[n]!, baselinePss: baseline.pss[n]!,
  }));

  const scaleRows = DEVICE_SCALES.map((scale) => ({
    scale, width: VIEWPORT.width * scale, height: VIEWPORT.height * scale,
    step: server.byScale[scale].step, stepNoTree: server.byScale[scale].stepNoTree, raw: baseline.byScale[scale],
  }));
  const targets: { target: string; value: string; met: boolean | null }[] = [
    { target: 'reset p50 <= 12 ms, excluding the screenshot', value: `${ms(server.resetTask.p50)} ms (task), ${ms(server.resetSeed.p50)} ms (seed)`, met: Math.max(server.resetTask.p50, server.resetSeed.p50) <= 12 },
    ...scaleRows.map((r) => ({
      target: `step (tap + JPEG + UI tree) p50 <= 1.1x raw tap + JPEG at ${r.width}x${r.height}`,
      value: `${ratio(r.step.p50, r.raw.p50)}x (${ms(r.step.p50)} vs ${ms(r.raw.p50)} ms; without the tree ${ratio(r.stepNoTree.p50, r.raw.p50)}x)`,
      met: r.step.p50 <= 1.1 * r.raw.p50,
    })),
    { target: 'step with the UI tree only p50 <= 3x a bare tap', value: `${ratio(server.stepUiTreeOnly.p50, baseline.tapOnly.p50)}x (${ms(server.stepUiTreeOnly.p50)} vs ${ms(baseline.tapOnly.p50)} ms)`, met: server.stepUiTreeOnly.p50 <= 3 * baseline.tapOnly.p50 },
    {
      target: `throughput at ${maxCount} sessions >= 0.9x baseline`,
      value: `${ratio(server.throughput[maxCount]!.stepsPerSecond, baseline.throughput[maxCount]!.stepsPerSecond)}x (${server.throughput[maxCount]!.stepsPerSecond} vs ${baseline.throughput[maxCount]!.stepsPerSecond} steps/s)`,
      met: server.throughput[maxCount]!.stepsPerSecond >= 0.9 * baseline.throughput[maxCount]!.stepsPerSecond,
    },
    server.pssPerAddedSession !== null && baseline.pssPerAddedPage !== null
      ? { target: 'PSS per added session <= 1.3x baseline per added page and <= 50 MB', value: `${ratio(server.pssPerAddedSession, baseline.pssPerAddedPage)}x (${server.pssPerAddedSession} vs ${baseline.pssPerAddedPage} MB)`, met: server.pssPerAddedSession <= 1.3 * baseline.pssPerAddedPage && server.pssPerAddedSession <= 50 }
      : { target: 'PSS per added session <= 1.3x baseline per added page and <= 50 MB', value: 'needs two session counts', met: null },
    held
      ? { target: `${held.held} sessions held; step p50 with them held <= 2x with 1`, value: `${ratio(held.stepHeld.p50, held.stepAlone.p50)}x (${ms(held.stepHeld.p50)} vs ${ms(held.stepAlone.p50)} ms), ${held.pssPerAddedSession} MB per held session`, met: held.held >= 256 && held.stepHeld.p50 <= 2 * held.stepAlone.p50 }
      : { target: '256 sessions held (--held 256)', value: 'not run', met: null },
  ];

  const pad = (s: string, n: number) => s.padEnd(n);
  const lines: string[] = [];
  lines.push(`Vivarium bench: ${startedAt}, ${cpus().length} cores, load average ${loadBefore[0]!.toFixed(2)} before, ${loadAfter[0]!.toFixed(2)} after; ${STEPS} steps per run`);
  lines.push('');
  lines.push(`| ${pad('figure (ms)', 38)} | ${pad('p50', 7)} | ${pad('p95', 7)} | ${pad('baseline p50', 12)} | ${pad('ratio', 5)} | baseline is |`);
  lines.push(`|${'-'.repeat(40)}|${'-'.repeat(9)}|${'-'.repeat(9)}|${'-'.repeat(14)}|${'-'.repeat(7)}|---|`);
  for (const r of rows) lines.push(`| ${pad(r.figure, 38)} | ${pad(r.p50, 7)} | ${pad(r.p95, 7)} | ${pad(r.base, 12)} | ${pad(r.ratio === null ? '' : `${r.ratio}x`, 5)} | ${r.basis} |`);
  lines.push('');
  lines.push(`| sessions | steps/s | baseline steps/s | ratio | PSS MB | baseline PSS MB |`);
  lines.push(`|---|---|---|---|---|---|`);
  for (const t of throughputRows) lines.push(`| ${t.sessions} | ${t.server} | ${t.baseline} | ${t.ratio}x | ${t.serverPss} | ${t.baselinePss} |`);
  lines.push('');
  lines.push(`PSS per added session: ${server.pssPerAddedSession ?? 'n/a'} MB; baseline per added page: ${baseline.pssPerAddedPage ?? 'n/a'} MB` +
    (server.pssPerAddedSession !== null && baseline.pssPerAddedPage !== null ? ` (${ratio(server.pssPerAddedSession, baseline.pssPerAddedPage)}x)` : ''));
  lines.push(`Playwright page.screenshot (tap + JPEG) at 1 page: p50 ${ms(baseline.stepJpegPlaywrightScreenshot.p50)} ms, against ${ms(baseline.stepJpeg.p50)} ms with CDP Page.captureScreenshot`);
  lines.push(`Screenshot sizes: JPEG ${Math.round(server.jpegBytes / 1024)} kB, PNG ${Math.round(server.pngBytes / 1024)} kB (1080x2400)`);
  lines.push('');
  lines.push('Resolutions (`session.create {device_scale}`): the page rendered at each scale, one session, one call at a time');
  lines.push('');
  lines.push('| screen | step: tap + JPEG + UI tree p50 | tap + JPEG, no tree p50 | raw tap + JPEG p50 | ratio (with tree) | ratio (no tree) |');
  lines.push('|---|---|---|---|---|---|');
  for (const r of scaleRows) lines.push(`| ${r.width}x${r.height} (scale ${r.scale}) | ${ms(r.step.p50)} | ${ms(r.stepNoTree.p50)} | ${ms(r.raw.p50)} | ${ratio(r.step.p50, r.raw.p50)}x | ${ratio(r.stepNoTree.p50, r.raw.p50)}x |`);
  lines.push('');
  lines.push(`UI tree only: a step with the tree and no screenshot ${ms(server.stepUiTreeOnly.p50)} ms p50, a bare tap on the static page ${ms(baseline.tapOnly.p50)} ms (${ratio(server.stepUiTreeOnly.p50, baseline.tapOnly.p50)}x)`);
  if (held) {
    lines.push('');
    lines.push(`Held sessions: ${held.held} opened in ${held.openSeconds} s (each reset into a task with its screenshot), then held idle`);
    lines.push('');
    lines.push('| figure | 1 session | with held |');
    lines.push('|---|---|---|');
    lines.push(`| PSS MB | ${held.pssAlone} | ${held.pssHeld} (${held.pssPerAddedSession} MB per held session) |`);
    lines.push(`| step p50 / p95 ms, one session, one call at a time | ${ms(held.stepAlone.p50)} / ${ms(held.stepAlone.p95)} | ${ms(held.stepHeld.p50)} / ${ms(held.stepHeld.p95)} |`);
    lines.push(`| ${held.sample.sessions} more sessions stepping at once: steps/s, p50 / p95 ms | | ${held.sample.stepsPerSecond}, ${ms(held.sample.step.p50)} / ${ms(held.sample.step.p95)} |`);
  }
  lines.push('');
  lines.push('| target | measured | met |');
  lines.push('|---|---|---|');
  for (const t of targets) lines.push(`| ${t.target} | ${t.value} | ${t.met === null ? 'n/a' : t.met ? 'yes' : 'NO'} |`);
  console.log(lines.join('\n'));

  if (args.json) {
    const report = {
      version: 1, started_at: startedAt, machine: { cores: cpus().length, cpu: cpus()[0]?.model ?? '', load_before: loadBefore, load_after: loadAfter, chromium: findChromium(), launch_args: LAUNCH_ARGS },
      options: { sessions: SESSION_COUNTS, steps: STEPS, create_samples: CREATE_SAMPLES, observation: { format: 'jpeg', quality: 80, width: 1080, height: 2400 } },
      server, baseline, throughput: throughputRows, held, targets,
    };
    writeFileSync(args.json, JSON.stringify(report, null, 2) + '\n');
    console.error(`[bench] wrote ${args.json}`);
  }
}

await main();
