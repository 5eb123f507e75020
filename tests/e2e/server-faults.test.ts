// Bad input and faults over a live server: after each, the server answers healthz, other
// sessions go on, and nothing is lost that should not be.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import WebSocket from 'ws';
import { VivariumClient, VivariumError } from '../../clients/ts/index.ts';
import { startServer, type RunningServer } from '../../env-server/server.ts';

const TOKEN = 'test-token';
const ADMIN = 'test-admin';
let server: RunningServer;
let client: VivariumClient;
let ws: string;

/** A raw socket: send any frame, read answers by id (and ones without id in order). */
async function raw(url = ws, token = TOKEN) {
  const socket = new WebSocket(`${url}/v1/env`, { headers: { Authorization: `Bearer ${token}` } });
  await new Promise((ok, fail) => { socket.once('open', ok); socket.once('error', fail); });
  const answers: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data, binary) => {
    if (binary) return;
    answers.push(JSON.parse(data.toString()) as Record<string, unknown>);
    waiters.splice(0).forEach((w) => w());
  });
  const next = async (count = 1) => {
    while (answers.length < count) await new Promise<void>((r) => waiters.push(r));
    return answers.splice(0, count);
  };
  return { socket, next, answers };
}

const kindOf = (answer: Record<string, unknown>) => (answer.error as { data: { kind: string } } | undefined)?.data.kind;

async function healthy() {
  const res = await fetch(`${server.url}/healthz`);
  expect(res.status).toBe(200);
}

async function expectError(promise: Promise<unknown>, kind: string) {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error, `expected ${kind}`).toBeInstanceOf(VivariumError);
  expect((error as VivariumError).kind).toBe(kind);
  return error as VivariumError;
}

async function episode(c = client) {
  const session = await c.createSession({ screenshot: false });
  await c.reset(session, 'settings/toggle-wifi', 1);
  return session;
}

beforeAll(async () => {
  server = await startServer({
    port: 0, host: '127.0.0.1', distDir: resolve(import.meta.dirname, '../../dist'), token: TOKEN, adminToken: ADMIN,
    limits: { maxSessions: 4, resumeGraceMs: 20_000, idleTtlMs: 60_000 },
  });
  ws = server.url.replace('http', 'ws');
  client = await VivariumClient.connect(server.url, { token: TOKEN });
});
afterAll(async () => {
  client?.close();
  await server?.close();
});

describe('bad input gets a clear error and the connection keeps working', () => {
  it('malformed JSON, binary garbage, a non-request, unknown method, wrong types', async () => {
    const { socket, next } = await raw();
    socket.send('{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(kindOf((await next())[0]!)).toBe('INVALID_JSON');
    socket.send(Buffer.from([0xde, 0xad, 0xbe, 0xef]));
    expect(kindOf((await next())[0]!)).toBe('INVALID_REQUEST');
    socket.send(JSON.stringify({ hello: 'world' }));
    expect(kindOf((await next())[0]!)).toBe('INVALID_REQUEST');
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'env.fly' }));
    const [unknown] = await next();
    expect(unknown).toMatchObject({ id: 2, error: { code: -32601, data: { kind: 'UNKNOWN_METHOD', retryable: false } } });
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'env.reset', params: { session_id: 42, task: ['x'] } }));
    expect(kindOf((await next())[0]!)).toBe('VALIDATION_ERROR');
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'hello', params: { protocol_version: 99 } }));
    expect(kindOf((await next())[0]!)).toBe('PROTOCOL_VERSION_MISMATCH');
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'hello', params: {} }));
    expect((await next())[0]).toMatchObject({ id: 5, result: { server: 'vivarium', limits: { max_message_bytes: 1048576 } } });
    socket.close();
    await healthy();
  });

  it('an oversize message is refused with MESSAGE_TOO_LARGE, and the socket stays open', async () => {
    const { socket, next } = await raw();
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'hello', params: { client: 'x'.repeat(1_500_000) } }));
    expect(kindOf((await next())[0]!)).toBe('MESSAGE_TOO_LARGE');
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tasks.list' }));
    expect((await next())[0]).toHaveProperty('result.tasks');
    socket.close();
  });

  it('unknown action, out-of-screen tap, unknown element, 100 kB of text', async () => {
    const session = await episode();
    await expectError(client.step(session, { type: 'teleport' }), 'VALIDATION_ERROR');
    await expectError(client.step(session, { type: 'tap', x: 10 }), 'VALIDATION_ERROR');
    await expectError(client.step(session, { type: 'type', text: 'a'.repeat(100_000) }), 'VALIDATION_ERROR');
    const outside = await client.step(session, { type: 'tap', x: 5000, y: 100 });
    expect(outside.observation.last_action).toMatchObject({ type: 'tap', ok: false, error: expect.stringMatching(/outside the 1080x2400 screen/) });
    const missing = await client.step(session, { type: 'tap', element: 'e9999' });
    expect(missing.observation.last_action).toMatchObject({ ok: false, error: expect.stringMatching(/no element e9999/) });
    const typing = await client.step(session, { type: 'type', text: 'hello' });
    expect(typing.observation.last_action).toMatchObject({ ok: false, error: expect.stringMatching(/no text field has the focus/) });
    // Failed actions still count as steps; validation errors do not.
    expect(typing.observation.step).toBe(3);
    await client.closeSession(session);
  });

  it('a burst of 5,000 messages gets 5,000 answers, and the server goes on', async () => {
    const { socket, next } = await raw();
    // A small answer each (one app's templates): the whole catalogue's list is 5,000 times too much
    // to read at once, and a client that falls that far behind is cut off by design (Faults).
    for (let i = 0; i < 5000; i++) socket.send(JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tasks.list', params: { app: 'settings' } }));
    const answers = await next(5000);
    expect(new Set(answers.map((a) => a.id)).size).toBe(5000);
    expect(answers.every((a) => 'result' in a || kindOf(a) === 'RATE_LIMITED')).toBe(true);
    socket.close();
    await healthy();
    const session = await episode();
    expect((await client.step(session, { type: 'home' })).observation.step).toBe(1);
    await client.closeSession(session);
  });
});

