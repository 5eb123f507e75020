// A TypeScript client of the Vivarium protocol (docs/protocol.md), for Node. It speaks JSON-RPC
// over one WebSocket, matches responses by id and joins binary screenshot frames to their results.
import WebSocket from 'ws';
import type { Splits, UiNode } from '../../contract/index.ts';

export interface Screenshot {
  mime: string;
  width: number;
  height: number;
  /** The encoded image (JPEG or PNG). */
  data: Buffer;
}

export type { Splits };

/** An element of the UI tree, as the contract defines it (bounds in screenshot pixels). */
export type UiElement = UiNode;

export interface Observation {
  screenshot?: Screenshot;
  ui_tree?: UiElement[];
  foreground_app: string;
  step: number;
  max_steps: number | null;
  screen: { width: number; height: number };
  /** How the session reads points: its action format, its coordinate space and that grid's size. */
  coordinates?: { format: string; space: 'pixels' | 'norm1000' | 'norm999' | 'resized' | 'display'; width: number; height: number };
  last_action: { type: string; ok: boolean; error?: string; note?: string } | null;
  /** The device on screen: the phone, or the desktop browser of the web tasks. */
  device?: 'phone' | 'desktop';
  /** The desktop browser's tabs, the one in front and the focused element's id (desktop only). */
  browser?: { tabs: { url: string; title: string }[]; active: number; focused: string | null };
}

export interface CheckResult { name: string; passed: boolean; expected: unknown; actual: unknown }
export interface Verdict {
  success: boolean;
  reward: number;
  checks: CheckResult[];
  side_effects: { path: string; before: unknown; after: unknown }[];
  answer: { passed: boolean; expected: unknown; actual: unknown; error?: string } | null;
  error?: string;
  /** The fraction of checks (and the answer) passed, discounted for side effects and a false `done`. */
  progress?: number;
  /** The agent ended the episode without success. */
  false_complete?: boolean;
  /** What produced the verdict: task-set, simulator and server versions, git commit. */
  provenance?: { task_set: string; simulator: string; server: string; commit: string | null; dirty: boolean | null };
}

export interface StepResult {
  observation: Observation;
  reward: number;
  terminated: boolean;
  truncated: boolean;
  info: { step: number; verdict?: Verdict; outcome?: 'success' | 'failure'; reason?: string; actions?: Action[]; actions_run?: number };
}

export interface ResetResult {
  observation: Observation;
  info: { task: string; seed: number; goal: string; max_steps: number; apps: string[]; device?: 'phone' | 'desktop'; difficulty: number; answer_type: string | null; answer: { type: string; format: string; schema: Record<string, unknown> } | null; recording?: string };
}

export interface ObserveOptions { screenshot?: boolean; format?: 'jpeg' | 'png'; quality?: number; ui_tree?: boolean }
/** How an action's x and y are read (docs/protocol.md, *Action formats and coordinate spaces*): screenshot pixels (default), a 0–1000 or 0–999 grid, or pixels of the screenshot resized to `{width, height}`. */
export type PointCoords = 'pixels' | 'norm1000' | 'norm999' | { width: number; height: number };
/** A drag: press at a point (`x`, `y`) or element, move to another (`to_x`, `to_y` or `to_element`), release. */
export interface DragAction { type: 'drag'; x?: number; y?: number; element?: string; to_x?: number; to_y?: number; to_element?: string; coords?: PointCoords }
/** A pinch with two fingers around a point (default the screen's centre): `scale` > 1 spreads them (zoom in), < 1 closes them (zoom out); 0.2 to 5. */
export interface PinchAction { type: 'pinch'; scale: number; x?: number; y?: number; element?: string; coords?: PointCoords }
/** Any action of docs/protocol.md (the gestures typed above, the rest by their fields). */
export type Action = DragAction | PinchAction | { type: string; [field: string]: unknown };

/** `session.create`'s options: observations, network, recording, resolution, and the action format a step's raw `output` is read in. */
export interface SessionOptions {
  observe?: ObserveOptions;
  network?: { latency_ms?: number; failure_rate?: number };
  record?: boolean;
  device_scale?: 3 | 1.5 | 1;
  /** The device to start as (default the phone); a reset of a task for the other one switches. */
  device?: 'phone' | 'desktop';
  action_format?: 'native' | 'anthropic-computer-use' | 'openai-computer-use' | 'ui-tars' | 'qwen-mobile-use' | 'androidworld' | 'browsergym';
  coordinates?: 'pixels' | 'norm1000' | 'norm999' | 'resized' | 'display' | { space: 'resized'; factor?: number; min_pixels?: number; max_pixels?: number } | { space: 'display'; width: number; height: number };
}

