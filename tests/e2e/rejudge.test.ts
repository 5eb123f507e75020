// Recordings carry what re-judging needs; `npm run rejudge` and `POST /v1/rejudge` re-judge them
// with the current judges and report which verdicts changed. Also the split on the wire.
import { execFile } from 'node:child_process';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VivariumClient } from '../../clients/ts/index.ts';
import { startServer, type RunningServer } from '../../env-server/server.ts';
import { rejudgeRecording } from '../../env-server/rejudge.ts';
import { Lane } from '../../env-server/workers.ts';
import { VERSION } from '../../env-server/protocol.ts';
import { TASKS } from '../../tasks/index.ts';
import type { Task } from '../../tasks/define.ts';
import { expectEqual } from '../../judges/index.ts';
import { currentSplits } from '../../tasks/splits/index.ts';
import { play } from '../support/play.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const rejudgeCli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'env-server/rejudge.ts', ...args], { cwd: ROOT }).catch((error: { code: number; stdout: string; stderr: string }) => error);
const USER = 'user-token', ADMIN = 'admin-token';
const task = (id: string) => TASKS.find((t) => t.id === id)!;

let server: RunningServer;
let client: VivariumClient;
const dir = mkdtempSync(join(tmpdir(), 'vivarium-rejudge-'));
const recordings: Record<'success' | 'failure' | 'answer', string> = { success: '', failure: '', answer: '' };
const read = (name: string) => readFileSync(join(dir, name), 'utf8');
const post = (body: string, token = ADMIN) => fetch(`${server.url}/v1/rejudge`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body });
const lines = (text: string) => text.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', distDir: resolve(ROOT, 'dist'), record: dir, token: USER, adminToken: ADMIN });
  client = await VivariumClient.connect(server.url, { token: USER });
  const session = await client.createSession({ screenshot: false });
  const wifi = task('settings/toggle-wifi');
  const played = async (t: Task, script?: Parameters<typeof play>[4]) => {
    const before = new Set(readdirSync(dir));
    const end = await play(client, session, t, 1, script);
    return { end, file: readdirSync(dir).find((n) => n.endsWith('.jsonl') && !before.has(n))! };
  };
  const good = await played(wifi);
  expect(good.end!.info.outcome).toBe('success');
  recordings.success = good.file;
  const bad = await played(wifi, (ui) => ui.done());
  expect(bad.end!.info.outcome).toBe('failure');
  recordings.failure = bad.file;
  const query = await played(task('settings/query-wifi-network'));
  expect(query.end!.info.outcome).toBe('success');
  recordings.answer = query.file;
  await client.closeSession(session);
});

afterAll(async () => {
  client?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a recording holds what its judge reads', () => {
  it('the start state and params on the first line, the end state and the answer on the verdict line', () => {
    const [head, ...steps] = lines(read(recordings.answer));
    expect(head).toMatchObject({ format: 2, task: 'settings/query-wifi-network', seed: 1, options: {} });
    expect(head!.params).toBeTypeOf('object');
    expect((head!.state as { os: { now: number } }).os.now).toBeTypeOf('number');
    const end = steps[steps.length - 1]!;
    expect(end).toMatchObject({ outcome: 'success', reason: 'answer' });
    expect(end.answer).toBe((end.action as { value: unknown }).value);
    expect((end.state as { os: { now: number } }).os.now).toBeGreaterThan((head!.state as { os: { now: number } }).os.now);
    expect(lines(read(recordings.failure)).at(-1)).toMatchObject({ outcome: 'failure', answer: null });
  });
});

