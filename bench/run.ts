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
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { processTree, pssMb } from './processes.ts';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { VivariumClient, type ObserveOptions } from '../clients/ts/index.ts';
import { VIEWPORT, VIEWPORTS } from '../env-server/actions.ts';
import { deviceOf } from '../tasks/define.ts';
import { DEVICE_SCALES, MAX_REJUDGE_BYTES, type DeviceScale } from '../contract/index.ts';
import { TASKS as ALL_TASKS } from '../tasks/index.ts';
import { LAUNCH_ARGS, findChromium, launchChromium } from '../env-server/chromium.ts';
import { startServer } from '../env-server/server.ts';

// ---- options ---------------------------------------------------------------------------------

const { values: args } = parseArgs({
  options: {
    sessions: { type: 'string', default: '1,4,16' },
    steps: { type: 'string', default: '40' },
    json: { type: 'string' },
    held: { type: 'string', default: '0' },
    soak: { type: 'string', default: '0' },
    'soak-sessions': { type: 'string', default: '8' },
    rejudge: { type: 'boolean', default: false },
    'rejudge-mb': { type: 'string' },
    only: { type: 'string' },
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
  --soak N          also play N episodes on --soak-sessions sessions (default 8), sampling the
                    server's RSS and heap and the browser tree's PSS: MB per 1,000 episodes after warm-up
  --rejudge         also measure other sessions' steps while the largest allowed re-judging (32 MiB)
                    runs, in its worker and, for comparison, on the event loop
  --rejudge-mb N    the re-judged body's size in MiB, 1 to 32, for a quick run (default: the 32 MiB limit)
  --only LIST       run only these of the runs above (soak, rejudge), not the whole bench
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
const REJUDGE_BYTES = args['rejudge-mb'] === undefined ? MAX_REJUDGE_BYTES : Number(args['rejudge-mb']) * 1024 * 1024;
// Bigger than the server takes would measure a refusal, not a re-judging: said, not cut down.
if (!(REJUDGE_BYTES >= 1024 * 1024 && REJUDGE_BYTES <= MAX_REJUDGE_BYTES)) {
  console.error(`--rejudge-mb takes a size in MiB from 1 to ${MAX_REJUDGE_BYTES / 1024 / 1024} (the server's limit on a re-judged body)`);
  process.exit(2);
}
const SOAK = Number.parseInt(args.soak, 10);
const SOAK_SESSIONS = Number.parseInt(args['soak-sessions'], 10);
if (!Number.isInteger(SOAK) || SOAK < 0 || !Number.isInteger(SOAK_SESSIONS) || SOAK_SESSIONS < 1) {
  console.error('--soak takes a number of episodes (0 for none), --soak-sessions a positive number');
  process.exit(2);
}
/** Sessions of the held run that step (each on its own socket) while the rest wait: 8, or as many as are held when fewer. */
const HELD_SAMPLE = 8;
const heldSample = (held: number) => Math.min(HELD_SAMPLE, held);
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
  /** The desktop browser (1280x800 at scale 1) on a web task: resets and steps that click a link and go back. */
  desktop: DesktopFigures | null;
}

interface DesktopFigures { tasks: string[]; resetTask: Stats; resetSeed: Stats; step: Stats; stepNoTree: Stats }

/** Two web tasks of the Forum alone (the figures' page, run after run), or null when the catalogue has none. */
function desktopTasks(): [string, string] | null {
  const same = ALL_TASKS.filter((t) => deviceOf(t) === 'desktop' && t.apps.length === 1 && t.apps[0] === 'forum');
  return same.length >= 2 ? [same[0]!.id, same[1]!.id] : null;
}

/**
 * The desktop's figures on one session: resets between the two web tasks and between seeds, and
 * steps that click the first link of the site's front page (a new page), timed, then go back
 * (untimed), so every timed step renders another page.
 */
async function benchDesktop(client: VivariumClient): Promise<DesktopFigures | null> {
  const tasks = desktopTasks();
  if (!tasks) return null;
  const { session_id: session } = await client.openSession({ device: 'desktop' });
  const noShot: ObserveOptions = { screenshot: false };
  const resetTask: number[] = [], resetSeed: number[] = [];
  let seed = 1;
  for (let i = 0; i < STEPS + WARMUP; i++) {
    const keep = i >= WARMUP;
    const a = performance.now();
    await client.reset(session, tasks[i % 2]!, seed, noShot);
    const b = performance.now();
    await client.reset(session, tasks[i % 2]!, ++seed, noShot);
    const c = performance.now();
    if (keep) {
      resetTask.push(b - a);
      resetSeed.push(c - b);
    }
  }
  const stepRun = async (observe: ObserveOptions | undefined) => {
    const start = await client.reset(session, tasks[0], 1, noShot);
    const front = await client.step(session, { type: 'open_app', name: start.info.apps[0]! }, { screenshot: false });
    const link = front.observation.ui_tree!.find((e) => e.role === 'link' && e.text !== '' && e.bounds[1] > 100);
    if (!link) throw new Error(`no link on the front page of ${start.info.apps[0]}`);
    const samples: number[] = [];
    for (let i = 0; i < STEPS + WARMUP; i++) {
      const t0 = performance.now();
      const result = await client.step(session, { type: 'tap', x: (link.bounds[0] + link.bounds[2]) / 2, y: (link.bounds[1] + link.bounds[3]) / 2 }, observe);
      if (i >= WARMUP) samples.push(performance.now() - t0);
      const back = result.truncated ? result : await client.step(session, { type: 'back' }, noShot);
      if (back.truncated) {
        // Out of steps: a new episode on the front page.
        await client.reset(session, tasks[0], 1, noShot);
        await client.step(session, { type: 'open_app', name: start.info.apps[0]! }, noShot);
      }
    }
    return stats(samples);
  };
  const figures = { tasks, resetTask: stats(resetTask), resetSeed: stats(resetSeed), step: await stepRun(undefined), stepNoTree: await stepRun({ ui_tree: false }) };
  await client.closeSession(session);
  return figures;
}

async function benchServer(): Promise<ServerFigures> {
  const maxCount = SESSION_COUNTS.at(-1)!;
  // No idle pages beyond the warm one: a closed session's page closes with it, so that the PSS per
  // added session counts each session's own page (pages given back would be taken by the next ones),
  // and a session create is timed on the warm page, as before the pool took pages back.
  const server = await startServer({
    port: 0, host: '127.0.0.1', distDir: resolve(args.dist), idlePages: 0,
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
    const desktop = await benchDesktop(client);
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
      stepJpeg, stepPng, stepUiTreeOnly, stepJpegNoTree, byScale, throughput, pss, pssPerAddedSession: perAdded(pss), jpegBytes, pngBytes, desktop,
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
  /** heldSample(held) more sessions stepping at once while `held` are open, each on its own socket. */
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
  // No idle pages beyond the warm one (as in benchServer): held sessions' memory is theirs alone.
  const server = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(args.dist), idlePages: 0, limits: { maxSessions: held + heldSample(held) + 2 } });
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
    // While they are held, heldSample(held) more sessions step at once, each from its own socket.
    const workers = await Promise.all(Array.from({ length: heldSample(held) }, async () => ({ c: await VivariumClient.connect(server.url) })));
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

// ---- soak: many episodes, memory over time ------------------------------------------------------

interface SoakSample { episodes: number; serverRssMb: number; serverHeapMb: number; browserPssMb: number }

interface SoakFigures {
  episodes: number;
  sessions: number;
  seconds: number;
  errors: number;
  /** Samples before this many episodes are the warm-up, left out of the slopes. */
  warmup: number;
  samples: SoakSample[];
  /** Least-squares slopes after the warm-up, in MB per 1,000 episodes. */
  perThousand: { serverRss: number; serverHeap: number; browserPss: number };
}

/** The heap collected, when the process lets us (the bench asks V8 for `gc` at start). */
const collect: () => void = (() => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  return gc ?? (() => {});
})();

function slopePerThousand(points: [number, number][]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((a, [x]) => a + x, 0) / n, my = points.reduce((a, [, y]) => a + y, 0) / n;
  const sxx = points.reduce((a, [x]) => a + (x - mx) ** 2, 0);
  const sxy = points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0);
  return sxx === 0 ? 0 : Math.round((sxy / sxx) * 1000 * 10) / 10;
}

/**
 * A trainer's long run: `episodes` episodes over `sessions` sessions, each on its own socket; an
 * episode is a reset (tasks and seeds in turn), ten steps on the Contacts list and `done`. Memory
 * is sampled twenty times, after a garbage collection in this process and in every page: the
 * server's RSS and heap (the server runs in this process, its worker threads included) and the
 * PSS of the browser's whole process tree.
 */
async function benchSoak(episodes: number, sessions: number): Promise<SoakFigures> {
  const server = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(args.dist), limits: { maxSessions: sessions + 2 } });
  const browserTree = () => processTree().filter((pid) => pid !== process.pid);
  try {
    const workers = await Promise.all(Array.from({ length: sessions }, async () => {
      const client = await VivariumClient.connect(server.url);
      return { client, session: await client.createSession({ screenshot: true }) };
    }));
    const every = Math.max(1, Math.floor(episodes / 20));
    const samples: SoakSample[] = [];
    const sample = async (done: number) => {
      // Garbage collected in this process and in every session's page, so the samples show what
      // is kept, not where V8's sawtooth happens to be.
      collect();
      await Promise.all(server.debug.sessions().map((s) => s.collectGarbage()));
      await sleep(500);
      const memory = process.memoryUsage();
      samples.push({ episodes: done, serverRssMb: Math.round(memory.rss / 1e5) / 10, serverHeapMb: Math.round(memory.heapUsed / 1e5) / 10, browserPssMb: pssMb(browserTree()).total });
    };
    await sample(0);
    let next = 0, done = 0, errors = 0, sampling: Promise<void> = Promise.resolve();
    const started = performance.now();
    await Promise.all(workers.map(async (w) => {
      for (let episode = next++; episode < episodes; episode = next++) {
        try {
          await w.client.reset(w.session, TASKS[episode % 2]!, 1 + (episode % 50), { screenshot: false });
          await w.client.step(w.session, { type: 'open_app', name: 'Contacts' }, { screenshot: false });
          for (let i = 0; i < 10; i++) await w.client.step(w.session, actionAt(i + episode));
          await w.client.step(w.session, { type: 'done' }, { screenshot: false });
        } catch (error) {
          errors += 1;
          console.error(`[bench] soak episode ${episode}: ${error instanceof Error ? error.message : String(error)}`);
        }
        done += 1;
        if (done % every === 0 || done === episodes) {
          const at = done;
          sampling = sampling.then(() => sample(at));
          if (at % (every * 5) === 0) console.error(`[bench] soak: ${at} episodes, server RSS ${samples.at(-1)?.serverRssMb} MB, browser PSS ${samples.at(-1)?.browserPssMb} MB`);
        }
      }
    }));
    await sampling;
    const seconds = Math.round((performance.now() - started) / 1000);
    for (const w of workers) w.client.close();
    const warmup = Math.ceil(episodes / 5);
    const after = samples.filter((s) => s.episodes >= warmup);
    return {
      episodes, sessions, seconds, errors, warmup, samples,
      perThousand: {
        serverRss: slopePerThousand(after.map((s) => [s.episodes, s.serverRssMb])),
        serverHeap: slopePerThousand(after.map((s) => [s.episodes, s.serverHeapMb])),
        browserPss: slopePerThousand(after.map((s) => [s.episodes, s.browserPssMb])),
      },
    };
  } finally {
    await server.close();
  }
}

