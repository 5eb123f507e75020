// Scale-out through a real balancer: HAProxy (deploy/haproxy/haproxy.cfg, its server lines pointed
// at loopback) in front of 3 env server processes, and the Python VivariumVectorEnv running 6
// sessions through the gateway's one address (tests/e2e/scale-out-trainer.py). Along the run:
// every socket drops and each session is resumed on its own replica; r1 is SIGTERMed (its
// episodes end, normally or with a `session.closed` notice, and new sessions go elsewhere); r1
// comes back as a restarted pod would; r2 is SIGKILLed (its sessions report env_error and the
// loop goes on with fresh ones). Skipped, saying so, when `haproxy` is not installed (.ci/run
// installs it).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { within, withinOrThrow } from '../../env-server/within.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const HAPROXY = spawnSync('haproxy', ['-v'], { encoding: 'utf8' }).status === 0;
const PYTHON = process.env.PYTHON ?? (existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3');
const GATEWAY_PORT = 18500;
const REPLICAS = [['r1', 18511], ['r2', 18512], ['r3', 18513]] as const;
const SESSIONS = 6;
const MAX_SESSIONS = 3; // two replicas hold all 6 sessions while the third is down
const RUN_DEADLINE_MS = 300_000;
const TOKEN = 'scale-out-token'; // every replica wants it; the gateway passes it through

if (!HAPROXY) console.warn('scale-out test skipped: `haproxy` is not installed (apt-get install -y haproxy; .ci/run does)');

/** One env server process, in its own process group (a pod: SIGKILL takes its Chromium too). */
class Replica {
  process!: ChildProcess;
  log = '';
  constructor(readonly name: string, readonly port: number) {}

  async start(): Promise<void> {
    this.log = '';
    this.process = spawn(process.execPath, ['--import', 'tsx', 'env-server/main.ts', '--port', String(this.port), '--replica', this.name,
      '--max-sessions', String(MAX_SESSIONS), '--drain-timeout', '4'], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, VIVARIUM_TOKEN: TOKEN } });
    const child = this.process;
    child.stderr!.on('data', (d: Buffer) => (this.log += d.toString()));
    await new Promise<void>((ready, fail) => {
      const timer = setTimeout(() => fail(new Error(`${this.name} did not start in 60 s: ${this.log}`)), 60_000);
      child.stdout!.on('data', (d: Buffer) => {
        this.log += d.toString();
        if (this.log.includes('Vivarium is running')) {
          clearTimeout(timer);
          ready();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`${this.name} exited (${code}) while starting: ${this.log}`));
      });
    });
  }

  exited(): Promise<number | null> {
    const child = this.process;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
    return new Promise((done) => child.once('exit', (code) => done(code)));
  }

  /** SIGKILL the whole group (the server and its Chromium), if anything of it is left. */
  killGroup(): void {
    try {
      process.kill(-this.process.pid!, 'SIGKILL');
    } catch { /* already gone */ }
  }
}

interface TrainerEvent {
  event: 'created' | 'episode' | 'replaced' | 'phase' | 'resumed' | 'moved' | 'done';
  [key: string]: unknown;
}

