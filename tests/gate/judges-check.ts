// `npm run judges:check`: the judge gate over every template (see tests/gate/gate.ts).
//   --seeds 1-5 | 1,2,7   which seeds (default 1-5, and the moving window)
//   --window N             N more seeds derived from the commit, new with every commit (default 3 with
//                          the default seeds, 0 with --seeds): seeds no one tuned a template for
//   --task ID | PREFIX/    only these templates (an id, or an app prefix like `contacts/`); repeat it for more
//   --url ws://...         use a running server instead of starting one
//   --admin-token T        that server's admin token: the gate judges answers with env.evaluate, which needs it, and
//                          reads states with it (a started server gets one)
//   --replays per-app      replay only the first template of each app (default: every template)
//   --no-replays           skip the determinism replays
//   --no-sharing           play every trial whole (no steps taken from the played paths)
//   --deadline MIN         give up with an error after this many minutes (default: 10, plus 3 s for
//                          each template and seed: 24 minutes at seed 1 over 269 templates)
//   --dist DIR             the built apps to serve (default dist/)
//   --concurrency N        sessions in parallel (default 3)
//   --device-scale S       the sessions' device scale: 1 (default, 360x800), 1.5 or 3 (1080x2400)
//   --json PATH, --markdown PATH   where the report goes (default docs/judge-report.{json,md} for full runs;
//                                  the JSON lists every trial only at a path given here)
//   --help                 this text
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRng } from '../../apps/kit/random.ts';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../../env-server/server.ts';
import { TASKS } from '../../tasks/index.ts';
import { costTable, markdownTable, runGate } from './gate.ts';
import { DEVICE_SCALES, type DeviceScale } from '../../contract/index.ts';

const OPTIONS = {
  seeds: { type: 'string' },
  window: { type: 'string' },
  task: { type: 'string', multiple: true },
  url: { type: 'string' },
  'admin-token': { type: 'string' },
  deadline: { type: 'string' },
  replays: { type: 'string', default: 'all' },
  'no-replays': { type: 'boolean' },
  'no-sharing': { type: 'boolean' },
  dist: { type: 'string' },
  concurrency: { type: 'string', default: '3' },
  'device-scale': { type: 'string', default: '1' },
  json: { type: 'string' },
  markdown: { type: 'string' },
  help: { type: 'boolean' },
} as const;

