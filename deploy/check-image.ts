// `npm run check:image`: the Dockerfile's steps without Docker. Reads the Dockerfile and, in a
// clean temporary directory standing for its WORKDIR, carries out each COPY (from the repo's
// files) and each RUN that works as an ordinary user (npm ci --omit=dev, the build); the system
// steps (apt-get, useradd) are listed as skipped, and the host must have what they install.
// Then it starts the ENTRYPOINT as written, with the CMD replaced by a loopback address on a free
// port, and checks that the server answers /healthz and /readyz, runs an episode over the
// WebSocket (so the production install holds everything the server needs, the built apps
// included), that its worker threads (judging, re-judging, the recordings' list) load and answer, and
// exits 0 on SIGTERM within its drain. Exit code 0 when all of that holds.
//   --keep   leave the directory in place (its path is printed)
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';

const ROOT = resolve(import.meta.dirname, '..');
const STEP_TIMEOUT_MS = 300_000;

export interface Instruction { keyword: string; args: string }

/** The Dockerfile's instructions, with continuation lines joined and comments dropped. */
export function readDockerfile(text: string): Instruction[] {
  const joined = text.replace(/\\\n/g, ' ');
  return joined.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#')).map((line) => {
    const [keyword, ...rest] = line.split(/\s+/);
    return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
  });
}

/** RUN steps that need root or the system's package manager: the host provides what they make. */
const SYSTEM_STEP = /\b(apt-get|useradd|groupadd|chown)\b/;

