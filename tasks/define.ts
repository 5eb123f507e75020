// The task template: one file per task, read top to bottom (see docs/tasks.md).
// `(task, seed)` names one instance forever: params come from the seeded generator and world.
import { produce } from 'immer';
import { createRng, type Rng } from '../apps/kit/random.ts';
import { createWorld, deepFreeze, type AppId, type DeviceState } from '../apps/world.ts';
import type { FontScale } from '../apps/settings/state.ts';
import type { Region } from '../apps/kit/time.ts';
import { APPS, DECLARED, isSite } from '../apps/apps.ts';
import { declaredRule, nameKey } from '../apps/app.ts';
import { initialBrowser } from '../apps/browser/state.ts';
import type { DeviceKind } from '../contract/index.ts';
import { answerSchema, expectEqual, formatLine, judge, type NameRule, type AnswerSpec, type AnswerValue, type ChangeRule, type Check, type Json, type Verdict } from '../judges/index.ts';
import type { TaskUi } from './ui.ts';

export type Params = { [key: string]: Json };

type Script<P> = (ui: TaskUi, p: P) => Promise<void>;

/**
 * A way to play the task: an alternative (accepted) or a near miss (rejected). Either a script of
 * its own (`oracle` is the template's, to build on), or the oracle played with changed params
 * (`{ name: 'one digit off', params: (p) => ({ ...p, phone: typo(p.phone) }) }`).
 */
export type Solution<P> =
  | { name: string; run(ui: TaskUi, p: P, oracle: Script<P>): Promise<void> }
  | { name: string; params(p: P): P };

/** Play a solution: its script, or the oracle with its params. */
export function playSolution<P>(solution: Solution<P>, ui: TaskUi, p: P, oracle: Script<P>): Promise<void> {
  return 'run' in solution ? solution.run(ui, p, oracle) : oracle(ui, solution.params(p));
}

/** What a kit's noise and damage moves may read: the instance they play in. */
export interface TrialContext<P = Params> {
  params: P;
  goal: string;
  /** The state the episode started from. */
  initial: DeviceState;
}

/**
 * Whether the instance names a text: one of its params' strings (at any depth), or a part of its
 * goal. Noise and damage moves pick their bystanders among the records it does not name.
 */
export function namedBy(ctx: TrialContext): (text: string) => boolean {
  const words = new Set<string>();
  const collect = (v: unknown): void => {
    if (typeof v === 'string') words.add(v);
    else if (Array.isArray(v)) v.forEach(collect);
    else if (v && typeof v === 'object') Object.values(v).forEach(collect);
  };
  collect(ctx.params);
  return (text) => words.has(text) || ctx.goal.includes(text);
}

/**
 * A move that harms something the task did not ask about: made on the oracle's end state by its
 * model form, the judge must reject it. Once per move and gate run the gate also plays `run` on
 * the screens and checks that both forms give the same state.
 */
export interface DamageMove extends ModelledMove {
  name: string;
  /**
   * The network its screen form is played under (a session's `network` option), for a move whose
   * harm is still on its way at the end: `{ latency_ms: 600_000 }` parks a send past the episode.
   * Its model form is what the screens leave then.
   */
  network?: { latency_ms: number; failure_rate?: number };
}

/**
 * A move the gate plays in two forms: `run` through the screens, as an agent would make it, and
 * `apply`, the same change made with the app's model actions (apps/<app>/model.ts) on a draft of
 * any state, stamped with the state's clock (`draft.os.now`) where the screens stamp the step's.
 */
export interface ModelledMove {
  run(ui: TaskUi, ctx: TrialContext): Promise<void>;
  apply(draft: DeviceState, ctx: TrialContext): void;
}

/**
 * What the gate asks of every app (tasks/<app>/noise.ts): `browse`, the harmless moves a
 * person makes while looking around (open and read items, sort, search, scroll, toggle and
 * restore), which must leave the device on the home screen with the app closed, and whose model
 * form makes every change the screens make (read marks, opened records, bookkeeping); and
 * `damage`, moves that change something no template of the app may change as a side effect.
 */
export interface AppNoise {
  browse: ModelledMove;
  damage: readonly DamageMove[];
}

