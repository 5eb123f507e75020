// Local driver (not committed): the judge gate over a list of templates.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { writeFileSync } from 'node:fs';
import { startServer } from './env-server/server.ts';
import { TASKS } from './tasks/index.ts';
import { costTable, markdownTable, runGate } from './tests/gate/gate.ts';
const [ids, seedText, out, replays] = process.argv.slice(2);
const seeds = seedText!.split(',').flatMap((part) => { const r = /^(\d+)-(\d+)$/.exec(part); return r ? Array.from({ length: Number(r[2]) - Number(r[1]) + 1 }, (_, i) => Number(r[1]) + i) : [Number(part)]; });
const wanted = ids!.split(',');
const tasks = TASKS.filter((t) => wanted.some((w) => t.id === w || (w.endsWith('/') && t.id.startsWith(w))));
const adminToken = randomBytes(12).toString('hex');
const server = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve('dist'), adminToken, limits: { idleTtlMs: 3_600_000 } });
console.log(`gate: ${tasks.length} templates x seeds ${seeds.join(',')}`);
try {
  const result = await runGate({ url: server.url, tasks, seeds, concurrency: 3, deviceScale: 1, adminToken: replays === 'no' ? undefined : adminToken, sharePaths: true, log: (l) => console.log(l) });
  console.log(markdownTable(result));
  console.log(costTable(result));
  writeFileSync(out!, JSON.stringify({ ok: result.ok, seconds: result.seconds, reports: result.reports, trials: result.trials.map(({ verdict, ...t }) => ({ ...t, ...(t.accepted !== t.expectAccept && verdict ? { verdict } : {}) })) }, null, 1));
  console.log(result.ok ? 'PASSED' : 'FAILED');
} finally { await server.close(); }
process.exit(0);
