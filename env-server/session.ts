// One session: a device page in its own browser context, and the episode running on it.
// Reset loads a snapshot into the live page (no reload); a step is input events, one settle
// through the bridge, a clock tick, then the observation.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import type { Bridge, UiNode } from '../apps/bridge.ts';
import type { DeviceState } from '../apps/world.ts';
import type { Verdict } from '../judges/index.ts';
import { evaluate, instantiate, type ResetOptions, type Task, type TaskInstance } from '../tasks/define.ts';
import type { Action, UiElement } from '../tasks/ui.ts';
import { ActionFailed, DEFAULT_WAIT_MS, DEVICE_SCALE, SCREEN, STEP_CLOCK_MS, VIEWPORT, perform } from './actions.ts';
import { DEFAULT_OBSERVE, RpcError, type ObserveOptions } from './protocol.ts';

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
  last_action: LastAction | null;
}

export interface StepResult {
  observation: Observation;
  reward: number;
  terminated: boolean;
  truncated: boolean;
  info: { step: number; verdict?: Verdict; outcome?: 'success' | 'failure' };
}

interface Episode {
  instance: TaskInstance;
  step: number;
  ended: boolean;
  lastAction: LastAction | null;
}

const toScreen = (n: UiNode): UiElement => ({
  ...n,
  bounds: n.bounds.map((v) => Math.round(v * DEVICE_SCALE)) as UiElement['bounds'],
});

export class Session {
  readonly id = randomBytes(16).toString('base64url');
  private episode: Episode | null = null;
  private tree: UiElement[] | null = null;
  private busy = false;

  private constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly cdp: CDPSession,
    private readonly defaults: Required<ObserveOptions>,
  ) {}

  static async create(browser: Browser, origin: string, observe: ObserveOptions = {}): Promise<Session> {
    const context = await browser.newContext({
      viewport: VIEWPORT, deviceScaleFactor: DEVICE_SCALE, timezoneId: 'UTC', locale: 'en-US',
      reducedMotion: 'reduce', serviceWorkers: 'block',
    });
    try {
      // The device may load nothing but the app origin.
      await context.route((url) => url.origin !== origin, (route) => route.abort('blockedbyclient'));
      const page = await context.newPage();
      await page.goto(`${origin}/?env=1`);
      await page.waitForFunction(() => (window as unknown as Partial<Bridged>).__vivarium !== undefined);
      return new Session(context, page, await context.newCDPSession(page), { ...DEFAULT_OBSERVE, ...observe });
    } catch (error) {
      await context.close().catch(() => {});
      throw error;
    }
  }

  /** Run one call at a time on this session; a second one is refused, not queued. */
  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy) throw new RpcError('SESSION_BUSY', 'this session is still running another call');
    this.busy = true;
    try {
      return await work();
    } finally {
      this.busy = false;
    }
  }

  get taskInfo() {
    const e = this.episode;
    return e && { task: e.instance.task.id, seed: e.instance.seed, goal: e.instance.goal };
  }

  async reset(task: Task | undefined, taskId: string, seed: number, options: ResetOptions, observe?: ObserveOptions) {
    if (!task) throw new RpcError('UNKNOWN_TASK', `no task "${taskId}"; tasks.list names them all`);
    const instance = instantiate(task, seed, options);
    const initial: unknown = instance.initial; // (a plain JSON tree; kept `unknown` for Playwright's typings)
    await this.page.evaluate((state) => (window as unknown as Bridged).__vivarium.loadState(state as DeviceState), initial);
    this.episode = { instance, step: 0, ended: false, lastAction: null };
    const observation = await this.observe(observe);
    return {
      observation,
      info: {
        task: task.id, seed, goal: instance.goal, max_steps: task.maxSteps, apps: task.apps,
        difficulty: task.difficulty, answer_type: task.answer?.spec.type ?? null,
      },
    };
  }

  private requireEpisode(): Episode {
    if (!this.episode) throw new RpcError('NO_EPISODE', 'no episode yet: call env.reset first');
    return this.episode;
  }

  async step(action: Action, observe?: ObserveOptions): Promise<StepResult> {
    const episode = this.requireEpisode();
    if (episode.ended) throw new RpcError('EPISODE_ENDED', 'the episode has ended; call env.reset to start another');
    episode.step += 1;
    const lastAction: LastAction = { type: action.type, ok: true };
    let verdict: Verdict | undefined;
    let terminated = false;
    if (action.type === 'done' || action.type === 'answer') {
      terminated = true;
      verdict = await this.judge(action.type === 'answer' ? action.value : undefined);
    } else {
      try {
        const note = await perform(this.page, action, this.tree);
        if (note) lastAction.note = note;
      } catch (error) {
        if (!(error instanceof ActionFailed)) throw error;
        lastAction.ok = false;
        lastAction.error = error.message;
      }
      const tick = action.type === 'wait' ? action.ms ?? DEFAULT_WAIT_MS : STEP_CLOCK_MS;
      await this.page.evaluate(async (ms) => {
        const bridge = (window as unknown as Bridged).__vivarium;
        bridge.advance(ms);
        await bridge.settle();
      }, tick);
    }
    const truncated = !terminated && episode.step >= episode.instance.task.maxSteps;
    if (truncated) verdict = await this.judge(undefined);
    episode.ended = terminated || truncated;
    episode.lastAction = lastAction;
    const observation = await this.observe(observe);
    return {
      observation,
      reward: verdict?.reward ?? 0,
      terminated,
      truncated,
      info: { step: episode.step, ...(verdict ? { verdict, outcome: verdict.success ? 'success' : 'failure' } : {}) },
    };
  }

  private async judge(answer: unknown): Promise<Verdict> {
    const { instance } = this.requireEpisode();
    const after = await this.state();
    try {
      return evaluate(instance.task, instance.params, instance.initial, after, answer);
    } catch (error) {
      throw new RpcError('JUDGE_ERROR', `the judge of ${instance.task.id} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** The verdict if the episode ended now, without ending it. */
  async evaluateNow(answer?: unknown): Promise<Verdict> {
    return this.judge(answer);
  }

  state(): Promise<DeviceState> {
    return this.page.evaluate(() => (window as unknown as Bridged).__vivarium.getState());
  }

  async observe(options: ObserveOptions = {}): Promise<Observation> {
    const o = { ...this.defaults, ...options };
    const { nodes, foreground } = await this.page.evaluate((withTree) => {
      const bridge = (window as unknown as Bridged).__vivarium;
      return { nodes: withTree ? bridge.uiTree() : null, foreground: bridge.foreground() };
    }, o.ui_tree);
    this.tree = nodes ? nodes.map(toScreen) : null;
    const observation: Observation = {
      foreground_app: foreground ?? 'home',
      step: this.episode?.step ?? 0,
      max_steps: this.episode?.instance.task.maxSteps ?? null,
      screen: { ...SCREEN },
      last_action: this.episode?.lastAction ?? null,
    };
    if (this.tree) observation.ui_tree = this.tree;
    if (o.screenshot) {
      // Chromium's own capture: an order of magnitude faster than page.screenshot(), which
      // re-lays out the page and waits for fonts on every call.
      const { data } = await this.cdp.send('Page.captureScreenshot', {
        format: o.format, ...(o.format === 'jpeg' ? { quality: o.quality } : {}), optimizeForSpeed: true,
      });
      observation.screenshot = { data: Buffer.from(data, 'base64'), mime: o.format === 'png' ? 'image/png' : 'image/jpeg', ...SCREEN };
    }
    return observation;
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => {});
  }
}
