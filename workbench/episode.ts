// The workbench's episode: which task instance is loaded on the local device, the step count,
// the typed answer, the last verdict, and the oracle player. The device itself runs in this page,
// so a reset is a loadState and judging is `evaluate` on snapshots, with no server involved.
//
// Steps: every trusted pointerup or key press (modifier keys aside) on the phone, including the
// navigation buttons, is one step, and moves the device clock by 1 s as a server step does
// (typing a word by hand is therefore one step per letter, where an agent's `type` is one step).
// The oracle's actions are one step each, like the server's; `wait` moves the clock by its ms.
import { createStore } from 'zustand/vanilla';
import { snapshot } from '../apps/device.ts';
import type { AnswerSpec, AnswerValue, Verdict } from '../judges/index.ts';
import { answerSpecOf, instantiate, type TaskInstance } from '../tasks/define.ts';
import { clockTick, isTerminal, judgeEpisode, stepEnds } from '../tasks/episode.ts';
import { findTask, TASKS } from '../tasks/index.ts';
import { createTaskUi, OracleError, type Action, type AnswerPayload, type StepFn, type UiElement } from '../tasks/ui.ts';
import { bridge, bridgeReady, LocalActionFailed, localScreen, performLocally, pointOf, screenTree, DEVICE_SCALE, STEP_CLOCK_MS } from './localStep.ts';

/** Pause between the oracle's actions when it plays by itself. */
export const PLAY_DELAY_MS = 400;

export interface OracleLogEntry {
  step: number;
  action: Action;
  ok: boolean;
  error?: string;
  note?: string;
  /** The text (or hint) of the element the action named, as the tree showed it. */
  target?: string;
}

export type OracleStatus = 'idle' | 'playing' | 'paused' | 'finished' | 'failed';

/** Where the oracle's last action landed, in CSS pixels of the device, drawn over the phone. */
export interface Marker {
  kind: 'tap' | 'long_press' | 'double_tap' | 'swipe' | 'drag' | 'pinch';
  /** A pinch's scale. */
  scale?: number;
  x: number;
  y: number;
  dx?: number;
  dy?: number;
}

export interface EpisodeView {
  instance: TaskInstance;
  step: number;
  /** The oracle said done or answered: the episode is over until a reset. */
  ended: boolean;
  verdict: Verdict | null;
  /** The step at which the verdict was given. */
  judgedAt: number | null;
  judgeError: string | null;
  /** The answer form's text, parsed per the task's answer type when judging. */
  answerText: string;
  oracle: { status: OracleStatus; log: OracleLogEntry[]; error: string | null };
  marker: Marker | null;
  /** Bumped by every load, so views that depend on the initial state refresh. */
  loads: number;
  /**
   * The device does not hold this instance's state yet (before the first load, and while a load
   * runs): views that compare the device with `instance.initial` wait, or they would diff two worlds.
   */
  loading: boolean;
}

function initialInstance(): TaskInstance {
  const query = new URLSearchParams(location.search);
  const task = findTask(query.get('task') ?? '') ?? TASKS[0]!;
  const seed = Number(query.get('seed') ?? '1');
  return instantiate(task, Number.isInteger(seed) && seed >= 0 ? seed : 1);
}

const fresh = (instance: TaskInstance, loads: number): EpisodeView => ({
  instance, step: 0, ended: false, verdict: null, judgedAt: null, judgeError: null, answerText: '',
  oracle: { status: 'idle', log: [], error: null }, marker: null, loads, loading: false,
});

export const episode = createStore<EpisodeView>()(() => ({ ...fresh(initialInstance(), 0), loading: true }));

function writeUrl(instance: TaskInstance): void {
  const query = new URLSearchParams(location.search);
  query.set('task', instance.task.id);
  query.set('seed', String(instance.seed));
  query.delete('recording');
  history.replaceState(null, '', `?${query.toString().replace(/%2F/g, '/')}`);
}

