// The answer key stays behind the admin token until the episode ends: on a token-protected server,
// a client with the ordinary token probes every HTTP path and every protocol method (on /v1/env and
// /ws) for an expected answer, a verdict on an answer, a judge's code or a state, including by trial
// and error through env.evaluate, and learns nothing. The workbench opens for the admin token only,
// and a DNS-rebinding page (a foreign Host header) gets nothing on any route.
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { VivariumClient, VivariumError } from '../../clients/ts/index.ts';
import { startServer, type RunningServer } from '../../env-server/server.ts';

const TOKEN = 'secret-user';
const ADMIN = 'secret-admin';
const DIST = resolve(import.meta.dirname, '../../dist');
/** A test-split query with a number answer: the example of an answer found by trial and error. */
const QUERY = 'gallery/query-album-count';
const SEED = 2;
let server: RunningServer;
let expected: unknown;

/** Strings only the workbench's bundle holds: template fields, and the near misses of this test template's judge. */
const JUDGE_MARKERS = ['nearMisses', 'oracle:', "answers another album's count"];

beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', distDir: DIST, token: TOKEN, adminToken: ADMIN, limits: { maxSessions: 4 } });
  // What the judge expects, as only the admin token may learn it before the end.
  const admin = await VivariumClient.connect(server.url, { token: ADMIN });
  const session = await admin.createSession({ screenshot: false });
  await admin.reset(session, QUERY, SEED);
  expected = (await admin.evaluate(session, 0)).answer?.expected;
  expect(typeof expected).toBe('number');
  await admin.closeSession(session);
  admin.close();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** Every file of the build, as a URL path. */
function builtFiles(dir = DIST, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? builtFiles(join(dir, e.name), `${prefix}/${e.name}`) : [`${prefix}/${e.name}`]));
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

/** A GET with the Host header as given (fetch sets its own). */
function getAs(host: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers: { ...headers, Host: host } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.once('error', fail);
    req.end();
  });
}

