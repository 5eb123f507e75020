// The judge gate: plays every template over the protocol and proves its judge has no false
// accepts and no false rejects. Used by `npm run judges:check` and by the gate's own tests.
// With an admin token it also proves each template deterministic at its first seed: the oracle's
// UI tree after the reset and after every step, its state after the reset and at the end, and its
// screenshot at the end, are the same in a session that has played this template's other trials and
// in one that has never played it (a session opened for the replay alone, and closed after it), and a
// reset after a random episode gives the same state, tree and pixels as that replay's reset.
// (Pixels at every step, across two server processes: tests/e2e/determinism.test.ts.)
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { produce } from 'immer';
import { VivariumClient, VivariumError, type StepResult, type Verdict } from '../../clients/ts/index.ts';
import { createRng } from '../../apps/kit/random.ts';
import { DEFAULT_FORMAT, setRegionalFormatSource, type RegionalFormat } from '../../apps/kit/time.ts';
import { canonicalExpected, deepEqual, diff, equivalentForms, meaningfulChanges, nearForms } from '../../judges/index.ts';
import { shareUnchanged } from '../../judges/diff.ts';
import { DECLARED } from '../../apps/apps.ts';
import { deepFreeze, type AppId, type DeviceState } from '../../apps/world.ts';
import type { DeviceScale } from '../../contract/index.ts';
import { isTerminal, judgeEpisode } from '../../tasks/episode.ts';
import { groupOf } from '../../tasks/splits/index.ts';
import { answerSpecOf, budgetFor, deviceOf, goalOf, readsAnswerOutsideContract, sharedInstance, playSolution, type TaskInstance, type AppNoise, type ModelledMove, type DamageMove, type Params, type ResetOptions, type Solution, type Task, type TrialContext } from '../../tasks/define.ts';
import { NOISE } from '../../tasks/index.ts';
import { createTaskUi, type Action, type TaskUi, type UiElement } from '../../tasks/ui.ts';

export type TrialKind =
  | 'setup' | 'oracle' | 'look-oracle' | 'alternative' | 'noise' | 'answer-form'
  | 'near-miss' | 'other-params' | 'random' | 'near-form' | 'wrong-type' | 'list-everything' | 'undo' | 'damage';

/** Trials a correct judge accepts; every other kind must be rejected. */
const ACCEPTED_KINDS: readonly TrialKind[] = ['oracle', 'look-oracle', 'alternative', 'noise', 'answer-form'];

/**
 * Every trial an agent could make is played within the template's own `maxSteps`. Only the checks
 * of a move's model form on the screens, and the noise and damage played on the screens without the
 * admin token, take this many steps more.
 */
const EXTRA_STEPS = 150;

export interface Trial {
  task: string;
  seed: number;
  kind: TrialKind;
  name: string;
  /** What a correct judge says: accept (the oracle) or reject (everything else). */
  expectAccept: boolean;
  accepted: boolean;
  /** The script failed before ending the episode (an oracle that cannot finish is a false reject). */
  error?: string;
  verdict?: Verdict;
  /** Steps the trial took, and its wall time in ms (with the other sessions running alongside). */
  steps?: number;
  /** Of those steps, how many were taken from the template's played paths instead of played again. */
  shared?: number;
  ms?: number;
}

export interface TemplateReport {
  task: string;
  seeds: number;
  setupRejected: string;
  oracleAccepted: string;
  alternativesAccepted: string;
  noiseAccepted: string;
  answerForms: string;
  nearMissesRejected: string;
  damageRejected: string;
  randomRejected: string;
  otherRejected: string;
  /** Replays of the oracle and of a reset: identical, or where they first differ; n/a without the admin token. */
  deterministic: string;
  falseAccepts: number;
  falseRejects: number;
  problems: string[];
}

export interface GateResult {
  ok: boolean;
  seconds: number;
  trials: Trial[];
  reports: TemplateReport[];
}

export interface GateOptions {
  url: string;
  tasks: readonly Task[];
  seeds: readonly number[];
  /** Sessions played in parallel. */
  concurrency?: number;
  randomSteps?: number;
  /**
   * The admin token: the gate judges a query's answers with env.evaluate before the episode ends,
   * which only the admin token may do, and reads state (`env.state`) for the damage moves and the
   * determinism replays.
   */
  adminToken?: string;
  /**
   * The determinism replays at the first seed (they need an admin token): for every template
   * (true, the default), for the first template of each app in the run (`'per-app'`: every app's
   * screens and model, at a fifteenth of the cost over the whole catalogue), or none (false).
   */
  replays?: boolean | 'per-app';
  /**
   * The sessions' device scale (default 1, 360x800): no trial reads pixels but the replays, which
   * compare screenshots at this scale, and rasterizing a third of the width and height costs a
   * fifth less of the gate's time. `--device-scale 3` plays it at the default 1080x2400.
   */
  deviceScale?: DeviceScale;
  /** Each app's browse and damage moves (default: the kits'). */
  noise?: Partial<Record<AppId, AppNoise>>;
  /** Take the steps a trial shares with one played before from the played paths (default true; see PlayedPaths). */
  sharePaths?: boolean;
  log?: (line: string) => void;
}

/**
 * The appearance variants (env.reset options that change the look, never the task), played together
 * at each template's first seed by its oracle: dark theme, text at 1.3x, en-GB dates and a 12-hour
 * clock. With the default run (light, 1x, en-US, 24-hour) every value of every option is played.
 */
export const LOOK: ResetOptions = { dark_mode: true, font_scale: 1.3, region: 'en-GB', clock: '12h' };

// Several devices play at once here, each perhaps in another regional format: a script's kit moves
// write dates and times as its own device does (apps/kit/time.ts reads the running script's format).
const scriptFormat = new AsyncLocalStorage<RegionalFormat>();
setRegionalFormatSource(() => scriptFormat.getStore());
const formatOf = (o: ResetOptions = {}): RegionalFormat => ({ region: o.region ?? DEFAULT_FORMAT.region, hour24: o.clock === undefined ? DEFAULT_FORMAT.hour24 : o.clock === '24h' });