/** `text` with tokens replaced by `***`: `token=` (and key, password) parameters, bearer tokens, and `secrets`. */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text.replace(/\b((?:token|access_token|api[-_]?key|key|secret|password)=)[^&\s'"<>#\\]+/gi, '$1***').replace(/\b(Bearer\s+)[\w.~+/=-]+/gi, '$1***');
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join('***');
  return out;
}

export class VivariumError extends Error {
  constructor(message: string, readonly kind: string, readonly retryable: boolean, readonly code: number, readonly data: Record<string, unknown>) {
    super(message);
  }
}

interface Pending { resolve(value: unknown): void; reject(error: Error): void }

export class VivariumClient {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly blobs = new Map<number, Buffer>();
  hello: Record<string, unknown> = {};
  /** Server notifications (`session.closed` when the server ends a session), newest last. */
  readonly notifications: { method: string; params: Record<string, unknown> }[] = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer, isBinary: boolean) => this.receive(data, isBinary));
    socket.on('close', () => {
      for (const p of this.pending.values()) p.reject(new Error('connection closed'));
      this.pending.clear();
    });
  }

  /** Connect to `ws://host:port/v1/env` (an http:// URL is accepted too) and say hello. */
  static async connect(url: string, options: { screenshots?: 'binary' | 'base64'; token?: string } = {}): Promise<VivariumClient> {
    const wsUrl = url.replace(/^http/, 'ws').replace(/\/?$/, '').replace(/(\/v1\/env)?$/, '/v1/env');
    const secrets = [options.token, /[?&]token=([^&#]+)/.exec(url)?.[1]].filter((s): s is string => !!s);
    try {
      const socket = new WebSocket(wsUrl, options.token ? { headers: { Authorization: `Bearer ${options.token}` } } : {});
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      return await VivariumClient.hello(socket, options);
    } catch (error) {
      // The URL (and so the token) may be in the error: never in what this client throws.
      if (error instanceof VivariumError) throw error;
      throw new Error(redact(error instanceof Error ? error.message : String(error), secrets));
    }
  }

  private static async hello(socket: WebSocket, options: { screenshots?: 'binary' | 'base64' }): Promise<VivariumClient> {
    const client = new VivariumClient(socket);
    client.hello = (await client.call('hello', { protocol_version: 1, screenshots: options.screenshots ?? 'binary', client: 'vivarium-ts' })) as Record<string, unknown>;
    return client;
  }

  private receive(data: Buffer, isBinary: boolean) {
    if (isBinary) {
      this.blobs.set(data.readUInt32BE(0), data.subarray(4));
      return;
    }
    const message = JSON.parse(data.toString()) as { id?: number | null; method?: string; params?: Record<string, unknown>; result?: unknown; error?: { code: number; message: string; data: Record<string, unknown> } };
    if (message.method !== undefined) {
      this.notifications.push({ method: message.method, params: message.params ?? {} });
      return;
    }
    const waiter = message.id == null ? undefined : this.pending.get(message.id);
    if (!waiter) return;
    this.pending.delete(message.id!);
    if (message.error) {
      const { code, message: text, data: extra } = message.error;
      waiter.reject(new VivariumError(text, String(extra?.kind ?? 'UNKNOWN'), Boolean(extra?.retryable), code, extra ?? {}));
    } else waiter.resolve(this.attachScreenshots(message.result));
  }

  private attachScreenshots(result: unknown): unknown {
    const observation = (result as { observation?: { screenshot?: { blob?: number; base64?: string; data?: Buffer } } } | null)?.observation;
    const shot = observation?.screenshot;
    if (shot?.blob !== undefined) {
      shot.data = this.blobs.get(shot.blob);
      this.blobs.delete(shot.blob);
      delete shot.blob;
    } else if (shot?.base64 !== undefined) {
      shot.data = Buffer.from(shot.base64, 'base64');
      delete shot.base64;
    }
    return result;
  }

  /** Send one JSON-RPC request and wait for its result. */
  call(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }), (error) => {
        if (error) {
          this.pending.delete(id);
          reject(error);
        }
      });
    });
  }

  /** The task templates, optionally of one app and of one split (`train` or `test`). */
  async tasks(app?: string, split?: 'train' | 'test') {
    return ((await this.call('tasks.list', { ...(app ? { app } : {}), ...(split ? { split } : {}) })) as { tasks: { id: string; apps: string[]; difficulty: number; max_steps: number; answer_type: string | null; split: 'train' | 'test' }[] }).tasks;
  }

  /** The frozen benchmark split: its version, and each split's templates and (task, seed) instances. */
  splits(): Promise<Splits> {
    return this.call('tasks.splits') as Promise<Splits>;
  }

  async createSession(observe?: ObserveOptions): Promise<string> {
    return (await this.openSession({ ...(observe ? { observe } : {}) })).session_id;
  }

  /**
   * `session.create` with every option (observe, network, record, device_scale: 3, 1.5 or 1 for
   * 1080×2400, 540×1200 or 360×800 observations); the resume token lets another socket take the
   * session over.
   */
  openSession(params: SessionOptions = {}): Promise<{ session_id: string; resume_token: string; screen: { width: number; height: number; device_scale: number }; coordinates?: Observation['coordinates'] }> {
    return this.call('session.create', { ...params }) as Promise<{ session_id: string; resume_token: string; screen: { width: number; height: number; device_scale: number }; coordinates?: Observation['coordinates'] }>;
  }

  resume(sessionId: string, resumeToken: string): Promise<{ session_id: string; status: string }> {
    return this.call('session.resume', { session_id: sessionId, resume_token: resumeToken }) as Promise<{ session_id: string; status: string }>;
  }

  async snapshot(sessionId: string): Promise<string> {
    return ((await this.call('env.snapshot', { session_id: sessionId })) as { token: string }).token;
  }

  restore(sessionId: string, token: string, observe?: ObserveOptions): Promise<{ observation: Observation; info: { task: string | null; seed: number | null; step: number } }> {
    return this.call('env.restore', { session_id: sessionId, token, ...(observe ? { observe } : {}) }) as Promise<{ observation: Observation; info: { task: string | null; seed: number | null; step: number } }>;
  }

  /** `options`: `{dark_mode, font_scale, region, clock, max_steps, device_scale}` as env.reset's `options`, and `reward: "progress"` for dense rewards. */
  reset(sessionId: string, task: string, seed?: number, observe?: ObserveOptions, options: { reward?: 'binary' | 'progress'; options?: Record<string, unknown> } = {}): Promise<ResetResult> {
    return this.call('env.reset', { session_id: sessionId, task, ...(seed !== undefined ? { seed } : {}), ...(observe ? { observe } : {}), ...options }) as Promise<ResetResult>;
  }

  step(sessionId: string, action: Action, observe?: ObserveOptions, options: { step_id?: string; timeout_ms?: number } = {}): Promise<StepResult> {
    return this.call('env.step', { session_id: sessionId, action, ...(observe ? { observe } : {}), ...options }) as Promise<StepResult>;
  }

  /** A step given as a model's raw output (text, or tool-call JSON), parsed by the session's action format. */
  stepOutput(sessionId: string, output: unknown, observe?: ObserveOptions, options: { step_id?: string; timeout_ms?: number } = {}): Promise<StepResult> {
    return this.call('env.step', { session_id: sessionId, output, ...(observe ? { observe } : {}), ...options }) as Promise<StepResult>;
  }

  async observe(sessionId: string, observe?: ObserveOptions): Promise<Observation> {
    return ((await this.call('env.observe', { session_id: sessionId, ...(observe ? { observe } : {}) })) as { observation: Observation }).observation;
  }

  /** The verdict on the state now, without ending the episode; an `answer` needs the admin token (docs/protocol.md). */
  async evaluate(sessionId: string, answer?: unknown): Promise<Verdict> {
    return ((await this.call('env.evaluate', { session_id: sessionId, ...(answer !== undefined ? { answer } : {}) })) as { verdict: Verdict }).verdict;
  }

  async closeSession(sessionId: string): Promise<'closed' | 'already_closed'> {
    return ((await this.call('session.close', { session_id: sessionId })) as { status: 'closed' | 'already_closed' }).status;
  }

  close(): void {
    this.socket.close();
  }
}
