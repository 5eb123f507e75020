// Trajectory recording: a session asked to record (`session.create {record: true}`, or every
// session of a server started with `--record DIR`) writes each episode as JSON lines next to its
// screenshots, for the workbench's trajectory viewer:
//
//   <dir>/<session_id>-<n>.jsonl        line 1: {format, task, seed, goal, max_steps, params, options,
//                                       screenshot, ui_tree, ..., state}; then one line per step: {step,
//                                       action, screenshot, ui_tree, reward, terminated, truncated,
//                                       last_action}, and on the ending step also {verdict, outcome,
//                                       reason, answer, state}
//   <dir>/<session_id>-<n>-<step>.jpg   the observation's screenshot (000 is the reset; .png when asked)
//   <dir>/.vivarium-index               one line when an episode starts and one when it ends: what the
//                                       recordings' list shows (recordings-index.ts)
//
// The start state and params (line 1) and the end state and answer (the verdict's line) are what
// the judge reads (the device clock is in the state), so a recording can be re-judged offline with
// the current judges (env-server/rejudge.ts, `npm run rejudge`, `POST /v1/rejudge`).
//
// A recording session always captures a screenshot and a UI tree; they are stripped from the
// answer again when the client did not ask for them.
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { Action } from '../tasks/ui.ts';
import type { ResetOptions, TaskInstance } from '../tasks/define.ts';
import type { DeviceState } from '../apps/world.ts';
import { DEFAULT_OBSERVE, type ObserveOptions } from './protocol.ts';
import type { Observation, Session, StepResult } from './session.ts';
import { indexLine } from './recordings-index.ts';

/**
 * Where `session.create {record: true}` records when the server was not given `--record DIR`: a
 * directory of the user who runs the server ($XDG_STATE_HOME, else ~/.local/state), not the
 * machine-wide temp directory.
 */
export const DEFAULT_RECORD_DIR = join(process.env.XDG_STATE_HOME || join(homedir(), '.local', 'state'), 'vivarium', 'recordings');

/** Episodes one session may record; later ones are played but not written (the log says so). */
export const MAX_RECORDED_EPISODES = 500;

/** The recording format: 2 carries the states and the answer that re-judging needs (1 did not, and had no `format`). */
export const RECORDING_FORMAT = 2;

export interface RecordingLine {
  step: number;
  action: Action;
  screenshot: string | null;
  ui_tree: Observation['ui_tree'] | null;
  reward: number;
  terminated: boolean;
  truncated: boolean;
}

/** One recording session: numbers its episodes and writes their lines in order. */
export class Recorder {
  private episode = 0;
  private file: string | null = null;
  /** The last step written: a repeated `step_id` returns its first result, which is not written twice. */
  private lastStep = 0;
  private ended = false;
  private writes: Promise<void> = Promise.resolve();

  constructor(readonly dir: string, private readonly sessionId: string, private readonly defaults: Required<ObserveOptions>) {}

  /** The observe options to pass to the session: the client's, with the screenshot and tree forced on. */
  observe(asked: ObserveOptions | undefined): ObserveOptions {
    return { ...asked, screenshot: true, ui_tree: true };
  }

  /** Remove from the observation what the client did not ask for. */
  private strip(observation: Observation, asked: ObserveOptions | undefined): Observation {
    const wanted = { ...this.defaults, ...asked };
    const { screenshot, ui_tree, ...rest } = observation;
    return { ...rest, ...(wanted.screenshot && screenshot ? { screenshot } : {}), ...(wanted.ui_tree && ui_tree ? { ui_tree } : {}) };
  }

  private async image(observation: Observation, file: string, step: number): Promise<string | null> {
    const shot = observation.screenshot;
    if (!shot) return null;
    const name = `${file}-${String(step).padStart(3, '0')}.${shot.mime === 'image/png' ? 'png' : 'jpg'}`;
    await writeFile(join(this.dir, name), shot.data);
    return name;
  }

  private enqueue(write: () => Promise<void>): Promise<void> {
    const next = this.writes.then(write);
    this.writes = next.catch((error: unknown) => console.error('[vivarium] recording:', error));
    return this.writes;
  }