/** Load an instance's starting state into the device and start counting from zero. */
export async function load(instance: TaskInstance): Promise<void> {
  stopOracle();
  episode.setState({ loading: true });
  try {
    await (await bridgeReady()).loadState(instance.initial);
  } catch (error) {
    episode.setState({ loading: false });
    throw error;
  }
  episode.setState(fresh(instance, episode.getState().loads + 1), true);
  writeUrl(instance);
}

export function selectTask(taskId: string, seed: number): Promise<void> {
  const task = findTask(taskId);
  if (!task) throw new Error(`no task ${taskId}`);
  return load(instantiate(task, seed));
}

export function resetEpisode(): Promise<void> {
  return load(episode.getState().instance);
}

/** A person's interaction with the phone: one step, one second of device clock. */
export function humanStep(): void {
  episode.setState((s) => ({ step: s.step + 1, marker: null }));
  window.__vivarium?.advance(STEP_CLOCK_MS);
}

/** The answer form's text as the typed value the judge takes; undefined when it is empty. */
export function parseAnswer(spec: AnswerSpec, text: string): AnswerPayload | undefined {
  if (text.trim() === '') return undefined;
  switch (spec.type) {
    case 'count':
    case 'duration':
    case 'number': {
      const n = Number(text);
      return Number.isFinite(n) ? n : text;
    }
    case 'yes_no':
      return text === 'yes';
    case 'list':
      return text.split('\n').map((s) => s.trim()).filter((s) => s !== '');
    default:
      return text.trim();
  }
}

export const answerToText = (value: AnswerValue): string => (Array.isArray(value) ? value.join('\n') : String(value));