describe('sessions', () => {
  it('runs one call at a time per session: a second step at once is SESSION_BUSY', async () => {
    const session = await episode();
    const results = await Promise.allSettled([client.step(session, { type: 'open_app', name: 'Settings' }), client.step(session, { type: 'home' })]);
    const busy = results.filter((r) => r.status === 'rejected');
    expect(busy).toHaveLength(1);
    expect(((busy[0] as PromiseRejectedResult).reason as VivariumError).kind).toBe('SESSION_BUSY');
    expect(((busy[0] as PromiseRejectedResult).reason as VivariumError).retryable).toBe(true);
    await client.closeSession(session);
  });

  it('makes a step idempotent with step_id: a replay returns the first result and does not act again', async () => {
    const session = await episode();
    const first = await client.step(session, { type: 'open_app', name: 'Settings' }, undefined, { step_id: 'a1' });
    const again = await client.step(session, { type: 'open_app', name: 'Settings' }, undefined, { step_id: 'a1' });
    expect(again.observation.step).toBe(1);
    expect(again).toEqual(first);
    expect((await client.step(session, { type: 'home' }, undefined, { step_id: 'a2' })).observation.step).toBe(2);
    await client.closeSession(session);
  });

  it('a step over its timeout_ms is a TIMEOUT, and the session is usable afterwards', async () => {
    const session = await episode();
    await expectError(client.step(session, { type: 'open_app', name: 'Settings' }, { screenshot: true, format: 'png' }, { timeout_ms: 1, step_id: 'slow' }), 'TIMEOUT');
    // The step went on: its result arrives under the same step_id once it is done.
    let late;
    for (;;) {
      late = await client.step(session, { type: 'open_app', name: 'Settings' }, undefined, { step_id: 'slow' }).catch((e: VivariumError) => e);
      if (!(late instanceof VivariumError && late.kind === 'SESSION_BUSY')) break;
    }
    expect(late).toMatchObject({ observation: { step: 1, foreground_app: 'settings' } });
    expect((await client.step(session, { type: 'home' })).observation.step).toBe(2);
    await client.closeSession(session);
  });

  it('close is idempotent; a foreign socket cannot touch a session', async () => {
    const session = await episode();
    const other = await VivariumClient.connect(server.url, { token: TOKEN });
    await expectError(other.step(session, { type: 'home' }), 'SESSION_NOT_FOUND');
    await expectError(other.closeSession(session), 'SESSION_NOT_FOUND');
    expect(await client.closeSession(session)).toBe('closed');
    expect(await client.closeSession(session)).toBe('already_closed');
    await expectError(client.step(session, { type: 'home' }), 'SESSION_NOT_FOUND');
    other.close();
  });

  it('refuses a session past capacity with CAPACITY_REACHED and a retry hint; readyz says not ready', async () => {
    const sessions = await Promise.all([1, 2, 3, 4].map(() => client.createSession({ screenshot: false })));
    const full = await expectError(client.createSession(), 'CAPACITY_REACHED');
    expect(full.retryable).toBe(true);
    expect(full.data.retry_after_ms).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    await Promise.all(sessions.map((s) => client.closeSession(s)));
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('a session survives a dropped socket and is resumed with its token, where it was', async () => {
    const first = await VivariumClient.connect(server.url, { token: TOKEN });
    const { session_id, resume_token } = await first.openSession({ observe: { screenshot: false } });
    await first.reset(session_id, 'settings/toggle-wifi', 2);
    await first.step(session_id, { type: 'open_app', name: 'Settings' });
    const inFlight = first.step(session_id, { type: 'tap', x: 540, y: 400 }).catch(() => 'dropped');
    first.close();
    expect(await inFlight).toBe('dropped');
    const second = await VivariumClient.connect(server.url, { token: TOKEN });
    await expectError(second.resume(session_id, 'wrong-token'), 'SESSION_NOT_FOUND');
    expect(await second.resume(session_id, resume_token)).toEqual({ session_id, status: 'resumed' });
    let observation;
    for (;;) {
      observation = await second.observe(session_id).catch((e: VivariumError) => e);
      if (!(observation instanceof VivariumError && observation.kind === 'SESSION_BUSY')) break;
    }
    // The step that was in flight when the socket dropped completed: nothing was lost.
    expect(observation).toMatchObject({ step: 2, foreground_app: 'settings' });
    await second.closeSession(session_id);
    second.close();
  });
});

describe('snapshots', () => {
  it('restores state, screen and step count exactly, in the same or another session', async () => {
    const a = await client.createSession();
    await client.reset(a, 'settings/set-brightness', 3);
    await client.step(a, { type: 'open_app', name: 'Settings' });
    await client.step(a, { type: 'tap', element: (await client.observe(a)).ui_tree!.find((e) => e.text === 'Display')!.id });
    const token = await client.snapshot(a);
    const there = await client.observe(a, { format: 'png' });
    await client.step(a, { type: 'home' });
    // A second session that has run an episode of its own (a trainer's warm worker).
    const b = await client.createSession();
    await client.reset(b, 'settings/toggle-wifi', 9);
    for (const target of [a, b]) {
      const restored = await client.restore(target, token, { format: 'png' });
      expect(restored.info).toEqual({ task: 'settings/set-brightness', seed: 3, step: 2 });
      expect(restored.observation.step).toBe(2);
      expect(restored.observation.ui_tree).toEqual(there.ui_tree);
      expect(hash(restored.observation.screenshot!.data)).toBe(hash(there.screenshot!.data));
    }
    // Both forks go on independently from the snapshot.
    const fa = await client.step(a, { type: 'back' });
    const fb = await client.step(b, { type: 'back' });
    expect(fa.observation.step).toBe(3);
    expect(fb.observation.ui_tree).toEqual(fa.observation.ui_tree);
    await expectError(client.restore(a, 'snap_nope'), 'SNAPSHOT_NOT_FOUND');
    await client.closeSession(a);
    await client.closeSession(b);
  });

  it('gives back the focused field and its caret, so typing goes on where it was', async () => {
    const a = await client.createSession();
    await client.reset(a, 'contacts/query-phone', 1);
    await client.step(a, { type: 'open_app', name: 'Contacts' });
    const field = (await client.observe(a)).ui_tree!.find((e) => e.hint === 'Search contacts')!;
    await client.step(a, { type: 'tap', element: field.id });
    await client.step(a, { type: 'type', text: 'Ana' });
    const token = await client.snapshot(a);
    const there = (await client.observe(a)).ui_tree!;
    expect(there.find((e) => e.hint === 'Search contacts')).toMatchObject({ focused: true, text: 'Ana' });
    const b = await client.createSession();
    await client.reset(b, 'settings/toggle-wifi', 9);
    const restored = await client.restore(b, token);
    expect(restored.observation.ui_tree).toEqual(there);
    // Typing with no tap first reaches the same field, at the same caret.
    const [fa, fb] = [await client.step(a, { type: 'type', text: 'x' }), await client.step(b, { type: 'type', text: 'x' })];
    expect(fb.observation.last_action).toEqual({ type: 'type', ok: true });
    expect(fb.observation.ui_tree!.find((e) => e.hint === 'Search contacts')).toMatchObject({ focused: true, text: 'Anax' });
    expect(fb.observation.ui_tree).toEqual(fa.observation.ui_tree);
    await client.closeSession(a);
    await client.closeSession(b);
  });

  it('gives back a focused row at the bottom of a list without scrolling it into view', async () => {
    const a = (await client.openSession({ observe: { screenshot: false, ui_tree: true } })).session_id;
    await client.reset(a, 'files/organize-into-folder', 4);
    const tree = async () => (await client.observe(a)).ui_tree!;
    await client.step(a, { type: 'open_app', name: 'Files' });
    await client.step(a, { type: 'tap', element: (await tree()).find((e) => e.text === 'Downloads')!.id });
    await client.step(a, { type: 'long_press', element: (await tree()).find((e) => e.text === 'bank-statement.pdf')!.id });
    // The last row the list shows, cut off by the navigation bar: a tap focuses it where it is.
    const last = (await tree()).filter((e) => e.role === 'checkbox').pop()!;
    await client.step(a, { type: 'tap', element: last.id });
    const there = await tree();
    expect(there.find((e) => e.text === last.text)).toMatchObject({ focused: true, bounds: last.bounds });
    const restored = await client.restore(a, await client.snapshot(a));
    expect(restored.observation.ui_tree).toEqual(there);
    await client.closeSession(a);
  });

  it('env.state needs the admin token', async () => {
    const session = await episode();
    await expectError(client.call('env.state', { session_id: session }), 'UNAUTHORIZED');
    const admin = await VivariumClient.connect(server.url, { token: ADMIN });
    const mine = await episode(admin);
    const { state } = (await admin.call('env.state', { session_id: mine })) as { state: { apps: { settings: { wifi: boolean } } } };
    expect(typeof state.apps.settings.wifi).toBe('boolean');
    admin.close();
    await client.closeSession(session);
  });
});

describe('expiry', () => {
  it('closes an idle session, and a dropped socket\'s session not resumed in time; both say SESSION_EXPIRED', async () => {
    const short = await startServer({
      port: 0, host: '127.0.0.1', distDir: resolve(import.meta.dirname, '../../dist'),
      limits: { maxSessions: 4, idleTtlMs: 1500, resumeGraceMs: 1500 },
    });
    try {
      const c = await VivariumClient.connect(short.url);
      const idle = await c.createSession({ screenshot: false });
      // On /ws the expiry is a close frame that says why: no message a client could take for an answer.
      const openenv = new WebSocket(`${short.url.replace('http', 'ws')}/ws`);
      const heard: string[] = [];
      openenv.on('message', (d) => heard.push(d.toString()));
      const wsClosed = new Promise<{ code: number; reason: string }>((ok) => openenv.once('close', (code, reason) => ok({ code, reason: reason.toString() })));
      await new Promise((ok) => openenv.once('open', ok));
      openenv.send(JSON.stringify({ type: 'reset', data: { task: 'settings/toggle-wifi' } }));
      const dropped = await VivariumClient.connect(short.url);
      const { session_id, resume_token } = await dropped.openSession({ observe: { screenshot: false } });
      dropped.close();
      // The reaper sweeps every second: wait for its notice (bounded), as a trainer's client would.
      const open = async () => ((await (await fetch(`${short.url}/healthz`)).json()) as { sessions: number }).sessions;
      for (let i = 0; i < 600 && (await open()) > 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(c.notifications).toContainEqual({ method: 'session.closed', params: { session_id: idle, reason: 'idle_timeout' } });
      expect(await wsClosed).toEqual({ code: 1000, reason: 'session closed by the server: idle_timeout' });
      expect(heard.map((m) => (JSON.parse(m) as { type: string }).type)).toEqual(['observation']);
      await expectError(c.reset(idle, 'settings/toggle-wifi', 1), 'SESSION_EXPIRED');
      expect(await c.closeSession(idle)).toBe('already_closed');
      await expectError(c.resume(session_id, resume_token), 'SESSION_EXPIRED');
      expect((await fetch(`${short.url}/healthz`)).status).toBe(200);
      c.close();
    } finally {
      await short.close();
    }
  });
});

describe('security', () => {
  it('needs the bearer token on the WebSocket and the API, not on /healthz', async () => {
    await expect(VivariumClient.connect(server.url)).rejects.toThrow(/401/);
    await expect(VivariumClient.connect(server.url, { token: 'wrong' })).rejects.toThrow(/401/);
    expect((await fetch(`${server.url}/v1/tasks`)).status).toBe(401);
    expect((await fetch(`${server.url}/v1/tasks`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('refuses to listen beyond loopback without a token', async () => {
    await expect(startServer({ port: 0, host: '0.0.0.0', distDir: resolve(import.meta.dirname, '../../dist') })).rejects.toThrow(/without a token/);
  });
});

describe('crash recovery', () => {
  it('a killed renderer: BROWSER_CRASHED, the device is rebuilt at the last good step, other sessions go on', async () => {
    const victim = await episode();
    const bystander = await episode();
    await client.step(victim, { type: 'open_app', name: 'Settings' });
    const before = await client.observe(victim);
    const target = server.debug.sessions().find((s) => s.id === victim)!;
    await target.crashRenderer();
    const error = await expectError(client.step(victim, { type: 'home' }), 'BROWSER_CRASHED');
    expect(error.retryable).toBe(true);
    expect(error.data).toMatchObject({ recovered: true, step: 1 });
    const after = await client.observe(victim);
    expect(after.ui_tree).toEqual(before.ui_tree);
    expect(after.step).toBe(1);
    expect((await client.step(victim, { type: 'home' })).observation.foreground_app).toBe('home');
    expect((await client.step(bystander, { type: 'open_app', name: 'Contacts' })).observation.foreground_app).toBe('contacts');
    await client.closeSession(victim);
    await client.closeSession(bystander);
  });

  it('a killed browser: relaunched once, every session rebuilt where it was, restarts counted', async () => {
    const a = await episode();
    const b = await episode();
    await client.step(a, { type: 'open_app', name: 'Settings' });
    await client.step(b, { type: 'open_app', name: 'Messages' });
    const pid = browserPid();
    process.kill(pid, 'SIGKILL');
    for (const [session, app] of [[a, 'settings'], [b, 'messages']] as const) {
      // The first call on each session may find the browser gone (BROWSER_CRASHED, rebuilt); the next works.
      const first = await client.observe(session).catch((e: VivariumError) => e);
      if (first instanceof VivariumError) expect(first.kind).toBe('BROWSER_CRASHED');
      const observation = await client.observe(session);
      expect(observation.foreground_app).toBe(app);
      expect(observation.step).toBe(1);
    }
    expect(browserPid()).not.toBe(pid);
    const metrics = await (await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
    expect(metrics).toMatch(/vivarium_browser_restarts_total 1/);
    await client.closeSession(a);
    await client.closeSession(b);
    await healthy();
  });
});

describe('operations', () => {
  it('serves Prometheus metrics and /v1/info with the action and observation schemas', async () => {
    const auth = { headers: { Authorization: `Bearer ${TOKEN}` } };
    const metrics = await (await fetch(`${server.url}/metrics`, auth)).text();
    for (const name of ['vivarium_sessions_active', 'vivarium_sessions_capacity 4', 'vivarium_step_seconds_bucket', 'vivarium_errors_total{kind="VALIDATION_ERROR"}', 'vivarium_episodes_total']) {
      expect(metrics).toContain(name);
    }
    const info = (await (await fetch(`${server.url}/v1/info`, auth)).json()) as { schemas: { action: { oneOf?: unknown[]; anyOf?: unknown[] }; observation: { properties: object } }; limits: object };
    expect(JSON.stringify(info.schemas.action)).toContain('long_press');
    expect(info.schemas.observation.properties).toHaveProperty('ui_tree');
    expect(info.limits).toMatchObject({ max_message_bytes: 1048576, max_sessions: 4 });
  });

  it('speaks OpenEnv on /ws: reset, step, state, close, with done = terminated or truncated', async () => {
    const socket = new WebSocket(`${ws}/ws`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    await new Promise((ok) => socket.once('open', ok));
    const ask = (message: object) => new Promise<{ type: string; data: Record<string, unknown> }>((ok) => {
      socket.once('message', (data) => ok(JSON.parse(data.toString())));
      socket.send(JSON.stringify(message));
    });
    const reset = await ask({ type: 'reset', data: { task: 'settings/toggle-wifi', seed: 4 } });
    expect(reset.type).toBe('observation');
    expect((reset.data.observation as { screenshot: { base64: string } }).screenshot.base64.length).toBeGreaterThan(1000);
    expect(reset.data.done).toBe(false);
    const bad = await ask({ type: 'step', data: { type: 'fly' } });
    expect(bad).toMatchObject({ type: 'error', data: { code: 'VALIDATION_ERROR' } });
    await ask({ type: 'step', data: { type: 'open_app', name: 'Settings' } });
    const state = await ask({ type: 'state' });
    expect(state.data).toMatchObject({ step_count: 1, task: 'settings/toggle-wifi', seed: 4 });
    const end = await ask({ type: 'step', data: { action: { type: 'done' } } });
    expect(end.data).toMatchObject({ done: true, reward: 0, metadata: { outcome: 'failure', terminated: true } });
    socket.send(JSON.stringify({ type: 'close' }));
    await new Promise((ok) => socket.once('close', ok));
  });
});

describe('network faults on purpose', () => {
  async function sendOne(network: { latency_ms?: number; failure_rate?: number }) {
    const { session_id } = await client.openSession({ observe: { screenshot: false }, network });
    await client.reset(session_id, 'settings/toggle-wifi', 1);
    await client.step(session_id, { type: 'open_app', name: 'Messages' });
    const tree = (await client.observe(session_id)).ui_tree!;
    await client.step(session_id, { type: 'tap', element: tree.find((e) => e.role === 'button' && e.bounds[1] > 250 && e.bounds[1] < 500)!.id });
    await client.step(session_id, { type: 'tap', element: (await client.observe(session_id)).ui_tree!.find((e) => e.hint === 'Text message')!.id });
    await client.step(session_id, { type: 'type', text: 'ping' });
    const sent = await client.step(session_id, { type: 'key', key: 'Enter' });
    return { session_id, texts: sent.observation.ui_tree!.map((e) => e.text) };
  }

  it('a failure rate of 1 makes every send fail, visibly', async () => {
    const { session_id, texts } = await sendOne({ failure_rate: 1 });
    expect(texts).toContain('Failed · Tap to retry');
    await client.closeSession(session_id);
  });

  it('latency runs on the device clock: sending until enough steps have passed, then sent', async () => {
    const { session_id, texts } = await sendOne({ latency_ms: 5000 });
    expect(texts).toContain('Sending…');
    const later = await client.step(session_id, { type: 'wait', ms: 5000 });
    expect(later.observation.ui_tree!.map((e) => e.text)).toContain('Sent');
    await client.closeSession(session_id);
  });
});

describe('drain on SIGTERM', () => {
  it('takes no new sessions, lets a running episode finish, then exits', async () => {
    const root = resolve(import.meta.dirname, '../..');
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, ['--import', 'tsx', 'env-server/main.ts', '--port', '0', '--drain-timeout', '60'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stderr.resume();
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    const url = await new Promise<string>((ok, fail) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const m = /workbench (http:\/\/\S+?)\/ /.exec(chunk.toString());
        if (m) ok(m[1]!);
      });
      child.once('exit', (code) => fail(new Error(`server exited with ${code}`)));
    });
    const c = await VivariumClient.connect(url);
    const session = await c.createSession({ screenshot: false });
    await c.reset(session, 'settings/toggle-wifi', 1);
    const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
    child.kill('SIGTERM');
    let refused: unknown;
    for (;;) {
      refused = await c.createSession().catch((e: unknown) => e);
      if (refused instanceof VivariumError) break;
      await c.closeSession(refused as string);
    }
    expect((refused as VivariumError).kind).toBe('DRAINING');
    expect((await fetch(`${url}/readyz`)).status).toBe(503);
    // The running episode still finishes and is judged.
    const end = await c.step(session, { type: 'done' });
    expect(end.info.verdict).toBeDefined();
    await c.closeSession(session);
    expect(await exited).toBe(0);
    c.close();
  });
});

function hash(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The Chromium browser process this test process launched (the one driven over a pipe). */
function browserPid(): number {
  const mine = String(process.pid);
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (ppid === mine && cmd.includes('--remote-debugging-pipe')) return Number(entry);
    } catch {
      // the process ended while we looked
    }
  }
  throw new Error(`no Chromium child of ${mine}: ${execFileSync('ps', ['-ef']).toString().slice(0, 500)}`);
}
