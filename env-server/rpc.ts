// One JSON-RPC connection on /v1/env: parse and validate every message, run the method, and
// answer with a result or an error that says its kind. A bad message never ends the connection.
import type { WebSocket, RawData } from 'ws';
import { TASKS } from '../tasks/index.ts';
import type { Task } from '../tasks/define.ts';
import { currentSplits, publicSplits, splitOf, type SplitsFile } from '../tasks/splits/index.ts';
import type { BrowserHost } from './browser.ts';
import type { Metrics } from './metrics.ts';
import { ACTION_FORMATS, FormatError, formatsInfo, parseOutput, resolveSpace, spaceName } from '../contract/formats/index.ts';
import type { Provenance } from './provenance.ts';
import {
  ACTION_TYPES, ActionSchema, DEFAULT_OBSERVE, DEVICE_SCALES, Envelope, MAX_FIELD_TEXT, MAX_IN_FLIGHT, MAX_MESSAGE_BYTES, MAX_OUTPUT_CHARS, MAX_TYPE_TEXT, Methods, PROTOCOL_VERSION,
  RpcError, describeIssues, isMethod, type Action, type ActionFormatName, type CoordinatesOption, type MethodName, type MethodParams, type ObserveOptions, type SplitName,
} from './protocol.ts';
import type { Owner, Registry, ReleaseReason } from './registry.ts';
import { STATE_LIMIT, Session, type EpisodeJudge, type Observation, type StepResult, type Verdict } from './session.ts';
import { SCREEN } from './actions.ts';
import { DEFAULT_RECORD_DIR, recorderOf, startRecording } from './recorder.ts';
import { OUTPUT_GLOBAL_LIMIT, OUTPUT_HARD_LIMIT, type OutputBudget, type SocketOutput } from './output.ts';

import { VERSION } from './protocol.ts';
export { VERSION };

export interface ServerContext {
  registry: Registry;
  host: BrowserHost;
  metrics: Metrics;
  tasks: readonly Task[];
  origin: string;
  /** Headers the device pages send to the server (the bearer token, when one is set). */
  pageHeaders: Record<string, string>;
  /** Where episodes are recorded; when set (`--record DIR`), every session records unless it says `record: false`. */
  recordDir?: string;
  /** The frozen benchmark split (tasks/splits/, the highest version). */
  splits: SplitsFile;
  /** What produced this server's results (provenance.ts). */
  provenance?: Provenance;
  /** Unread answers across every socket (output.ts). */
  output: OutputBudget;
  /** Where episodes are judged (the judging workers, for the default catalogue); in-thread when absent. */
  judge?: EpisodeJudge;
}

/**
 * A session's action format and coordinate space, checked: the space must be one the format
 * reads, and a format whose models differ in their grids (UI-TARS, Qwen) must be told which.
 */
export function formatOptions(format: ActionFormatName = 'native', coordinates?: CoordinatesOption): { format: ActionFormatName; coordinates: CoordinatesOption } {
  const spec = ACTION_FORMATS[format];
  if (coordinates === undefined) {
    if (spec.defaultSpace === null) throw new RpcError('VALIDATION_ERROR', `action_format ${format} needs coordinates: ${spec.spaces.join(' or ')} (the models that write it differ in their grids)`);
    return { format, coordinates: spec.defaultSpace };
  }
  if (!spec.spaces.includes(spaceName(coordinates))) throw new RpcError('VALIDATION_ERROR', `action_format ${format} reads coordinates ${spec.spaces.join(' or ')}, not ${spaceName(coordinates)}`);
  return { format, coordinates };
}

/**
 * How each session read its recent outputs, by step_id: a repeated step reads its output as the
 * first time did (the screen has moved on since, and a second reading could name other actions).
 */
const outputsRead = new WeakMap<Session, Map<string, Action[]>>();
const OUTPUTS_REMEMBERED = 32;

