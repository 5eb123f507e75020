// Heavy work in worker threads (env-server/workers.ts): a job runs in a TypeScript worker loaded
// the way the server runs, an episode is judged there exactly as in this thread, a job over its
// time limit is stopped and answered TIMEOUT, the next job gets a fresh worker, and a full queue
// refuses at once.
import { afterAll, describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { JobFailed, Lane, Pool, judgeIn } from '../../env-server/workers.ts';
import { partsOf } from '../../env-server/worker.ts';
import { findTask } from '../../tasks/index.ts';
import { sharedInstance } from '../../tasks/define.ts';
import { judgeEpisode } from '../../tasks/episode.ts';

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

  it('judges an episode in a worker exactly as in this thread, and stops a judging over its limit', async () => {
    const pool = new Pool('judge', 2, 30_000, 64);
    const judge = judgeIn(pool);
    try {
      // The worker is sent each instance once; end states go as the parts that differ from the start.
      expect(await failure(pool.run('judge', { key: 99, after: { os: null, apps: [] }, answer: undefined, ending: 'done' }))).toMatchObject({ kind: 'UNKNOWN_INSTANCE' });
      for (const [id, seed] of [['contacts/add-contact', 1], ['gallery/query-album-count', 2], ['settings/toggle-wifi', 3]] as const) {
        const instance = sharedInstance(findTask(id)!, seed);
        const changed = produce(instance.initial, (d) => {
          d.apps.settings.wifi = !d.apps.settings.wifi;
          d.apps.contacts.contacts.push({ ...d.apps.contacts.contacts[0]!, id: 'added', firstName: 'Added' });
        });
        for (const after of [instance.initial, changed]) {
          for (const [answer, ending] of [[undefined, 'done'], [3, 'answer'], ['nope', 'answer'], [undefined, 'max_steps'], [undefined, 'refuse']] as const) {
            expect(await judge(instance, after, answer, ending)).toEqual(judgeEpisode(instance, after, answer, ending));
          }
        }
      }
    } finally {
      await pool.close();
    }
    // A state near its bound, with thousands of new records, takes far longer than 50 ms to judge.
    const instance = sharedInstance(findTask('contacts/add-contact')!, 1);
    const after = structuredClone(instance.initial) as unknown as { apps: { contacts: { contacts: { id: string }[] } } };
    const people = after.apps.contacts.contacts;
    const more = Math.ceil((1_000_000 - JSON.stringify(after).length) / JSON.stringify(people[0]).length);
    for (let i = 0; i < more; i++) people.push({ ...people[i % 20]!, id: `x${i}` });
    const strict = new Pool('judge', 1, 50, 4);
    try {
      expect(await failure(strict.run('judge', { key: 1, instance: { ...instance, task: instance.task.id }, after: partsOf(instance.initial, after as never), answer: undefined, ending: 'done' }))).toMatchObject({ kind: 'TIMEOUT' });
    } finally {
      await strict.close();
    }
  });

  it('a full queue refuses at once with BUSY', async () => {
    const l = lane(30_000, 1);
    const first = l.run('rejudge', { body: bytes('{') });
    expect(await failure(l.run('rejudge', { body: bytes('{') }))).toMatchObject({ kind: 'BUSY' });
    expect(await failure(first)).toMatchObject({ kind: 'INVALID_JSON' });
  });
});