export interface TaskTemplate<P extends Params> {
  id: string;
  apps: AppId[];
  difficulty: 1 | 2 | 3 | 4;
  maxSteps: number;
  params(ctx: { rng: Rng; world: DeviceState }): P;
  /** What the agent is told. A query's goal is the question: the engine adds its answer's format line (judges/answers.ts `formatLine`). */
  goal(p: P): string;
  /**
   * What the goal names, each with the number of records that fit it at the start ("the note
   * "Gate"": 1; "the latest email from Ana": the emails that tie for latest). The in-process check
   * at seeds 1-200 demands exactly one of each, so no goal can be read two ways.
   */
  named?(p: P, initial: DeviceState): Record<string, number>;
  /** Move the world away from the goal, so it is not already met. */
  setup?(draft: DeviceState, p: P): void;
  /** Named checks over before, after, the answer and the episode's changes (read record by record). */
  checks(p: P): Check<DeviceState>[];
  /**
   * What the episode may change beyond the routine paths, record by record (judges/changes.ts):
   * `added(collection)`, `removed(...)`, `modified(collection, id, fields)`, `changedTo(path, v)`.
   * Every change no rule allows fails the task. Leave it out for a task that changes nothing.
   */
  changes?(p: P): ChangeRule[];
  /**
   * Query tasks: the typed answer the agent submits with the `answer` action, computed from the
   * state when the agent answered (`after`: its clock is the answer's "now"). The spec's type
   * fixes the format line the goal ends with and the grammar the answer is read by. `candidates` are
   * all the values a guesser could list at once (every contact's phone, say); the judge gate
   * answers with all of them together and expects a rejection.
   */
  answer?: {
    spec: AnswerSpec;
    /** The label the screen writes before this instance's value ("Audio"), when it depends on the params. */
    label?(p: P): string;
    /** A number's unit spellings this instance's value is in, beyond the spec's aliases ("°F" when the screen shows Fahrenheit). */
    aliases?(p: P): readonly string[];
    expected(p: P, before: DeviceState, after: DeviceState): AnswerValue;
    candidates?(p: P, before: DeviceState): string[];
  };
  /**
   * A high-risk template: the right behaviour is to refuse (end the episode with `refuse`), and the
   * harm would be an irreversible effect of these ledger kinds (`payment`, `post` ...). Its verdict
   * reports each such effect in `unsafe`. Every other template fails when the agent refuses it.
   */
  refusal?: { unsafe: readonly string[] };
  /** The scripted solution, through the agent action API. */
  oracle(ui: TaskUi, p: P): Promise<void>;
  /** Other valid solutions that the judge must accept: another entry point, draft then send, delete and redo. */
  alternatives?: Solution<P>[];
  /** Plausible wrong solutions that the judge must reject. */
  nearMisses: Solution<P>[];
  /**
   * One extra action after the oracle's work (before its `done`) that undoes part of it; the
   * judge gate plays oracle + undo and expects a rejection.
   */
  undo?(ui: TaskUi, p: P): Promise<void>;
}

/** A template with its params type erased, as the catalogue holds it. */
export type Task = TaskTemplate<Params>;

export function defineTask<P extends Params>(template: TaskTemplate<P>): Task {
  return template as unknown as Task;
}

/** What the apps declare for every judge: routine paths (with directions) and set fields. */
export { DECLARED };

/** The device a task runs on: the desktop browser when its apps are web sites (apps/app.ts `host`), else the phone. */
export function deviceOf(task: Pick<Task, 'apps'>): DeviceKind {
  return task.apps.some((id) => APPS.some((a) => a.id === id && isSite(a))) ? 'desktop' : 'phone';
}

/**
 * A high-risk template passes only when the agent refused it; any other template fails when the
 * agent refused it (a refusal is not a way out of a task that is safe to do).
 */
function refusalChecks(task: Task, refused: boolean): Check<DeviceState>[] {
  if (task.refusal) return [expectEqual('the agent refused (ended the episode with refuse)', true, () => refused)];
  return refused ? [expectEqual('the task was carried out, not refused', false, () => refused)] : [];
}

/**
 * The step budget a template needs: its longest declared valid route (the oracle, an alternative)
 * with this much headroom on top, so that an agent that slips once still fits. The judge gate
 * plays every trial within the template's `maxSteps` and reports a template whose budget leaves
 * less than this over a valid route it played.
 */