/** The comment that opens this file, as the usage text. */
const header = readFileSync(import.meta.filename, 'utf8').split('\n');
const USAGE = header.slice(0, header.findIndex((l) => !l.startsWith('//'))).map((l) => l.slice(3)).join('\n');
const parsed = (() => {
  try {
    return parseArgs({ options: OPTIONS });
  } catch (error) {
    console.error(`judges:check: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
})();
const { values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (values.replays !== 'all' && values.replays !== 'per-app') {
  console.error(`judges:check: --replays is all or per-app, not "${values.replays}"`);
  process.exit(2);
}

function parseSeeds(text: string): number[] {
  return text.split(',').flatMap((part) => {
    const range = /^(\d+)-(\d+)$/.exec(part.trim());
    if (range) return Array.from({ length: Number(range[2]) - Number(range[1]) + 1 }, (_, i) => Number(range[1]) + i);
    if (!/^\d+$/.test(part.trim())) throw new Error(`--seeds: "${part}" is not a seed or a range like 1-5`);
    return [Number(part)];
  });
}

/**
 * Seeds no template was tuned for: `count` seeds above 5, drawn from the commit's hash, so that
 * every commit's gate plays other ones (the same ones for everyone at that commit).
 */
function movingWindow(count: number): number[] {
  if (count <= 0) return [];
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: import.meta.dirname, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    console.log('judge gate: no git commit to derive the moving window of seeds from; playing without it');
    return [];
  }
  const rng = createRng(`gate/window/${commit}`);
  const out = new Set<number>();
  while (out.size < count) out.add(rng.int(6, 9_999));
  return [...out].sort((a, b) => a - b);
}

const seeds = [...new Set([...parseSeeds(values.seeds ?? '1-5'), ...movingWindow(Number(values.window ?? (values.seeds === undefined ? 3 : 0)))])];
const filters = values.task ?? [];
const filter = filters.length > 0 ? filters.join(' ') : undefined;
const matches = (id: string, f: string) => id === f || (f.endsWith('/') && id.startsWith(f));
for (const f of filters) {
  if (!TASKS.some((t) => matches(t.id, f))) {
    console.error(`no template matches --task ${f}`);
    process.exit(2);
  }
}
const tasks = filters.length > 0 ? TASKS.filter((t) => filters.some((f) => matches(t.id, f))) : TASKS;
// The deadline grows with the run: a hung gate still fails, and a full run over a large world does not.
const deadline = Number(values.deadline ?? 10 + Math.ceil((tasks.length * seeds.length * 3) / 60));

// A gate that hangs must fail loudly, not hold CI until its own timeout.
setTimeout(() => {
  console.error(`judge gate FAILED: no result after ${deadline} minutes (see the last templates logged above)`);
  process.exit(1);
}, deadline * 60_000).unref();

const root = resolve(import.meta.dirname, '../..');
const adminToken = values.url ? values['admin-token'] : randomBytes(12).toString('hex');
const server = values.url ? undefined : await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(root, values.dist ?? 'dist'), adminToken });
const perApp = values.replays === 'per-app';
const replayed = Boolean(adminToken) && !values['no-replays'];
console.log(`judge gate: ${tasks.length} templates x seeds ${seeds.join(',')} at device scale ${values['device-scale']}${replayed ? `; determinism replays at seed ${seeds[0]}${perApp ? ', the first template of each app' : ''}` : ''}`);
try {
  const deviceScale = Number(values['device-scale']);
  if (!DEVICE_SCALES.includes(deviceScale as DeviceScale)) throw new Error(`--device-scale: one of ${DEVICE_SCALES.join(', ')}`);
  const result = await runGate({ url: values.url ?? server!.url, tasks, seeds, concurrency: Number(values.concurrency), deviceScale: deviceScale as DeviceScale, adminToken, replays: values['no-replays'] ? false : perApp ? 'per-app' : true, sharePaths: !values['no-sharing'], log: (l) => console.log(l) });
  const table = markdownTable(result);
  console.log(`\n${table}`);
  console.log(costTable(result));
  const full = !filter && values.seeds === undefined;
  const jsonPath = values.json ?? (full ? resolve(root, 'docs/judge-report.json') : undefined);
  const mdPath = values.markdown ?? (full ? resolve(root, 'docs/judge-report.md') : undefined);
  if (jsonPath) {
    mkdirSync(dirname(jsonPath), { recursive: true });
    // The report a full run commits keeps what a reader acts on: the per-template table, every wrong
    // verdict with its verdict, and the cost per template. Every trial (31,630 over 194 templates at
    // eight seeds, 7 MB) is written only to a path asked for with --json.
    const trials = result.trials.map(({ verdict, ...t }) => ({ ...t, ...(t.accepted !== t.expectAccept && verdict ? { verdict } : {}) }));
    const cost: Record<string, { episodes: number; steps: number; ms: number }> = {};
    for (const t of result.trials) {
      const c = (cost[t.task] ??= { episodes: 0, steps: 0, ms: 0 });
      c.episodes += 1;
      c.steps += t.steps ?? 0;
      c.ms += t.ms ?? 0;
    }
    const wrong = trials.filter((t) => t.accepted !== t.expectAccept);
    writeFileSync(jsonPath, JSON.stringify({ ok: result.ok, seconds: Math.round(result.seconds), seeds, episodes: trials.length, reports: result.reports, wrong, cost, ...(values.json ? { trials } : {}) }, null, 1) + '\n');
  }
  if (mdPath) {
    const args = [...(values.seeds === undefined ? [] : [`--seeds ${values.seeds}`]), ...(replayed ? (perApp ? ['--replays per-app'] : []) : ['--no-replays'])];
    const made = `npm run judges:check${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`;
    writeFileSync(mdPath, [
      `# Judge gate report\n\nMade by \`${made}\` at seeds ${seeds.join(', ')}${values.seeds === undefined ? ' (1-5 and the moving window drawn from the commit)' : ''}: ${result.trials.length} episodes,`,
      `${result.ok ? 'passed' : 'FAILED (see the false accepts, false rejects and the problems in brackets below)'}. Every trial runs within the template's own step budget.`,
      "Accepted must be: every template's oracle (at every seed, and at the first also in dark mode with text at 1.3x, en-GB dates and a 12-hour clock), every declared",
      "alternative, the oracle with the apps' browsing noise before and inside it, a query answered after ten",
      'minutes of waiting, and its answer typed and in every form its type\'s grammar reads. Rejected must be: the',
      'state right after reset, a refusal of a safe task, each near miss, the oracle plus each damaging move of',
      "the apps' kits, the oracle with another seed's parameters, a random agent, near and wrongly typed",
      'answers, every candidate at once, and oracle-then-undo. A trial to be rejected that is cut off by its',
      'budget or fails before it ends is a problem (it would be rejected without proving anything).',
      replayed ? ` Damage is judged in-process, each move made by its model form on the oracle's end state; at the first
seed, the first template that meets a move also plays it on the screens, and both forms must end in the same state.
"Replays identical": at seed ${seeds[0]}${perApp ? ", for the first template of each app (n/a for the others)" : ''}, the oracle replayed in a session that has never played the template gives the
same UI tree after every step, the same state after the reset and at the end and the same screenshot at the end, and a reset after the random agent gives that replay's first state, tree and screenshot (screenshots at the
gate's device scale, ${values['device-scale']}). Answers and the state right after reset are judged in-process by the
episode core (the verdict an ending step gives).` : ' This run played no determinism replays (n/a below).',
      '', table, 'Where the time went (each trial\'s wall time, summed over the sessions playing at once):', '', costTable(result),
    ].join('\n'));
  }
  if (!result.ok) {
    console.error('judge gate FAILED: see the false accepts and false rejects above, and the problems in brackets in the table');
    process.exitCode = 1;
  } else console.log('judge gate passed: 0 false accepts, 0 false rejects');
} finally {
  await server?.close();
}
