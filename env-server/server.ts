// The env server: express for HTTP (the built apps, health, readiness, metrics, info, task list)
// and `ws` for the protocol (JSON-RPC on /v1/env, OpenEnv's shape on /ws). One Chromium is shared
// by every session; sessions live in the registry, which a reaper sweeps every second.
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { defaultMaxSessions, memoryForAnother } from './capacity.ts';
import express from 'express';
import { WebSocketServer } from 'ws';
import { TASKS } from '../tasks/index.ts';
import type { Task } from '../tasks/define.ts';
import { BrowserHost, IDLE_PAGES, WARM_PAGES } from './browser.ts';
import { createMetrics } from './metrics.ts';
import { attachOpenEnv } from './openenv.ts';
import { ACTION_JSON_SCHEMA, HARD_MAX_MESSAGE_BYTES, MAX_MESSAGE_BYTES, Methods, OBSERVATION_JSON_SCHEMA, PROTOCOL_VERSION, RpcError, describeIssues } from './protocol.ts';
import { Registry, type Limits } from './registry.ts';
import { DEFAULT_RECORD_DIR } from './recorder.ts';
import { DEFAULT_PAGE, MAX_PAGE } from './recordings-index.ts';
import { JobFailed, Lane, Pool, judgeIn } from './workers.ts';
import { z } from 'zod';
import { RpcConnection, VERSION, countEpisode, limitsInfo, taskSummaries, type ServerContext } from './rpc.ts';
import { REJUDGE_TIME_LIMIT_MS, rejudgeRoute } from './rejudge.ts';
import { Access, pageRoutes } from './access.ts';
import { refusalOf } from './hosts.ts';
import { PageReaper } from './reaper.ts';
import { within } from './within.ts';
import { OutputBudget } from './output.ts';
import { provenance as provenanceOf } from './provenance.ts';
import { mcpHandler } from './mcp.ts';
import { currentSplits, publicSplits, type SplitsFile } from '../tasks/splits/index.ts';
import type { Session } from './session.ts';

export { VERSION } from './rpc.ts';

export interface ServerOptions {
  port: number;
  host: string;
  /** The built apps (vite build output). */
  distDir: string;
  /** The task catalogue to serve (default: every template in tasks/). */
  tasks?: readonly Task[];
  /** Bearer token required on every WebSocket and API request (default: none, loopback only). */
  token?: string;
  /** Token that also unlocks `env.state` (the full device state). */
  adminToken?: string;
  limits?: Partial<Limits>;
  /** How long a drain waits for running episodes before closing them (default 30 s). */
  drainTimeoutMs?: number;
  /** Record every session's episodes into this directory (`--record DIR`; see recorder.ts). */
  record?: string;
  /** Browser origins (`https://lab.example`) allowed to open WebSockets and call the API, besides loopback ones. */
  allowedOrigins?: readonly string[];
  /** Host names this server answers to besides loopback names and IP addresses (`--allow-host`; see hosts.ts). */
  allowedHosts?: readonly string[];
  /** The benchmark split to serve (default: the highest version in tasks/splits/). */
  splits?: SplitsFile;
  /** This server's name behind a gateway (`--replica`): session ids start with `<replica>.` (docs/scale-out.md). */
  replica?: string;
  /** Idle device pages kept for the next sessions (default IDLE_PAGES, 4); 0 closes a session's page with it. */
  idlePages?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Stop taking sessions, let running ones finish (up to the drain timeout), then close them with a notice. */
  drain(): Promise<void>;
  close(): Promise<void>;
  /** For tests: the live sessions and the browser host. */
  debug: { sessions(): Session[]; host: BrowserHost };
}

export { defaultMaxSessions } from './capacity.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export { hostAllowed, originAllowed } from './hosts.ts';

