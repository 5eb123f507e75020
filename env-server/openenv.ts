// WS /ws: OpenEnv's message shape, so OpenEnv clients work unchanged. One connection is one
// session. Client: {type: reset|step|state|close, data}. Server: {type: observation|state|error, data}.
//
// Held to the same limits as /v1/env: a message is read, checked against its schema and either
// refused or queued the moment it arrives, so the queue holds only small, valid requests (a
// refusal holds only its error); at most MAX_IN_FLIGHT wait, more are answered RATE_LIMITED in
// their turn, and unread answers are bounded as on /v1/env (output.ts).
// When the server ends the session (idle, not resumed, lost, shutdown), the socket is closed with
// a close frame that says why: never a message a client could take for the answer to its request.
import type { WebSocket, RawData } from 'ws';
import type { z } from 'zod';
import { ActionSchema, MAX_IN_FLIGHT, MAX_MESSAGE_BYTES, OpenEnvReset, RpcError, describeIssues } from './protocol.ts';
import type { Owner, ReleaseReason } from './registry.ts';
import { createSession, formatOptions, playActions, stepActions, type ServerContext } from './rpc.ts';
import type { Observation, Session } from './session.ts';

interface EpisodeInfo {
  task: string;
  seed: number;
  goal: string;
  episodeId: number;
}

/** The close code and reason when the server ends the session of a /ws socket. */
export function closeFrameFor(reason: ReleaseReason): { code: number; reason: string } {
  return { code: reason === 'server_shutdown' ? 1001 : 1000, reason: `session closed by the server: ${reason}` };
}

type Request =
  | { type: 'reset'; data: z.infer<typeof OpenEnvReset> }
  | { type: 'step'; data: { action: z.infer<typeof ActionSchema> } | { output: unknown } }
  | { type: 'state' | 'close' };

/** Read one message into a request, or throw the error that answers it. */
function parse(data: RawData, isBinary: boolean): Request {
  if (isBinary) throw new RpcError('INVALID_REQUEST', 'send JSON text frames');
  const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer).byteLength;
  if (size > MAX_MESSAGE_BYTES) throw new RpcError('MESSAGE_TOO_LARGE', `the message has ${size} bytes; the limit is ${MAX_MESSAGE_BYTES}`, { limit: MAX_MESSAGE_BYTES });
  let message: unknown;
  try {
    message = JSON.parse(data.toString());
  } catch {
    throw new RpcError('INVALID_JSON', 'the message is not valid JSON');
  }
  const { type, data: body } = (typeof message === 'object' && message !== null && !Array.isArray(message) ? message : {}) as { type?: unknown; data?: unknown };
  const parser = typeof type === 'string' ? PARSERS.get(type) : undefined;
  if (!parser) throw new RpcError('UNKNOWN_METHOD', `unknown message type ${JSON.stringify(type ?? null)}; types: ${[...PARSERS.keys()].join(', ')}`);
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) throw new RpcError('VALIDATION_ERROR', '"data" must be an object');
  return parser((body ?? {}) as Record<string, unknown>);
}

/** Each message type's schema, looked up in a Map: no name on Object.prototype is a type. */
const PARSERS = new Map<string, (data: Record<string, unknown>) => Request>([
  ['reset', (data) => {
    // The same schema as env.reset: a wrong key, type or seed is an error, never a default.
    const parsed = OpenEnvReset.safeParse(data);
    if (!parsed.success) throw new RpcError('VALIDATION_ERROR', `invalid reset: ${describeIssues(parsed.error)}`);
    return { type: 'reset', data: parsed.data };
  }],
  ['step', (data) => {
    // A model's raw output is read in the session's action format when its turn comes.
    if (data.output !== undefined) {
      if (data.action !== undefined) throw new RpcError('VALIDATION_ERROR', 'give either action or output, not both');
      return { type: 'step', data: { output: data.output } };
    }
    const parsed = ActionSchema.safeParse(typeof data.type === 'string' ? data : data.action);
    if (!parsed.success) throw new RpcError('VALIDATION_ERROR', `invalid action: ${describeIssues(parsed.error)}`);
    return { type: 'step', data: { action: parsed.data } };
  }],
  ['state', () => ({ type: 'state' })],
  ['close', () => ({ type: 'close' })],
]);

