// One session: a device page in its own browser context, and the episode running on it.
// Reset loads a snapshot into the live page (no reload); a step is input events, one settle
// through the bridge, a clock tick, then the observation. After every completed step the session
// keeps the device state, so that a crashed page or browser can be rebuilt where it was.
import { randomBytes } from 'node:crypto';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import type { Bridge, CommandResult, Focus, PageCommand, UiNode } from '../apps/bridge.ts';
import type { NetworkConditions } from '../apps/api.ts';
import { applyStateChanges, deepFreeze, jsonDigest, type DeviceState, type StateChanges } from '../apps/world.ts';
import { rewardOf, type Ending, type ScoredVerdict } from '../judges/reward.ts';
import { answerContract, sharedInstance, worldOf, type ResetOptions, type Task, type TaskInstance } from '../tasks/define.ts';
import { clockTick, isTerminal, judgeEpisode, stepEnds } from '../tasks/episode.ts';
import type { Action, UiElement } from '../tasks/ui.ts';
import type { ActionFormatName, BrowserView, CoordinatesOption, DeviceKind, DeviceScale } from '../contract/index.ts';
import { pointSpace, resolveSpace, type CoordinateSpace, type FormatContext } from '../contract/formats/index.ts';
import type { Provenance } from './provenance.ts';
import { ActionFailed, DEFAULT_SCALES, VIEWPORTS, inPage, perform, screenAt, type InPage, type TouchPoint } from './actions.ts';
import { closeDevice, type BrowserHost, type DeviceOptions, type DevicePage } from './browser.ts';
import { within } from './within.ts';
import { MAX_STATE_JSON, RpcError, type ObserveOptions } from './protocol.ts';

type Bridged = Window & { __vivarium: Bridge };