/** A body must not reveal a judge: no expected or actual values, no state, no template code. */
function expectNoLeak(where: string, body: string): void {
  for (const marker of JUDGE_MARKERS) expect(body.includes(marker), `${where} holds "${marker}"`).toBe(false);
  expect(/"(expected|actual)"\s*:/.test(body), `${where} holds an expected or actual value`).toBe(false);
  expect(/"apps"\s*:\s*\{\s*"phone"/.test(body), `${where} holds a device state`).toBe(false);
}

describe('HTTP', () => {
  const routes = ['/', '/index.html', '/device.html', '/?env=1', '/.vite/manifest.json', '/healthz', '/readyz', '/metrics', '/v1/info', '/v1/tasks', '/v1/tasks?split=test', '/v1/splits', '/v1/recordings', '/v1/recordings/x.jsonl', '/nope'];

  it('without the admin token, no path serves a judge, an answer or a state', async () => {
    const paths = [...routes, ...builtFiles()];
    for (const headers of [{}, { Authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      for (const path of paths) {
        const res = await get(path, headers);
        expectNoLeak(`${path} (${Object.keys(headers).length ? 'user token' : 'no token'})`, await res.text());
      }
      const rejudge = await fetch(`${server.url}/v1/rejudge`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: '{"recording": "{}"}' });
      expect(rejudge.status).toBeGreaterThanOrEqual(401);
    }
  });

  it('the workbench and its files need the admin token; the device page the ordinary one', async () => {
    const user = { Authorization: `Bearer ${TOKEN}` };
    expect((await get('/', user)).status).toBe(403);
    expect(await (await get('/', user)).json()).toMatchObject({ error: 'FORBIDDEN', message: expect.stringMatching(/admin token/) });
    expect((await get('/')).status).toBe(401);
    expect((await get('/device.html', user)).status).toBe(200);
    expect((await get('/device.html')).status).toBe(401);
    const workbenchScript = /src="([^"]+)"/.exec(await (await get('/', { Authorization: `Bearer ${ADMIN}` })).text())![1]!;
    expect((await get(workbenchScript, user)).status).toBe(403);
    expect(await (await get(workbenchScript, { Authorization: `Bearer ${ADMIN}` })).text()).toContain('nearMisses');
  });

  it('a browser opens the workbench once with ?token= and then by its cookie, never by the ordinary token', async () => {
    expect((await get(`/?token=${TOKEN}`)).status).toBe(403);
    const login = await get(`/?token=${ADMIN}&recording=a.jsonl`);
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/?recording=a.jsonl');
    const cookie = login.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toContain(ADMIN);
    const jar = { Cookie: cookie.split(';')[0]! };
    expect((await get('/', jar)).status).toBe(200);
    expect((await get('/v1/recordings', jar)).status).toBe(200);
    expect((await get('/', { Cookie: 'vivarium_admin=forged' })).status).toBe(401);
  });

  it('a page that rebinds its name to this server gets 421 on every route, HTTP and WebSocket', async () => {
    const rebound = { Host: `evil.example:${server.port}`, Authorization: `Bearer ${ADMIN}` };
    for (const path of [...routes, '/v1/env', '/ws', ...builtFiles()]) {
      const res = await getAs(rebound.Host, path, { Authorization: rebound.Authorization });
      expect(res.status, path).toBe(421);
      expect(JSON.parse(res.body)).toMatchObject({ error: 'HOST_NOT_ALLOWED' });
    }
    // The same requests by a loopback name are answered.
    expect((await getAs(`localhost:${server.port}`, '/v1/tasks', { Authorization: rebound.Authorization })).status).toBe(200);
    const upgrade = await new Promise<number>((done) => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/v1/env`, { headers: rebound });
      socket.once('unexpected-response', (_req, res) => done(res.statusCode ?? 0));
      socket.once('open', () => done(101));
      socket.once('error', () => {});
    });
    expect(upgrade).toBe(421);
    const foreign = await get('/v1/tasks', { Authorization: `Bearer ${TOKEN}`, Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: 'ORIGIN_NOT_ALLOWED' });
  });
});

/** Every answer of a raw /v1/env socket, binary frames aside. */
async function rawRpc() {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/v1/env`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  const texts: string[] = [];
  socket.on('message', (data, binary) => void (binary || texts.push(data.toString())));
  await new Promise((ok, fail) => { socket.once('open', ok); socket.once('error', fail); });
  let id = 0;
  const call = async (method: string, params: Record<string, unknown> = {}) => {
    const mine = ++id;
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: mine, method, params }));
    for (;;) {
      const found = texts.find((t) => (JSON.parse(t) as { id?: number }).id === mine);
      if (found) return JSON.parse(found) as { result?: Record<string, unknown>; error?: { data: { kind: string } } };
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return { socket, texts, call };
}

describe('the protocol', () => {
  it('no method on /v1/env reveals the answer, a verdict on one, or a state before the end', async () => {
    const { socket, texts, call } = await rawRpc();
    await call('hello', { protocol_version: 1 });
    await call('tasks.list', {});
    await call('tasks.splits', {});
    const session = (await call('session.create', { observe: { screenshot: false } })).result!.session_id as string;
    await call('env.reset', { session_id: session, task: QUERY, seed: SEED });
    await call('env.step', { session_id: session, action: { type: 'open_app', name: 'Gallery' } });
    await call('env.observe', { session_id: session });
    const verdict = (await call('env.evaluate', { session_id: session })).result!.verdict as Record<string, unknown>;
    expect(verdict).toMatchObject({ redacted: true, answer: null, success: false });
    const snapshot = (await call('env.snapshot', { session_id: session })).result!.token as string;
    await call('env.restore', { session_id: session, token: snapshot });
    expect((await call('env.state', { session_id: session })).error?.data.kind).toBe('UNAUTHORIZED');
    expect((await call('env.evaluate', { session_id: session, answer: expected as number })).error?.data.kind).toBe('UNAUTHORIZED');
    for (const text of texts) expectNoLeak('a /v1/env answer', text);
    // The ending step judges the answer, and says so whole: the episode is over.
    const end = (await call('env.step', { session_id: session, action: { type: 'answer', value: expected as number } })).result!;
    expect(end).toMatchObject({ reward: 1, terminated: true });
    expect(JSON.stringify(end)).toMatch(/"expected"/);
    socket.close();
  });

  it('trial and error through env.evaluate learns nothing: every try gets the same answer', async () => {
    const client = await VivariumClient.connect(server.url, { token: TOKEN });
    const session = await client.createSession({ screenshot: false });
    await client.reset(session, QUERY, SEED);
    const tries: string[] = [];
    for (const n of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, '3 photos', ['1']]) {
      const error = await client.evaluate(session, n).then(() => null, (e: VivariumError) => e);
      tries.push(JSON.stringify(error && { kind: error.kind, message: error.message }));
    }
    // One answer for every try, the right number among them: a refusal that names no number.
    expect(new Set(tries).size).toBe(1);
    expect(tries[0]).toContain('UNAUTHORIZED');
    const plain = [await client.evaluate(session), await client.evaluate(session)];
    expect(plain[0]).toEqual(plain[1]);
    expect(plain[0]).toMatchObject({ redacted: true, answer: null });
    // Nothing learned: answering a wrong number at step 1 earns nothing.
    const wrong = (expected as number) + 1;
    expect((await client.step(session, { type: 'answer', value: wrong })).reward).toBe(0);
    await client.closeSession(session);
    client.close();
  });

  it('/ws gives no verdict before the end and no state', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    const texts: string[] = [];
    socket.on('message', (d) => texts.push(d.toString()));
    await new Promise((ok, fail) => { socket.once('open', ok); socket.once('error', fail); });
    const ask = async (message: object) => {
      const n = texts.length;
      socket.send(JSON.stringify(message));
      while (texts.length === n) await new Promise((r) => setTimeout(r, 10));
      return JSON.parse(texts[n]!) as { type: string; data: Record<string, unknown> };
    };
    await ask({ type: 'reset', data: { task: QUERY, seed: SEED } });
    await ask({ type: 'step', data: { type: 'open_app', name: 'Gallery' } });
    expect((await ask({ type: 'state' })).data).not.toHaveProperty('state');
    expect((await ask({ type: 'evaluate', data: { answer: 3 } })).data).toMatchObject({ code: 'UNKNOWN_METHOD' });
    for (const text of texts) expectNoLeak('a /ws answer', text.replace(/"base64":"[^"]*"/g, ''));
    socket.close();
  });
});
