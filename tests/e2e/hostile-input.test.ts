// What an attacker or an unlucky trainer sends: malformed WebSocket frames of every kind, upgrades
// that reset their connection, foreign origins, answers fished out of env.evaluate, sloppy /ws
// resets, notifications, repeated step ids, sockets dropped while a session is being made, a hung
// renderer, a client that never reads. After each the server answers healthz and other sessions go on.
import { connect, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { VivariumClient, VivariumError } from '../../clients/ts/index.ts';
import { openenv as openenvAt } from '../support/openenv.ts';
import type { RunningServer } from '../../env-server/server.ts';
import type { Page } from 'playwright-core';
import { within } from '../../env-server/within.ts';

const TOKEN = 'hostile-token';
const ADMIN = 'hostile-admin';
let server: RunningServer;
let port: number;
let client: VivariumClient;

beforeAll(async () => {
  // Small limits so that the hang and backpressure cases show within seconds (the hang's still well
  // above what a device call takes on a 2-core machine busy with other files: 8 s was not).
  process.env.VIVARIUM_DEVICE_HANG_MS = '20000';
  process.env.VIVARIUM_OUTPUT_SOFT_LIMIT = String(256 * 1024);
  process.env.VIVARIUM_OUTPUT_HARD_LIMIT = String(4 * 1024 * 1024);
  const { startServer } = await import('../../env-server/server.ts');
  server = await startServer({
    port: 0, host: '127.0.0.1', distDir: resolve(import.meta.dirname, '../../dist'), token: TOKEN, adminToken: ADMIN,
    limits: { maxSessions: 3, resumeGraceMs: 1500, idleTtlMs: 60_000 },
  });
  port = server.port;
  client = await VivariumClient.connect(server.url, { token: TOKEN });
}, 60_000);
afterAll(async () => {
  client?.close();
  await server?.close();
});

async function healthy(): Promise<void> {
  const res = await fetch(`${server.url}/healthz`);
  expect(res.status).toBe(200);
}

/** A raw TCP connection that has done the WebSocket handshake on `path`; returns the socket and what it reads. */
async function handshake(path = '/v1/env', headers: Record<string, string> = { Authorization: `Bearer ${TOKEN}` }): Promise<{ socket: Socket; status: number; read: () => Buffer; closed: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let buffer = Buffer.alloc(0);
  socket.on('data', (d) => (buffer = Buffer.concat([buffer, d])));
  const closed = new Promise<void>((ok) => socket.once('close', () => ok()));
  await new Promise<void>((ok) => socket.once('connect', () => ok()));
  const lines = [`GET ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Upgrade: websocket', 'Connection: Upgrade', `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`, 'Sec-WebSocket-Version: 13', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  socket.write(lines.join('\r\n') + '\r\n\r\n');
  for (let i = 0; i < 3000 && !buffer.includes('\r\n\r\n'); i++) await new Promise((r) => setTimeout(r, 10));
  const head = buffer.toString('latin1');
  const status = Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0);
  buffer = buffer.subarray(buffer.indexOf('\r\n\r\n') + 4);
  return { socket, status, read: () => buffer, closed };
}

/** A client frame: FIN + opcode, masked unless told otherwise. */
function frame(opcode: number, payload: Buffer, options: { rsv1?: boolean; masked?: boolean; declaredLength?: number } = {}): Buffer {
  const masked = options.masked ?? true;
  const length = options.declaredLength ?? payload.length;
  const first = 0x80 | (options.rsv1 ? 0x40 : 0) | opcode;
  let header: Buffer;
  if (length < 126) header = Buffer.from([first, (masked ? 0x80 : 0) | length]);
  else if (length < 65536) header = Buffer.from([first, (masked ? 0x80 : 0) | 126, length >> 8, length & 255]);
  else {
    header = Buffer.alloc(10);
    header[0] = first;
    header[1] = (masked ? 0x80 : 0) | 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  if (!masked) return Buffer.concat([header, payload]);
  const mask = randomBytes(4);
  return Buffer.concat([header, mask, Buffer.from(payload.map((b, i) => b ^ mask[i % 4]!))]);
}

/** The close code in the server's close frame, if it sent one. */
function closeCode(data: Buffer): number | null {
  for (let i = 0; i + 3 < data.length; i++) if (data[i] === 0x88 && (data[i + 1]! & 0x7f) >= 2) return data.readUInt16BE(i + 2);
  return null;
}

describe('malformed WebSocket frames', () => {
  it.each([
    ['a text frame that is not UTF-8', frame(0x1, Buffer.from([0xc3, 0x28, 0xff])), 1007],
    ['an unmasked client frame', frame(0x1, Buffer.from('{}'), { masked: false }), 1002],
    ['RSV1 set without an extension', frame(0x1, Buffer.from('{}'), { rsv1: true }), 1002],
    ['a reserved opcode', frame(0x3, Buffer.from('x')), 1002],
    ['a ping of 200 bytes', frame(0x9, Buffer.alloc(200, 1)), 1002],
    ['a frame over 16 MiB', frame(0x2, Buffer.alloc(0), { declaredLength: 17 * 1024 * 1024 }), 1009],
  ])('%s closes that socket only, with its close code', async (_name, bytes, code) => {
    const session = await client.createSession({ screenshot: false });
    await client.reset(session, 'settings/toggle-wifi', 1);
    for (const path of ['/v1/env', '/ws']) {
      const raw = await handshake(path);
      expect(raw.status).toBe(101);
      raw.socket.write(bytes);
      await within(raw.closed, 30_000);
      expect(closeCode(raw.read())).toBe(code);
      raw.socket.destroy();
    }
    await healthy();
    expect((await client.step(session, { type: 'home' })).observation.step).toBe(1);
    await client.closeSession(session);
  });

  it('an upgrade without the token that resets its connection leaves the server up', async () => {
    for (let i = 0; i < 5; i++) {
      const raw = await handshake('/v1/env', {});
      expect(raw.status).toBe(401);
      expect(raw.read().toString()).toMatch(/"error":"UNAUTHORIZED"/);
      raw.socket.resetAndDestroy();
    }
    const raw = connect(port, '127.0.0.1');
    raw.on('error', () => {});
    await new Promise<void>((ok) => raw.once('connect', () => ok()));
    raw.write('GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n');
    raw.resetAndDestroy();
    await new Promise((r) => setTimeout(r, 200));
    await healthy();
  });

  it('browser pages from a foreign origin are refused; loopback origins and plain clients are not', async () => {
    expect((await handshake('/v1/env', { Authorization: `Bearer ${TOKEN}`, Origin: 'https://evil.example' })).status).toBe(403);
    expect((await handshake('/ws', { Authorization: `Bearer ${TOKEN}`, Origin: 'null' })).status).toBe(403);
    const ok = await handshake('/v1/env', { Authorization: `Bearer ${TOKEN}`, Origin: `http://localhost:${port}` });
    expect(ok.status).toBe(101);
    ok.socket.destroy();
    await healthy();
  });
});