/** Judge the device as it stands against the episode's start, with the answer form's value. */
export function judgeNow(): Verdict | null {
  const { instance, answerText, step } = episode.getState();
  const spec = answerSpecOf(instance.task, instance.params);
  const submitted = spec ? parseAnswer(spec, answerText) : undefined;
  try {
    const verdict = judgeEpisode(instance, snapshot(), submitted);
    episode.setState({ verdict, judgedAt: step, judgeError: null });
    return verdict;
  } catch (error) {
    episode.setState({ verdict: null, judgedAt: step, judgeError: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

// ---- the oracle player -----------------------------------------------------------------------

class Aborted extends Error {}

interface OracleRun {
  mode: 'play' | 'step';
  /** Steps granted by the Step button and not yet taken. */
  credits: number;
  aborted: boolean;
  wake: (() => void) | null;
}

let run: OracleRun | null = null;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function wake(r: OracleRun): void {
  const w = r.wake;
  r.wake = null;
  w?.();
}

/** Before each action: wait PLAY_DELAY_MS when playing, or for a press of Step when paused. */
async function gate(r: OracleRun): Promise<void> {
  for (;;) {
    if (r.aborted) throw new Aborted();
    if (r.mode === 'play') {
      await sleep(PLAY_DELAY_MS);
      if (r.aborted) throw new Aborted();
      if (r.mode === 'play') return;
      continue;
    }
    if (r.credits > 0) {
      r.credits -= 1;
      return;
    }
    await new Promise<void>((resolve) => (r.wake = resolve));
  }
}

function markerOf(action: Action, tree: UiElement[]): Marker | null {
  try {
    if (action.type === 'tap' || action.type === 'long_press' || action.type === 'double_tap') {
      const p = pointOf(action, tree);
      return { kind: action.type, x: p.x / DEVICE_SCALE, y: p.y / DEVICE_SCALE };
    }
    if (action.type === 'swipe') {
      const screen = localScreen();
      const p = action.x !== undefined || action.element !== undefined ? pointOf(action, tree) : { x: screen.width / 2, y: screen.height / 2 };
      const d = (action.distance ?? screen.height / 3) / DEVICE_SCALE;
      const [dx, dy] = { up: [0, -d], down: [0, d], left: [-d, 0], right: [d, 0] }[action.direction] as [number, number];
      return { kind: 'swipe', x: p.x / DEVICE_SCALE, y: p.y / DEVICE_SCALE, dx, dy };
    }
    if (action.type === 'drag') {
      const [a, b] = [pointOf(action, tree), pointOf({ x: action.to_x, y: action.to_y, element: action.to_element, coords: action.coords }, tree)];
      return { kind: 'drag', x: a.x / DEVICE_SCALE, y: a.y / DEVICE_SCALE, dx: (b.x - a.x) / DEVICE_SCALE, dy: (b.y - a.y) / DEVICE_SCALE };
    }
    if (action.type === 'pinch') {
      const p = pointOf(action, tree);
      return { kind: 'pinch', x: p.x / DEVICE_SCALE, y: p.y / DEVICE_SCALE, scale: action.scale };
    }
  } catch {
    // an action that misses the screen has no marker
  }
  return null;
}

function setOracle(patch: Partial<EpisodeView['oracle']>): void {
  episode.setState((s) => ({ oracle: { ...s.oracle, ...patch } }));
}

/** Reset, then run the template's oracle through an in-page StepFn, one visible step at a time. */
async function startOracle(mode: 'play' | 'step'): Promise<void> {
  const { instance } = episode.getState();
  await load(instance);
  const r: OracleRun = { mode, credits: mode === 'step' ? 1 : 0, aborted: false, wake: null };
  run = r;
  document.querySelector('.device')?.scrollIntoView({ block: 'nearest' });
  setOracle({ status: mode === 'play' ? 'playing' : 'paused', log: [], error: null });
  let tree = screenTree();
  const step: StepFn = async (action) => {
    await gate(r);
    const b = bridge();
    const terminal = isTerminal(action);
    const entry: Omit<OracleLogEntry, 'step'> = { action, ok: true };
    const named = 'element' in action && action.element !== undefined ? tree.find((e) => e.id === action.element) : undefined;
    if (named) entry.target = named.text || named.hint || named.role;
    const marker = markerOf(action, tree);
    if (!terminal) {
      try {
        const note = performLocally(action, tree);
        if (note) entry.note = note;
      } catch (error) {
        if (!(error instanceof LocalActionFailed)) throw error;
        entry.ok = false;
        entry.error = error.message;
      }
      b.advance(clockTick(action)!);
      await b.settle();
    }
    if (r.aborted) throw new Aborted();
    tree = screenTree();
    const count = episode.getState().step + 1;
    const { truncated } = stepEnds(instance, count, action);
    episode.setState((s) => ({
      step: count, marker, ended: s.ended || terminal,
      ...(action.type === 'answer' ? { answerText: answerToText(action.value) } : {}),
      oracle: { ...s.oracle, log: [...s.oracle.log, { step: count, ...entry }] },
    }));
    if (terminal) judgeNow();
    return { ui_tree: tree, last_action: entry.ok ? { ok: true } : { ok: false, error: entry.error! }, terminated: terminal, truncated };
  };
  try {
    await instance.task.oracle(createTaskUi(step, tree), instance.params);
    if (run !== r) return;
    if (!episode.getState().ended) judgeNow();
    setOracle({ status: 'finished' });
  } catch (error) {
    if (error instanceof Aborted || run !== r) return;
    const message = error instanceof OracleError || error instanceof Error ? error.message : String(error);
    setOracle({ status: 'failed', error: message });
  } finally {
    if (run === r) run = null;
  }
}

const active = () => (run && !run.aborted ? run : null);

/** Play: start the oracle (from a reset), or resume a paused one. */
export function playOracle(): void {
  const r = active();
  if (!r) return void startOracle('play');
  r.mode = 'play';
  setOracle({ status: 'playing' });
  wake(r);
}

/** Step: one action of the oracle (starting it, from a reset, if it is not running). */
export function stepOracle(): void {
  const r = active();
  if (!r) return void startOracle('step');
  r.mode = 'step';
  r.credits += 1;
  setOracle({ status: 'paused' });
  wake(r);
}

export function pauseOracle(): void {
  const r = active();
  if (!r) return;
  r.mode = 'step';
  setOracle({ status: 'paused' });
}

export function stopOracle(): void {
  const r = active();
  if (!r) return;
  r.aborted = true;
  wake(r);
  run = null;
  setOracle({ status: 'idle' });
}

export const oracleRunning = () => active() !== null;