// ---- other sessions' steps while a re-judging runs ------------------------------------------------

interface RejudgeFigures {
  bodyMb: number;
  /** Where the re-judging ran: in its worker (the server), or on the event loop (as before, for comparison). */
  runs: { where: 'worker' | 'event loop'; rejudgeSeconds: number; stepsDuring: number; step: Stats & { max: number; p99: number } }[];
  /** The same sessions stepping with no re-judging. */
  alone: Stats & { max: number; p99: number };
}

/**
 * Four sessions step one call at a time (each on its own socket) while `POST /v1/rejudge` judges
 * a recording of nearly 32 MiB: the step latencies from the moment its body is sent until it is
 * answered. The server re-judges in a worker; a server given its own copy of the catalogue judges
 * on the event loop, as every server did before, which is the comparison.
 */
/**
 * Sessions that step while the re-judging runs: one, "another session" as a trainer's neighbour
 * sees it. (Four sessions stepping at once on 2 cores wait for the CPU among themselves: their p99
 * measured the machine, 266 ms with no re-judging at all.)
 */
const REJUDGE_NEIGHBOURS = 1;

/** A node script: POST the file argv[2] to the URL argv[1] as JSON; exit 0 on a 200. */
const POST_FILE = `const http = require('node:http'), fs = require('node:fs');
const [url, file] = process.argv.slice(1);
const req = http.request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' } }, (res) => { res.resume(); res.on('end', () => process.exit(res.statusCode === 200 ? 0 : 1)); });
req.on('error', () => process.exit(2));
fs.createReadStream(file).pipe(req);`;