describe('npm run rejudge', () => {
  it('re-judges a recorded directory with the current judges: every verdict unchanged', async () => {
    const { stdout } = await rejudgeCli(dir);
    for (const name of Object.values(recordings)) expect(stdout).toMatch(new RegExp(`^${name}\\s.*\\s(success|failure) \\([01]\\)\\s+(success|failure) \\([01]\\)\\s+same$`, 'm'));
    expect(stdout).toContain('3 recording(s): 0 verdict(s) changed, 3 unchanged, 0 not re-judged');
  });

  it('reports the verdict that an altered recording changes, and an old recording as not re-judgeable', async () => {
    const altered = mkdtempSync(join(tmpdir(), 'vivarium-rejudge-altered-'));
    try {
      // The successful episode, but its end state has Wi-Fi off again: the judge now says failure.
      const ls = lines(read(recordings.success));
      const end = ls[ls.length - 1]! as { state: { apps: { settings: { wifi: boolean } } } };
      end.state.apps.settings.wifi = false;
      writeFileSync(join(altered, 'altered.jsonl'), ls.map((l) => JSON.stringify(l)).join('\n') + '\n');
      writeFileSync(join(altered, 'as-recorded.jsonl'), read(recordings.failure));
      // A recording in the format before states: no `state` on either line.
      writeFileSync(join(altered, 'old.jsonl'), lines(read(recordings.failure)).map(({ state: _state, format: _format, ...l }) => JSON.stringify(l)).join('\n') + '\n');
      mkdirSync(join(altered, 'ignored-subdirectory'));
      const { stdout, code } = await rejudgeCli(altered) as { stdout: string; code?: number };
      expect(stdout).toMatch(/^altered\.jsonl\s+settings\/toggle-wifi@1\s+success \(1\)\s+failure \(0\)\s+CHANGED$/m);
      expect(stdout).toMatch(/^as-recorded\.jsonl\s.*failure \(0\)\s+failure \(0\)\s+same$/m);
      expect(stdout).toMatch(/^old\.jsonl\s.*not re-judged: NOT_REJUDGEABLE: the recording has no start state: it was recorded before/m);
      expect(stdout).toContain('3 recording(s): 1 verdict(s) changed, 1 unchanged, 1 not re-judged');
      expect(code).toBe(1);
    } finally {
      rmSync(altered, { recursive: true, force: true });
    }
  });

  it('reports the verdicts that an altered judge changes', () => {
    // A "fixed" judge of settings/toggle-wifi that wants Wi-Fi off: the success becomes a failure,
    // and the failure (nothing done, Wi-Fi still off) a success.
    const wifi = task('settings/toggle-wifi');
    const fixed: Task = { ...wifi, checks: () => [expectEqual('Wi-Fi is off', false, ({ after }) => after.apps.settings.wifi)], changes: () => [] };
    const tasks = TASKS.map((t) => (t.id === wifi.id ? fixed : t));
    expect(rejudgeRecording(read(recordings.success), tasks)).toMatchObject({ recorded: { outcome: 'success' }, now: { outcome: 'failure', reward: 0 }, changed: true });
    expect(rejudgeRecording(read(recordings.failure), tasks)).toMatchObject({ recorded: { outcome: 'failure' }, now: { outcome: 'success', reward: 1 }, changed: true });
    expect(rejudgeRecording(read(recordings.answer), tasks)).toMatchObject({ changed: false, goal_changed: false });
    // A goal that the template words differently now is reported too.
    const reworded = TASKS.map((t) => (t.id === wifi.id ? { ...wifi, goal: () => 'Switch Wi-Fi on.' } : t));
    expect(rejudgeRecording(read(recordings.success), reworded)).toMatchObject({ changed: false, goal_changed: true });
  });
});