/** Refuse an upgrade with an HTTP status and a JSON body, then drop the socket. */
function refuseUpgrade(socket: Duplex, status: number, reason: string, error: string, message: string): void {
  const body = JSON.stringify({ error, message });
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  setTimeout(() => socket.destroy(), 1000).unref();
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  if (!existsSync(`${options.distDir}/index.html`)) throw new Error(`no built apps in ${options.distDir}: run \`npm run build\` first`);
  if (!options.token && !LOOPBACK.has(options.host)) {
    throw new Error(`refusing to listen on ${options.host} without a token: set VIVARIUM_TOKEN, or listen on 127.0.0.1`);
  }
  const limits: Limits = {
    maxSessions: options.limits?.maxSessions ?? defaultMaxSessions(),
    idleTtlMs: options.limits?.idleTtlMs ?? 300_000,
    episodeTimeoutMs: options.limits?.episodeTimeoutMs ?? 3_600_000,
    resumeGraceMs: options.limits?.resumeGraceMs ?? 60_000,
  };
  // A bad replica name fails before the browser starts.
  const registry = new Registry(limits, () => metrics.sessionsActive.set(registry.size), {
    replica: options.replica,
    hasMemory: options.limits?.maxSessions === undefined ? () => memoryForAnother() : undefined,
  });
  // The pages open are counted at every scrape, next to the sessions they belong to (reaper.ts).
  const metrics = createMetrics(() => host.pages().length, () => host.idle());
  metrics.sessionsCapacity.set(limits.maxSessions);
  const host = new BrowserHost(() => metrics.browserRestarts.inc(), WARM_PAGES, options.idlePages ?? IDLE_PAGES);
  await host.get();
  const tasks = options.tasks ?? TASKS;
  const splits = options.splits ?? currentSplits();
  const provenance = provenanceOf({ distDir: options.distDir, splitVersion: splits.version, server: VERSION });

  const access = new Access(options.token, options.adminToken);
  // Heavy work runs in worker threads within time limits (workers.ts): re-judging and listing one
  // lane each, and episodes' judges (a state near its bound takes seconds to judge) a pool of two.
  const lanes = { rejudge: new Lane('rejudge', REJUDGE_TIME_LIMIT_MS), recordings: new Lane('recordings', 30_000) };
  const judges = new Pool('judge', 2, JUDGE_TIME_LIMIT_MS, 4096);
  const judgeInWorkers = judgeIn(judges);
  const names = { hosts: options.allowedHosts ?? [], origins: options.allowedOrigins ?? [] };
  const app = express();
  app.disable('x-powered-by');
  // Every route, first: a request must name this server (DNS rebinding) and come from no foreign page.
  app.use((req, res, next) => {
    const refusal = refusalOf(req, names);
    if (!refusal) return next();
    res.status(refusal.status).json({ error: refusal.error, message: refusal.message });
  });
  app.get('/healthz', (_req, res) => void res.json({ ok: true, version: VERSION, sessions: registry.size, ...(options.replica ? { replica: options.replica } : {}) }));
  app.get('/readyz', (_req, res) => {
    const ready = registry.hasRoom;
    res.status(ready ? 200 : 503).json({ ready, draining: registry.draining, sessions: registry.size, max_sessions: limits.maxSessions });
  });
  // Everything below needs the token when one is set (the pages: see access.ts).
  app.use(['/v1', '/metrics', '/mcp'], (req, res, next) => (access.authorized(req) ? next() : void res.status(401).json({ error: 'UNAUTHORIZED', message: 'missing or wrong bearer token' })));
  // MCP over Streamable HTTP (mcp.ts): the same token, Host and Origin rules as every route.
  let mcp: ReturnType<typeof mcpHandler> | null = null;
  app.all('/mcp', express.json({ limit: MAX_MESSAGE_BYTES }), (req, res, next) => void (mcp ??= mcpHandler(ctx)).handler(req, res).catch(next));
  app.get('/metrics', async (_req, res) => void res.type(metrics.registry.contentType).send(await metrics.registry.metrics()));
  app.get('/v1/tasks', (req, res) => {
    const query = Methods['tasks.list'].safeParse({ app: req.query.app, split: req.query.split });
    if (!query.success) return void res.status(400).json({ error: 'VALIDATION_ERROR', message: `GET /v1/tasks takes ?app= and ?split=train|test: ${describeIssues(query.error)}` });
    res.json({ tasks: taskSummaries(tasks, { ...query.data, splits }) });
  });
  app.get('/v1/splits', (_req, res) => void res.json(publicSplits(splits)));
  app.get('/v1/info', (_req, res) => void res.json({
    server: 'vivarium', version: VERSION, protocol_version: PROTOCOL_VERSION, limits: limitsInfo(ctx), provenance,
    tasks: tasks.length, schemas: { action: ACTION_JSON_SCHEMA, observation: OBSERVATION_JSON_SCHEMA },
  }));
  // Recorded trajectories, for the workbench's viewer: the list, then the files themselves.
  const recordDir = options.record ?? DEFAULT_RECORD_DIR;
  // Recordings hold every session's screens and verdicts: on a token-protected server only the
  // admin token reads them (on loopback without a token, the workbench does).
  app.use('/v1/recordings', (req, res, next) => (access.workbench(req)
    ? next()
    : void res.status(403).json({ error: 'FORBIDDEN', message: 'recordings need the admin token on a server with a token' })));
  // Listed in a worker from the recordings' index (recordings-index.ts), a page at a time.
  app.get('/v1/recordings', (req, res, next) => {
    const query = RecordingsQuery.safeParse(req.query);
    if (!query.success) return void res.status(400).json({ error: 'VALIDATION_ERROR', message: `GET /v1/recordings takes ?offset=N&limit=N (1 to ${MAX_PAGE}): ${describeIssues(query.error)}` });
    lanes.recordings.run('recordings', { dir: recordDir, ...query.data }).then(
      (page) => void res.json({ recording_all: options.record !== undefined, ...page }),
      (error: unknown) => (error instanceof JobFailed && (error.kind === 'TIMEOUT' || error.kind === 'BUSY')
        ? void res.status(503).json({ error: error.kind, message: error.message })
        : next(error)),
    );
  });
  app.use('/v1/recordings', express.static(recordDir, { dotfiles: 'deny', index: false, fallthrough: false }));
  // Re-judging reads whole recordings (states and verdicts): the same rule as reading them.
  app.use('/v1/rejudge', rejudgeRoute(tasks, (req) => access.workbench(req), lanes.rejudge));
  app.use(pageRoutes(options.distDir, access));
  // Errors answer in JSON without internals (no stack, no paths); the details go to the log.
  app.use((_req: express.Request, res: express.Response) => void res.status(404).json({ error: 'NOT_FOUND', message: 'no such resource' }));
  app.use((error: { status?: number; statusCode?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) console.error('[vivarium] http error:', error);
    if (res.headersSent) return void res.end();
    res.status(status).json(status === 404 ? { error: 'NOT_FOUND', message: 'no such resource' } : status < 500 ? { error: 'BAD_REQUEST', message: 'the request could not be served' } : { error: 'INTERNAL_ERROR', message: 'the server failed to answer; see its log' });
  });

  const http: Server = createServer(app);
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  http.headersTimeout = KEEP_ALIVE_MS + 1000;
  // No event from the network may end the process: every socket gets an error path.
  http.on('clientError', (_error, socket: Duplex) => {
    if ((socket as Socket).writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  http.on('connection', (socket: Socket) => socket.on('error', () => socket.destroy()));
  const rpc = new WebSocketServer({ noServer: true, maxPayload: HARD_MAX_MESSAGE_BYTES });
  const openenv = new WebSocketServer({ noServer: true, maxPayload: HARD_MAX_MESSAGE_BYTES });
  for (const wss of [rpc, openenv]) {
    wss.on('error', (error) => console.error('[vivarium] websocket server:', error.message));
  }
  http.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const wss = path === '/v1/env' ? rpc : path === '/ws' ? openenv : null;
    if (!wss) return refuseUpgrade(socket, 404, 'Not Found', 'NOT_FOUND', 'WebSocket endpoints: /v1/env and /ws');
    const refusal = refusalOf(req, names);
    if (refusal) return refuseUpgrade(socket, refusal.status, refusal.status === 421 ? 'Misdirected Request' : 'Forbidden', refusal.error, refusal.message);
    if (!access.authorized(req)) return refuseUpgrade(socket, 401, 'Unauthorized', 'UNAUTHORIZED', 'missing or wrong bearer token');
    wss.handleUpgrade(req, socket, head, (ws) => {
      // A bad frame (invalid UTF-8, unmasked, reserved bits or opcodes, a long control frame, too
      // large) makes ws close that socket with 1002, 1007 or 1009 and emit 'error' here: that
      // socket ends, nothing else does.
      ws.on('error', () => {});
      wss.emit('connection', ws, req);
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  const origin = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  const ctx: ServerContext = {
    registry, host, metrics, tasks, origin, pageHeaders: options.token ? { Authorization: `Bearer ${options.token}` } : {}, recordDir: options.record, splits, provenance,
    output: new OutputBudget(),
    // The workers hold the default catalogue; a server given its own (tests) judges in this thread.
    judge: tasks === TASKS ? (instance, after, answer, ending) => judgeInWorkers(instance, after, answer, ending).catch((error: unknown) => {
      if (!(error instanceof JobFailed)) throw error;
      throw new RpcError('JUDGE_ERROR', error.kind === 'TIMEOUT'
        ? `the judge of ${instance.task.id} took longer than ${JUDGE_TIME_LIMIT_MS / 1000} s and was stopped`
        : `the judge of ${instance.task.id} failed: ${error.message}`);
    }) : undefined,
  };

  rpc.on('connection', (socket, req: IncomingMessage) => {
    new RpcConnection(socket, ctx, access.admin(req));
  });
  openenv.on('connection', (socket) => attachOpenEnv(socket, ctx));

  let sweeping = false;
  const pages = new PageReaper(host, registry, metrics);
  const reaper = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    registry.reap(async (session) => {
      const end = await session.run(() => session.endEpisode()).catch(() => null);
      if (end) countEpisode(ctx, end);
    }).then(() => pages.sweep()).catch((error: unknown) => console.error('[vivarium] reaper:', error)).finally(() => (sweeping = false));
  }, 1000);
  reaper.unref();

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    clearInterval(reaper);
    await bounded(mcp?.close() ?? Promise.resolve(), SHUTDOWN_STAGE_MS);
    // Every stage is bounded: a wedged page, a silent peer or a hung browser must not keep the
    // process alive (Playwright kills the browser when the process exits).
    await bounded(Promise.all(registry.ids().map((id) => registry.release(id, 'server_shutdown'))), SHUTDOWN_STAGE_MS);
    const sockets = [...rpc.clients, ...openenv.clients];
    for (const client of sockets) client.close(1001, 'server shutting down');
    const httpClosed = new Promise<void>((resolve) => http.close(() => resolve()));
    http.closeIdleConnections();
    // Peers that do not answer the close handshake promptly are cut off.
    await bounded(Promise.all(sockets.map((client) => new Promise<void>((resolve) => (client.readyState === client.CLOSED ? resolve() : client.once('close', () => resolve()))))), 1000);
    for (const client of sockets) client.terminate();
    http.closeAllConnections();
    await bounded(httpClosed, SHUTDOWN_STAGE_MS);
    await bounded(host.close(), SHUTDOWN_STAGE_MS);
    await bounded(Promise.all([lanes.rejudge.close(), lanes.recordings.close(), judges.close()]), SHUTDOWN_STAGE_MS);
  };

  return {
    url: `http://${LOOPBACK.has(options.host) ? 'localhost' : options.host}:${port}`,
    port,
    async drain() {
      registry.draining = true;
      // Running episodes may finish and their clients close them, until the drain deadline.
      await within(registry.whenEmpty(), options.drainTimeoutMs ?? 30_000);
      // Let the answer to the last session.close go out before the sockets close.
      await new Promise((resolve) => setImmediate(resolve));
      await close();
    },
    close,
    debug: { sessions: () => registry.all(), host },
  };
}

/** `GET /v1/recordings?offset=&limit=` (other parameters, such as `token`, are not its business). */
const RecordingsQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(DEFAULT_PAGE),
});

/** An episode's judging that takes longer is stopped, and its step answers JUDGE_ERROR. */
const JUDGE_TIME_LIMIT_MS = Number(process.env.VIVARIUM_JUDGE_TIME_LIMIT_MS ?? 10_000);

/** How long each shutdown stage may take before the server moves on. */
const SHUTDOWN_STAGE_MS = 5000;
/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the
 * gateway keeps an idle connection to a replica (HAProxy's `timeout server`, 60 s) and than a loaded
 * event loop may stall: the server then closes a socket just as the client reuses it, and that
 * client's next request fails with a reset. The server must be the side that waits longest.
 */
export const KEEP_ALIVE_MS = 65_000;

/** A shutdown stage: waited for at most `ms`, its failure ignored (what is left goes with the process). */
const bounded = (work: Promise<unknown>, ms: number) => within(work.catch(() => {}), ms);