async function benchRejudge(): Promise<RejudgeFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'vivarium-bench-rejudge-'));
  const extended = (samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return { ...stats(samples), max: Math.round(sorted.at(-1)! * 100) / 100, p99: Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)]! * 100) / 100 };
  };
  try {
    const runs: RejudgeFigures['runs'] = [];
    let alone: RejudgeFigures['alone'] | null = null;
    let bodyMb = 0;
    for (const where of ['worker', 'event loop'] as const) {
      const server = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(args.dist), record: dir, limits: { maxSessions: 8 }, ...(where === 'event loop' ? { tasks: [...ALL_TASKS] } : {}) });
      try {
        const recorder = await VivariumClient.connect(server.url);
        const id = (await recorder.openSession({ observe: { screenshot: false }, record: true })).session_id;
        const reset = await recorder.call('env.reset', { session_id: id, task: 'contacts/query-phone', seed: 1, observe: { screenshot: false } }) as { info: { recording: string } };
        for (let i = 0; i < 8; i++) await recorder.step(id, actionAt(i), { screenshot: false });
        await recorder.step(id, { type: 'answer', value: '0' }, { screenshot: false });
        await recorder.closeSession(id);
        recorder.close();
        // The recording's step lines repeated until the body is just under the 32 MiB limit (or --rejudge-mb).
        const lines = readFileSync(join(dir, reset.info.recording), 'utf8').trim().split('\n');
        const filler = lines.slice(1, -1).join('\n');
        const copies = Math.floor((REJUDGE_BYTES - Math.min(256 * 1024, REJUDGE_BYTES / 8) - JSON.stringify(lines[0]! + lines.at(-1)!).length) / JSON.stringify(filler + '\n').length);
        const body = JSON.stringify({ recording: [lines[0], ...Array.from({ length: copies }, () => filler), lines.at(-1)].join('\n') });
        bodyMb = Math.round((body.length / 1024 / 1024) * 10) / 10;
        const bodyFile = join(dir, 'rejudge-body.json');
        writeFileSync(bodyFile, body);
        const workers = await Promise.all(Array.from({ length: REJUDGE_NEIGHBOURS }, async (_, index) => {
          const client = await VivariumClient.connect(server.url);
          const session = await client.createSession({ screenshot: false });
          await client.call('env.reset', { session_id: session, task: 'contacts/add-contact', seed: index + 1, options: { max_steps: 1000 }, observe: { screenshot: false } });
          await client.step(session, { type: 'open_app', name: 'Contacts' }, { screenshot: false });
          return { client, session };
        }));
        // Every step's start and end; the re-judging's window is from its request to its answer.
        // (The server runs in this process: while its event loop is held, so is every client here,
        // so a step overlapping the window is what a remote client would wait.)
        const spans: [number, number][] = [];
        let stop = false;
        const stepping = Promise.all(workers.map(async (w, index) => {
          for (let i = 0; !stop; i++) {
            const t0 = performance.now();
            await w.client.step(w.session, actionAt(i + index), { screenshot: true, ui_tree: true });
            spans.push([t0, performance.now()]);
          }
        }));
        await sleep(3000); // the steps alone, for comparison
        const posted = performance.now();
        // Posted from another process, as a remote client would: this process hosts the server,
        // and writing 32 MB from here would hold the event loop the steps share for the bench's sake.
        await new Promise<void>((done, fail) => {
          const poster = spawn(process.execPath, ['-e', POST_FILE, `${server.url}/v1/rejudge`, bodyFile], { stdio: ['ignore', 'ignore', 'inherit'] });
          poster.once('error', fail);
          poster.once('exit', (code) => (code === 0 ? done() : fail(new Error(`the re-judging's request failed (exit ${code})`))));
        });
        const answered = performance.now();
        const rejudgeSeconds = Math.round((answered - posted) / 100) / 10;
        stop = true;
        await stepping;
        const during = spans.filter(([a, b]) => b > posted && a < answered).map(([a, b]) => b - a);
        const quiet = spans.filter(([, b]) => b < posted).map(([a, b]) => b - a);
        for (const w of workers) w.client.close();
        if (where === 'worker') alone = extended(quiet);
        runs.push({ where, rejudgeSeconds, stepsDuring: during.length, step: during.length ? extended(during) : { ...stats([0]), max: 0, p99: 0 } });
        console.error(`[bench] rejudge of ${bodyMb} MB (${where}): ${rejudgeSeconds} s; other sessions' steps meanwhile: ${during.length}, max ${runs.at(-1)!.step.max} ms`);
      } finally {
        await server.close();
      }
    }
    return { bodyMb, runs, alone: alone! };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- the raw Playwright baseline -------------------------------------------------------------