export function attachOpenEnv(socket: WebSocket, ctx: ServerContext): void {
  const output = ctx.output.track(socket);
  const owner: Owner = {
    notify: (_id, reason) => {
      session = null;
      episode = null;
      // A device lost for good: the next reset plays on a new session (a step before it is
      // NO_EPISODE). Any other ending closes the socket with a close frame that says why, the one
      // message no client reads as an answer.
      if (reason === 'device_lost') return;
      const frame = closeFrameFor(reason);
      if (socket.readyState === socket.OPEN) socket.close(frame.code, frame.reason);
    },
    get connected() {
      return socket.readyState === socket.OPEN;
    },
  };
  let session: Session | null = null;
  let episode: EpisodeInfo | null = null;
  let episodes = 0;
  /** Requests waiting or running (answered in order, one at a time). */
  let queued = 0;
  let queue = Promise.resolve();

  const send = (type: string, data: unknown) => void output.send(JSON.stringify({ type, data }));
  const sendError = (error: unknown) => {
    const rpc = error instanceof RpcError ? error : new RpcError('INTERNAL_ERROR', 'the server failed on this message; its log has the details');
    if (!(error instanceof RpcError)) console.error('[vivarium] internal error on /ws:', error);
    ctx.metrics.errors.inc({ kind: rpc.kind });
    send('error', { message: rpc.message, code: rpc.kind, retryable: rpc.toJson().data.retryable });
  };

  const observation = (o: Observation) => {
    const { screenshot, ...rest } = o;
    return {
      ...rest,
      goal: episode?.goal ?? null,
      ...(screenshot ? { screenshot: { mime: screenshot.mime, width: screenshot.width, height: screenshot.height, base64: screenshot.data.toString('base64') } } : {}),
    };
  };

  /** The session to play on: the socket's own, or a new one when it has none or its own is gone (a reset after any error works). */
  async function liveSession(format: ReturnType<typeof formatOptions> | null): Promise<Session | null> {
    if (session && (session.isDead || !ctx.registry.holds(session.id))) {
      await ctx.registry.release(session.id, 'closed');
      session = null;
    }
    if (session) return session;
    const created = await createSession(ctx, owner, format ? { action_format: format.format, coordinates: format.coordinates } : {});
    // The socket may have closed while the page loaded: nobody will use this session.
    if (!owner.connected) {
      await ctx.registry.release(created.id, 'closed');
      return null;
    }
    session = created;
    return session;
  }

  async function run(request: Request): Promise<void> {
    switch (request.type) {
      case 'reset': {
        const { task: taskId, seed = 1, options = {}, episode_id, reward, action_format, coordinates } = request.data;
        const task = ctx.tasks.find((t) => t.id === taskId);
        if (!task) throw new RpcError('UNKNOWN_TASK', `no task "${taskId}"; GET /v1/tasks lists them`);
        // A reset may name how this connection's raw outputs are read from now on (checked before the session starts).
        const format = action_format !== undefined || coordinates !== undefined ? formatOptions(action_format, coordinates) : null;
        const current = await liveSession(format);
        if (!current) return;
        if (format) current.setFormat(format.format, format.coordinates);
        const result = await current.run(() => current.reset(task, taskId, seed, options, undefined, reward));
        episode = { task: taskId, seed, goal: result.info.goal, episodeId: ++episodes };
        return send('observation', { observation: observation(result.observation), reward: null, done: false, metadata: { ...result.info, ...(episode_id !== undefined ? { episode_id } : {}) } });
      }
      case 'step': {
        if (!session || !episode) throw new RpcError('NO_EPISODE', 'send a reset first');
        const current = session;
        // An action as it is, or a model's raw output in the session's format.
        const result = await playActions(ctx, current, stepActions(current, request.data));
        return send('observation', {
          observation: observation(result.observation),
          reward: result.reward,
          done: result.terminated || result.truncated,
          metadata: { ...result.info, terminated: result.terminated, truncated: result.truncated },
        });
      }
      case 'state':
        return send('state', {
          episode_id: episode ? String(episode.episodeId) : null,
          step_count: session?.stepCount ?? 0,
          task: episode?.task ?? null,
          seed: episode?.seed ?? null,
          goal: episode?.goal ?? null,
        });
      case 'close':
        if (session) await ctx.registry.close(owner, session.id).catch(() => {});
        session = null;
        socket.close(1000, 'closed by the client');
    }
  }

  socket.on('message', (data, isBinary) => {
    // Read and checked now, answered in order: a refusal waits its turn like any answer, but holds
    // no more than its error.
    let job: () => Promise<void>;
    const limit = output.admit() ?? (queued >= MAX_IN_FLIGHT ? new RpcError('RATE_LIMITED', `more than ${MAX_IN_FLIGHT} messages are waiting on this socket; wait for answers`, { retry_after_ms: 100 }) : null);
    if (limit) job = async () => sendError(limit);
    else {
      try {
        const request = parse(data, isBinary);
        job = () => run(request).catch(sendError);
      } catch (error) {
        job = async () => sendError(error);
      }
    }
    queued += 1;
    // A socket that has closed gets no more work done for it: what waits is dropped.
    queue = queue.then(() => (socket.readyState === socket.OPEN ? job() : undefined)).finally(() => (queued -= 1));
  });
  socket.on('close', () => {
    if (session) void ctx.registry.release(session.id, 'closed');
  });
}
