// The env server: express for HTTP (the built apps, health, task list) and `ws` for the
// JSON-RPC protocol on /v1/env. One Chromium is shared by every session.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { WebSocketServer, type WebSocket, type RawData } from 'ws';
import type { Browser } from 'playwright-core';
import { TASKS } from '../tasks/index.ts';
import type { Task } from '../tasks/define.ts';
import { launchChromium } from './chromium.ts';
import { ACTION_TYPES, ActionSchema, Envelope, MAX_MESSAGE_BYTES, Methods, PROTOCOL_VERSION, RpcError, describeIssues, isMethod, type MethodName, type MethodParams } from './protocol.ts';
import { Session, type Observation } from './session.ts';
import { SCREEN } from './actions.ts';

export const VERSION = '0.1.0';

export interface ServerOptions {
  port: number;
  host: string;
  /** The built apps (vite build output). */
  distDir: string;
  /** The task catalogue to serve (default: every template in tasks/). */
  tasks?: readonly Task[];
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

interface Connection {
  socket: WebSocket;
  screenshots: 'binary' | 'base64';
  nextBlob: number;
  sessions: Set<string>;
}

export function taskSummaries(tasks: readonly Task[], app?: string) {
  return tasks.filter((t) => !app || (t.apps as readonly string[]).includes(app)).map((t) => ({
    id: t.id, apps: t.apps, difficulty: t.difficulty, max_steps: t.maxSteps, answer_type: t.answer?.spec.type ?? null,
  }));
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  if (!existsSync(`${options.distDir}/index.html`)) throw new Error(`no built apps in ${options.distDir}: run \`npm run build\` first`);
  const tasks = options.tasks ?? TASKS;
  const findTask = (id: string) => tasks.find((t) => t.id === id);
  const browser: Browser = await launchChromium();
  const sessions = new Map<string, { session: Session; owner: Connection }>();

  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => void res.json({ ok: true, version: VERSION, sessions: sessions.size }));
  app.get('/v1/tasks', (_req, res) => void res.json({ tasks: taskSummaries(tasks) }));
  app.use(express.static(options.distDir));

  const http: Server = createServer(app);
  const wss = new WebSocketServer({ server: http, path: '/v1/env', maxPayload: MAX_MESSAGE_BYTES });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  const origin = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;

  const ownedSession = (conn: Connection, id: string) => {
    const entry = sessions.get(id);
    // A socket sees only the sessions it created: any other id is simply not found.
    if (!entry || entry.owner !== conn) throw new RpcError('SESSION_NOT_FOUND', `no session ${id} on this connection`);
    return entry.session;
  };

  const encodeObservation = (conn: Connection, o: Observation) => {
    const { screenshot, ...rest } = o;
    if (!screenshot) return rest;
    const meta = { mime: screenshot.mime, width: screenshot.width, height: screenshot.height };
    if (conn.screenshots === 'base64') return { ...rest, screenshot: { ...meta, base64: screenshot.data.toString('base64') } };
    const blob = conn.nextBlob++;
    const header = Buffer.alloc(4);
    header.writeUInt32BE(blob);
    conn.socket.send(Buffer.concat([header, screenshot.data]), { binary: true });
    return { ...rest, screenshot: { ...meta, blob } };
  };