const FAST = { screenshot: false, ui_tree: true } as const;
const SHOT = { screenshot: true, ui_tree: true } as const;
const BLIND = { screenshot: false, ui_tree: false } as const;
type Script = (ui: TaskUi, p: Params) => Promise<void>;

interface PlayPlan {
  script: Script;
  paramsSeed?: number;
  reset?: ResetOptions;
  /** Runs when the script ends the episode (`done`/`answer`), before the ending action is sent. */
  beforeEnd?: Script;
  /**
   * Record a frame (state, UI tree, screenshot) after the reset and after every step: the tree
   * always, the state after the reset and at the end, a screenshot at the end (and after the reset
   * with `shotAtReset`).
   */
  frames?: Frame[];
  shotAtReset?: boolean;
  /** Start from this snapshot (`env.restore`) instead of a reset. */
  from?: string;
  /** Snapshot the episode just before the script ends it, and hand over the token. */
  snapshotBeforeEnd?: (token: string) => void;
  /** Read the state (`env.state`, admin token) just before the script ends the episode. */
  stateBeforeEnd?: (state: DeviceState) => void;
  /** Steps without the UI tree (a script that never looks for an element). */
  blind?: boolean;
  /** Runs before the script's second and later `open_app` (noise inside the oracle). */
  beforeLaterOpen?: (ui: TaskUi, app: string) => Promise<void>;
  /** Hands over the action that ended the episode (`done`, or `answer` with its value). */
  onEnd?: (action: Action) => void;
  /** The template's played paths: steps already played from the same reset are taken from them (see PlayedPaths). */
  paths?: PlayedPaths;
}

/** A step played from a reset: its action, its result, and a snapshot of the episode after it when one was taken. */
interface PathNode { action: Action; result: StepResult; token?: string; next: Map<string, PathNode> }

/**
 * The steps a template's trials have played from the same reset, as a tree of action sequences.
 * Same task, seed and actions give the same state and observations (the replays below prove it
 * at the first seed, and tests/e2e/determinism.test.ts across server processes), so a trial
 * whose first k actions are a path already played need not play them again: it is handed the
 * recorded observations, and at its first new action the session is put where those k steps
 * left it, by a snapshot the first play took (env.restore) and, past the deepest one, by playing
 * the rest again. The trial's steps, step count and verdict are those of playing it whole. A
 * near miss is mostly the oracle's path with one step changed, so a good part of the gate's UI
 * steps are shared this way. The restored screen must be the recorded one (a problem otherwise).
 */
class PlayedPaths {
  root?: { ui_tree: UiElement[]; next: Map<string, PathNode> };
  /** Where the restored or replayed screen differed from the recorded one. */
  readonly mismatches: string[] = [];
}

/** How a walk puts its session somewhere: a reset, a restore, a step. */
interface Mover {
  reset(): Promise<StepResult['observation']>;
  restore(token: string): Promise<StepResult['observation']>;
  /** `ending`: the action ends the episode (with frames, its observation has a screenshot). */
  step(action: Action, ending: boolean): Promise<StepResult>;
  snapshot(): Promise<string>;
}

/**
 * One trial's walk along a template's played paths. While its actions follow a played path it is
 * handed the recorded results (`shared` counts them) and the session waits; at the first new
 * action the session is put where the path leaves it (`goLive`), and from then on every step is
 * played and added to the tree. Without played paths every step is played.
 */
class PathWalk {
  /** Whether the session is where the trial is (false while it follows a recorded path). */
  private live: boolean;
  shared = 0;
  private at: { next: Map<string, PathNode> } | undefined;
  private readonly path: PathNode[] = [];
  /** The first walk of a template records the tree and leaves a snapshot after each step. */
  private readonly recording: boolean;

  constructor(private readonly paths: PlayedPaths | undefined, private readonly mover: Mover) {
    this.recording = paths !== undefined && paths.root === undefined;
    this.live = !paths?.root;
    this.at = paths?.root;
  }

  /** The observation after the reset: played when live, else the recorded one. */
  async start(): Promise<StepResult['observation']> {
    if (!this.live) return { ui_tree: this.paths!.root!.ui_tree } as StepResult['observation'];
    const observation = await this.mover.reset();
    if (this.recording) this.paths!.root = { ui_tree: (observation.ui_tree ?? []) as UiElement[], next: new Map() };
    this.at = this.paths?.root;
    return observation;
  }

  /** Take `action`: from the recorded path while the trial is on it, else on the session. */
  async step(action: Action, ending: boolean): Promise<StepResult> {
    const key = keyOf(action);
    if (!this.live) {
      const known = this.at?.next.get(key);
      if (known && !ending && !known.result.terminated && !known.result.truncated) {
        this.path.push(known);
        this.shared += 1;
        this.at = known;
        return known.result;
      }
      await this.goLive();
    }
    const result = await this.mover.step(action, ending);
    if (this.at) {
      let node = this.at.next.get(key);
      if (!node && !ending) {
        node = { action, result, next: new Map() };
        this.at.next.set(key, node);
        // The first play (the oracle) leaves snapshots along its path, for the trials that leave it.
        if (this.recording && !result.terminated && !result.truncated) node.token = await this.mover.snapshot();
      }
      this.at = node;
      if (node) this.path.push(node);
    }
    return result;
  }

  /** Put the session where the recorded path leaves it: the deepest snapshot on it, then the steps after it played again. */
  async goLive(): Promise<void> {
    if (this.live) return;
    this.live = true;
    const { path, paths, mover } = this;
    let anchor = path.findLastIndex((n) => n.token !== undefined);
    // A snapshot the registry no longer holds (it keeps a session's newest ones): from the reset, then.
    const restored = anchor < 0 ? await mover.reset() : await mover.restore(path[anchor]!.token!).catch(() => ((anchor = -1), mover.reset()));
    const expected = anchor < 0 ? paths!.root!.ui_tree : path[anchor]!.result.observation.ui_tree;
    if (treeOf({ observation: restored }) !== treeOf({ observation: { ui_tree: expected } })) paths!.mismatches.push(`${anchor < 0 ? 'the reset' : `the restore after step ${anchor + 1}`} gave another screen than the recorded one (${treeDifference(restored.ui_tree, expected)})`);
    for (const node of path.slice(anchor + 1)) {
      const again = await mover.step(node.action, false);
      this.shared -= 1;
      if (treeOf(again) !== treeOf(node.result)) paths!.mismatches.push(`step ${path.indexOf(node) + 1} (${keyOf(node.action)}) played again gave another screen than the recorded one (${treeDifference(again.observation.ui_tree, node.result.observation.ui_tree)})`);
    }
  }
}