describe('POST /v1/rejudge', () => {
  it('re-judges one recording for the admin token and answers the interface shape', async () => {
    const response = await post(JSON.stringify({ recording: read(recordings.answer) }));
    expect(response.status).toBe(200);
    const body = await response.json() as Record<string, unknown>;
    expect(body).toMatchObject({ task: 'settings/query-wifi-network', seed: 1, recorded: { reward: 1, outcome: 'success' }, now: { reward: 1, outcome: 'success' }, changed: false, goal_changed: false });
    expect((body.now as { verdict: { answer: { passed: boolean } } }).verdict.answer.passed).toBe(true);
    // What produced the recorded verdict, and what judged it now: a re-judged table can say both.
    const { recorded, now } = body as { recorded: { provenance: { task_set: string; simulator: string } }; now: { judged_by: { task_set: string; server: string; commit: string | null } } };
    expect(recorded.provenance).toMatchObject({ task_set: `v${currentSplits().version}`, simulator: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(now.judged_by).toMatchObject({ task_set: `v${currentSplits().version}`, server: VERSION, commit: expect.stringMatching(/^[0-9a-f]{40}$/) });
  });

  it('says what changed in an altered recording', async () => {
    const ls = lines(read(recordings.success));
    (ls[ls.length - 1] as { state: { apps: { settings: { wifi: boolean } } } }).state.apps.settings.wifi = false;
    const body = await (await post(JSON.stringify({ recording: ls.map((l) => JSON.stringify(l)).join('\n') }))).json();
    expect(body).toMatchObject({ task: 'settings/toggle-wifi', recorded: { outcome: 'success', reward: 1 }, now: { outcome: 'failure', reward: 0 }, changed: true });
  });

  it('refuses the user token, and bad input with a kind and a message; the server keeps working', async () => {
    const forbidden = await post(JSON.stringify({ recording: read(recordings.answer) }), USER);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ error: { kind: 'FORBIDDEN' } });
    expect((await fetch(`${server.url}/v1/rejudge`, { method: 'POST', body: '{}' })).status).toBe(401);
    const cases: [string, string, RegExp][] = [
      ['{"recording": ', 'INVALID_JSON', /not JSON/],
      ['{"recordings": "x"}', 'VALIDATION_ERROR', /recording/],
      [JSON.stringify({ recording: 'not json\n' }), 'INVALID_JSON', /line 1/],
      [JSON.stringify({ recording: JSON.stringify({ ...lines(read(recordings.answer))[0], state: undefined }) }), 'NOT_REJUDGEABLE', /recorded before recordings carried/],
      [JSON.stringify({ recording: JSON.stringify(lines(read(recordings.answer))[0]) }), 'EPISODE_NOT_ENDED', /did not end/],
      [JSON.stringify({ recording: read(recordings.answer).replace('"settings/query-wifi-network"', '"settings/gone"') }), 'UNKNOWN_TASK', /settings\/gone/],
    ];
    for (const [body, kind, message] of cases) {
      const response = await post(body);
      expect(response.status, body.slice(0, 60)).toBe(400);
      const answer = await response.json() as { error: { kind: string; message: string } };
      expect(answer.error.kind, body.slice(0, 60)).toBe(kind);
      expect(answer.error.message).toMatch(message);
    }
    expect((await post(JSON.stringify({ recording: read(recordings.success) }))).status).toBe(200);
  });
});

