// Heavy work off the event loop: re-judging a recording (up to 32 MiB of JSON) and listing the
// recordings run in `worker_threads` (env-server/worker.ts), each job within a time limit. A lane
// is one worker and a queue: jobs run one at a time, a job over its limit has its worker
// terminated (the next job starts a fresh one), and a full queue refuses at once.
//
// The workers run TypeScript as the server does: through tsx, registered in the worker before it
// imports worker.ts (workers do not inherit the main thread's module hooks). That holds under
// `tsx env-server/main.ts`, `node --import tsx` (the image) and vitest alike.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type Transferable } from 'node:worker_threads';
import { partsOf, type JobKind, type JobRequest, type JobResult, type WorkerReply } from './worker.ts';
import type { DeviceState } from '../apps/world.ts';
import type { Ending, ScoredVerdict as Verdict } from '../judges/reward.ts';
import type { TaskInstance } from '../tasks/define.ts';

/** tsx's ESM API (`tsx/esm/api`, its `import` condition), found from where this file is, whatever the working directory. */
function tsxApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(join(dirname(manifest), exports['./esm/api']!.import.default)).href;
}
const TSX_API = tsxApi();
const ENTRY = new URL('./worker.ts', import.meta.url).href;
const BOOT = `import(${JSON.stringify(TSX_API)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(ENTRY)}); })`;

export class JobFailed extends Error {
  constructor(readonly kind: 'TIMEOUT' | 'BUSY' | 'FAILED' | string, message: string) {
    super(message);
  }
}

interface Waiting {
  request: JobRequest;
  transfer: Transferable[];
  resolve(result: unknown): void;
  reject(error: Error): void;
}

/** One worker thread and its queue. */
export class Lane {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private readonly queue: Waiting[] = [];
  private running: (Waiting & { timer: NodeJS.Timeout | undefined }) | null = null;
  private nextId = 1;
  private closed = false;

  constructor(readonly name: string, private readonly timeLimitMs: number, private readonly maxQueued = 8) {}

  /** Jobs waiting or running. */
  get load(): number {
    return this.queue.length + (this.running ? 1 : 0);
  }

  /** Run a job in the worker; `transfer` hands buffers over without copying them. */
  run<K extends JobKind>(kind: K, payload: Payload<K>, transfer: Transferable[] = []): Promise<JobResult<K>> {
    if (this.closed) return Promise.reject(new JobFailed('FAILED', `the ${this.name} worker is shut down`));
    if (this.load >= this.maxQueued) return Promise.reject(new JobFailed('BUSY', `${this.load} ${this.name} jobs are waiting; try again shortly`));
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, kind, payload } as JobRequest, transfer, resolve: resolve as (r: unknown) => void, reject });
      this.pump();
    });
  }

  private start(): Promise<void> {
    const worker = new Worker(BOOT, { eval: true, name: `vivarium-${this.name}` });
    this.worker = worker;
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      if (reply.id === 0) return; // the worker's "ready" (see worker.ts)
      const job = this.running;
      if (!job || job.request.id !== reply.id) return;
      clearTimeout(job.timer);
      this.running = null;
      if (reply.ok) job.resolve(reply.result);
      else job.reject(new JobFailed(reply.error.kind, reply.error.message));
      this.pump();
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.ready = null;
      const job = this.running;
      this.running = null;
      if (job) {
        clearTimeout(job.timer);
        job.reject(new JobFailed('FAILED', `the ${this.name} worker stopped: ${error.message}`));
      }
      this.pump();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`exit code ${code}`)));
    return new Promise<void>((resolve, reject) => {
      const onReady = (reply: WorkerReply) => {
        if (reply.id !== 0) return;
        worker.off('message', onReady);
        resolve();
      };
      worker.on('message', onReady);
      worker.once('error', reject);
    });
  }

  private pump(): void {
    if (this.running || this.closed) return;
    const job = this.queue.shift();
    if (!job) return;
    if (!this.worker) this.ready = this.start();
    const worker = this.worker!;
    const running = { ...job, timer: undefined as NodeJS.Timeout | undefined };
    this.running = running;
    // The job goes to the worker once it has loaded; its time limit counts from then.
    void this.ready!.then(() => {
      if (this.running !== running || this.worker !== worker) return;
      running.timer = setTimeout(() => {
        if (this.running !== running) return;
        console.error(`[vivarium] the ${this.name} worker took longer than ${this.timeLimitMs} ms; stopping it`);
        this.running = null;
        this.worker = null;
        this.ready = null;
        void worker.terminate();
        job.reject(new JobFailed('TIMEOUT', `the ${this.name} job took longer than ${this.timeLimitMs / 1000} s and was stopped`));
        this.pump();
      }, this.timeLimitMs);
      running.timer.unref();
      worker.postMessage(job.request, job.transfer);
    }, (error: Error) => {
      if (this.running !== running) return;
      this.running = null;
      this.worker = null;
      job.reject(new JobFailed('FAILED', `the ${this.name} worker did not start: ${error.message}`));
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new JobFailed('FAILED', `the ${this.name} worker is shut down`));
    if (this.running) {
      clearTimeout(this.running.timer);
      this.running.reject(new JobFailed('FAILED', `the ${this.name} worker is shut down`));
      this.running = null;
    }
    await this.worker?.terminate();
    this.worker = null;
  }
}

/** The payload of a job of kind K. */
export type Payload<K extends JobKind> = Extract<JobRequest, { kind: K }>['payload'];

/** Several lanes of one kind of work: a job goes to the least loaded. */
export class Pool {
  private readonly lanes: Lane[];

  constructor(name: string, size: number, timeLimitMs: number, maxQueued: number) {
    this.lanes = Array.from({ length: size }, (_, i) => new Lane(`${name}-${i + 1}`, timeLimitMs, maxQueued));
  }

  run<K extends JobKind>(kind: K, payload: Payload<K>, transfer: Transferable[] = []): Promise<JobResult<K>> {
    const lane = this.lanes.reduce((a, b) => (b.load < a.load ? b : a));
    return lane.run<K>(kind, payload, transfer);
  }

  async close(): Promise<void> {
    await Promise.all(this.lanes.map((l) => l.close()));
  }
}

/**
 * Episodes judged in the pool's workers (worker.ts JudgeJob): each instance gets a number, a job
 * names it and carries only the end state's parts that are not the instance's start, and a worker
 * that does not hold the instance yet (or no longer) is sent it with the job again.
 */
export function judgeIn(pool: Pool): (instance: TaskInstance, after: DeviceState, answer: unknown, ending: Ending | null) => Promise<Verdict> {
  const keys = new WeakMap<TaskInstance, number>();
  let last = 0;
  return async (instance, after, answer, ending) => {
    let key = keys.get(instance);
    if (key === undefined) keys.set(instance, (key = ++last));
    const job = { key, after: partsOf(instance.initial, after), answer, ending };
    try {
      return await pool.run('judge', job);
    } catch (error) {
      if (!(error instanceof JobFailed && error.kind === 'UNKNOWN_INSTANCE')) throw error;
      return await pool.run('judge', { ...job, instance: { ...instance, task: instance.task.id } });
    }
  };
}
