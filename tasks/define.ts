// The task template: one file per task, read top to bottom (see docs/tasks.md).
// `(task, seed)` names one instance forever: params come from the seeded generator and world.
import { produce } from 'immer';
import { createRng, type Rng } from '../apps/kit/random.ts';
import { createWorld, type AppId, type DeviceState } from '../apps/world.ts';
import { judge, type AnswerSpec, type AnswerValue, type Check, type Json, type Verdict } from '../judges/index.ts';
import type { TaskUi } from './ui.ts';

export type Params = { [key: string]: Json };

export interface NearMiss<P> {
  name: string;
  run(ui: TaskUi, p: P): Promise<void>;
}

export interface TaskTemplate<P extends Params> {
  id: string;
  apps: AppId[];
  difficulty: 1 | 2 | 3 | 4;
  maxSteps: number;
  params(ctx: { rng: Rng; world: DeviceState }): P;
  goal(p: P): string;
  /** Move the world away from the goal, so it is not already met. */
  setup?(draft: DeviceState, p: P): void;
  checks(p: P): Check<DeviceState>[];
  /** Path patterns the episode may change (see judges/diff.ts `covers`). The clock and UI always may. */
  allowedChanges: readonly string[] | ((p: P) => readonly string[]);
  /**
   * Query tasks: the typed answer the agent submits with the `answer` action. `candidates` are
   * all the values a guesser could list at once (every contact's phone, say); the judge gate
   * answers with all of them together and expects a rejection.
   */
  answer?: {
    spec: AnswerSpec;
    expected(p: P, before: DeviceState): AnswerValue;
    candidates?(p: P, before: DeviceState): string[];
  };
  /** The scripted solution, through the agent action API. */
  oracle(ui: TaskUi, p: P): Promise<void>;
  /** Plausible wrong solutions that the judge must reject. */
  nearMisses: NearMiss<P>[];
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

/** Paths that every episode may change: the device clock and the shell's UI state. */
export const ALWAYS_ALLOWED = ['os.now', 'os.ui'] as const;

export interface TaskInstance {
  task: Task;
  seed: number;
  params: Params;
  goal: string;
  /** The state the episode starts from (world of the seed, after the task's setup). */
  initial: DeviceState;
}

/** Appearance choices a trainer may vary without changing the task (domain randomization). */
export interface ResetOptions {
  dark_mode?: boolean;
}

export function instantiate(task: Task, seed: number, options: ResetOptions = {}): TaskInstance {
  const world = createWorld(seed);
  if (options.dark_mode !== undefined) world.apps.settings.darkMode = options.dark_mode;
  const params = task.params({ rng: createRng(`task/${task.id}/${seed}`), world });
  const initial = produce(world, (draft) => task.setup?.(draft, params));
  return { task, seed, params, goal: task.goal(params), initial: JSON.parse(JSON.stringify(initial)) as DeviceState };
}

export function evaluate(task: Task, params: Params, before: DeviceState, after: DeviceState, submitted: unknown): Verdict {
  const allowed = typeof task.allowedChanges === 'function' ? task.allowedChanges(params) : task.allowedChanges;
  return judge({
    checks: task.checks(params),
    allowedChanges: [...ALWAYS_ALLOWED, ...allowed],
    answer: task.answer ? { spec: task.answer.spec, expected: task.answer.expected(params, before) } : undefined,
    before,
    after,
    submitted,
  });
}