describe('heavy work is off the event loop', () => {
  it('the server answers, health checks and another session\'s steps, while a re-judging of near 32 MiB runs', async () => {
    // The answer recording, with its steps' lines repeated up to about 30 MiB.
    const ls = read(recordings.answer).trim().split('\n');
    const filler = ls.slice(1, -1).join('\n');
    const copies = Math.max(1, Math.floor((30 * 1024 * 1024) / JSON.stringify(filler + '\n').length));
    const big = [ls[0], ...Array.from({ length: copies }, () => filler), ls.at(-1)].join('\n');
    expect(JSON.stringify({ recording: big }).length).toBeGreaterThan(28 * 1024 * 1024);
    const session = await client.createSession({ screenshot: false });
    await client.call('env.reset', { session_id: session, task: 'settings/toggle-wifi', seed: 2, options: { max_steps: 1000 }, observe: { screenshot: false } });
    // The re-judging's time in its worker, watched (not changed) at the lane: a cheap request on
    // the event loop, and another session's steps, are counted only when sent after the job went
    // to the worker and answered before the worker replied. Judged on the event loop, none could be.
    let inWorker = false;
    let answered = false;
    const run = Lane.prototype.run;
    const watch = vi.spyOn(Lane.prototype, 'run').mockImplementation(function (this: Lane, ...args: Parameters<Lane['run']>) {
      const job = run.apply(this, args);
      if (args[0] !== 'rejudge') return job;
      inWorker = true;
      return job.finally(() => (inWorker = false));
    } as Lane['run']);
    const rejudged = new Promise<Record<string, unknown>>((done, fail) => {
      const req = request(`${server.url}/v1/rejudge`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN}` } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => { answered = true; done(JSON.parse(body) as Record<string, unknown>); });
      });
      req.once('error', fail);
      req.end(JSON.stringify({ recording: big }));
    });
    let pingsInWorker = 0;
    let stepsInWorker = 0;
    const pings = (async () => {
      while (!answered) {
        const before = inWorker;
        await fetch(`${server.url}/healthz`);
        if (before && inWorker) pingsInWorker += 1;
      }
    })();
    for (let i = 0; i < 1000 && !answered; i++) {
      const before = inWorker;
      await client.step(session, { type: i % 2 ? 'home' : 'back' }, { screenshot: false, ui_tree: false });
      if (before && inWorker) stepsInWorker += 1;
    }
    await pings;
    watch.mockRestore();
    expect(await rejudged).toMatchObject({ task: 'settings/query-wifi-network', changed: false });
    console.log(`answered while in the worker: ${pingsInWorker} health checks, ${stepsInWorker} steps`);
    // Steps are slow on a loaded machine, health checks are not: the assertion is on the latter.
    expect(pingsInWorker).toBeGreaterThan(2);
    expect(stepsInWorker).toBeGreaterThan(0);
    await client.closeSession(session);
  });
});

describe('GET /v1/recordings', () => {
  it('pages through the recordings, newest first, from the index', async () => {
    const auth = { headers: { Authorization: `Bearer ${ADMIN}` } };
    const all = await (await fetch(`${server.url}/v1/recordings`, auth)).json() as { total: number; recordings: { name: string; steps: number }[] };
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.recordings.map((r) => r.name)).toEqual(expect.arrayContaining(Object.values(recordings)));
    const page = await (await fetch(`${server.url}/v1/recordings?offset=1&limit=1`, auth)).json() as { total: number; offset: number; limit: number; recordings: { name: string }[] };
    expect(page).toMatchObject({ total: all.total, offset: 1, limit: 1 });
    expect(page.recordings.map((r) => r.name)).toEqual([all.recordings[1]!.name]);
    const ended = all.recordings.find((r) => r.name === recordings.success)!;
    expect(ended.steps).toBe(lines(read(recordings.success)).length - 1);
    expect((await fetch(`${server.url}/v1/recordings?limit=0`, auth)).status).toBe(400);
    expect((await fetch(`${server.url}/v1/recordings?limit=5000`, auth)).status).toBe(400);
  });
});

describe('the split on the wire', () => {
  it('tasks.list and GET /v1/tasks show each template\'s split and filter by it; tasks.splits and GET /v1/splits serve the frozen file', async () => {
    const frozen = currentSplits();
    const test = (await client.call('tasks.list', { split: 'test' })) as { tasks: { id: string; split: string }[] };
    expect(test.tasks.map((t) => t.id)).toEqual(frozen.splits.test.templates);
    const all = (await client.call('tasks.list', {})) as { tasks: { id: string; split: string }[] };
    expect(all.tasks.length).toBe(TASKS.length);
    expect(all.tasks.filter((t) => t.split === 'train').length).toBe(TASKS.length - frozen.splits.test.templates.length);
    const auth = { headers: { Authorization: `Bearer ${USER}` } };
    const http = await (await fetch(`${server.url}/v1/tasks?split=train&app=contacts`, auth)).json() as { tasks: { apps: string[]; split: string }[] };
    expect(http.tasks.length).toBeGreaterThan(0);
    expect(http.tasks.every((t) => t.split === 'train' && t.apps.includes('contacts'))).toBe(true);
    expect((await fetch(`${server.url}/v1/tasks?split=validation`, auth)).status).toBe(400);
    const splits = { version: frozen.version, splits: frozen.splits };
    expect(await client.call('tasks.splits', {})).toEqual(splits);
    expect(await (await fetch(`${server.url}/v1/splits`, auth)).json()).toEqual(splits);
    await expect(client.call('tasks.list', { split: 'validation' })).rejects.toMatchObject({ kind: 'VALIDATION_ERROR' });
  });
});