const STATIC_PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 16px sans-serif; }
  div { height: 60px; border-bottom: 1px solid #ddd; display: flex; align-items: center; padding-left: 16px; }
  div.on { background: #dde6ff; }
</style></head><body>${Array.from({ length: 14 }, (_, i) => `<div>Row ${i + 1}</div>`).join('')}
<script>document.body.addEventListener('click', (e) => e.target.classList.toggle('on'));</script></body></html>`;

interface RawPage { context: BrowserContext; page: Page; cdp: CDPSession; scale: DeviceScale; viewport: { width: number; height: number } }

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
  /** Tap + JPEG capture, and a reload of the static page, at the desktop's 1280x800 and scale 1. */
  desktop: { reload: Stats; step: Stats };
}

async function openRawPage(browser: Browser, scale: DeviceScale = 3, viewport: { width: number; height: number } = VIEWPORT): Promise<RawPage> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: scale });
  const page = await context.newPage();
  await page.setContent(STATIC_PAGE);
  return { context, page, cdp: await context.newCDPSession(page), scale, viewport };
}

/**
 * The same capture call the server makes (session.ts): CDP, clip at device scale. A page that has
 * not produced its first frame yet (just loaded, on a busy machine) has nothing to capture, and
 * Chromium says so: the capture waits for the page's next frame and is made again, as the server's
 * settle waits for a frame before its screenshot.
 */
async function capture(raw: RawPage, format: 'jpeg' | 'png'): Promise<Buffer> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { data } = await raw.cdp.send('Page.captureScreenshot', {
        format, ...(format === 'jpeg' ? { quality: 80 } : {}), optimizeForSpeed: true,
        clip: { x: 0, y: 0, width: raw.viewport.width, height: raw.viewport.height, scale: raw.scale },
      });
      return Buffer.from(data, 'base64');
    } catch (error) {
      if (attempt === 5 || !(error instanceof Error && error.message.includes('Unable to capture screenshot'))) throw error;
      await raw.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    }
  }
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
    const wide = await openRawPage(browser, 1, VIEWPORTS.desktop);
    const desktop = {
      reload: await run(() => wide.page.setContent(STATIC_PAGE)),
      step: await run(async (i) => { await rawTap(wide, i); await capture(wide, 'jpeg'); }),
    };
    await wide.context.close();

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
    return { create: stats(create), reload: stats(reload), reloadWithScreenshot: stats(reloadShot), tapOnly, stepJpeg, stepPng, stepJpegPlaywrightScreenshot, byScale, throughput, pss, pssPerAddedPage: perAdded(pss), desktop };
  } finally {
    await browser.close();
  }
}

// ---- the report ------------------------------------------------------------------------------

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const ms = (v: number) => v.toFixed(1);

/** The soak's and the re-judging's tables (`--soak`, `--rejudge`). */
function extraLines(soak: SoakFigures | null, rejudge: RejudgeFigures | null): string[] {
  const out: string[] = [];
  if (soak) {
    out.push('');
    out.push(`Soak: ${soak.episodes} episodes on ${soak.sessions} sessions in ${soak.seconds} s, ${soak.errors} errors; memory after the first ${soak.warmup} episodes (warm-up), as a least-squares slope`);
    out.push('');
    out.push('| memory | at 0 | after warm-up | at the end | MB per 1,000 episodes |');
    out.push('|---|---|---|---|---|');
    const firstAfter = soak.samples.find((x) => x.episodes >= soak.warmup)!, last = soak.samples.at(-1)!, zero = soak.samples[0]!;
    out.push(`| server RSS (after a collection) | ${zero.serverRssMb} | ${firstAfter.serverRssMb} | ${last.serverRssMb} | ${soak.perThousand.serverRss} |`);
    out.push(`| server heap used | ${zero.serverHeapMb} | ${firstAfter.serverHeapMb} | ${last.serverHeapMb} | ${soak.perThousand.serverHeap} |`);
    out.push(`| browser tree PSS | ${zero.browserPssMb} | ${firstAfter.browserPssMb} | ${last.browserPssMb} | ${soak.perThousand.browserPss} |`);
  }
  if (rejudge) {
    out.push('');
    out.push(`Another session's steps (${REJUDGE_NEIGHBOURS} session${REJUDGE_NEIGHBOURS > 1 ? 's' : ''}, tap + JPEG + UI tree, one call at a time) while POST /v1/rejudge judges a ${rejudge.bodyMb} MB recording`);
    out.push('');
    out.push('| re-judging runs | its time s | steps meanwhile | step p50 ms | p99 | max |');
    out.push('|---|---|---|---|---|---|');
    out.push(`| (none) | | ${rejudge.alone.n} | ${ms(rejudge.alone.p50)} | ${ms(rejudge.alone.p99)} | ${ms(rejudge.alone.max)} |`);
    for (const r of rejudge.runs) out.push(`| ${r.where === 'worker' ? 'in its worker (the server)' : 'on the event loop (before)'} | ${r.rejudgeSeconds} | ${r.stepsDuring} | ${ms(r.step.p50)} | ${ms(r.step.p99)} | ${ms(r.step.max)} |`);
  }
  return out;
}