  /** A reset starts a new file. Returns the observation as the client asked for it, and the file name. */
  async reset(
    info: { task: string; seed: number; goal: string; max_steps: number; [more: string]: unknown },
    observation: Observation,
    asked: ObserveOptions | undefined,
    episode: { instance: TaskInstance; options: ResetOptions },
  ): Promise<{ observation: Observation; recording: string | null }> {
    if (this.episode >= MAX_RECORDED_EPISODES) {
      if (this.file !== null) console.error(`[vivarium] session ${this.sessionId} recorded ${MAX_RECORDED_EPISODES} episodes; it records no more`);
      this.file = null;
      return { observation: this.strip(observation, asked), recording: null };
    }
    this.episode += 1;
    this.file = `${this.sessionId}-${this.episode}`;
    this.lastStep = 0;
    this.ended = false;
    const file = this.file;
    await this.enqueue(async () => {
      await mkdir(this.dir, { recursive: true });
      const screenshot = await this.image(observation, file, 0);
      const line = {
        format: RECORDING_FORMAT, ...info, params: episode.instance.params, options: episode.options,
        screenshot, ui_tree: observation.ui_tree ?? null, foreground_app: observation.foreground_app, screen: observation.screen,
        state: episode.instance.initial,
      };
      await writeFile(join(this.dir, `${file}.jsonl`), JSON.stringify(line) + '\n');
      await indexLine(this.dir, { name: `${file}.jsonl`, task: info.task, seed: info.seed, goal: info.goal, steps: 0, reward: null, modified: Date.now() });
    });
    return { observation: this.strip(observation, asked), recording: `${file}.jsonl` };
  }

  /** `endState` is the state the verdict (if this step carries one) was judged on. */
  async step(action: Action, result: StepResult, asked: ObserveOptions | undefined, endState: DeviceState | null): Promise<StepResult> {
    const file = this.file;
    // (An episode the server ended for its time limit is told at the next step, under the last step's number.)
    if (file !== null && (result.info.step > this.lastStep || (result.info.verdict !== undefined && !this.ended))) {
      this.lastStep = result.info.step;
      this.ended = result.terminated || result.truncated;
      await this.enqueue(async () => {
        const o = result.observation;
        const line: RecordingLine & Record<string, unknown> = {
          step: result.info.step, action, screenshot: await this.image(o, file, result.info.step), ui_tree: o.ui_tree ?? null,
          reward: result.reward, terminated: result.terminated, truncated: result.truncated,
          foreground_app: o.foreground_app, last_action: o.last_action,
          ...(result.info.verdict ? {
            verdict: result.info.verdict, outcome: result.info.outcome, reason: result.info.reason,
            answer: result.info.reason === 'answer' && action.type === 'answer' ? action.value : null, state: endState,
          } : {}),
        };
        await appendFile(join(this.dir, `${file}.jsonl`), JSON.stringify(line) + '\n');
        if (result.terminated || result.truncated) await indexLine(this.dir, { name: `${file}.jsonl`, steps: result.info.step, reward: result.reward, modified: Date.now() });
      });
    }
    return { ...result, observation: this.strip(result.observation, asked) };
  }
}

/** A recording's first line, as re-judging reads it (other fields pass through). */
export const RecordingStart = z.object({
  task: z.string().min(1),
  seed: z.number().int(),
  goal: z.string(),
  max_steps: z.number().int(),
  params: z.record(z.string(), z.unknown()),
  state: z.object({ os: z.record(z.string(), z.unknown()), apps: z.record(z.string(), z.unknown()) }).passthrough(),
  /** The reset's reward option (recordings before it had none: binary). */
  reward: z.enum(['binary', 'progress']).optional(),
}).passthrough();

/** The line that ends an episode: its verdict, and the end state and answer it was judged on. */
export const RecordingEnd = z.object({
  step: z.number().int(),
  reward: z.number(),
  outcome: z.enum(['success', 'failure']),
  verdict: z.object({ success: z.boolean(), reward: z.number() }).passthrough(),
  answer: z.unknown().optional(),
  state: z.object({ os: z.record(z.string(), z.unknown()), apps: z.record(z.string(), z.unknown()) }).passthrough().nullable().optional(),
  reason: z.enum(['done', 'answer', 'max_steps', 'episode_timeout']).optional(),
}).passthrough();

const recorders = new WeakMap<Session, Recorder>();

/** Make `session` record into `dir`; `observe` is the session's default observe options. */
export function startRecording(session: Session, dir: string, observe: ObserveOptions | undefined): Recorder {
  const recorder = new Recorder(dir, session.id, { ...DEFAULT_OBSERVE, ...observe });
  recorders.set(session, recorder);
  return recorder;
}

export function recorderOf(session: Session): Recorder | undefined {
  return recorders.get(session);
}

export type { RecordingSummary } from './recordings-index.ts';
