// The worker thread's side of workers.ts: it runs one job at a time and answers `{id, ok, result}`
// or `{id, ok: false, error: {kind, message}}`. Jobs: judging an episode (a session's ending step or
// env.evaluate), re-judging one recording (the request body's bytes, handed over without a copy)
// and a page of the recordings' list (recordings-index.ts keeps the index in this thread).
import { parentPort } from 'node:worker_threads';
import type { RejudgeResult } from './protocol.ts';
import type { DeviceState } from '../apps/world.ts';
import type { ScoredVerdict as Verdict } from '../judges/reward.ts';
import { TASKS } from '../tasks/index.ts';
import type { TaskInstance } from '../tasks/define.ts';
import { judgeEpisode } from '../tasks/episode.ts';
import type { Ending } from '../judges/reward.ts';
import { RecordingIndex, type RecordingPage } from './recordings-index.ts';
import { RejudgeError, rejudgeBody } from './rejudge.ts';

/** What an episode's judge reads (judgeEpisode): its instance, with the template by id, and the end state and answer. */
export interface JudgeJob {
  instance: Omit<TaskInstance, 'task'> & { task: string };
  after: DeviceState;
  answer: unknown;
  /** How the episode ended (done, answer, refuse, max_steps, episode_timeout), for the reward's terms. */
  ending: Ending | null;
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
      const { instance, after, answer, ending } = request.payload;
      const task = TASKS.find((t) => t.id === instance.task);
      if (!task) throw new Error(`no template ${instance.task} in the catalogue`);
      return judgeEpisode({ ...instance, task }, after, answer, ending);
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
        error: error instanceof RejudgeError ? { kind: error.kind, message: error.message } : { kind: 'FAILED', message: error instanceof Error ? error.message : String(error) },
      } satisfies WorkerReply),
    );
  });
  port.postMessage({ id: 0, ok: true, result: 'ready' } satisfies WorkerReply);
}