describe.skipIf(!HAPROXY)('three replicas behind HAProxy', () => {
  const replicas = REPLICAS.map(([name, port]) => new Replica(name, port));
  const [r1, r2] = replicas;
  let gateway: ChildProcess | undefined;
  let trainer: ChildProcess | undefined;
  let dir = '';
  let gatewayLog = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vivarium-scale-'));
    // The shipped config with its server lines (the cluster's pods) replaced by the loopback replicas.
    const shipped = readFileSync(resolve(ROOT, 'deploy/haproxy/haproxy.cfg'), 'utf8');
    const servers = REPLICAS.map(([name, port]) => `    server ${name} 127.0.0.1:${port}`).join('\n');
    const config = shipped.replace(/^(\s*server vivarium-\d+ .*\n)+/m, `${servers}\n`);
    expect(config).not.toContain('vivarium-0.');
    writeFileSync(join(dir, 'haproxy.cfg'), config);
    await Promise.all(replicas.map((r) => r.start()));
    gateway = spawn('haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')], {
      stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, GATEWAY_BIND: `127.0.0.1:${GATEWAY_PORT}` },
    });
    gateway.stdout!.on('data', (d: Buffer) => (gatewayLog += d.toString()));
    gateway.stderr!.on('data', (d: Buffer) => (gatewayLog += d.toString()));
    // Bounded: the gateway answers /readyz (from some replica) once it listens.
    for (let attempt = 0; ; attempt++) {
      const ok = await fetch(`http://127.0.0.1:${GATEWAY_PORT}/readyz`).then((r) => r.ok, () => false);
      if (ok) break;
      if (attempt > 600 || gateway.exitCode !== null) throw new Error(`the gateway did not come up: ${gatewayLog}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 120_000);

  afterAll(async () => {
    trainer?.kill('SIGKILL');
    gateway?.kill('SIGTERM');
    for (const r of replicas) if (r.process) r.killGroup();
    if (gateway && gateway.exitCode === null && !(await within(new Promise((done) => gateway!.once('exit', done)), 10_000))) gateway.kill('SIGKILL');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('a server reached directly accepts and ignores ?session= in the upgrade URL', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${REPLICAS[2][1]}/v1/env?session=r1.nothing-here&token=${TOKEN}`);
    const answer = await withinOrThrow(new Promise<{ result?: { server: string } }>((done, fail) => {
      socket.once('open', () => socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'hello', params: {} })));
      socket.once('message', (data) => done(JSON.parse(data.toString())));
      socket.once('error', fail);
    }), 10_000, 'hello');
    socket.close();
    expect(answer.result?.server).toBe('vivarium');
  });

  it('runs 6 sessions through one address, survives a drain and a killed replica, and resumes on the right replica', async () => {
    const started = performance.now();
    const events: TrainerEvent[] = [];
    let stderr = '';
    trainer = spawn(PYTHON, [resolve(ROOT, 'tests/e2e/scale-out-trainer.py'), `ws://127.0.0.1:${GATEWAY_PORT}/v1/env`, String(SESSIONS), TOKEN], {
      cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, PYTHONPATH: resolve(ROOT, 'clients/python'), PYTHONUNBUFFERED: '1' },
    });
    const child = trainer;
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const go = () => child.stdin!.write('go\n');
    const lines = createInterface({ input: child.stdout! });
    let drainExit: number | null | undefined;

    const run = (async () => {
      for await (const line of lines) {
        const event = JSON.parse(line) as TrainerEvent;
        events.push(event);
        if (event.event !== 'phase') continue;
        if (event.name === 'resume') {
          r1.process.kill('SIGTERM'); // as Kubernetes stops a pod: the server alone, which drains
        } else if (event.name === 'drain') {
          drainExit = await withinOrThrow(r1.exited(), 30_000, 'r1 exit after SIGTERM');
          r1.killGroup();
          await r1.start(); // the pod comes back, under the same name
          r2.killGroup(); // SIGKILL: no drain, no notice
        }
        go();
      }
    })();
    const code = await withinOrThrow(exited, RUN_DEADLINE_MS, `the trainer (${stderr.slice(-2000)})`);
    await run;
    const seconds = (performance.now() - started) / 1000;
    console.log(`scale-out: ${events.filter((e) => e.event === 'episode').length} episodes in ${seconds.toFixed(1)} s`);
    expect(code, stderr.slice(-3000)).toBe(0);

    const created = events.filter((e) => e.event === 'created');
    const episodes = events.filter((e) => e.event === 'episode');
    const of = (phase: string, replica?: string) => created.filter((e) => e.phase === phase && (replica === undefined || e.replica === replica));

    // The balancer spread the first 6 sessions over all three replicas, none over its capacity.
    const first = of('start');
    expect(first).toHaveLength(SESSIONS);
    for (const [name] of REPLICAS) {
      expect(of('start', name).length).toBeGreaterThan(0);
      expect(of('start', name).length).toBeLessThanOrEqual(MAX_SESSIONS);
    }

    // Every socket dropped; each reconnect named its session and was routed to the replica holding it.
    const resumed = events.find((e) => e.event === 'resumed')!;
    expect(resumed.errors).toEqual([]);
    expect(resumed.same_sessions).toBe(true);
    expect(resumed.routed_to).toEqual(['r1', 'r2', 'r3']); // each reconnect URL named its session's replica
    const before = resumed.steps_before as number[];
    const after = resumed.steps_after as number[];
    const ended = resumed.ended as boolean[];
    for (let i = 0; i < SESSIONS; i++) if (!ended[i]) expect(after[i]).toBe(before[i] + 1);

    // The drain: r1 exited cleanly, took no new session, and its episodes each ended with an outcome.
    expect(drainExit).toBe(0);
    expect(of('drain', 'r1')).toEqual([]);
    expect(of('drain').length).toBeGreaterThan(0);
    const drained = episodes.filter((e) => e.replica === 'r1' && e.ended === 'drain');
    expect(drained.length).toBeGreaterThan(0);
    // At the drain's deadline r1 closed what was left with a notice: sessions mid-episode end it
    // labelled env_error, sessions between two episodes are replaced before the next one.
    const atDeadline = [...drained.filter((e) => e.outcome === 'env_error'), ...events.filter((e) => e.event === 'replaced' && e.replica === 'r1')];
    expect(atDeadline.length).toBeGreaterThan(0);
    for (const e of atDeadline) expect(e.session_closed).toBe('server_shutdown');

    // The kill: r2's sessions reported env_error; fresh sessions went to r1 (back) and r3.
    const killed = episodes.filter((e) => e.replica === 'r2' && e.ended === 'kill');
    expect(killed.length).toBeGreaterThan(0);
    expect(killed.every((e) => e.outcome === 'env_error' || e.outcome === 'success' || e.outcome === 'failure')).toBe(true);
    expect(killed.some((e) => e.outcome === 'env_error')).toBe(true);
    expect(of('kill', 'r2')).toEqual([]);
    expect(events.filter((e) => e.event === 'moved').map((e) => e.replicas)).toEqual([['r2', 'r3'], ['r1', 'r3']]);

    // The loop went on: episodes started after the kill were played to success.
    const later = episodes.filter((e) => e.started === 'kill' || e.started === 'after');
    expect(later.filter((e) => e.outcome === 'success').length).toBeGreaterThanOrEqual(SESSIONS / 2);

    // No episode was lost without a label: the trainer saw every one end, each with an outcome.
    expect(events.find((e) => e.event === 'done')?.running).toEqual([]);
    for (const e of episodes) expect(['success', 'failure', 'env_error', 'truncated']).toContain(e.outcome);
    const errors = episodes.filter((e) => e.outcome === 'env_error');
    expect(errors.every((e) => e.replica === 'r1' || e.replica === 'r2')).toBe(true);
  }, RUN_DEADLINE_MS + 60_000);
});