type Target = { target: string; value: string; met: boolean | null };

function extraTargets(soak: SoakFigures | null, rejudge: RejudgeFigures | null): Target[] {
  return [
    ...(soak ? [{ target: 'soak: memory flat after warm-up (server RSS and browser PSS <= 5 MB per 1,000 episodes)', value: `${soak.perThousand.serverRss} and ${soak.perThousand.browserPss} MB per 1,000 episodes`, met: soak.perThousand.serverRss <= 5 && soak.perThousand.browserPss <= 5 }] : []),
    ...(rejudge ? [{ target: 'another session\'s step p99 < 200 ms while the largest re-judging runs', value: `${ms(rejudge.runs[0]!.step.p99)} ms (max ${ms(rejudge.runs[0]!.step.max)}; on the event loop: max ${ms(rejudge.runs[1]!.step.max)})`, met: rejudge.runs[0]!.step.p99 < 200 }] : []),
  ];
}

/** `--only soak,rejudge`: those runs alone, without the figures of the whole bench. */
async function mainOnly(only: Set<string>): Promise<void> {
  const startedAt = new Date().toISOString();
  const loadBefore = loadavg();
  console.error(`[bench] only ${[...only].join(', ')}; load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} cores`);
  const soak = only.has('soak') && SOAK > 0 ? await benchSoak(SOAK, SOAK_SESSIONS) : null;
  const rejudge = only.has('rejudge') ? await benchRejudge() : null;
  const loadAfter = loadavg();
  const targets = extraTargets(soak, rejudge);
  const lines = [`Vivarium bench (${[...only].join(', ')}): ${startedAt}, ${cpus().length} cores, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(' ')} after`];
  lines.push(...extraLines(soak, rejudge), '', '| target | measured | met |', '|---|---|---|');
  for (const t of targets) lines.push(`| ${t.target} | ${t.value} | ${t.met === null ? 'n/a' : t.met ? 'yes' : 'NO'} |`);
  console.log(lines.join('\n'));
  if (args.json) {
    writeFileSync(args.json, JSON.stringify({ version: 1, started_at: startedAt, machine: { cores: cpus().length, cpu: cpus()[0]?.model ?? '', load_before: loadBefore, load_after: loadAfter }, only: [...only], soak, rejudge, targets }, null, 2) + '\n');
    console.error(`[bench] wrote ${args.json}`);
  }
}

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
  let soak: SoakFigures | null = null;
  if (SOAK > 0) {
    console.error(`[bench] soak: ${SOAK} episodes on ${SOAK_SESSIONS} sessions ...`);
    soak = await benchSoak(SOAK, SOAK_SESSIONS);
  }
  let rejudge: RejudgeFigures | null = null;
  if (args.rejudge) {
    console.error('[bench] steps while a 32 MiB re-judging runs ...');
    rejudge = await benchRejudge();
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
  if (server.desktop) {
    latency('desktop: reset, another task (no screenshot)', server.desktop.resetTask, baseline.desktop.reload, 'reload of the static page at 1280x800');
    latency('desktop: reset, another seed (no screenshot)', server.desktop.resetSeed, baseline.desktop.reload, 'reload of the static page at 1280x800');
    latency('desktop: step, click a link + JPEG + UI tree', server.desktop.step, baseline.desktop.step, 'tap + JPEG capture at 1280x800');
    latency('desktop: step, click a link + JPEG, no tree', server.desktop.stepNoTree, baseline.desktop.step, 'tap + JPEG capture at 1280x800');
  }
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
  const targets: Target[] = [
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
    ...extraTargets(soak, rejudge),
    held
      ? { target: `${held.held} sessions held; step p50 with them held <= 2x with 1`, value: `${ratio(held.stepHeld.p50, held.stepAlone.p50)}x (${ms(held.stepHeld.p50)} vs ${ms(held.stepAlone.p50)} ms), ${held.pssPerAddedSession} MB per held session`, met: held.held >= 256 && held.stepHeld.p50 <= 2 * held.stepAlone.p50 }
      : { target: '256 sessions held (--held 256)', value: 'not run', met: null },
  ];

  const pad = (s: string, n: number) => s.padEnd(n);
  const lines: string[] = [];
  lines.push(`Vivarium bench: ${startedAt}, ${cpus().length} cores, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(' ')} after; ${STEPS} steps per run`);
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
  lines.push(server.desktop
    ? `Desktop: the browser at 1280x800, scale 1, on ${server.desktop.tasks.join(' and ')}; a timed step clicks a link of the site's front page (a new page renders), an untimed back returns`
    : 'Desktop: no web task in the catalogue, not measured');
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
  lines.push(...extraLines(soak, rejudge));
  lines.push('');
  lines.push('| target | measured | met |');
  lines.push('|---|---|---|');
  for (const t of targets) lines.push(`| ${t.target} | ${t.value} | ${t.met === null ? 'n/a' : t.met ? 'yes' : 'NO'} |`);
  console.log(lines.join('\n'));

  if (args.json) {
    const report = {
      version: 1, started_at: startedAt, machine: { cores: cpus().length, cpu: cpus()[0]?.model ?? '', load_before: loadBefore, load_after: loadAfter, chromium: findChromium(), launch_args: LAUNCH_ARGS },
      options: { sessions: SESSION_COUNTS, steps: STEPS, create_samples: CREATE_SAMPLES, observation: { format: 'jpeg', quality: 80, width: 1080, height: 2400 } },
      server, baseline, throughput: throughputRows, held, soak, rejudge, targets,
    };
    writeFileSync(args.json, JSON.stringify(report, null, 2) + '\n');
    console.error(`[bench] wrote ${args.json}`);
  }
}

const ONLY = args.only ? new Set(args.only.split(',').map((o) => o.trim())) : null;
if (ONLY && [...ONLY].some((o) => o !== 'soak' && o !== 'rejudge')) {
  console.error('--only takes soak and/or rejudge');
  process.exit(2);
}
await (ONLY ? mainOnly(ONLY) : main());