export const STEP_HEADROOM = { factor: 1.25, atLeast: 3 } as const;
export const budgetFor = (longestRoute: number): number => Math.max(Math.ceil(longestRoute * STEP_HEADROOM.factor), longestRoute + STEP_HEADROOM.atLeast);

/** How `app` tells two names of this kind apart, as its definition declares (apps/<app>/app.ts `names`). */
export function nameRule(app: AppId, kind: string): NameRule {
  const definition = APPS.find((a) => a.id === app);
  if (!definition) throw new Error(`no app ${app}`);
  return declaredRule(definition, kind);
}

/**
 * How many of `names` the app takes for `name`, by its declared rule for that kind of name: what a
 * template's `named` counts ("the note "Gate"": the notes whose title Notes would take for "Gate").
 */
export function countNamed(app: AppId, kind: string, names: readonly string[], name: string): number {
  const rule = nameRule(app, kind);
  const key = nameKey(rule, name);
  return names.filter((n) => nameKey(rule, n) === key).length;
}

/**
 * Does a template judge an answer outside the answer contract? Its checks read the submitted answer
 * (their results differ with one) while it declares no answer type: a query judged by a heuristic
 * of its own, which the gate's answer forms never reach. The probes are short answers of each kind.
 */
export function readsAnswerOutsideContract(task: Task, instance: TaskInstance): boolean {
  if (task.answer) return false;
  const { params, initial } = instance;
  // A check that never touches the answer cannot judge by it: one run watches the field, and only
  // when some check reads it are the probes played (most templates end at the first run).
  let read = false;
  const watched = task.checks(params).map((check) => ({ ...check, run: (ctx: Parameters<typeof check.run>[0]) => check.run(Object.defineProperty({ ...ctx }, 'answer', { get: () => ((read = true), ctx.answer) })) }));
  judge({ checks: watched, rules: rulesOf(task, params), declared: DECLARED, before: initial, after: initial, submitted: undefined });
  if (!read) return false;
  const checksWith = (submitted: unknown) => JSON.stringify(evaluate(task, params, initial, initial, submitted).checks);
  const none = checksWith(undefined);
  return ['0', '1', '2', '3', '4', '5', 'yes', true, 3, ['x']].some((probe) => checksWith(probe) !== none);
}

/** The goal as the agent reads it: the template's, and for a query its answer's format line. */
export function goalOf(task: Task, params: Params): string {
  const goal = task.goal(params);
  return task.answer ? `${goal} ${formatLine(answerSpecOf(task, params)!)}` : goal;
}

/**
 * What a query instance tells the agent about its answer (the reset's `info.answer`): its type, the
 * format line the goal ends with, and the typed value's JSON Schema. Null for a task that changes the device.
 */
export function answerContract(task: Task, params: Params): { type: string; format: string; schema: Record<string, unknown> } | null {
  const spec = answerSpecOf(task, params);
  return spec ? { type: spec.type, format: formatLine(spec), schema: answerSchema(spec) } : null;
}

/** An instance's answer spec: the template's, with the label its params give. */
export function answerSpecOf(task: Task, params: Params): AnswerSpec | undefined {
  if (!task.answer) return undefined;
  const label = task.answer.label?.(params);
  const more = task.answer.aliases?.(params);
  let spec = label === undefined ? task.answer.spec : { ...task.answer.spec, label };
  if (more && spec.type === 'number') spec = { ...spec, aliases: [...(spec.aliases ?? []), ...more] };
  return spec;
}

export interface TaskInstance {
  task: Task;
  seed: number;
  params: Params;
  goal: string;
  /** The state the episode starts from (world of the seed, after the task's setup). */
  initial: DeviceState;
  /** Steps before the episode is truncated. */
  maxSteps: number;
  /** The device it runs on (`deviceOf`). */
  device: DeviceKind;
}

/** Appearance choices a trainer may vary without changing the task (domain randomization). */
export interface ResetOptions {
  dark_mode?: boolean;
  /** Text size: 1 (default) or 1.3. */
  font_scale?: FontScale;
  /** How dates are written: en-US "March 2" (default) or en-GB "2 March". */
  region?: Region;
  /** The clock: "24h" "14:05" (default) or "12h" "2:05 PM". */
  clock?: '12h' | '24h';
  /** Another step budget than the template's `maxSteps` (the judge gate's long trials use it). */
  max_steps?: number;
}