/** The protocol's actions in a step's params: its `action`, or its raw `output` read in the session's format. */
export function stepActions(session: Session, p: { action?: unknown; output?: unknown; step_id?: string }): { actions: Action[]; parsed: boolean } {
  if (p.output !== undefined && p.action !== undefined) throw new RpcError('VALIDATION_ERROR', 'give either action or output, not both');
  if (p.output === undefined) {
    const parsed = ActionSchema.safeParse(p.action);
    if (!parsed.success) throw new RpcError('VALIDATION_ERROR', `invalid action: ${describeIssues(parsed.error)}`);
    return { actions: [parsed.data], parsed: false };
  }
  if (typeof p.output === 'string' && p.output.length > MAX_OUTPUT_CHARS) throw new RpcError('VALIDATION_ERROR', `the output has ${p.output.length} characters; the limit is ${MAX_OUTPUT_CHARS}`);
  const read = outputsRead.get(session) ?? new Map<string, Action[]>();
  outputsRead.set(session, read);
  const earlier = p.step_id === undefined ? undefined : read.get(p.step_id);
  if (earlier) return { actions: earlier, parsed: true };
  let raw: unknown[];
  try {
    raw = parseOutput(session.actionFormat, p.output, session.formatContext());
  } catch (error) {
    if (error instanceof FormatError) throw new RpcError('VALIDATION_ERROR', `cannot read the output as ${session.actionFormat}: ${error.message}`, { action_format: session.actionFormat, parse_error: true });
    throw error;
  }
  const actions = raw.map((a, i) => {
    const parsed = ActionSchema.safeParse(a);
    if (!parsed.success) throw new RpcError('VALIDATION_ERROR', `the output's action ${i + 1} (${JSON.stringify(a).slice(0, 200)}) is not valid: ${describeIssues(parsed.error)}`, { action_format: session.actionFormat, parse_error: true });
    return parsed.data;
  });
  if (actions.length === 0) throw new RpcError('VALIDATION_ERROR', 'the output holds no action', { action_format: session.actionFormat, parse_error: true });
  if (p.step_id !== undefined) {
    read.set(p.step_id, actions);
    if (read.size > OUTPUTS_REMEMBERED) read.delete(read.keys().next().value!);
  }
  return { actions, parsed: true };
}

/**
 * Play a step's actions in order (a raw output may hold several: a batch, or a field tapped then
 * typed into), each a step of its own, recorded, counted and cached under `stepId#i`. Stops early
 * when the episode ends or an action fails. Returns the last result; `info.actions` lists the
 * parsed actions and `info.actions_run` how many were played.
 */
export async function playActions(ctx: ServerContext, session: Session, step: { actions: Action[]; parsed: boolean }, observe?: ObserveOptions, stepId?: string, timeoutMs?: number): Promise<StepResult> {
  const { actions } = step;
  let result: StepResult | null = null;
  let run = 0;
  for (const [i, action] of actions.entries()) {
    const id = stepId === undefined ? undefined : actions.length > 1 ? `${stepId}#${i}` : stepId;
    // A repeated step_id waits for the first run (still going or done) and returns its result.
    const pending = session.cachedStep(id);
    if (pending) result = await pending;
    else {
      const stop = ctx.metrics.stepSeconds.startTimer({ action: action.type });
      const recorder = recorderOf(session);
      result = await session.run(() => session.step(action, recorder ? recorder.observe(observe) : observe, id), timeoutMs);
      stop();
      if (recorder) result = await recorder.step(action, result, observe, session.endState);
      countEpisode(ctx, result);
    }
    run += 1;
    if (result.terminated || result.truncated || result.observation.last_action?.ok === false) break;
  }
  if (!step.parsed) return result!;
  return { ...result!, info: { ...result!.info, actions, actions_run: run } };
}

/** `tasks.list` and `GET /v1/tasks`: every template with its split, optionally of one app or one split. */
export function taskSummaries(tasks: readonly Task[] = TASKS, filter: { app?: string; split?: SplitName; splits?: SplitsFile } = {}) {
  const splits = filter.splits ?? currentSplits();
  return tasks.map((t) => ({
    id: t.id, apps: t.apps, difficulty: t.difficulty, max_steps: t.maxSteps, answer_type: t.answer?.spec.type ?? null, split: splitOf(t.id, splits),
  })).filter((t) => (!filter.app || (t.apps as readonly string[]).includes(filter.app)) && (!filter.split || t.split === filter.split));
}