const keyOf = (action: Action) => JSON.stringify(action);
const treeOf = (r: { observation: { ui_tree?: unknown } }) => JSON.stringify(r.observation.ui_tree ?? null);
/** The first element where two UI trees differ, for a problem's text. */
function treeDifference(got: unknown, want: unknown): string {
  const [a, b] = [(got ?? []) as UiElement[], (want ?? []) as UiElement[]];
  const i = Array.from({ length: Math.max(a.length, b.length) }, (_, k) => k).find((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  return i === undefined ? 'same elements' : `element ${i + 1}: ${JSON.stringify(a[i] ?? null)} instead of ${JSON.stringify(b[i] ?? null)}`;
}

/** What must be the same when the same task, seed and actions are replayed (state and screenshot where they were read). */
interface Frame { state?: DeviceState; tree: string; screenshot?: string }

const stateOf = async (client: VivariumClient, session: string) =>
  ((await client.call('env.state', { session_id: session })) as { state: DeviceState }).state;

const sha = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/**
 * A replay's frame: the UI tree always; the whole state only with `state` (after the reset and at the
 * end: reading it costs more than the step, and a state that differs mid-way shows in the trees or at
 * the end; tests/e2e/determinism.test.ts compares the states after every step across processes).
 */
async function frameOf(client: VivariumClient, session: string, observation: { ui_tree?: unknown; screenshot?: { data: Uint8Array } | null }, state = true): Promise<Frame> {
  return {
    ...(state ? { state: await stateOf(client, session) } : {}),
    tree: sha(JSON.stringify(observation.ui_tree ?? null)),
    ...(observation.screenshot ? { screenshot: sha(observation.screenshot.data) } : {}),
  };
}

/**
 * Two states are the same: as sent, which is the usual case and costs two serializations, else in
 * canonical form (keys in another order are the same state), which costs several times more.
 */
const sameState = (a: DeviceState, b: DeviceState) => JSON.stringify(a) === JSON.stringify(b) || deepEqual(a, b);

/** Where two replays first differ, or null when they are identical. */
function firstDifference(a: Frame[], b: Frame[]): string | null {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const [x, y] = [a[i], b[i]];
    const where = i === 0 ? 'after the reset' : `after step ${i}`;
    if (!x || !y) return `${a.length} frames against ${b.length}`;
    if ((x.state === undefined) !== (y.state === undefined)) return `the state was read in one replay only ${where}`;
    if (x.state && y.state && !sameState(x.state, y.state)) return `state differs ${where}`;
    if (x.tree !== y.tree) return `tree differs ${where}`;
    // Compared where both took one: the oracle's first play takes none after its reset (the reset's
    // pixels are compared after the random agent's episode, below in runGate).
    if (x.screenshot !== undefined && y.screenshot !== undefined && x.screenshot !== y.screenshot) return `screenshot differs ${where}`;
  }
  return null;
}

/** Reset, run the script, end the episode with `done` if the script did not, return the verdict. */
async function play(client: VivariumClient, session: string, task: Task, seed: number, plan: PlayPlan): Promise<{ verdict?: Verdict; error?: string; steps: number; shared: number; ms: number; truncated: boolean }> {
  const started = performance.now();
  const params = sharedInstance(task, plan.paramsSeed ?? seed).params;
  const observe = plan.blind ? BLIND : FAST;
  const first = plan.frames && plan.shotAtReset ? SHOT : observe;
  const walk = new PathWalk(plan.paths, {
    reset: async () => ((plan.from
      ? await client.restore(session, plan.from, first)
      : await client.call('env.reset', { session_id: session, task: task.id, seed, options: { max_steps: task.maxSteps + (process.env.GATE_MEASURE_ROUTES ? EXTRA_STEPS : 0), ...plan.reset }, observe: first })) as StepResult).observation,
    restore: async (token) => (await client.restore(session, token, observe)).observation as StepResult['observation'],
    step: async (action, ending) => {
      const result = await client.step(session, action, plan.frames && ending ? SHOT : observe);
      if (plan.frames) plan.frames.push(await frameOf(client, session, result.observation, ending));
      return result;
    },
    snapshot: () => client.snapshot(session),
  });
  // With played paths, the reset waits for the first step that was not played before.
  const reset = await walk.start();
  if (plan.frames) plan.frames.push(await frameOf(client, session, reset));
  let last: StepResult | undefined;
  let deferredEnd = false;
  let opens = 0;
  let inNoise = false;
  let steps = 0;
  const step = async (action: Action) => {
    const ending = isTerminal(action);
    if (ending) plan.onEnd?.(action);
    last = await walk.step(action, ending);
    steps += 1;
    return { ui_tree: (last.observation.ui_tree ?? []) as UiElement[], last_action: last.observation.last_action ?? { ok: true }, terminated: last.terminated, truncated: last.truncated };
  };
  const ended = () => last !== undefined && (last.terminated || last.truncated);
  const ui = createTaskUi(async (action) => {
    if (plan.beforeLaterOpen && !inNoise && action.type === 'open_app' && opens++ > 0) {
      inNoise = true;
      try {
        await plan.beforeLaterOpen(ui, action.name);
      } finally {
        inNoise = false;
      }
    }
    if ((plan.beforeEnd || plan.snapshotBeforeEnd || plan.stateBeforeEnd) && !deferredEnd && isTerminal(action)) {
      deferredEnd = true;
      await walk.goLive();
      if (plan.snapshotBeforeEnd) plan.snapshotBeforeEnd(await client.snapshot(session));
      if (plan.stateBeforeEnd) plan.stateBeforeEnd(await stateOf(client, session));
      if (plan.beforeEnd) await plan.beforeEnd(ui, params);
    }
    return step(action);
  }, reset.ui_tree ?? []);
  let error: string | undefined;
  try {
    await scriptFormat.run(formatOf(plan.reset), () => plan.script(ui, params));
  } catch (e) {
    // The environment failing (a crash, a timeout: the server says the call may be repeated) is
    // no outcome of the trial: it ends the job, which is played again (runGate).
    if (e instanceof VivariumError && e.retryable) throw e;
    error = e instanceof Error ? e.message : String(e);
  }
  if (!ended()) await step({ type: 'done' });
  return { verdict: last?.info.verdict, error, steps, shared: walk.shared, ms: performance.now() - started, truncated: last?.truncated === true };
}

/**
 * Where a browse move's model form and the move played on the screens end differently, routine paths
 * included (browsing changes only those, and its model form must make every one of them): all of the
 * state but the clock and the shell's UI. Times stamped during the move match `draft.os.now`.
 */
export function strictDifferences(start: DeviceState, played: DeviceState, modelled: DeviceState): string[] {
  const during = (v: unknown) => typeof v === 'number' && v >= start.os.now && v <= played.os.now;
  return diff(played, modelled)
    .filter((c) => !c.path.startsWith('os.now') && !c.path.startsWith('os.ui') && !(during(c.before) && during(c.after)))
    .map((c) => `${c.path}: ${JSON.stringify(c.before)} on the screens, ${JSON.stringify(c.after)} by the model`);
}

/**
 * Where a damage move's model form (`apply` on the state the move started from) and the move
 * played on the screens end differently, beyond the routine paths. A number the screens stamped
 * during the move (a time between its first and last step) matches the form's `draft.os.now`.
 */
export function formDifferences(start: DeviceState, played: DeviceState, modelled: DeviceState): string[] {
  const during = (v: unknown) => typeof v === 'number' && v >= start.os.now && v <= played.os.now;
  return meaningfulChanges(played, modelled, DECLARED)
    .filter((c) => !(during(c.before) && during(c.after)))
    .map((c) => `${c.path}: ${JSON.stringify(c.before)} on the screens, ${JSON.stringify(c.after)} by the model`);
}

/**
 * Answers judged on the start state, in-process (the verdict an `answer` step gives right after the
 * reset): every equivalent form of the expected answer (accepted), near forms (one off, one missing,
 * not of the form asked for; rejected), one of the wrong type, and every candidate at once. Forms
 * come from judges/answers.ts, the module the matcher uses.
 */
function answerTrials(task: Task, instance: TaskInstance): { kind: TrialKind; name: string; value: unknown; state: DeviceState }[] {
  const answer = task.answer!;
  const spec = answerSpecOf(task, instance.params)!;
  const start = instance.initial;
  const expected = answer.expected(instance.params, start, start);
  const candidates = answer.candidates?.(instance.params, start) ?? (spec.type === 'choice' ? [...spec.options] : []);
  const out: { kind: TrialKind; name: string; value: unknown; state: DeviceState }[] = [
    ...equivalentForms(spec, expected, { now: start.os.now }).map((f) => ({ kind: 'answer-form' as const, name: f.name, value: f.value, state: start })),
    ...nearForms(spec, expected, candidates).map((f) => ({ kind: 'near-form' as const, name: f.name, value: f.value, state: start })),
    { kind: 'wrong-type' as const, name: 'an object', value: { answer: expected }, state: start },
  ];
  if (candidates.length > 1) out.push({ kind: 'list-everything', name: 'every candidate at once', value: spec.type === 'list' ? candidates : candidates.join(', '), state: start });
  return out;
}

const WORDS = ['hello', 'Anna', '555', 'delete', 'ok', 'test', 'wifi', 'tomorrow'];

function randomAgent(task: Task, seed: number, steps: number): Script {
  return async (ui) => {
    const rng = createRng(`gate/random/${task.id}/${seed}`);
    // Its actions and its \`done\` fit the template's budget, as an agent's must.
    for (let i = 0; i < Math.min(steps, task.maxSteps - 1); i++) {
      const roll = rng.next();
      const action: Action =
        // Points on the 0-1000 grid: the same taps at any device scale.
        roll < 0.55 ? { type: 'tap', x: rng.int(0, 999), y: rng.int(0, 999), coords: 'norm1000' }
        : roll < 0.75 ? { type: 'swipe', direction: rng.pick(['up', 'down', 'left', 'right'] as const), x: rng.int(90, 910), y: rng.int(125, 875), coords: 'norm1000' }
        : roll < 0.9 ? { type: 'type', text: rng.pick(WORDS) }
        : { type: 'back' };
      // A random action that cannot be carried out (typing with no field focused) is just a wasted step.
      const view = await ui.act(action).catch(() => undefined);
      if (view?.terminated || view?.truncated) return;
    }
    await ui.done();
  };
}

/** A new session; a retryable refusal (a page that loaded too slowly on a busy machine) is tried again. */
async function openSession(client: VivariumClient, deviceScale: DeviceScale, network?: DamageMove['network']): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await client.openSession({ observe: FAST, device_scale: deviceScale, ...(network ? { network } : {}) })).session_id;
    } catch (error) {
      if (!(error instanceof VivariumError && error.retryable) || attempt === 3) throw error;
    }
  }
}