export interface Screenshot {
  data: Buffer;
  mime: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

export interface LastAction {
  type: Action['type'];
  ok: boolean;
  error?: string;
  note?: string;
}

export interface Observation {
  screenshot?: Screenshot;
  ui_tree?: UiElement[];
  foreground_app: string;
  step: number;
  max_steps: number | null;
  screen: { width: number; height: number };
  /** How the session reads points: its action format and coordinate space (contract/formats/). */
  coordinates: { format: ActionFormatName } & CoordinateSpace;
  last_action: LastAction | null;
  device: DeviceKind;
  /** The desktop browser's tabs (desktop only). */
  browser?: BrowserView;
}

/** A verdict as the server sends it: scored (judges/reward.ts) and saying what produced it. */
export type Verdict = ScoredVerdict & { provenance?: Provenance };

export type Outcome = 'success' | 'failure' | 'env_error';

export interface StepResult {
  observation: Observation;
  reward: number;
  terminated: boolean;
  truncated: boolean;
  info: {
    step: number; verdict?: Verdict; outcome?: Outcome; reason?: Ending;
    /** For a step given as a raw output: the actions it was read as, and how many were played. */
    actions?: Action[]; actions_run?: number;
  };
}

/** Everything needed to put a device and its episode back exactly: a crash's last good point, or a snapshot. */
export interface SavedEpisode {
  instance: TaskInstance | null;
  step: number;
  ended: boolean;
  lastAction: LastAction | null;
  state: DeviceState;
  scroll: [number, number][];
  /** The element that had the focus, and a text field's caret. */
  focus: Focus | null;
  /** The reset's reward option (binary when absent). */
  reward?: 'binary' | 'progress';
}

export interface SessionConfig {
  /** The session id (the registry makes it: random, after the replica's name when it has one). */
  id?: string;
  origin: string;
  observe: Required<ObserveOptions>;
  network: NetworkConditions;
  /** Headers the device page sends to the server (the bearer token, when one is set). */
  headers: Record<string, string>;
  /** The observation resolution (screenshot pixels per CSS pixel); a reset may change it. Null: the device's default (tasks/episode.ts DEFAULT_SCALES). */
  scale: DeviceScale | null;
  /** The device the page is now: the phone or the desktop browser. A reset of a task for the other one switches. */
  device: DeviceKind;
  /** The action format a step's raw `output` is read in, and the coordinate space of its points. */
  format: ActionFormatName;
  coordinates: CoordinatesOption;
  /** What produced this server's verdicts (task-set, simulator and server versions, commit). */
  provenance?: Provenance;
  /** Where an episode is judged (the server's judging workers); in this thread when absent. */
  judge?: EpisodeJudge;
}

/** Judges an episode as tasks/episode.ts's judgeEpisode does, maybe elsewhere (a worker thread). */
export type EpisodeJudge = (instance: TaskInstance, after: DeviceState, answer: unknown, ending: Ending | null) => Promise<Verdict>;

interface Episode {
  instance: TaskInstance;
  step: number;
  ended: boolean;
  lastAction: LastAction | null;
  startedAt: number;
  /** The result of an episode that the server ended (episode timeout), told at the next step. */
  pendingEnd: StepResult | null;
  /** What a step's reward is: 1 or 0 (`binary`), or the verdict's `progress`. */
  reward: 'binary' | 'progress';
}

/** What the agent sees: the UI tree (when asked for), the app in front, the scroll offsets and the focused element. */
interface View {
  nodes: UiNode[] | null;
  /** What the step's page command did (PageCommand), when it had one. */
  done?: CommandResult;
  foreground: string | null;
  scroll: [number, number][];
  focus: Focus | null;
  /** The desktop browser's tabs, with their titles (desktop only). */
  browser?: Omit<BrowserView, 'focused'>;
}

/** The view and the device state, read in the same page call. */
interface Capture extends View {
  state: DeviceState;
}

/**
 * A page call that reads the device returns one JSON string: Playwright's own serialization
 * walks and validates every nested value and costs several times more than JSON.parse.
 */
async function readCapture<T = Capture>(reading: Promise<string>): Promise<T> {
  return JSON.parse(await reading) as T;
}

/** The bound on a session's state: MAX_STATE_JSON (VIVARIUM_MAX_STATE_JSON lowers it for tests). */
export const STATE_LIMIT = Number(process.env.VIVARIUM_MAX_STATE_JSON ?? MAX_STATE_JSON);

/**
 * The length of a state's JSON (STATE_LIMIT bounds it), from its parts' JSON: a step changes
 * the OS and an app or two, so only those are written out, and a later reset reuses them.
 */
export function stateJsonLength(state: DeviceState): number {
  let length = jsonOf(state.os).length + 16;
  for (const [id, part] of Object.entries(state.apps)) length += jsonOf(part).length + id.length + 4;
  return length;
}

/** The JSON of a frozen part of a state, made once per object (a reset compares parts by it). */
const partJson = new WeakMap<object, string>();
function jsonOf(part: object): string {
  let json = partJson.get(part);
  if (json === undefined) {
    json = JSON.stringify(part);
    partJson.set(part, json);
  }
  return json;
}

/**
 * The parts of `target` that differ from `known` (the OS and each app, compared by their JSON),
 * as the JSON of StateChanges; null when every part differs (the whole state is as cheap).
 */
function changesJson(known: DeviceState, target: DeviceState): string | null {
  const apps = Object.keys(target.apps) as (keyof DeviceState['apps'])[];
  const changed = apps.filter((id) => !known.apps[id] || jsonOf(known.apps[id]) !== jsonOf(target.apps[id]));
  const os = jsonOf(known.os) !== jsonOf(target.os);
  if (os && changed.length === apps.length) return null;
  const parts = changed.map((id) => `${JSON.stringify(id)}:${jsonOf(target.apps[id])}`);
  return `{${os ? `"os":${jsonOf(target.os)}` : ''}${parts.length ? `${os ? ',' : ''}"apps":{${parts.join(',')}}` : ''}}`;
}

/** A seeded world's digest (jsonDigest of its JSON), made once per world. */
const digests = new WeakMap<DeviceState, string>();
function worldDigest(world: DeviceState): string {
  let digest = digests.get(world);
  if (digest === undefined) {
    digest = jsonDigest(JSON.stringify(world));
    digests.set(world, digest);
  }
  return digest;
}

const STEP_CACHE_SIZE = 32;
/** A device call that takes longer than this is hung: the device is rebuilt (see `run`). */
export const DEVICE_HANG_MS = Number(process.env.VIVARIUM_DEVICE_HANG_MS ?? 30_000);

export class Session {
  readonly id: string;
  readonly resumeToken = randomBytes(18).toString('base64url');
  lastUsedAt = performance.now();
  private episode: Episode | null = null;
  private lastGood: SavedEpisode | null = null;
  /**
   * `lastGood` when a step wrote it from its own read of the page and nothing has moved the
   * device since: a snapshot then takes that read instead of reading the page again (a settled
   * page does nothing between calls, so a second read would give the same state, scroll and focus).
   */
  private steppedTo: SavedEpisode | null = null;
  private tree: UiElement[] | null = null;
  /**
   * The device state as the page last reported or loaded it. A read brings only the parts that
   * changed since (see StateChanges), so a step carries a few kB across instead of the whole tree.
   */
  private known: DeviceState | null = null; // frozen: judges and snapshots share its unchanged parts
  private busy = false;
  private dead = false;
  /** Closed for good (by its owner, the reaper or a shutdown): no page may be opened for it any more. */
  private closed = false;
  private crashed = false;
  private readonly stepCache = new Map<string, Promise<StepResult>>();
  /** The device state the last ending was judged on (the recorder writes it, for re-judging). */
  private judgedEnd: DeviceState | null = null;
  private context!: BrowserContext;
  private page!: Page;
  private cdp!: CDPSession;
  /** The page as the host gave it, to give back when the session is done with it. */
  private devicePage!: DevicePage;
  private readonly onCrash = (): void => void (this.crashed = true);

