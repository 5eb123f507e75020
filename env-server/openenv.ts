// WS /ws: OpenEnv's message shape, so OpenEnv clients work unchanged. One connection is one
// session. Client: {type: reset|step|state|close, data}. Server: {type: observation|state|error, data}.
import type { WebSocket, RawData } from 'ws';
import { MAX_MESSAGE_BYTES, OpenEnvReset, RpcError, describeIssues } from './protocol.ts';
import type { Owner } from './registry.ts';
import { OUTPUT_HARD_LIMIT, createSession, formatOptions, playActions, stepActions, type ServerContext } from './rpc.ts';
import type { Observation, Session } from './session.ts';

interface EpisodeInfo {
  task: string;
  seed: number;
  goal: string;
  episodeId: number;
}

export function attachOpenEnv(socket: WebSocket, ctx: ServerContext): void {
  const owner: Owner = {
    notify: (_id, reason) => send('error', { message: `the session was closed by the server (${reason})`, code: 'SESSION_EXPIRED' }),
    get connected() {
      return socket.readyState === socket.OPEN;
    },
  };
  let session: Session | null = null;
  let episode: EpisodeInfo | null = null;
  let episodes = 0;
  let queue = Promise.resolve();

  function send(type: string, data: unknown) {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > OUTPUT_HARD_LIMIT) {
      socket.close(1008, 'client does not read its answers');
      setTimeout(() => socket.terminate(), 2000).unref();
      return;
    }
    socket.send(JSON.stringify({ type, data }));
  }

  const observation = (o: Observation) => {
    const { screenshot, ...rest } = o;
    return {
      ...rest,
      goal: episode?.goal ?? null,
      ...(screenshot ? { screenshot: { mime: screenshot.mime, width: screenshot.width, height: screenshot.height, base64: screenshot.data.toString('base64') } } : {}),
    };
  };

  const handlers: Record<string, (data: Record<string, unknown>) => Promise<void>> = {
    async reset(data) {
      // The same schema as env.reset: a wrong key, type or seed is an error, never a default.
      const parsed = OpenEnvReset.safeParse(data);
      if (!parsed.success) throw new RpcError('VALIDATION_ERROR', `invalid reset: ${describeIssues(parsed.error)}`);
      const { task: taskId, seed = 1, options = {}, episode_id, reward, action_format, coordinates } = parsed.data;
      const task = ctx.tasks.find((t) => t.id === taskId);
      if (!task) throw new RpcError('UNKNOWN_TASK', `no task "${taskId}"; GET /v1/tasks lists them`);
      // A reset may name how this connection's raw outputs are read from now on (checked before the session starts).
      const format = action_format !== undefined || coordinates !== undefined ? formatOptions(action_format, coordinates) : null;
      if (!session) {
        const created = await createSession(ctx, owner, format ? { action_format: format.format, coordinates: format.coordinates } : {});
        // The socket may have closed while the page loaded: nobody will use this session.
        if (!owner.connected) return void (await ctx.registry.release(created.id, 'closed'));
        session = created;
      }
      const current = session;
      if (format) current.setFormat(format.format, format.coordinates);
      const result = await current.run(() => current.reset(task, taskId, seed, options, undefined, reward));
      episode = { task: taskId, seed, goal: result.info.goal, episodeId: ++episodes };
      send('observation', { observation: observation(result.observation), reward: null, done: false, metadata: { ...result.info, ...(episode_id !== undefined ? { episode_id } : {}) } });
    },
    async step(data) {
      if (!session) throw new RpcError('NO_EPISODE', 'send a reset first');
      const current = session;
      // An action as it is, `{action: ...}`, or a model's raw `{output: ...}` in the session's format.
      const step = stepActions(current, data.output !== undefined ? { output: data.output } : { action: typeof data.type === 'string' ? data : data.action });
      const result = await playActions(ctx, current, step);
      send('observation', {
        observation: observation(result.observation),
        reward: result.reward,
        done: result.terminated || result.truncated,
        metadata: { ...result.info, terminated: result.terminated, truncated: result.truncated },
      });
    },
    async state() {
      send('state', {
        episode_id: episode ? String(episode.episodeId) : null,
        step_count: session?.stepCount ?? 0,
        task: episode?.task ?? null,
        seed: episode?.seed ?? null,
        goal: episode?.goal ?? null,
      });
    },
    async close() {
      if (session) await ctx.registry.close(owner, session.id).catch(() => {});
      session = null;
      socket.close(1000);
    },
  };

  const handle = async (data: RawData, isBinary: boolean) => {
    try {
      if (isBinary) throw new RpcError('INVALID_REQUEST', 'send JSON text frames');
      if ((data as Buffer).byteLength > MAX_MESSAGE_BYTES) throw new RpcError('MESSAGE_TOO_LARGE', `the limit is ${MAX_MESSAGE_BYTES} bytes`);
      let message: { type?: unknown; data?: unknown };
      try {
        message = JSON.parse(data.toString()) as typeof message;
      } catch {
        throw new RpcError('INVALID_JSON', 'the message is not valid JSON');
      }
      const handler = typeof message?.type === 'string' ? handlers[message.type] : undefined;
      if (!handler) throw new RpcError('UNKNOWN_METHOD', `unknown message type ${JSON.stringify(message?.type)}; types: reset, step, state, close`);
      if (message.data !== undefined && (typeof message.data !== 'object' || message.data === null || Array.isArray(message.data))) {
        throw new RpcError('VALIDATION_ERROR', '"data" must be an object');
      }
      await handler((message.data ?? {}) as Record<string, unknown>);
    } catch (error) {
      const rpc = error instanceof RpcError ? error : new RpcError('INTERNAL_ERROR', 'the server failed on this message; its log has the details');
      if (!(error instanceof RpcError)) console.error('[vivarium] internal error on /ws:', error);
      ctx.metrics.errors.inc({ kind: rpc.kind });
      send('error', { message: rpc.message, code: rpc.kind, retryable: rpc.toJson().data.retryable });
    }
  };

  // OpenEnv clients wait for each answer; messages are handled in order.
  socket.on('message', (data, isBinary) => {
    queue = queue.then(() => handle(data, isBinary));
  });
  socket.on('close', () => {
    if (session) void ctx.registry.release(session.id, 'closed');
  });
}