/** A worker's session (opened when first asked for). */
interface Lanes {
  session(): Promise<string>;
  /** Closes it (a job failed on it: it may be lost); the next ask opens a new one. */
  renew(): Promise<void>;
}

/** Runs the jobs on `size` workers. Each worker plays in one session, reset in place between trials. */
async function pool<T>(items: T[], size: number, work: (item: T, lanes: Lanes) => Promise<void>, client: VivariumClient, deviceScale: DeviceScale): Promise<void> {
  let next = 0;
  const worker = async () => {
    let session: Promise<string> | undefined;
    const lanes: Lanes = {
      session: () => (session ??= openSession(client, deviceScale)),
      renew: async () => {
        const open = session;
        session = undefined;
        if (open) await open.then((id) => client.closeSession(id)).catch(() => {});
      },
    };
    try {
      while (next < items.length) await work(items[next++]!, lanes);
    } finally {
      await lanes.renew();
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

export async function runGate(options: GateOptions): Promise<GateResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  if (!options.adminToken && options.tasks.some((t) => t.answer)) throw new Error('the gate judges answers with env.evaluate, which needs the admin token: give it one');
  const client = await VivariumClient.connect(options.url, options.adminToken ? { token: options.adminToken } : {});
  const trials: Trial[] = [];
  const replays = new Map<string, string>();
  // Damage moves already played on the screens in this run (to check their model forms), and
  // what went wrong with a template's trials beyond their verdicts: a damage form unlike its move,
  // a judge that threw, a trial to be rejected whose script failed before it ended (a near miss
  // that is never played to its end is rejected without proving anything).
  const formsPlayed = new Set<ModelledMove>();
  const trialProblems = new Map<string, string[]>();
  const addProblem = (task: Task, text: string) => trialProblems.set(task.id, [...(trialProblems.get(task.id) ?? []), text]);
  // Logged as they are found too, so that a run cut short still shows them.
  const problem = (task: Task, text: string) => {
    addProblem(task, text);
    log(`  PROBLEM ${task.id}: ${text}`);
  };
  const replaySeed = options.adminToken && options.replays !== false ? options.seeds[0] : undefined;
  // The templates replayed: every one, or with 'per-app' each app's (or cross/'s) first in the run.
  const firstOfGroup = new Map<string, string>();
  for (const t of options.tasks) if (!firstOfGroup.has(groupOf(t.id))) firstOfGroup.set(groupOf(t.id), t.id);
  const replayed = new Set(options.replays === 'per-app' ? firstOfGroup.values() : options.tasks.map((t) => t.id));
  // What one job (a template at a seed) finds lands in the run's results when the job ends, so
  // that a job played again after a failure of its session (pool, below) does not count twice.
  const jobSink = (task: Task) => {
    const found = { trials: [] as Trial[], problems: [] as string[] };
    const problem = (text: string) => {
      found.problems.push(text);
      log(`  PROBLEM ${task.id}: ${text}`);
    };
    const record = (seed: number, kind: TrialKind, name: string, expectAccept: boolean, outcome: { verdict?: Verdict; error?: string; steps?: number; shared?: number; ms?: number; truncated?: boolean }) => {
      const accepted = outcome.verdict?.success === true;
      if (outcome.truncated) problem(`seed ${seed}: ${kind} "${name}" ran out of the template's ${task.maxSteps} steps${expectAccept ? '' : ' (a rejection that proves nothing)'}`);
      found.trials.push({
        task: task.id, seed, kind, name, expectAccept, accepted, ...(outcome.error ? { error: outcome.error } : {}), ...(outcome.verdict ? { verdict: outcome.verdict } : {}),
        ...(outcome.steps !== undefined ? { steps: outcome.steps, ...(outcome.shared ? { shared: outcome.shared } : {}), ms: Math.round(outcome.ms ?? 0) } : {}),
      });
      if (accepted !== expectAccept) log(`  ${accepted ? 'FALSE ACCEPT' : 'FALSE REJECT'} ${task.id} seed ${seed}: ${kind} ${name}${outcome.error ? ` (${outcome.error})` : ''}`);
    };
    const unplayed = (what: string, outcome: { error?: string }) => {
      if (outcome.error) problem(`${what} was not played to its end (${outcome.error.slice(0, 160)})`);
    };
    const claimed: ModelledMove[] = [];
    const claimForm = (move: ModelledMove) => {
      formsPlayed.add(move);
      claimed.push(move);
    };
    // A failed attempt's damage forms are played again by the next job that meets them.
    const forget = () => {
      for (const move of claimed) formsPlayed.delete(move);
    };
    const land = () => {
      trials.push(...found.trials);
      for (const text of found.problems) addProblem(task, text);
    };
    return { record, problem, unplayed, claimForm, forget, land };
  };
  type JobSink = ReturnType<typeof jobSink>;

  const noise = options.noise ?? NOISE;
  // Phone templates first, then the desktop's: a session that goes from one device to the other
  // takes a new page (env-server/session.ts reset), so each session switches once, not at every
  // boundary between a phone app and a web site in the catalogue's order.
  const deviceOrder = (task: Task) => (deviceOf(task) === 'desktop' ? 1 : 0);
  const jobs = options.tasks.flatMap((task) => options.seeds.map((seed) => ({ task, seed })))
    .sort((a, b) => deviceOrder(a.task) - deviceOrder(b.task));
  // One job: a template at a seed, in the worker's session (reset in place between its trials).
  const playJob = async (task: Task, seed: number, session: string, { record, problem, unplayed, claimForm }: JobSink) => {
    const run = (plan: PlayPlan) => play(client, session, task, seed, plan);
    // A play in a session of its own, opened for it (with these network conditions) and closed after.
    const runApart = async (plan: PlayPlan, network?: DamageMove['network']) => {
      const other = await openSession(client, options.deviceScale ?? 1, network);
      try {
        return await play(client, other, task, seed, plan);
      } finally {
        await client.closeSession(other).catch(() => {});
      }
    };
    // A move that needs other network conditions (a damage move's `network`) plays apart with them.
    const runMove = (move: { network?: DamageMove['network'] }, plan: PlayPlan) => (move.network ? runApart(plan, move.network) : run(plan));
    // The oracle's path, and every path a trial from the same reset took, for the later trials to share.
    const paths = options.sharePaths === false ? undefined : new PlayedPaths();
    const instance = sharedInstance(task, seed);
    const params = instance.params;
    const trialCtx: TrialContext = { params, goal: instance.goal, initial: instance.initial };
    const solution = (s: Solution<Params>) => (ui: TaskUi, p: Params) => playSolution(s, ui, p, task.oracle);
    // The state right after the reset, judged as `done` would (env.evaluate judges the episode as
    // it stands, as an ending step would), and a query's answers in every form, from one reset.
    await client.call('env.reset', { session_id: session, task: task.id, seed, observe: BLIND });
    const judgedNow = async (answer?: unknown) => {
      const started = performance.now();
      try {
        return { verdict: await client.evaluate(session, answer), steps: 0, ms: performance.now() - started };
      } catch (e) {
        return { error: e instanceof Error ? e.message : String(e), steps: 0, ms: performance.now() - started };
      }
    };
    record(seed, 'setup', 'done right after reset', false, await judgedNow());
    if (readsAnswerOutsideContract(task, instance)) problem('its checks read the answer, but it declares no answer type (a query is judged by its `answer` spec, never by a check of its own)');
    // A refusal is no way out of a task that is safe to do (a high-risk template's oracle refuses).
    if (!task.refusal) record(seed, 'setup', 'refuses right after reset', false, { verdict: judgeEpisode(instance, instance.initial, undefined, 'refuse'), steps: 0, ms: 0 });
    if (task.answer) {
      for (const a of answerTrials(task, instance)) {
        const started = performance.now();
        let outcome: { verdict?: Verdict; error?: string };
        try {
          outcome = { verdict: judgeEpisode(instance, a.state, a.value, 'answer') };
        } catch (e) {
          outcome = { error: `the judge failed: ${e instanceof Error ? e.message : String(e)}` };
          problem(`answer ${a.name}: ${outcome.error}`);
        }
        record(seed, a.kind, `answer ${a.name}: ${JSON.stringify(a.value)}`, ACCEPTED_KINDS.includes(a.kind), { ...outcome, steps: 0, ms: performance.now() - started });
      }
    }
    // The first seed plays the damage moves' forms on the screens, and the replays where asked for.
    const firstSeed = seed === replaySeed;
    const replay = firstSeed && replayed.has(task.id);
    const frames: Frame[] = [];
    // The oracle's work just before its `done`, for the undo and damage trials to start from
    // (and its state, with the admin token, for the damage moves' model forms).
    let beforeDone: string | undefined;
    let endState: DeviceState | undefined;
    let ending = { type: 'done' } as Action;
    const oracle = await run({
      script: task.oracle, paths, snapshotBeforeEnd: (token) => (beforeDone = token), onEnd: (a) => (ending = a),
      ...(options.adminToken ? { stateBeforeEnd: (state: DeviceState) => (endState = deepFreeze(shareUnchanged(instance.initial, state))) } : {}), ...(replay ? { frames } : {}),
    });
    record(seed, 'oracle', 'oracle', true, oracle);
    // The same oracle in a session that never played this template must give the same frames as in this one.
    const fresh: Frame[] = [];
    if (replay) {
      // A session of its own for the replay, closed after it (one held idle between replays, apps
      // apart, would outlive the server's idle timeout).
      await runApart({ script: task.oracle, frames: fresh, shotAtReset: true });
      replays.set(task.id, firstDifference(frames, fresh) ?? 'yes');
    }
    // Appearance must not change a verdict: the variants at the first seed.
    if (seed === options.seeds[0]) record(seed, 'look-oracle', 'oracle in dark mode, text 1.3x, en-GB, 12-hour clock', true, await run({ script: task.oracle, reset: LOOK }));
    for (const alt of task.alternatives ?? []) record(seed, 'alternative', alt.name, true, await run({ script: solution(alt), paths }));
    // A query answered after time has passed (the agent looked around first): its answer is read on
    // the clock when it is given, so a judge that computes "now" at the reset refuses it.
    if (task.answer && seed === options.seeds[0]) record(seed, 'noise', 'waits ten minutes, then the oracle', true, await run({ script: async (ui, p) => { await ui.act({ type: 'wait', ms: 600_000 }); await task.oracle(ui, p); } }));
    for (const miss of task.nearMisses) {
      const outcome = await run({ script: solution(miss), paths });
      record(seed, 'near-miss', miss.name, false, outcome);
      unplayed(`near miss "${miss.name}" (seed ${seed})`, outcome);
    }
    const kits = task.apps.map((a) => noise[a]).filter((k): k is AppNoise => k !== undefined);
    if (endState) {
      // With the admin token, noise and damage are judged by their model forms on the oracle's end
      // state, in-process, as the ending step would judge them: the app's browsing (harmless: it
      // must be accepted) and each damaging move (it must be rejected).
      // Sharing the start's untouched parts and frozen (above): each move's diff against the start skips them by reference.
      const start = endState;
      const answer = ending.type === 'answer' ? ending.value : undefined;
      const judged = (what: string, change: (draft: DeviceState) => void) => {
        const started = performance.now();
        try {
          return { verdict: judgeEpisode(instance, produce(start, change), answer, isTerminal(ending) ? ending.type : undefined), steps: 0, ms: performance.now() - started };
        } catch (e) {
          const error = `the judge failed: ${e instanceof Error ? e.message : String(e)}`;
          problem(`${what}: ${error}`);
          return { error, steps: 0, ms: performance.now() - started };
        }
      };
      if (kits.length > 0) record(seed, 'noise', 'browsing after the oracle\'s work (model form)', true, judged('browsing', (d) => { for (const kit of kits) kit.browse.apply(d, trialCtx); }));
      for (const move of kits.flatMap((k) => k.damage)) record(seed, 'damage', move.name, false, judged(move.name, (d) => move.apply(d, trialCtx)));
      // Once per move and gate run, at the replay seed: the move played on the screens from a
      // reset must end where its model form does (a check of the form, not an agent's trial, so
      // it may take more steps than the template's budget).
      if (firstSeed) {
        const moves = [...kits.map((k) => ({ key: k.browse, name: 'browsing', run: k.browse.run, apply: k.browse.apply, strict: true, network: undefined as DamageMove['network'] })),
          ...kits.flatMap((k) => k.damage.map((m) => ({ key: m as ModelledMove, name: `damage "${m.name}"`, run: m.run, apply: m.apply, strict: false, network: m.network })))];
        for (const move of moves.filter((m) => !formsPlayed.has(m.key))) {
          claimForm(move.key);
          let played: DeviceState | undefined;
          const outcome = await runMove(move, { script: async (ui) => { await move.run(ui, trialCtx); await ui.done(); }, reset: { max_steps: task.maxSteps + EXTRA_STEPS }, stateBeforeEnd: (state) => (played = state) });
          if (outcome.error || !played) { problem(`${move.name} was not played to its end on the screens (${(outcome.error ?? 'no state').slice(0, 160)})`); continue; }
          const modelled = produce(instance.initial, (d) => move.apply(d, trialCtx));
          const differences = move.strict ? strictDifferences(instance.initial, played, modelled) : formDifferences(instance.initial, played, modelled);
          if (differences.length > 0) problem(`${move.name}: its model form differs from the move on the screens (${differences.slice(0, 3).join('; ')})`);
        }
      }
    } else if (beforeDone || kits.length > 0) {
      // Without the admin token (a server the gate did not start): everything on the screens, with
      // the steps the moves add on top of the budget.
      const long = { max_steps: task.maxSteps + EXTRA_STEPS };
      if (kits.length > 0) {
        const browseApp = async (ui: TaskUi, name: string) => {
          const id = task.apps.find((a) => a === name.toLowerCase());
          if (id && noise[id]) await noise[id]!.browse.run(ui, trialCtx);
        };
        record(seed, 'noise', 'browsing before and inside the oracle', true, await run({
          script: async (ui, p) => {
            for (const kit of kits) await kit.browse.run(ui, trialCtx);
            await task.oracle(ui, p);
          },
          beforeLaterOpen: browseApp, reset: long,
        }));
      }
      for (const move of kits.flatMap((k) => k.damage)) {
        const outcome = await runMove(move, { script: task.oracle, beforeEnd: (ui) => move.run(ui, trialCtx), reset: long });
        record(seed, 'damage', move.name, false, outcome);
        unplayed(`damage "${move.name}" (seed ${seed})`, outcome);
      }
    }
    // Another seed whose goal reads differently (same goal text = same task, as the agent sees it)
    // and, for a query, whose question has another answer in this world: two seeds may ask about
    // two things with one answer, and answering the other there is right here, not a wrong solution.
    // (Compared by the answers' canonical forms, not by this judge: a judge that is too lenient must
    // still meet the trial.)
    const goal = goalOf(task, params);
    const spec = answerSpecOf(task, params);
    const answerHere = (p: Params): string | undefined => {
      if (!task.answer || !spec) return undefined;
      try {
        return JSON.stringify(canonicalExpected(spec, task.answer.expected(p, instance.initial, instance.initial)));
      } catch {
        return undefined; // the other seed's question has no answer of this type in this world
      }
    };
    const right = answerHere(params);
    const isOtherSeed = (s: number) => {
      const other = sharedInstance(task, s).params;
      return s !== seed && goalOf(task, other) !== goal && (right === undefined || answerHere(other) !== right);
    };
    // The other seed's oracle may end, in this world, exactly where this seed's own oracle ends: its
    // goal differs in what neither oracle reads (a name beside the subject both find the message
    // by). That is this task's solution, not a wrong one, so an accepted trial whose end state has
    // no meaningful change from the oracle's (read with the admin token) is set aside and the next
    // seed is played, up to three. Compared by the states, not by this judge. When all three end
    // there, the seeds' params change nothing a judge could read: a problem of the template.
    // Seeds are instantiated only as far as they are played (each is a world of its own).
    const sameEnd: number[] = [];
    let played = 0;
    for (const otherSeed of [...options.seeds, ...Array.from({ length: 10 }, (_, i) => seed + 1000 + i)]) {
      if (played === 3) break;
      if (!isOtherSeed(otherSeed)) continue;
      played += 1;
      const outcome = await run({ script: task.oracle, paramsSeed: otherSeed, paths });
      if (outcome.verdict?.success && endState && !task.answer
        && meaningfulChanges(endState, await stateOf(client, session), DECLARED).length === 0) {
        sameEnd.push(otherSeed);
        continue;
      }
      record(seed, 'other-params', `oracle with the params of seed ${otherSeed}`, false, outcome);
      break;
    }
    if (sameEnd.length === 3) problem(`seed ${seed}: the oracles of seeds ${sameEnd.join(', ')} end where this seed's does; pick targets that exist only in this instance`);
    record(seed, 'random', `random agent, ${options.randomSteps ?? 30} actions`, false, await run({ script: randomAgent(task, seed, options.randomSteps ?? 30), blind: true }));
    if (replay && replays.get(task.id) === 'yes') {
      // Whatever the random agent left behind, a reset gives the replay's first frame, pixels included.
      const reset = (await client.call('env.reset', { session_id: session, task: task.id, seed, observe: SHOT })) as { observation: { ui_tree?: unknown; screenshot?: { data: Uint8Array } | null } };
      const diff = firstDifference([await frameOf(client, session, reset.observation)], fresh.slice(0, 1));
      if (diff) replays.set(task.id, `reset after a random episode: ${diff}`);
    }
    if (task.undo) {
      // From the snapshot the oracle left just before its `done` (a full replay if it left none).
      const undo = task.undo;
      const end = ending;
      const plan: PlayPlan = beforeDone ? { from: beforeDone, script: async (ui, p) => { await undo(ui, p); await ui.act(end); } } : { script: task.oracle, beforeEnd: undo };
      const outcome = await run(plan);
      record(seed, 'undo', 'oracle, then one action that undoes part of it', false, outcome);
      unplayed(`undo (seed ${seed})`, outcome);
    }
    for (const m of paths?.mismatches ?? []) problem(`seed ${seed}: ${m}`);
  };

  try {
    await pool(jobs, options.concurrency ?? 3, async ({ task, seed }, lanes) => {
      // A job that fails outside its trials (its session lost, a call refused: no verdict) is
      // played again once on new sessions; what it found before is dropped. Failing twice is a
      // problem of the template (the gate fails, and goes on with the other jobs).
      for (let attempt = 1; ; attempt++) {
        const sink = jobSink(task);
        try {
          await playJob(task, seed, await lanes.session(), sink);
          sink.land();
          log(`  ${task.id} seed ${seed}: done`);
          return;
        } catch (error) {
          sink.forget();
          const message = error instanceof Error ? error.message : String(error);
          await lanes.renew();
          if (attempt === 2) {
            problem(task, `seed ${seed}: the job failed twice outside its trials (${message.slice(0, 160)})`);
            return;
          }
          log(`  RETRY ${task.id} seed ${seed}: the job failed outside its trials (${message.slice(0, 160)}); playing it again on new sessions`);
        }
      }
    }, client, options.deviceScale ?? 1);
  } finally {
    client.close();
  }

  for (const task of options.tasks) {
    // The longest valid route it played (oracle, alternatives), for its step budget.
    const routes = trials.filter((t) => t.task === task.id && (t.kind === 'oracle' || t.kind === 'alternative') && t.steps !== undefined).map((t) => t.steps!);
    const route = routes.length > 0 ? Math.max(...routes) : undefined;
    if (route !== undefined && budgetFor(route) > task.maxSteps) problem(task, `maxSteps ${task.maxSteps} leaves too little headroom over its longest valid route (${route} steps): at least ${budgetFor(route)} (tasks/define.ts STEP_HEADROOM)`);
  }
  const reports = options.tasks.map((task) => summarize(task, options.seeds.length, trials.filter((t) => t.task === task.id), replays.get(task.id), trialProblems.get(task.id) ?? []));
  return { ok: reports.every((r) => r.falseAccepts === 0 && r.falseRejects === 0 && r.problems.length === 0), seconds: (performance.now() - started) / 1000, trials, reports };
}

function summarize(task: Task, seeds: number, trials: Trial[], replay: string | undefined, trialProblems: string[]): TemplateReport {
  const ratio = (kinds: TrialKind[], good: (t: Trial) => boolean) => {
    const picked = trials.filter((t) => kinds.includes(t.kind));
    return picked.length === 0 ? 'n/a' : `${picked.filter(good).length}/${picked.length}`;
  };
  const rejected = (t: Trial) => !t.accepted;
  const problems: string[] = [];
  if (task.nearMisses.length === 0) problems.push('declares no near miss');
  if (typeof task.oracle !== 'function') problems.push('has no oracle');
  if (replay !== undefined && replay !== 'yes') problems.push(`not deterministic: ${replay}`);
  problems.push(...trialProblems);
  return {
    task: task.id,
    seeds,
    setupRejected: ratio(['setup'], rejected),
    oracleAccepted: ratio(['oracle', 'look-oracle'], (t) => t.accepted),
    alternativesAccepted: ratio(['alternative'], (t) => t.accepted),
    noiseAccepted: ratio(['noise'], (t) => t.accepted),
    answerForms: ratio(['answer-form', 'near-form'], (t) => t.accepted === t.expectAccept),
    nearMissesRejected: ratio(['near-miss'], rejected),
    damageRejected: ratio(['damage'], rejected),
    randomRejected: ratio(['random'], rejected),
    otherRejected: ratio(['other-params', 'wrong-type', 'list-everything', 'undo'], rejected),
    deterministic: replay === undefined ? 'n/a' : replay === 'yes' ? 'yes' : 'no',
    falseAccepts: trials.filter((t) => !t.expectAccept && t.accepted).length,
    falseRejects: trials.filter((t) => t.expectAccept && !t.accepted).length,
    problems,
  };
}

export function markdownTable(result: GateResult): string {
  const head = '| template | seeds | setup rejected | oracle accepted (default look + variants) | alternatives accepted | noise accepted | answer forms right | near misses rejected | damage rejected | random rejected | other wrong solutions rejected | replays identical | false accepts | false rejects |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|';
  const rows = result.reports.map((r) =>
    `| ${r.task}${r.problems.length ? ` (${r.problems.join('; ')})` : ''} | ${r.seeds} | ${r.setupRejected} | ${r.oracleAccepted} | ${r.alternativesAccepted} | ${r.noiseAccepted} | ${r.answerForms} | ${r.nearMissesRejected} | ${r.damageRejected} | ${r.randomRejected} | ${r.otherRejected} | ${r.deterministic} | ${r.falseAccepts} | ${r.falseRejects} |`);
  const fa = result.reports.reduce((n, r) => n + r.falseAccepts, 0);
  const fr = result.reports.reduce((n, r) => n + r.falseRejects, 0);
  const perTemplate = result.seconds / Math.max(1, result.reports.length);
  return `${head}\n${rows.join('\n')}\n\n${result.reports.length} templates, ${result.trials.length} episodes, ${fa} false accepts, ${fr} false rejects, ${result.seconds.toFixed(0)} s (${perTemplate.toFixed(2)} s per template).\n`;
}

/** Where the gate's time goes: episodes, steps (and how many were shared) and summed trial time per kind of trial. */
export function costTable(result: GateResult): string {
  const kinds = new Map<string, { episodes: number; steps: number; shared: number; ms: number }>();
  for (const t of result.trials) {
    const k = kinds.get(t.kind) ?? { episodes: 0, steps: 0, shared: 0, ms: 0 };
    k.episodes += 1;
    k.steps += t.steps ?? 0;
    k.shared += t.shared ?? 0;
    k.ms += t.ms ?? 0;
    kinds.set(t.kind, k);
  }
  const rows = [...kinds].sort((a, b) => b[1].ms - a[1].ms).map(([kind, k]) => `| ${kind} | ${k.episodes} | ${k.steps} | ${k.shared} | ${(k.ms / 1000).toFixed(1)} |`);
  return `| trial | episodes | steps | of them shared (not played again) | seconds (summed over parallel sessions) |\n|---|---|---|---|---|\n${rows.join('\n')}\n`;
}