  private constructor(private readonly host: BrowserHost, private readonly config: SessionConfig) {
    this.id = config.id ?? randomBytes(18).toString('base64url');
  }

  /** The screen observations are in now: screenshot pixels, UI-tree bounds and point targets. */
  get screen() {
    return screenAt(this.scale, this.config.device);
  }

  /** The screenshot pixels per CSS pixel of the page now. */
  get scale(): DeviceScale {
    return this.config.scale ?? DEFAULT_SCALES[this.config.device];
  }

  get device(): DeviceKind {
    return this.config.device;
  }

  /** The session's coordinate space on its current screen. */
  get coordinateSpace(): { format: ActionFormatName } & CoordinateSpace {
    return { format: this.config.format, ...resolveSpace(this.config.coordinates, this.screen) };
  }

  get actionFormat(): ActionFormatName {
    return this.config.format;
  }

  /** Change how raw outputs are read (`/ws` resets may name a format). */
  setFormat(format: ActionFormatName, coordinates: CoordinatesOption): void {
    this.config.format = format;
    this.config.coordinates = coordinates;
  }

  /** What the session's format needs to parse a raw output now: the coordinate space, the last UI tree, whether an answer is expected. */
  formatContext(): FormatContext {
    const space = this.coordinateSpace;
    return {
      coords: pointSpace(space, this.screen), grid: { width: space.width, height: space.height }, tree: this.tree,
      query: this.episode?.instance.task.answer !== undefined,
    };
  }

  static async create(host: BrowserHost, config: SessionConfig): Promise<Session> {
    const session = new Session(host, config);
    await session.openPage();
    return session;
  }

  /** A device page with the bridge loaded: a warm one from the host's pool when there is one. */
  private async openPage(): Promise<void> {
    const device = await this.host.device(this.deviceOptions(), this.id);
    if (this.closed) {
      // Closed while the page opened (a close mid-create, mid-reset or mid-recovery): nobody will use it.
      await closeDevice(device.context);
      throw new RpcError('SESSION_EXPIRED', 'the session was closed while its device page opened', { reason: 'closed' });
    }
    this.devicePage = device;
    this.context = device.context;
    this.page = device.page;
    this.cdp = device.cdp;
    this.known = null; // a new page (or one another session had) is asked for its whole state at the first read
    this.crashed = device.crashed();
    this.page.on('crash', this.onCrash);
  }

  private deviceOptions(): DeviceOptions {
    return { origin: this.config.origin, headers: this.config.headers, scale: this.scale, viewport: VIEWPORTS[this.config.device] };
  }

  /** The page goes back to the host's pool for another session (it is idle: no call of this session runs on it). */
  private async giveBackPage(): Promise<void> {
    this.page.off('crash', this.onCrash);
    await this.host.release(this.devicePage, this.deviceOptions());
  }