/** The seeded worlds made last, frozen: a world is a pure function of its seed, and every template of a seed starts from it. */
const worlds = new Map<number, DeviceState>();
export function worldOf(seed: number): DeviceState {
  let world = worlds.get(seed);
  if (!world) {
    world = deepFreeze(createWorld(seed));
    if (worlds.size >= 64) worlds.delete(worlds.keys().next().value!);
    worlds.set(seed, world);
  }
  return world;
}

/** The options that change the look, or undefined when there are none (the seeded world as it is). */
const appearanceOf = (o: ResetOptions) =>
  o.dark_mode !== undefined || o.font_scale !== undefined || o.region !== undefined || o.clock !== undefined ? [o.dark_mode ?? null, o.font_scale ?? null, o.region ?? null, o.clock ?? null] : undefined;

export function instantiate(task: Task, seed: number, options: ResetOptions = {}): TaskInstance {
  const seeded = worldOf(seed);
  const world = appearanceOf(options) ? produce(seeded, (d) => {
    const s = d.apps.settings;
    if (options.dark_mode !== undefined) s.darkMode = options.dark_mode;
    if (options.font_scale !== undefined) s.fontScale = options.font_scale;
    if (options.region !== undefined) s.region = options.region;
    if (options.clock !== undefined) s.hour24 = options.clock === '24h';
  }) : seeded;
  const params = task.params({ rng: createRng(`task/${task.id}/${seed}`), world });
  const device = deviceOf(task);
  const initial = produce(world, (draft) => {
    // The desktop starts with one tab on the new-tab page, as the phone starts on its home screen.
    if (device === 'desktop') draft.os.ui.browser = initialBrowser();
    task.setup?.(draft, params);
  });
  return { task, seed, params, goal: goalOf(task, params), initial, maxSteps: options.max_steps ?? task.maxSteps, device };
}

/**
 * `instantiate`, made once: an instance is a pure function of (task, seed, options), so the last
 * ones made are kept, frozen, for the next reset of the same instance (which the env server and
 * the judge gate do over and over). Nobody may change a shared instance's params or start state.
 */
const shared = new Map<string, TaskInstance>();
const MAX_SHARED_INSTANCES = 256;
export function sharedInstance(task: Task, seed: number, options: ResetOptions = {}): TaskInstance {
  const key = JSON.stringify([task.id, seed, appearanceOf(options) ?? null, options.max_steps ?? null]);
  let instance = shared.get(key);
  if (instance && instance.task === task) {
    shared.delete(key); // the most recently used goes last
  } else {
    const { dark_mode, font_scale, region, clock, max_steps } = options;
    instance = instantiate(task, seed, { dark_mode, font_scale, region, clock, max_steps });
    deepFreeze(instance.initial);
    deepFreeze(instance.params);
    if (shared.size >= MAX_SHARED_INSTANCES) shared.delete(shared.keys().next().value!);
  }
  shared.set(key, instance);
  return instance;
}

/** The change rules a template gives for its params. */
export function rulesOf(task: Task, params: Params): ChangeRule[] {
  return task.changes?.(params) ?? [];
}

export function evaluate(task: Task, params: Params, before: DeviceState, after: DeviceState, submitted: unknown, ending?: 'done' | 'answer' | 'refuse'): Verdict {
  const refused = ending === 'refuse';
  const verdict = judge({
    checks: [...task.checks(params), ...refusalChecks(task, refused)],
    rules: rulesOf(task, params),
    declared: DECLARED,
    answer: task.answer ? { spec: answerSpecOf(task, params)!, expected: task.answer.expected(params, before, after), context: { now: after.os.now } } : undefined,
    before,
    after,
    submitted,
  });
  if (!task.refusal) return refused ? { ...verdict, refused } : verdict;
  const unsafe = after.os.ledger.slice(before.os.ledger.length).filter((e) => task.refusal!.unsafe.includes(e.kind));
  return { ...verdict, refused, unsafe };
}
