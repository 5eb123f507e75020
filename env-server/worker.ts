// The worker thread's side of workers.ts: it runs one job at a time and answers `{id, ok, result}`
// or `{id, ok: false, error: {kind, message}}`. Jobs: re-judging one recording (the request body's
// bytes, handed over without a copy) and a page of the recordings' list (recordings-index.ts keeps
// the index in this thread, between jobs).
import { parentPort } from 'node:worker_threads';
import type { RejudgeResult } from './protocol.ts';
import { RecordingIndex, type RecordingPage } from './recordings-index.ts';
import { RejudgeError, rejudgeBody } from './rejudge.ts';

export type JobRequest =
  | { id: number; kind: 'rejudge'; payload: { body: ArrayBuffer } }
  | { id: number; kind: 'recordings'; payload: { dir: string; offset: number; limit: number } };
export type JobKind = JobRequest['kind'];
export type JobResult<K extends JobKind> = K extends 'rejudge' ? RejudgeResult : RecordingPage;
export type WorkerReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: { kind: string; message: string } };

const indexes = new Map<string, RecordingIndex>();

async function run(request: JobRequest): Promise<unknown> {
  switch (request.kind) {
    case 'rejudge':
      return rejudgeBody(request.payload.body);
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