function log(message: string): void {
  console.log(`check-image: ${message}`);
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new Error(`${what}: nothing within ${ms / 1000} s`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** One JSON-RPC exchange after another on a fresh socket: hello, session.create, env.reset, two env.steps (the last ends the episode). */
async function playEpisode(port: number): Promise<string> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/v1/env`);
  await new Promise<void>((open, fail) => socket.once('open', () => open()).once('error', fail));
  let id = 0;
  const call = (method: string, params: object) => new Promise<any>((done, fail) => {
    const mine = ++id;
    const onMessage = (data: WebSocket.RawData, binary: boolean) => {
      if (binary) return;
      const message = JSON.parse(data.toString());
      if (message.id !== mine) return;
      socket.off('message', onMessage);
      if (message.error) fail(new Error(`${method}: ${message.error.message}`));
      else done(message.result);
    };
    socket.on('message', onMessage);
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: mine, method, params }));
  });
  try {
    await call('hello', { protocol_version: 1 });
    const { session_id } = await call('session.create', { observe: { screenshot: false } });
    const reset = await call('env.reset', { session_id, task: 'settings/toggle-wifi', seed: 1 });
    const step = await call('env.step', { session_id, action: { type: 'open_app', name: 'Settings' } });
    if (step.observation.foreground_app !== 'settings') throw new Error(`open_app went to ${step.observation.foreground_app}`);
    // The ending step is judged in a worker thread: its verdict shows the worker loads in the image.
    const end = await call('env.step', { session_id, action: { type: 'done' } });
    if (end.info.outcome !== 'failure') throw new Error(`done right away was judged ${JSON.stringify(end.info.outcome)}`);
    await call('session.close', { session_id });
    return reset.info.goal as string;
  } finally {
    socket.close();
  }
}

export async function checkImage(options: { keep?: boolean } = {}): Promise<void> {
  const instructions = readDockerfile(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
  const major = Number(process.versions.node.split('.')[0]);
  const from = instructions.find((i) => i.keyword === 'FROM')?.args ?? '';
  const wanted = Number(/node:(\d+)/.exec(from)?.[1] ?? 0);
  if (major < wanted) throw new Error(`the image is built FROM ${from}; this Node is ${process.versions.node}`);
  const dir = mkdtempSync(join(tmpdir(), 'vivarium-image-'));
  log(`working in ${dir} (standing for the image's WORKDIR)`);
  const env: Record<string, string> = {};
  const buildArgs: Record<string, string> = {};
  let entrypoint: string[] = [];
  try {
    for (const { keyword, args } of instructions) {
      if (keyword === 'COPY') {
        const parts = args.split(/\s+/);
        const target = parts.pop()!;
        for (const source of parts) {
          const to = target === './' || target === '.' ? join(dir, source) : join(dir, target);
          cpSync(join(ROOT, source), to, { recursive: true, filter: (path) => !/[/\\](node_modules|dist)([/\\]|$)/.test(path.slice(ROOT.length)) });
        }
        log(`COPY ${args}`);
      } else if (keyword === 'RUN') {
        if (SYSTEM_STEP.test(args)) {
          log(`skipped (the host provides it): RUN ${args.slice(0, 100)}${args.length > 100 ? '...' : ''}`);
          for (const install of args.matchAll(/apt-get install ([^&]+)/g)) {
            const packages = install[1].split(/\s+/).filter((word) => word && !word.startsWith('-'));
            const missing = packages.filter((name) => spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).stdout?.includes('installed') !== true);
            log(missing.length ? `  not on this host: ${missing.join(', ')}` : `  on this host: ${packages.join(', ')}`);
          }
          continue;
        }
        const command = args.replace(/^(--\S+\s+)+/, ''); // RUN's own flags (--mount=type=cache,...) are Docker's
        log(`RUN ${command}`);
        const run = spawnSync('sh', ['-c', command], { cwd: dir, stdio: 'inherit', timeout: STEP_TIMEOUT_MS, env: { ...process.env, ...env } });
        if (run.status !== 0) throw new Error(`RUN ${args} failed (exit ${run.status ?? run.signal})`);
      } else if (keyword === 'ARG') {
        // A build argument: its default, or what this run's environment gives (as --build-arg would).
        const [name, ...value] = args.split('=');
        buildArgs[name!] = process.env[name!] ?? value.join('=');
      } else if (keyword === 'ENV') {
        for (const pair of args.split(/\s+/)) {
          const [name, ...value] = pair.split('=');
          env[name!] = value.join('=').replace(/\$\{(\w+)\}|\$(\w+)/g, (_m, a: string | undefined, b: string | undefined) => buildArgs[(a ?? b)!] ?? env[(a ?? b)!] ?? '');
        }
      } else if (keyword === 'ENTRYPOINT') {
        entrypoint = JSON.parse(args) as string[];
      }
    }
    if (!existsSync(join(dir, 'dist/index.html'))) throw new Error('the build left no dist/index.html');
    // (typescript does come along: msw names it as an optional peer)
    if (existsSync(join(dir, 'node_modules/vitest')) || existsSync(join(dir, 'node_modules/@playwright/test'))) throw new Error('dev dependencies were installed');
    // The entrypoint as written; tini only where the host has it (the image always does).
    if (entrypoint[0] && !existsSync(entrypoint[0])) {
      log(`${entrypoint[0]} is not on this host: starting what it runs directly`);
      entrypoint = entrypoint.slice(entrypoint.indexOf('--') + 1);
    }
    const chromium = env.VIVARIUM_CHROMIUM;
    if (chromium && !existsSync(chromium)) delete env.VIVARIUM_CHROMIUM; // the server finds another
    const [command, ...args] = entrypoint;
    const server = spawn(command === 'node' ? process.execPath : command, [...args, '--host', '127.0.0.1', '--port', '0', '--drain-timeout', '5'], {
      cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env, VIVARIUM_TOKEN: '' },
    });
    let output = '';
    server.stdout.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((done) => server.once('exit', (code) => done(code)));
    try {
      const port = await within(new Promise<number>((done, fail) => {
        const look = () => {
          const match = /localhost:(\d+)\//.exec(output);
          if (match) done(Number(match[1]));
        };
        server.stdout.on('data', look);
        void exited.then((code) => fail(new Error(`the server exited (${code}): ${output}`)));
      }), 60_000, 'server start');
      log(`server up on port ${port}`);
      for (const path of ['/healthz', '/readyz']) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`);
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        log(`${path}: ${await response.text()}`);
      }
      log(`an episode: "${await within(playEpisode(port), 60_000, 'episode')}"`);
      // Re-judging and the recordings' list run in worker threads, which load the TypeScript the
      // same way (tsx): a worker's own answers show that it started in the production install.
      const rejudge = await within(fetch(`http://127.0.0.1:${port}/v1/rejudge`, { method: 'POST', body: '{"recording": "not json"}' }).then((r) => r.json()), 60_000, 'rejudge');
      if ((rejudge as { error?: { kind?: string } }).error?.kind !== 'INVALID_JSON') throw new Error(`POST /v1/rejudge answered ${JSON.stringify(rejudge)}, not the worker's INVALID_JSON`);
      const listed = await within(fetch(`http://127.0.0.1:${port}/v1/recordings?limit=1`).then((r) => r.json()), 60_000, 'recordings');
      if (typeof (listed as { total?: unknown }).total !== 'number') throw new Error(`GET /v1/recordings answered ${JSON.stringify(listed)}`);
      log('worker threads: re-judging and the recordings\' list answered');
      server.kill('SIGTERM');
      const code = await within(exited, 30_000, 'exit after SIGTERM');
      if (code !== 0) throw new Error(`exit code ${code} after SIGTERM: ${output}`);
      log('SIGTERM: drained and exited 0');
    } finally {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    }
  } finally {
    if (options.keep) log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  checkImage({ keep: process.argv.includes('--keep') }).then(
    () => log('ok'),
    (error: Error) => {
      console.error(`check-image: FAILED: ${error.message}`);
      process.exit(1);
    },
  );
}