export function limitsInfo(ctx: ServerContext) {
  return {
    max_message_bytes: MAX_MESSAGE_BYTES,
    max_in_flight: MAX_IN_FLIGHT,
    max_type_text: MAX_TYPE_TEXT,
    max_field_text: MAX_FIELD_TEXT,
    max_state_json: STATE_LIMIT,
    max_unread_bytes: OUTPUT_HARD_LIMIT,
    max_unread_bytes_all: OUTPUT_GLOBAL_LIMIT,
    max_sessions: ctx.registry.limits.maxSessions,
    idle_ttl_ms: ctx.registry.limits.idleTtlMs,
    episode_timeout_ms: ctx.registry.limits.episodeTimeoutMs,
    resume_grace_ms: ctx.registry.limits.resumeGraceMs,
  };
}

/** Record how an ended episode ended. */
export function countEpisode(ctx: ServerContext, result: StepResult): void {
  if (result.info.outcome) ctx.metrics.episodes.inc({ outcome: result.info.outcome });
}

export function createSession(ctx: ServerContext, owner: Owner, p: MethodParams<'session.create'>): Promise<Session> {
  const { format, coordinates } = formatOptions(p.action_format, p.coordinates);
  return ctx.registry.admit(owner, (id) => Session.create(ctx.host, {
    format, coordinates, provenance: ctx.provenance,
    id,
    origin: ctx.origin,
    observe: { ...DEFAULT_OBSERVE, ...p.observe },
    network: { latency_ms: p.network?.latency_ms ?? 0, failure_rate: p.network?.failure_rate ?? 0 },
    headers: ctx.pageHeaders,
    scale: p.device_scale ?? null,
    device: p.device ?? 'phone',
    judge: ctx.judge,
  }));
}

/**
 * A verdict as a client without the admin token may see it before its episode ends: which checks
 * pass and which paths changed against the rules, judged with no answer, and with no expected or
 * actual values, which would hand the agent what the judge wants. The answer check is never
 * reported (`answer: null`): an answer is judged once, by the step that ends the episode, so trial
 * and error learns nothing. The ending step (and the admin token) give the verdict whole.
 */
export function redactVerdict(verdict: Verdict) {
  return {
    success: verdict.success,
    reward: verdict.reward,
    // Progress says no more than the list of passing checks does.
    progress: verdict.progress,
    false_complete: verdict.false_complete,
    checks: verdict.checks.map((c) => ({ name: c.name, passed: c.passed })),
    side_effects: verdict.side_effects.map((e) => ({ path: e.path, ...(e.reason ? { reason: e.reason } : {}) })),
    answer: null,
    // What the agent did, not what the task wanted: a refusal, and the unsafe effects it made.
    ...(verdict.refused !== undefined ? { refused: verdict.refused } : {}),
    ...(verdict.unsafe !== undefined ? { unsafe: verdict.unsafe } : {}),
    redacted: true,
    ...(verdict.error ? { error: 'the judge failed; see the server log' } : {}),
  };
}

export class RpcConnection implements Owner {
  private screenshots: 'binary' | 'base64' = 'binary';
  private nextBlob = 1;
  private inFlight = 0;
  private readonly output: SocketOutput;

  constructor(private readonly socket: WebSocket, private readonly ctx: ServerContext, private readonly admin: boolean) {
    this.output = ctx.output.track(socket);
    socket.on('message', (data, isBinary) => void this.handle(data, isBinary));
    socket.on('close', () => ctx.registry.detach(this));
  }