  /** One touch event of several fingers on the page (a pinch). */
  private readonly touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', points: readonly TouchPoint[]): Promise<void> => {
    await this.cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p) => ({ x: p.x, y: p.y, id: p.id })) });
  };

  get isDead(): boolean {
    return this.dead;
  }

  get isBusy(): boolean {
    return this.busy;
  }

  /** Steps taken in the current episode. */
  get stepCount(): number {
    return this.episode?.step ?? 0;
  }

  /** The episode being played: its task, seed, params and start state (the recorder writes them). */
  get instance(): TaskInstance | null {
    return this.episode?.instance ?? null;
  }

  /** The state the episode's verdict was judged on, once it has ended. */
  get endState(): DeviceState | null {
    return this.judgedEnd;
  }

  get episodeStartedAt(): number | null {
    return this.episode && !this.episode.ended ? this.episode.startedAt : null;
  }

  /**
   * Run one call on this session: one at a time (a second is refused, not queued), within an
   * optional time limit (the work goes on after a TIMEOUT and the session stays busy until it
   * ends), and with crashes turned into BROWSER_CRASHED after the device is rebuilt.
   */
  run<T>(work: () => Promise<T>, timeoutMs?: number): Promise<T> {
    if (this.dead) throw new RpcError('BROWSER_CRASHED', 'this session lost its device and could not rebuild it; open a new session', { outcome: 'env_error' });
    if (this.busy) throw new RpcError('SESSION_BUSY', 'this session is still running another call');
    this.busy = true;
    this.lastUsedAt = performance.now();
    // A device that does not answer at all (a hung or stopped renderer) is lost: closing its
    // context turns the hang into a crash, which the guard recovers from at the last good state.
    const hang = setTimeout(() => {
      console.error(`[vivarium] session ${this.id}: the device did not answer for ${DEVICE_HANG_MS} ms; rebuilding it`);
      this.crashed = true;
      void this.context.close().catch(() => {});
    }, DEVICE_HANG_MS);
    hang.unref();
    const job = this.guard(work).finally(() => {
      clearTimeout(hang);
      this.busy = false;
      this.lastUsedAt = performance.now();
    });
    if (timeoutMs === undefined) return job;
    return within(job, timeoutMs).then((result) => {
      if (!result) throw new RpcError('TIMEOUT', `the call took longer than ${timeoutMs} ms; it goes on, and the session takes calls again when it ends`);
      return result.value;
    });
  }

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    // Calls on a crashed renderer's page never answer: a crash already seen, or one during the
    // call, ends the call at once (not at the hang timer) and the device is rebuilt.
    let onCrash = (): void => {};
    const crash = new Promise<never>((_, reject) => {
      onCrash = () => reject(new Error('the renderer crashed'));
      if (this.crashed) onCrash();
      else this.page.once('crash', onCrash);
    });
    const page = this.page;
    try {
      return await Promise.race([work(), crash]);
    } catch (error) {
      if (error instanceof RpcError || error instanceof ActionFailed) throw error;
      // A call cut short by closing the session is not a crash: nothing is rebuilt for a closed session.
      if (this.closed) throw new RpcError('SESSION_EXPIRED', 'the session was closed while this call ran', { reason: 'closed' });
      if (!(await this.deviceLost())) throw error;
      await this.recover();
      throw new RpcError('BROWSER_CRASHED', `the device crashed during this call; it was rebuilt at the state after step ${this.episode?.step ?? 0}, and the call can be repeated`, { recovered: true, step: this.episode?.step ?? 0 });
    } finally {
      page.off('crash', onCrash);
    }
  }

  private async deviceLost(): Promise<boolean> {
    if (this.crashed || this.page.isClosed() || !this.context.browser()?.isConnected()) return true;
    return this.page.evaluate(() => true).then(() => false, () => true);
  }

  /** Rebuild the page (and the browser, if it died) at the last good state. */
  private async recover(): Promise<void> {
    await closeDevice(this.context);
    try {
      await this.openPage();
      if (this.lastGood) await this.load(this.lastGood);
    } catch (error) {
      this.dead = true;
      if (this.closed) throw new RpcError('SESSION_EXPIRED', 'the session was closed while its device was rebuilt', { reason: 'closed' });
      console.error(`[vivarium] session ${this.id}: the device could not be rebuilt:`, error);
      throw new RpcError('BROWSER_CRASHED', 'the device crashed and could not be rebuilt; open a new session', { recovered: false, outcome: 'env_error' });
    }
  }

  /**
   * Put the device and the episode where `saved` says. With `view` set, the same page call also
   * reads the view afterwards (with the UI tree when `view.tree`): one round trip for a reset.
   */
  private async load(saved: SavedEpisode, view?: { tree: boolean; paint: boolean }): Promise<View | null> {
    const seen = await this.loadDevice(saved, view);
    this.episode = saved.instance && {
      instance: saved.instance, step: saved.step, ended: saved.ended, lastAction: saved.lastAction,
      startedAt: performance.now(), pendingEnd: null, reward: saved.reward ?? 'binary',
    };
    this.lastGood = saved;
    this.stepCache.clear();
    return seen;
  }

  /** The device's half of `load`: the state, scroll offsets and focus put into the page (the episode is left as it is). */
  private async loadDevice(saved: SavedEpisode, view?: { tree: boolean; paint: boolean }): Promise<View | null> {
    const target = deepFreeze(saved.state);
    // Only the parts that differ from what the page holds cross over, when the page still holds
    // what it last reported (else, and on a new page, the whole state). One string crosses to the
    // page faster than a tree (see readCapture).
    const changes = this.known ? changesJson(this.known, target) : null;
    // A new world (another seed) crosses as its seed: the page builds it and takes only what the
    // task's setup changed over it, checked by the world's digest (else the whole state crosses).
    const world = changes === null && saved.instance ? worldOf(saved.instance.seed) : null;
    const overWorld = world ? changesJson(world, target) : null;
    this.known = null; // until the page holds it: a load that fails half-way leaves the next read to bring the whole state
    const seed = saved.instance ? `${saved.instance.task.id}/${saved.instance.seed}/${saved.step}` : 'none';
    const from = world && overWorld !== null ? { seed: saved.instance!.seed, digest: worldDigest(world) } : null;
    const loadOnce = (s: string, mode: 'changes' | 'world' | 'whole') => readCapture<{ view: View | null } | null>(this.page.evaluate(
      async ([s, mode, from, scroll, focus, network, networkSeed, read, tree, paint]) => {
        const bridge = (window as unknown as Bridged).__vivarium;
        bridge.setNetwork(network, networkSeed);
        if (mode === 'changes') {
          if (!(await bridge.loadChanges(JSON.parse(s) as StateChanges, paint))) return 'null'; // settles
        } else if (mode === 'world') {
          if (!(await bridge.loadWorld(from!.seed, JSON.parse(s) as StateChanges, from!.digest, paint))) return 'null'; // settles
        } else await bridge.loadState(JSON.parse(s) as DeviceState, paint, true); // settles; the parsed state is the page's own
        if (scroll.length > 0) await bridge.setScroll(scroll, paint);
        if (focus) bridge.setFocus(focus);
        const tabs = bridge.tabs();
        return JSON.stringify({ view: read ? { nodes: tree ? bridge.uiTree() : null, foreground: bridge.foreground(), scroll: bridge.getScroll(), focus: bridge.getFocus(), ...(tabs ? { browser: tabs } : {}) } : null });
      },
      [s, mode, from, saved.scroll, saved.focus, this.config.network, seed, view !== undefined, view?.tree ?? false, view?.paint ?? false] as const,
    ));
    const loaded = (changes !== null ? await loadOnce(changes, 'changes') : null)
      ?? (from !== null ? await loadOnce(overWorld!, 'world') : null)
      ?? (await loadOnce(JSON.stringify(target), 'whole'))!;
    this.known = target;
    return loaded.view;
  }

  async reset(task: Task | undefined, taskId: string, seed: number, options: ResetOptions & { device_scale?: DeviceScale }, observe?: ObserveOptions, reward: 'binary' | 'progress' = 'binary') {
    if (!task) throw new RpcError('UNKNOWN_TASK', `no task "${taskId}"; tasks.list names them all`);
    const instance = sharedInstance(task, seed, options);
    const scale = options.device_scale ?? this.config.scale;
    if (instance.device !== this.config.device || (scale ?? DEFAULT_SCALES[instance.device]) !== this.scale) {
      // A page renders at its context's scale and viewport: another resolution, or the other
      // device (a desktop task in a phone session), takes a page of its own; this one goes back to
      // the pool (nothing runs on it: this reset is the session's one call).
      await this.giveBackPage();
      this.config.scale = scale;
      this.config.device = instance.device;
      this.tree = null;
      await this.openPage();
    }
    // The pointer goes back where a fresh page has it (a tap leaves it over what it clicked, and on
    // the desktop a hovered link looks different): a reset looks the same whatever came before.
    if (instance.device === 'desktop') await this.page.mouse.move(0, 0);
    const o = this.options(observe);
    const view = (await this.load({ instance, step: 0, ended: false, lastAction: null, state: instance.initial, scroll: [], focus: null, reward }, { tree: o.ui_tree, paint: o.screenshot }))!;
    this.lastGood = { ...this.lastGood!, scroll: view.scroll, focus: view.focus };
    return {
      observation: await this.observation(view, o),
      info: {
        task: task.id, seed, goal: instance.goal, max_steps: instance.maxSteps, apps: task.apps, device: instance.device,
        difficulty: task.difficulty, answer_type: task.answer?.spec.type ?? null, answer: answerContract(task, instance.params), reward,
        action_format: this.config.format, coordinates: this.coordinateSpace,
      },
    };
  }

  private requireEpisode(): Episode {
    if (!this.episode) throw new RpcError('NO_EPISODE', 'no episode yet: call env.reset first');
    return this.episode;
  }

  /** The step already taken (or still running) under this `stepId`, if any. */
  cachedStep(stepId: string | undefined): Promise<StepResult> | undefined {
    return stepId === undefined ? undefined : this.stepCache.get(stepId);
  }

  /** One step. With a `stepId`, a repeat returns the first result instead of acting again. */
  step(action: Action, observe?: ObserveOptions, stepId?: string): Promise<StepResult> {
    if (stepId !== undefined) {
      const cached = this.stepCache.get(stepId);
      if (cached) return cached;
    }
    const result = this.stepOnce(action, observe);
    if (stepId !== undefined) {
      this.stepCache.set(stepId, result);
      result.catch(() => this.stepCache.delete(stepId));
      if (this.stepCache.size > STEP_CACHE_SIZE) this.stepCache.delete(this.stepCache.keys().next().value!);
    }
    return result;
  }

  private async stepOnce(action: Action, observe?: ObserveOptions): Promise<StepResult> {
    const episode = this.requireEpisode();
    this.steppedTo = null; // the page moves from here on, until this step's read lands in lastGood
    if (episode.pendingEnd) {
      const end = episode.pendingEnd;
      episode.pendingEnd = null;
      return end;
    }
    if (episode.ended) throw new RpcError('EPISODE_ENDED', 'the episode has ended; call env.reset to start another');
    const o = this.options(observe);
    const lastAction: LastAction = { type: action.type, ok: true };
    const terminal = isTerminal(action);
    const failed = (error: unknown) => {
      if (!(error instanceof ActionFailed)) throw error;
      lastAction.ok = false;
      lastAction.error = error.message;
    };
    // A system button, an app opened by name or a scroll is carried out in the page call below;
    // taps, keys and typing are input events first.
    let own: InPage | null = null;
    if (!terminal) {
      try {
        own = inPage(action, this.tree, this.screen, this.config.device);
        if (!own) {
          const note = await perform({ page: this.page, call: this.pageCall, touch: this.touch }, action, this.tree, this.screen);
          if (note) lastAction.note = note;
        }
      } catch (error) {
        failed(error);
      }
    }
    // The page's part of the action, clock tick, settle and capture in one page call (a terminal action only captures).
    const tick = clockTick(action);
    let capture = this.withState(await this.observeCall(tick, o.ui_tree, o.screenshot, own?.command));
    const size = stateJsonLength(capture.state);
    if (size > STATE_LIMIT) {
      // Over the bound on a session's state: the device goes back to where the step started.
      const before = this.lastGood!;
      const view = (await this.loadDevice(before, { tree: o.ui_tree, paint: o.screenshot }))!;
      capture = { ...view, state: before.state };
      own = null;
      failed(new ActionFailed(`the device's state would hold ${size} characters of JSON; a session holds at most ${STATE_LIMIT}, so the action was undone`));
    }
    if (own) {
      try {
        const note = own.outcome(capture.done);
        if (note) lastAction.note = note;
      } catch (error) {
        failed(error);
      }
    }
    episode.step += 1;
    const { truncated } = stepEnds(episode.instance, episode.step, action);
    const ending: Ending | null = isTerminal(action) ? action.type : truncated ? 'max_steps' : null;
    const verdict = ending ? await this.judge(capture.state, action.type === 'answer' ? action.value : undefined, ending) : undefined;
    if (verdict) this.judgedEnd = capture.state;
    episode.ended = terminal || truncated;
    episode.lastAction = lastAction;
    this.lastGood = { instance: episode.instance, step: episode.step, ended: episode.ended, lastAction, state: capture.state, scroll: capture.scroll, focus: capture.focus, reward: episode.reward };
    this.steppedTo = this.lastGood;
    return {
      observation: await this.observation(capture, o),
      reward: verdict ? rewardOf(verdict, episode.reward) : 0,
      terminated: terminal,
      truncated,
      info: {
        step: episode.step,
        ...(verdict ? { verdict, outcome: verdict.success ? 'success' : 'failure', reason: isTerminal(action) ? action.type : 'max_steps' } : {}),
      },
    };
  }

  /** The server ends an episode that ran too long: judged as it stands, told at the next step. */
  async endEpisode(): Promise<StepResult | null> {
    const episode = this.episode;
    if (!episode || episode.ended) return null;
    const capture = await this.capture(this.config.observe.ui_tree, this.config.observe.screenshot);
    const verdict = await this.judge(capture.state, undefined, 'episode_timeout');
    this.judgedEnd = capture.state;
    episode.ended = true;
    const end: StepResult = {
      observation: await this.observation(capture, this.config.observe),
      reward: rewardOf(verdict, episode.reward),
      terminated: false,
      truncated: true,
      info: { step: episode.step, verdict, outcome: verdict.success ? 'success' : 'failure', reason: 'episode_timeout' },
    };
    episode.pendingEnd = end;
    return end;
  }

  private async judge(after: DeviceState, answer: unknown, ending: Ending | null = null): Promise<Verdict> {
    const { instance } = this.requireEpisode();
    try {
      const verdict: Verdict = this.config.judge ? await this.config.judge(instance, after, answer, ending) : judgeEpisode(instance, after, answer, ending);
      if (this.config.provenance) verdict.provenance = this.config.provenance;
      return verdict;
    } catch (error) {
      if (error instanceof RpcError) throw error;
      throw new RpcError('JUDGE_ERROR', `the judge of ${instance.task.id} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** The verdict if the episode ended now, without ending it. */
  async evaluateNow(answer?: unknown): Promise<Verdict> {
    this.requireEpisode();
    return await this.judge((await this.capture(false)).state, answer);
  }

  async snapshot(): Promise<SavedEpisode> {
    // Right after a step (and after nothing else that moves the device: a reset, a restore and a
    // rebuild each put another object in lastGood), that step's read of the page stands.
    const read = this.steppedTo !== null && this.steppedTo === this.lastGood;
    const capture = read ? this.steppedTo! : await this.capture(false);
    const e = this.episode;
    return { instance: e?.instance ?? null, step: e?.step ?? 0, ended: e?.ended ?? false, lastAction: e?.lastAction ?? null, state: capture.state, scroll: capture.scroll, focus: capture.focus, reward: e?.reward };
  }

  async restore(saved: SavedEpisode, observe?: ObserveOptions): Promise<{ observation: Observation }> {
    // Loaded and read in one page call, as a reset is.
    const o = this.options(observe);
    const view = (await this.load(saved, { tree: o.ui_tree, paint: o.screenshot }))!;
    return { observation: await this.observation(view, o) };
  }

  async state(): Promise<DeviceState> {
    return (await this.capture(false)).state;
  }

  private options(observe?: ObserveOptions): Required<ObserveOptions> {
    return { ...this.config.observe, ...observe };
  }

  /** Read the device; with `paint`, first wait until the screen is painted (a screenshot follows). */
  private async capture(withTree: boolean, paint = false): Promise<Capture> {
    return this.withState(await this.observeCall(null, withTree, paint));
  }

  /**
   * The bridge's `observe` (apps/bridge.ts), called over the page's own CDP session rather than
   * `page.evaluate`: the call is one short expression with JSON arguments, so Playwright's
   * argument and result serialization and its utility script are not needed, and a step costs
   * about half a millisecond less of the server's CPU (docs/performance.md).
   */
  private observeCall(ms: number | null, tree: boolean, paint: boolean, command?: PageCommand): Promise<string> {
    return this.pageCall<string>(`window.__vivarium.observe(${JSON.stringify(ms)}, ${tree}, ${paint}, ${this.known === null}${command ? `, ${JSON.stringify(command)}` : ''})`);
  }

  /** A short bridge expression over the page's own CDP session (see observeCall), awaited, its value returned. */
  private readonly pageCall = async <T>(expression: string): Promise<T> => {
    const { result, exceptionDetails } = await this.cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
    if (exceptionDetails) throw new Error(`the device page failed: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value as T;
  };

  /** A read of the page: its changes applied to the state the session knew. */
  private withState(json: string): Capture {
    const { changes, ...view } = JSON.parse(json) as View & { changes: StateChanges };
    const known = this.known;
    if (!known && !(changes.os && changes.apps)) throw new Error('the page reported part of a state the session does not hold');
    this.known = known ? applyStateChanges(known, deepFreeze(changes)) : deepFreeze({ os: changes.os!, apps: changes.apps! } as DeviceState);
    return { ...view, state: this.known };
  }

  async observe(options?: ObserveOptions): Promise<Observation> {
    const o = this.options(options);
    return this.observation(await this.capture(o.ui_tree, o.screenshot), o);
  }

  private async observation(view: View, o: Required<ObserveOptions>): Promise<Observation> {
    const screen = this.screen;
    this.tree = view.nodes ? view.nodes.map((n) => ({ ...n, bounds: n.bounds.map((v) => Math.round(v * screen.scale)) as UiElement['bounds'] })) : null;
    const observation: Observation = {
      foreground_app: view.foreground ?? 'home',
      step: this.episode?.step ?? 0,
      max_steps: this.episode?.instance.maxSteps ?? null,
      screen: { width: screen.width, height: screen.height },
      coordinates: this.coordinateSpace,
      last_action: this.episode?.lastAction ?? null,
      device: this.config.device,
    };
    if (this.tree) observation.ui_tree = this.tree;
    if (view.browser) observation.browser = { ...view.browser, focused: this.tree?.find((n) => n.focused)?.id ?? null };
    if (o.screenshot) {
      // Chromium's own capture: an order of magnitude faster than page.screenshot(), which
      // re-lays out the page and waits for fonts on every call.
      // The clip's scale gives device pixels (1080x2400 at scale 3); without it Chromium captures CSS pixels.
      const { data } = await this.cdp.send('Page.captureScreenshot', {
        format: o.format, ...(o.format === 'jpeg' ? { quality: o.quality } : {}), optimizeForSpeed: true,
        clip: { x: 0, y: 0, width: screen.width / screen.scale, height: screen.height / screen.scale, scale: screen.scale },
      });
      observation.screenshot = { data: Buffer.from(data, 'base64'), mime: o.format === 'png' ? 'image/png' : 'image/jpeg', width: screen.width, height: screen.height };
    }
    return observation;
  }

  /** For the bench's soak: collect the page's garbage, so that memory is sampled without V8's sawtooth. */
  async collectGarbage(): Promise<void> {
    await this.cdp.send('HeapProfiler.collectGarbage').catch(() => {});
  }

  /** For tests of crash recovery: crash this session's renderer the way a real crash would. */
  async crashRenderer(): Promise<void> {
    const crashed = new Promise((resolve) => this.page.once('crash', resolve));
    void this.cdp.send('Page.crash').catch(() => {}); // never answered: the renderer is gone
    await crashed;
  }

  async close(): Promise<void> {
    const idle = !this.busy && !this.crashed && !this.dead;
    this.dead = true;
    this.closed = true;
    if (!this.context) return;
    // An idle page goes back to the pool; one with a call still running on it is closed (the call
    // ends with SESSION_EXPIRED), as is a crashed one.
    if (idle) await this.giveBackPage();
    else await closeDevice(this.context);
  }
}
