// The worker thread's side of workers.ts: it runs one job at a time and answers `{id, ok, result}`
// or `{id, ok: false, error: {kind, message}}`. Jobs: judging an episode (a session's ending step or
// env.evaluate), re-judging one recording (the request body's bytes, handed over without a copy)
// and a page of the recordings' list (recordings-index.ts keeps the index in this thread).
import { parentPort } from 'node:worker_threads';
import type { RejudgeResult } from './protocol.ts';
import { deepFreeze, type AppsState, type DeviceState } from '../apps/world.ts';
import type { ScoredVerdict as Verdict } from '../judges/reward.ts';
import { TASKS } from '../tasks/index.ts';
import type { TaskInstance } from '../tasks/define.ts';
import { judgeEpisode } from '../tasks/episode.ts';
import type { Ending } from '../judges/reward.ts';
import { RecordingIndex, type RecordingPage } from './recordings-index.ts';
import { RejudgeError, rejudgeBody } from './rejudge.ts';

/**
 * What an episode's judge reads (judgeEpisode): its instance, its end state and its answer. A
 * worker keeps the last instances it was sent, by the server's number for each: the instance
 * itself (a start state of up to a few MB, with the template by id) comes only when the worker
 * says it does not hold it, and the end state comes as the parts that differ from that start.
 * Copying both whole to the worker for every judging cost far more than the judging.
 */
export interface JudgeJob {
  key: number;
  instance?: SentInstance;
  after: StateParts;
  answer: unknown;
  /** How the episode ended (done, answer, refuse, max_steps, episode_timeout), for the reward's terms. */
  ending: Ending | null;
}
export type SentInstance = Omit<TaskInstance, 'task'> & { task: string };

/** A state as its parts (the OS, then each app in order), null where a part is the start's own object. */
export interface StateParts {
  os: DeviceState['os'] | null;
  apps: [string, unknown][];
}
export function partsOf(start: DeviceState, state: DeviceState): StateParts {
  const apps = start.apps as Record<string, unknown>;
  return { os: state.os === start.os ? null : state.os, apps: Object.entries(state.apps).map(([id, part]) => [id, part === apps[id] ? null : part]) };
}
export function stateOf(start: DeviceState, parts: StateParts): DeviceState {
  const apps = start.apps as Record<string, unknown>;
  return { os: parts.os ?? start.os, apps: Object.fromEntries(parts.apps.map(([id, part]) => [id, part ?? apps[id]])) as unknown as AppsState };
}

/** A judging whose instance this worker does not hold: the server sends it again with the instance. */
export class UnknownInstance extends Error {
  readonly kind = 'UNKNOWN_INSTANCE';
}

/** The instances this worker holds, the most recently used last. */
const instances = new Map<number, TaskInstance>();
const KEPT_INSTANCES = 16;

function instanceFor(key: number, sent: SentInstance | undefined): TaskInstance {
  let instance = instances.get(key);
  if (sent) {
    const task = TASKS.find((t) => t.id === sent.task);
    if (!task) throw new Error(`no template ${sent.task} in the catalogue`);
    // Frozen, as the server's own: its start is shared with every end state judged against it.
    instance = { ...sent, task, initial: deepFreeze(sent.initial), params: deepFreeze(sent.params) };
  }
  if (!instance) throw new UnknownInstance(`instance ${key} is not held by this worker`);
  instances.delete(key);
  instances.set(key, instance);
  if (instances.size > KEPT_INSTANCES) instances.delete(instances.keys().next().value!);
  return instance;
}

export type JobRequest =
  | { id: number; kind: 'rejudge'; payload: { body: ArrayBuffer } }
  | { id: number; kind: 'recordings'; payload: { dir: string; offset: number; limit: number } }
  | { id: number; kind: 'judge'; payload: JudgeJob };
export type JobKind = JobRequest['kind'];
export type JobResult<K extends JobKind> = K extends 'rejudge' ? RejudgeResult : K extends 'judge' ? Verdict : RecordingPage;
export type WorkerReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: { kind: string; message: string } };

const indexes = new Map<string, RecordingIndex>();

async function run(request: JobRequest): Promise<unknown> {
  switch (request.kind) {
    case 'rejudge':
      return rejudgeBody(request.payload.body);
    case 'judge': {
      const { key, instance: sent, after, answer, ending } = request.payload;
      const instance = instanceFor(key, sent);
      return judgeEpisode(instance, stateOf(instance.initial, after), answer, ending);
    }
    case 'recordings': {
      const { dir, offset, limit } = request.payload;
      let index = indexes.get(dir);
      if (!index) indexes.set(dir, (index = new RecordingIndex(dir)));
      await index.refresh();
      return index.page(offset, limit);
    }
  }
}

if (parentPort) {
  const port = parentPort;
  port.on('message', (request: JobRequest) => {
    run(request).then(
      (result) => port.postMessage({ id: request.id, ok: true, result } satisfies WorkerReply),
      (error: unknown) => port.postMessage({
        id: request.id, ok: false,
        error: error instanceof RejudgeError || error instanceof UnknownInstance ? { kind: error.kind, message: error.message } : { kind: 'FAILED', message: error instanceof Error ? error.message : String(error) },
      } satisfies WorkerReply),
    );
  });
  port.postMessage({ id: 0, ok: true, result: 'ready' } satisfies WorkerReply);
}