  get connected(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  notify(sessionId: string, reason: ReleaseReason): void {
    this.send({ jsonrpc: '2.0', method: 'session.closed', params: { session_id: sessionId, reason } });
  }

  /** Send, within the unread-output bounds (output.ts): a client cut off for them waits for a resume, as any dropped socket. */
  private send(message: object): void {
    this.output.send(JSON.stringify(message));
  }

  private encode(o: Observation) {
    const { screenshot, ...rest } = o;
    if (!screenshot) return rest;
    const meta = { mime: screenshot.mime, width: screenshot.width, height: screenshot.height };
    if (this.screenshots === 'base64') return { ...rest, screenshot: { ...meta, base64: screenshot.data.toString('base64') } };
    const blob = this.nextBlob++;
    const header = Buffer.alloc(4);
    header.writeUInt32BE(blob);
    this.output.send(Buffer.concat([header, screenshot.data]), true);
    return { ...rest, screenshot: { ...meta, blob } };
  }

  private readonly methods: { [M in MethodName]: (p: MethodParams<M>) => Promise<unknown> } = {
    hello: async (p) => {
      if (p.protocol_version !== undefined && p.protocol_version !== PROTOCOL_VERSION) {
        throw new RpcError('PROTOCOL_VERSION_MISMATCH', `this server speaks protocol ${PROTOCOL_VERSION}, not ${p.protocol_version}`, { supported: [PROTOCOL_VERSION] });
      }
      if (p.screenshots) this.screenshots = p.screenshots;
      return {
        server: 'vivarium', version: VERSION, protocol_version: PROTOCOL_VERSION, screenshots: this.screenshots,
        screen: SCREEN, device_scales: DEVICE_SCALES, actions: ACTION_TYPES, limits: limitsInfo(this.ctx),
        // A new session reads native actions in screenshot pixels unless session.create names a format.
        coordinates: { format: 'native', ...resolveSpace('pixels', SCREEN) }, action_formats: formatsInfo(),
        ...(this.ctx.provenance ? { provenance: this.ctx.provenance } : {}),
      };
    },
    'tasks.list': async (p) => ({ tasks: taskSummaries(this.ctx.tasks, { ...p, splits: this.ctx.splits }) }),
    'tasks.splits': async () => publicSplits(this.ctx.splits),
    'session.create': async (p) => {
      const session = await createSession(this.ctx, this, p);
      if (p.record ?? (this.ctx.recordDir !== undefined)) startRecording(session, this.ctx.recordDir ?? DEFAULT_RECORD_DIR, p.observe);
      const { width, height, scale } = session.screen;
      return { session_id: session.id, resume_token: session.resumeToken, screen: { width, height, device_scale: scale }, coordinates: session.coordinateSpace };
    },
    'session.resume': async (p) => {
      const session = this.ctx.registry.resume(this, p.session_id, p.resume_token);
      return { session_id: session.id, status: 'resumed' };
    },
    'session.close': async (p) => ({ status: await this.ctx.registry.close(this, p.session_id) }),
    'env.reset': async (p) => {
      const session = this.ctx.registry.get(this, p.session_id);
      const task = this.ctx.tasks.find((t) => t.id === p.task);
      const stop = this.ctx.metrics.resetSeconds.startTimer();
      const recorder = recorderOf(session);
      const { observation, info } = await session.run(() => session.reset(task, p.task, p.seed ?? 1, p.options ?? {}, recorder ? recorder.observe(p.observe) : p.observe, p.reward));
      stop();
      if (recorder) {
        const recorded = await recorder.reset({ ...info, ...(this.ctx.provenance ? { provenance: this.ctx.provenance } : {}) }, observation, p.observe, { instance: session.instance!, options: p.options ?? {} });
        return { observation: this.encode(recorded.observation), info: { ...info, recording: recorded.recording } };
      }
      return { observation: this.encode(observation), info };
    },
    'env.step': async (p) => {
      const session = this.ctx.registry.get(this, p.session_id);
      // Parsed before any await, so that a repeat of a running step_id finds it in the session's cache.
      const result = await playActions(this.ctx, session, stepActions(session, p), p.observe, p.step_id, p.timeout_ms);
      return { ...result, observation: this.encode(result.observation) };
    },
    'env.observe': async (p) => {
      const session = this.ctx.registry.get(this, p.session_id);
      return { observation: this.encode(await session.run(() => session.observe(p.observe))) };
    },
    'env.evaluate': async (p) => {
      const session = this.ctx.registry.get(this, p.session_id);
      if (!this.admin && p.answer !== undefined) {
        throw new RpcError('UNAUTHORIZED', 'env.evaluate judges an answer only for the admin token: an agent\'s answer is judged once, by the `answer` step that ends its episode');
      }
      const verdict = await session.run(() => session.evaluateNow(this.admin ? p.answer : undefined));
      return { verdict: this.admin ? verdict : redactVerdict(verdict) };
    },
    'env.snapshot': async (p) => {
      const session = this.ctx.registry.get(this, p.session_id);
      const saved = await session.run(() => session.snapshot());
      return { token: this.ctx.registry.saveSnapshot(saved, session.id), step: saved.step };
    },
    'env.restore': async (p) => {
      const session = this.ctx.registry.get(this, p.session_id);
      const saved = this.ctx.registry.snapshot(p.token);
      const { observation } = await session.run(() => session.restore(saved, p.observe));
      return { observation: this.encode(observation), info: { task: saved.instance?.task.id ?? null, seed: saved.instance?.seed ?? null, step: saved.step } };
    },
    'env.state': async (p) => {
      if (!this.admin) throw new RpcError('UNAUTHORIZED', 'env.state needs the admin token (VIVARIUM_ADMIN_TOKEN) on the connection');
      const session = this.ctx.registry.get(this, p.session_id);
      return { state: await session.run(() => session.state()) };
    },
  };

  private fail(id: string | number | null, error: RpcError): void {
    this.ctx.metrics.errors.inc({ kind: error.kind });
    this.send({ jsonrpc: '2.0', id, error: error.toJson() });
  }

  private async handle(data: RawData, isBinary: boolean): Promise<void> {
    if (isBinary) return this.fail(null, new RpcError('INVALID_REQUEST', 'binary frames are not requests; send JSON text frames'));
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer).byteLength;
    if (size > MAX_MESSAGE_BYTES) return this.fail(null, new RpcError('MESSAGE_TOO_LARGE', `the message has ${size} bytes; the limit is ${MAX_MESSAGE_BYTES}`, { limit: MAX_MESSAGE_BYTES }));
    let raw: unknown;
    try {
      raw = JSON.parse(data.toString());
    } catch {
      return this.fail(null, new RpcError('INVALID_JSON', 'the message is not valid JSON'));
    }
    const rawId = (raw as { id?: unknown } | null)?.id;
    const id = typeof rawId === 'string' || typeof rawId === 'number' ? rawId : null;
    // A notification (a request object without an id) never gets a reply, not even an error.
    // (Something that is not a request object at all is answered, with id null.)
    const notification = typeof raw === 'object' && raw !== null && !Array.isArray(raw) && !('id' in raw) && typeof (raw as { method?: unknown }).method === 'string';
    const fail = (error: RpcError) => (notification ? void this.ctx.metrics.errors.inc({ kind: error.kind }) : this.fail(id, error));
    if (this.inFlight >= MAX_IN_FLIGHT) return fail(new RpcError('RATE_LIMITED', `more than ${MAX_IN_FLIGHT} requests in flight on this socket; wait for answers`, { retry_after_ms: 100 }));
    // A client that keeps asking without reading is refused, then cut off: memory stays bounded.
    const unread = this.output.admit();
    if (unread) return fail(unread);
    this.inFlight += 1;
    try {
      const envelope = Envelope.safeParse(raw);
      if (!envelope.success) throw new RpcError('INVALID_REQUEST', `not a JSON-RPC 2.0 request: ${describeIssues(envelope.error)}`);
      const { method, params } = envelope.data;
      if (!isMethod(method)) throw new RpcError('UNKNOWN_METHOD', `unknown method "${method}"; methods: ${Object.keys(Methods).join(', ')}`);
      const parsed = Methods[method].safeParse(params ?? {});
      if (!parsed.success) throw new RpcError('VALIDATION_ERROR', `invalid params for ${method}: ${describeIssues(parsed.error)}`);
      const run = this.methods[method] as (p: unknown) => Promise<unknown>;
      const result = await run(parsed.data);
      if (envelope.data.id !== undefined) this.send({ jsonrpc: '2.0', id, result });
    } catch (error) {
      const rpc = error instanceof RpcError ? error : new RpcError('INTERNAL_ERROR', 'the server failed on this request; its log has the details');
      if (!(error instanceof RpcError)) console.error('[vivarium] internal error:', error);
      if (rpc.details?.outcome === 'env_error') this.ctx.metrics.episodes.inc({ outcome: 'env_error' });
      fail(rpc);
    } finally {
      this.inFlight -= 1;
    }
  }
}