  const handlers: { [M in MethodName]: (conn: Connection, p: MethodParams<M>) => Promise<unknown> } = {
    hello: async (conn, p) => {
      if (p.protocol_version !== undefined && p.protocol_version !== PROTOCOL_VERSION) {
        throw new RpcError('PROTOCOL_VERSION_MISMATCH', `this server speaks protocol ${PROTOCOL_VERSION}, not ${p.protocol_version}`, { supported: [PROTOCOL_VERSION] });
      }
      if (p.screenshots) conn.screenshots = p.screenshots;
      return {
        server: 'vivarium', version: VERSION, protocol_version: PROTOCOL_VERSION, screenshots: conn.screenshots,
        screen: SCREEN, actions: ACTION_TYPES, limits: { max_message_bytes: MAX_MESSAGE_BYTES },
      };
    },
    'tasks.list': async (_conn, p) => ({ tasks: taskSummaries(tasks, p.app) }),
    'session.create': async (conn, p) => {
      const session = await Session.create(browser, origin, p.observe);
      sessions.set(session.id, { session, owner: conn });
      conn.sessions.add(session.id);
      return { session_id: session.id };
    },
    'session.close': async (conn, p) => {
      const session = ownedSession(conn, p.session_id);
      sessions.delete(p.session_id);
      conn.sessions.delete(p.session_id);
      await session.close();
      return { status: 'closed' };
    },
    'env.reset': async (conn, p) => {
      const session = ownedSession(conn, p.session_id);
      const { observation, info } = await session.exclusive(() => session.reset(findTask(p.task), p.task, p.seed ?? 1, p.options ?? {}, p.observe));
      return { observation: encodeObservation(conn, observation), info };
    },
    'env.step': async (conn, p) => {
      const session = ownedSession(conn, p.session_id);
      const parsed = ActionSchema.safeParse(p.action);
      if (!parsed.success) throw new RpcError('VALIDATION_ERROR', `invalid action: ${describeIssues(parsed.error)}`);
      const result = await session.exclusive(() => session.step(parsed.data, p.observe));
      return { ...result, observation: encodeObservation(conn, result.observation) };
    },
    'env.observe': async (conn, p) => {
      const session = ownedSession(conn, p.session_id);
      const observation = await session.exclusive(() => session.observe(p.observe));
      return { observation: encodeObservation(conn, observation) };
    },
    'env.evaluate': async (conn, p) => {
      const session = ownedSession(conn, p.session_id);
      return { verdict: await session.exclusive(() => session.evaluateNow(p.answer)) };
    },
  };

  const send = (conn: Connection, message: object) => {
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(message));
  };

  const handle = async (conn: Connection, data: RawData, isBinary: boolean) => {
    if (isBinary) return send(conn, { jsonrpc: '2.0', id: null, error: new RpcError('INVALID_REQUEST', 'binary frames are not requests; send JSON text frames').toJson() });
    let raw: unknown;
    try {
      raw = JSON.parse(data.toString());
    } catch {
      return send(conn, { jsonrpc: '2.0', id: null, error: new RpcError('INVALID_JSON', 'the message is not valid JSON').toJson() });
    }
    const envelope = Envelope.safeParse(raw);
    const rawId = (raw as { id?: unknown } | null)?.id;
    const id = typeof rawId === 'string' || typeof rawId === 'number' ? rawId : null;
    try {
      if (!envelope.success) throw new RpcError('INVALID_REQUEST', `not a JSON-RPC 2.0 request: ${describeIssues(envelope.error)}`);
      const { method, params } = envelope.data;
      if (!isMethod(method)) throw new RpcError('UNKNOWN_METHOD', `unknown method "${method}"; methods: ${Object.keys(Methods).join(', ')}`);
      const parsed = Methods[method].safeParse(params ?? {});
      if (!parsed.success) throw new RpcError('VALIDATION_ERROR', `invalid params for ${method}: ${describeIssues(parsed.error)}`);
      const handler = handlers[method] as (conn: Connection, p: unknown) => Promise<unknown>;
      const result = await handler(conn, parsed.data);
      if (envelope.data.id !== undefined) send(conn, { jsonrpc: '2.0', id, result });
    } catch (error) {
      const rpc = error instanceof RpcError ? error : new RpcError('INTERNAL_ERROR', error instanceof Error ? error.message : String(error));
      if (!(error instanceof RpcError)) console.error('[vivarium] internal error:', error);
      send(conn, { jsonrpc: '2.0', id, error: rpc.toJson() });
    }
  };

  wss.on('connection', (socket) => {
    const conn: Connection = { socket, screenshots: 'binary', nextBlob: 1, sessions: new Set() };
    socket.on('message', (data, isBinary) => void handle(conn, data, isBinary));
    socket.on('close', () => {
      for (const id of conn.sessions) {
        const entry = sessions.get(id);
        sessions.delete(id);
        void entry?.session.close();
      }
      conn.sessions.clear();
    });
  });

  return {
    url: `http://${options.host === '127.0.0.1' ? 'localhost' : options.host}:${port}`,
    port,
    async close() {
      for (const client of wss.clients) client.terminate();
      await Promise.all([...sessions.values()].map((e) => e.session.close()));
      sessions.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await browser.close();
    },
  };
}
