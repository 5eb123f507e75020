// Heavy work in worker threads (env-server/workers.ts): a job runs in a TypeScript worker loaded
// the way the server runs, a job over its time limit is stopped and answered TIMEOUT, the next job
// gets a fresh worker, and a full queue refuses at once.
import { afterAll, describe, expect, it } from 'vitest';
import { JobFailed, Lane } from '../../env-server/workers.ts';

const lanes: Lane[] = [];
const lane = (limitMs: number, queue = 8) => {
  const made = new Lane('rejudge', limitMs, queue);
  lanes.push(made);
  return made;
};
afterAll(() => Promise.all(lanes.map((l) => l.close())));

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const failure = (job: Promise<unknown>) => job.then(() => null, (e: JobFailed) => ({ kind: e.kind, message: e.message }));

describe('worker lanes', () => {
  it('re-judges in a worker: its answer, or the kind of error the route answers with', async () => {
    const l = lane(30_000);
    const body = bytes('not json');
    expect(await failure(l.run('rejudge', { body }, [body]))).toMatchObject({ kind: 'INVALID_JSON' });
    // The buffer was handed over, not copied.
    expect(body.byteLength).toBe(0);
    const empty = bytes(JSON.stringify({ recording: '\n' }));
    expect(await failure(l.run('rejudge', { body: empty }, [empty]))).toMatchObject({ kind: 'VALIDATION_ERROR', message: 'the recording is empty' });
  });

  it('a job over its time limit is stopped with TIMEOUT, and the next one runs in a fresh worker', async () => {
    const l = lane(200);
    // Three million lines to parse: far longer than 200 ms.
    const slow = bytes(JSON.stringify({ recording: '{"a":1}\n'.repeat(3_000_000) }));
    expect(await failure(l.run('rejudge', { body: slow }, [slow]))).toMatchObject({ kind: 'TIMEOUT' });
    const quick = bytes('{');
    expect(await failure(l.run('rejudge', { body: quick }, [quick]))).toMatchObject({ kind: 'INVALID_JSON' });
  });

  it('a full queue refuses at once with BUSY', async () => {
    const l = lane(30_000, 1);
    const first = l.run('rejudge', { body: bytes('{') });
    expect(await failure(l.run('rejudge', { body: bytes('{') }))).toMatchObject({ kind: 'BUSY' });
    expect(await failure(first)).toMatchObject({ kind: 'INVALID_JSON' });
  });
});