describe('verdicts and state stay behind the admin token until the episode ends', () => {
  it('env.evaluate tells which checks pass, never judges an answer, never gives expected values', async () => {
    const session = await client.createSession({ screenshot: false });
    await client.reset(session, 'contacts/query-phone', 3);
    await expectKind(client.evaluate(session, '555 000 0000'), 'UNAUTHORIZED');
    const verdict = (await client.evaluate(session)) as unknown as Record<string, unknown>;
    expect(verdict).toMatchObject({ success: false, redacted: true, answer: null });
    expect(JSON.stringify(verdict)).not.toMatch(/expected|actual|\+1 555/);
    await expectKind(client.call('env.state', { session_id: session }), 'UNAUTHORIZED');
    const admin = await VivariumClient.connect(server.url, { token: ADMIN });
    const other = await admin.createSession({ screenshot: false });
    await admin.reset(other, 'contacts/query-phone', 3);
    expect(JSON.stringify(await admin.evaluate(other, '555 000 0000'))).toMatch(/"expected"/);
    admin.close();
    // At the end of the episode the verdict is whole: the agent has answered.
    const end = await client.step(session, { type: 'answer', value: '555 000 0000' });
    expect(end.info.verdict?.answer?.expected).toBeTruthy();
    await client.closeSession(session);
  });

  it('recordings need the admin token on a server with a token', async () => {
    expect((await fetch(`${server.url}/v1/recordings`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(403);
    expect((await fetch(`${server.url}/v1/recordings`, { headers: { Authorization: `Bearer ${ADMIN}` } })).status).toBe(200);
    const res = await fetch(`${server.url}/v1/recordings/..%2fx`, { headers: { Authorization: `Bearer ${ADMIN}` } });
    const body = await res.text();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(body).not.toMatch(/node_modules|\/tmp\/|at [A-Za-z]+ \(/);
    expect(() => JSON.parse(body)).not.toThrow();
  });
});

async function expectKind(promise: Promise<unknown>, kind: string): Promise<void> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(VivariumError);
  expect((error as VivariumError).kind).toBe(kind);
}

/** One /ws connection with the server's token. */
const openenv = () => openenvAt(`ws://127.0.0.1:${port}/ws`, { Authorization: `Bearer ${TOKEN}` });

describe('/ws holds resets to the env.reset schema', () => {
  it('a wrong key, type or seed is a VALIDATION_ERROR, never another episode', async () => {
    const { socket, ask } = await openenv();
    const bad: [string, unknown][] = [
      ['a task that is a number', { task: 5 }],
      ['the key task_id', { task_id: 'settings/toggle-wifi' }],
      ['no task', {}],
      ['a seed as a string', { task: 'settings/toggle-wifi', seed: '7' }],
      ['a fractional seed', { task: 'settings/toggle-wifi', seed: 1.5 }],
      ['a negative seed', { task: 'settings/toggle-wifi', seed: -1 }],
      ['a seed of 2^31', { task: 'settings/toggle-wifi', seed: 2 ** 31 }],
      ['a seed of 1e300', { task: 'settings/toggle-wifi', seed: 1e300 }],
      ['data that is a list', [1]],
    ];
    for (const [name, data] of bad) expect((await ask({ type: 'reset', data })).data.code, name).toBe('VALIDATION_ERROR');
    expect((await ask({ type: 'reset', data: { task: 'nope/nope' } })).data.code).toBe('UNKNOWN_TASK');
    const good = await ask({ type: 'reset', data: { task: 'settings/toggle-wifi', seed: 7, episode_id: 'e1' } });
    expect(good).toMatchObject({ type: 'observation', data: { metadata: { task: 'settings/toggle-wifi', seed: 7, episode_id: 'e1' } } });
    socket.close();
  });
});

/**
 * One socket on either endpoint, speaking its own shape: `ask` sends one raw message and gives the
 * error kind of its answer ('ok' for a result), in the order answers come.
 */
async function endpoint(path: '/v1/env' | '/ws') {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  const answers: string[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (d, binary) => {
    if (binary) return;
    const m = JSON.parse(d.toString()) as { type?: string; data?: { code?: string }; error?: { data: { kind: string } }; method?: string };
    if (m.method) return; // a notification
    answers.push(path === '/ws' ? (m.type === 'error' ? m.data!.code! : 'ok') : (m.error?.data.kind ?? 'ok'));
    waiters.splice(0).forEach((w) => w());
  });
  await new Promise((ok, fail) => { socket.once('open', ok); socket.once('error', fail); });
  /** A request of this endpoint's shape for `name` (a method, or a message type) with `params`. */
  const request = (name: unknown, params: unknown = {}, id = 1) => JSON.stringify(path === '/ws' ? { type: name, data: params } : { jsonrpc: '2.0', id, method: name, params });
  let closed = false;
  socket.once('close', () => { closed = true; waiters.splice(0).forEach((w) => w()); });
  const next = async (count = 1) => {
    while (answers.length < count) {
      if (closed) throw new Error(`the socket closed after ${answers.length} of ${count} answers`);
      await new Promise<void>((r) => waiters.push(r));
    }
    return answers.splice(0, count);
  };
  const ask = async (raw: string | Buffer) => {
    socket.send(raw);
    return (await next())[0]!;
  };
  return { socket, request, ask, next };
}

describe('/ws on the same footing as /v1/env', () => {
  it.each(['/v1/env', '/ws'] as const)('%s: bad input gets its error kind, names of Object.prototype are unknown, and the socket goes on', async (path) => {
    const { socket, request, ask } = await endpoint(path);
    expect(await ask('{"half": ')).toBe('INVALID_JSON');
    expect(await ask(Buffer.from([0xde, 0xad]))).toBe('INVALID_REQUEST');
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'nope']) {
      expect(await ask(request(name)), name).toBe('UNKNOWN_METHOD');
    }
    expect(await ask(request(path === '/ws' ? 'reset' : 'env.reset', { task: 5 }))).toBe('VALIDATION_ERROR');
    expect(await ask(request(path === '/ws' ? 'step' : 'env.step', path === '/ws' ? { type: 'fly' } : { session_id: 'x', action: {} }))).toMatch(/VALIDATION_ERROR|SESSION_NOT_FOUND/);
    expect(await ask(request(path === '/ws' ? 'state' : 'tasks.list', { pad: 'x'.repeat(1_500_000) }))).toBe('MESSAGE_TOO_LARGE');
    expect(await ask(request(path === '/ws' ? 'state' : 'tasks.list'))).toBe('ok');
    socket.close();
    await healthy();
  });

  it.each(['/v1/env', '/ws'] as const)('%s: a burst of 5,000 messages gets 5,000 answers, each a result or RATE_LIMITED', async (path) => {
    const { socket, request, next } = await endpoint(path);
    // Requests with small answers (this server's unread-output limits are small).
    for (let i = 0; i < 5000; i++) socket.send(request(path === '/ws' ? 'state' : 'hello', {}, i));
    const answers = await next(5000);
    expect(answers.every((a) => a === 'ok' || a === 'RATE_LIMITED')).toBe(true);
    expect(answers).toContain('ok');
    socket.close();
    await healthy();
  });

  it('/ws: messages queued behind slow resets are held to the in-flight limit, as on /v1/env', async () => {
    const { socket, request, next } = await endpoint('/ws');
    // Messages of 1 MB (valid resets padded with spaces) are read, checked and queued small; 600
    // more messages behind them at once: past 256 waiting, RATE_LIMITED, each in its turn.
    const padded = request('reset', { task: 'settings/toggle-wifi' }).replace('{', '{' + ' '.repeat(1_000_000));
    for (let i = 0; i < 4; i++) socket.send(padded);
    for (let i = 0; i < 600; i++) socket.send(request('state'));
    const answers = await next(604);
    expect(answers.slice(0, 4).every((a) => a === 'ok')).toBe(true);
    expect(answers.every((a) => a === 'ok' || a === 'RATE_LIMITED')).toBe(true);
    expect(answers).toContain('RATE_LIMITED');
    // Then the socket plays on.
    expect(await (async () => { socket.send(request('state')); return (await next())[0]; })()).toBe('ok');
    socket.close();
    await healthy();
  });

  it('/ws: a reset after any error works, the loss of its device for good included', async () => {
    const { socket, request, ask } = await endpoint('/ws');
    expect(await ask(request('step', { type: 'home' }))).toBe('NO_EPISODE');
    expect(await ask(request('reset', { task: 'nope/nope' }))).toBe('UNKNOWN_TASK');
    expect(await ask(request('reset', { task: 'settings/toggle-wifi' }))).toBe('ok');
    // The device is lost and cannot be rebuilt (its session is dead): the next reset plays on a new session.
    expect(await ask(request('reset', { task: 'settings/toggle-wifi', seed: 3 }))).toBe('ok');
    const mine = server.debug.sessions().filter((s) => s.instance?.seed === 3 && s.instance.task.id === 'settings/toggle-wifi');
    expect(mine).toHaveLength(1);
    await mine[0]!.close();
    expect(await ask(request('reset', { task: 'settings/toggle-wifi', seed: 2 }))).toBe('ok');
    expect(await ask(request('step', { type: 'open_app', name: 'Settings' }))).toBe('ok');
    socket.close();
  });

  it('/ws: a client that never reads gets RATE_LIMITED, then is cut off, as on /v1/env', async () => {
    const raw = await handshake('/ws');
    raw.socket.pause();
    let closed = false;
    void raw.closed.then(() => (closed = true));
    // Resets (their answers carry a screenshot), ten at a time, as fast as the socket takes them.
    const resets = Buffer.concat(Array.from({ length: 10 }, () => frame(0x1, Buffer.from(JSON.stringify({ type: 'reset', data: { task: 'settings/toggle-wifi' } })))));
    for (let i = 0; i < 1000 && !closed; i++) {
      raw.socket.write(resets);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(closed).toBe(true);
    await healthy();
  });
});

describe('JSON-RPC as written', () => {
  it('a notification with a bad method gets no reply; a repeated step_id waits for the first run', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/v1/env`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    const answers: Record<string, unknown>[] = [];
    socket.on('message', (d, binary) => void (binary || answers.push(JSON.parse(d.toString()))));
    await new Promise((ok) => socket.once('open', ok));
    socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'no.such.method' }));
    socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'env.step', params: { session_id: 'x', action: {} } }));
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'session.create', params: { observe: { screenshot: false } } }));
    const until = async (n: number) => { for (let i = 0; i < 3000 && answers.length < n; i++) await new Promise((r) => setTimeout(r, 20)); };
    await until(1);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ id: 1 });
    const sessionId = (answers[0]!.result as { session_id: string }).session_id;
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'env.reset', params: { session_id: sessionId, task: 'settings/toggle-wifi' } }));
    await until(2);
    const step = (id: number) => socket.send(JSON.stringify({ jsonrpc: '2.0', id, method: 'env.step', params: { session_id: sessionId, action: { type: 'open_app', name: 'Settings' }, step_id: 's1' } }));
    step(3);
    step(4);
    await until(4);
    const [a, b] = [answers.find((m) => m.id === 3), answers.find((m) => m.id === 4)];
    expect(a?.result).toBeDefined();
    expect(b?.result).toEqual(a?.result);
    expect((a!.result as { observation: { step: number } }).observation.step).toBe(1);
    socket.close();
  });
});

describe('sessions are always accounted for', () => {
  it('a socket dropped while session.create runs frees its slot after the resume grace', async () => {
    for (let i = 0; i < 4; i++) {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/v1/env`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      await new Promise((ok) => socket.once('open', ok));
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'session.create', params: {} }));
      socket.terminate();
    }
    // Four drops on a three-session server: after the grace, every slot is free again.
    let free = false;
    for (let i = 0; i < 300 && !free; i++) {
      await new Promise((r) => setTimeout(r, 200));
      free = ((await (await fetch(`${server.url}/healthz`)).json()) as { sessions: number }).sessions === 0;
    }
    expect(free).toBe(true);
  });

  it('a hung renderer is rebuilt at the last good state and the session goes on', async () => {
    const session = await client.createSession({ screenshot: false });
    await client.reset(session, 'settings/toggle-wifi', 2);
    await client.step(session, { type: 'open_app', name: 'Settings' });
    const live = server.debug.sessions().find((s) => s.id === session)! as unknown as { page: Page };
    // Stop the page's main thread at its next statement, as a stopped renderer would be: a
    // debugger pause answers nothing and, unlike a busy loop, leaves the core to the other files.
    const debug = await live.page.context().newCDPSession(live.page);
    await debug.send('Debugger.enable');
    await debug.send('Debugger.pause');
    const error = await client.step(session, { type: 'home' }).then(() => null, (e: VivariumError) => e);
    expect(error?.kind).toBe('BROWSER_CRASHED');
    expect(error?.data.recovered).toBe(true);
    const again = await client.step(session, { type: 'home' });
    expect(again.observation.step).toBe(2);
    await client.closeSession(session);
    await healthy();
  });

  it('a client that never reads gets RATE_LIMITED, then is cut off: its unread answers stay bounded', async () => {
    const raw = await handshake('/v1/env');
    raw.socket.pause();
    let closed = false;
    void raw.closed.then(() => (closed = true));
    // Task lists (about 15 kB each) that nobody reads, as fast as the socket takes them.
    const ask = Buffer.concat(Array.from({ length: 50 }, (_, i) => frame(0x1, Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tasks.list', params: {} })))));
    for (let i = 0; i < 400 && !closed; i++) {
      raw.socket.write(ask);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(closed).toBe(true);
    await healthy();
  });
});

describe('signals reach the server', () => {
  it('a SIGTERM to `npm run serve` drains: sessions hear server_shutdown, then every process exits', async () => {
    const { spawn } = await import('node:child_process');
    const npm = spawn('npm', ['run', 'serve', '--', '--port', '0', '--drain-timeout', '1'], { cwd: resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let exitCode: number | null | undefined;
    const exited = new Promise<void>((ok) => npm.once('exit', (code) => { exitCode = code; ok(); }));
    const url = await new Promise<string>((ok, fail) => {
      const timer = setTimeout(() => fail(new Error('the server did not start within 60 s')), 60_000);
      npm.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const m = /workbench (http:\/\/\S+?)\/ /.exec(chunk.toString());
        if (m) { clearTimeout(timer); ok(m[1]!); }
      });
    });
    const other = await VivariumClient.connect(url);
    const session = await other.createSession({ screenshot: false });
    npm.kill('SIGTERM');
    // Bounded waits (a loaded machine drains slowly): the notice, then every process's exit.
    const notice = { method: 'session.closed', params: { session_id: session, reason: 'server_shutdown' } };
    const heard = () => other.notifications.some((n) => JSON.stringify(n) === JSON.stringify(notice));
    for (let i = 0; i < 600 && !heard() && exitCode === undefined; i++) await new Promise((r) => setTimeout(r, 100));
    await within(exited, 60_000);
    expect(other.notifications, output).toContainEqual(notice);
    expect(exitCode, output).not.toBeUndefined();
    const gone = await fetch(`${url}/healthz`).then(() => false, () => true);
    expect(gone).toBe(true);
    other.close();
  }, 180_000);
});
