// Re-judging recorded episodes with the current judges, offline: a recording (recorder.ts) holds
// the episode's params and start state (first line) and the end state and answer its verdict was
// judged on (the ending line), and judging is pure over those (tasks/episode.ts), so no browser is
// needed. Used by `POST /v1/rejudge` (one recording) and, run as a script, by
// `npm run rejudge -- DIR|FILE...`, which prints which verdicts changed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import express from 'express';
import type { DeviceState } from '../apps/world.ts';
import { TASKS } from '../tasks/index.ts';
import { deviceOf, instantiate, type Params, type ResetOptions, type Task } from '../tasks/define.ts';
import { judgeEpisode } from '../tasks/episode.ts';
import { rewardOf } from '../judges/reward.ts';
import { currentSplits } from '../tasks/splits/index.ts';
import { gitState } from './provenance.ts';
import { MAX_REJUDGE_BYTES, REJUDGE_ERROR_KINDS, VERSION, RejudgeRequest, describeIssues, type RejudgeErrorKind, type RejudgeResult } from './protocol.ts';
import { JobFailed, type Lane } from './workers.ts';
import { RecordingEnd, RecordingStart } from './recorder.ts';

export class RejudgeError extends Error {
  constructor(readonly kind: RejudgeErrorKind, message: string) {
    super(message);
  }
  get status(): number {
    return { JUDGE_ERROR: 500, FORBIDDEN: 403, MESSAGE_TOO_LARGE: 413, TIMEOUT: 503, BUSY: 503 }[this.kind as string] ?? 400;
  }
  toJson() {
    return { error: { kind: this.kind, message: this.message } };
  }
}

const OLD_FORMAT = 'it was recorded before recordings carried the episode\'s states (recording format 1); only episodes recorded since can be re-judged';

/** Re-judge one recording (its .jsonl text) with the judges of `tasks`. */
export function rejudgeRecording(text: string, tasks: readonly Task[] = TASKS): RejudgeResult {
  const lines = text.split('\n').map((line, i) => ({ line, number: i + 1 })).filter(({ line }) => line.trim() !== '').map(({ line, number }) => {
    try {
      return JSON.parse(line) as unknown;
    } catch {
      throw new RejudgeError('INVALID_JSON', `line ${number} of the recording is not JSON`);
    }
  });
  if (lines.length === 0) throw new RejudgeError('VALIDATION_ERROR', 'the recording is empty');
  const head = lines[0] as Record<string, unknown> | null;
  if (typeof head !== 'object' || head === null || typeof head.task !== 'string') throw new RejudgeError('VALIDATION_ERROR', 'the first line of a recording names its task and seed; this one does not');
  if (head.state === undefined) throw new RejudgeError('NOT_REJUDGEABLE', `the recording has no start state: ${OLD_FORMAT}`);
  const start = RecordingStart.safeParse(head);
  if (!start.success) throw new RejudgeError('VALIDATION_ERROR', `the recording's first line: ${describeIssues(start.error)}`);
  const endIndex = lines.findLastIndex((l) => typeof l === 'object' && l !== null && 'verdict' in l);
  if (endIndex < 1) throw new RejudgeError('EPISODE_NOT_ENDED', 'no line of the recording carries a verdict: the episode did not end while it was recorded, so there is nothing to re-judge');
  const endLine = lines[endIndex] as Record<string, unknown>;
  if (endLine.state === undefined || endLine.state === null) throw new RejudgeError('NOT_REJUDGEABLE', `the recording's ending line has no end state: ${OLD_FORMAT}`);
  const end = RecordingEnd.safeParse(endLine);
  if (!end.success) throw new RejudgeError('VALIDATION_ERROR', `line ${endIndex + 1} of the recording (the verdict): ${describeIssues(end.error)}`);

  const { task: taskId, seed, goal, max_steps } = start.data;
  const task = tasks.find((t) => t.id === taskId);
  if (!task) throw new RejudgeError('UNKNOWN_TASK', `the recording's task "${taskId}" is not in the catalogue any more`);
  const instance = {
    task, seed, goal, maxSteps: max_steps, device: deviceOf(task),
    params: start.data.params as Params, initial: start.data.state as unknown as DeviceState,
  };
  let verdict;
  try {
    verdict = judgeEpisode(instance, end.data.state as unknown as DeviceState, end.data.answer ?? undefined, end.data.reason ?? null);
  } catch (error) {
    throw new RejudgeError('JUDGE_ERROR', `the judge of ${taskId} failed on this recording: ${error instanceof Error ? error.message : String(error)}`);
  }
  let goalNow: string | null = null;
  try {
    const options = start.data.options;
    goalNow = instantiate(task, seed, typeof options === 'object' && options !== null ? options as ResetOptions : {}).goal;
  } catch {
    goalNow = null; // the template cannot draw this seed any more: the instance changed
  }
  const provenance = (end.data.verdict as { provenance?: unknown }).provenance;
  const recorded = { reward: end.data.reward, outcome: end.data.outcome, provenance: typeof provenance === 'object' && provenance !== null ? provenance as Record<string, unknown> : null };
  // The reward as the episode asked for it (a progress reward is compared with the progress now).
  const now = { reward: rewardOf(verdict, start.data.reward), outcome: verdict.success ? 'success' as const : 'failure' as const, verdict: verdict as unknown as Record<string, unknown>, judged_by: judgedBy() };
  return { task: taskId, seed, recorded, now, changed: recorded.reward !== now.reward || recorded.outcome !== now.outcome, goal_changed: goalNow !== goal };
}

/** What re-judges: the split version, the server's version and the judges' commit (read once per process). */
let judges: RejudgeResult['now']['judged_by'] | null = null;
function judgedBy(): RejudgeResult['now']['judged_by'] {
  judges ??= { task_set: `v${currentSplits().version}`, server: VERSION, ...gitState() };
  return judges;
}

/** Re-judgings waiting for or reading their body, or in the worker: more are refused at once (503 BUSY). */
export const MAX_REJUDGES_AT_ONCE = 4;
/** A re-judging that takes longer is stopped (its worker terminated) and answered 503 TIMEOUT. */
export const REJUDGE_TIME_LIMIT_MS = Number(process.env.VIVARIUM_REJUDGE_TIME_LIMIT_MS ?? 60_000);

/**
 * `POST /v1/rejudge` `{"recording": "<.jsonl text>"}`: the result, or `{"error": {"kind", "message"}}`.
 * `allowed(req)` says whether the caller may (the admin token on a server with tokens). The body is
 * read as bytes and handed to a worker thread (workers.ts), which parses and judges it: a 32 MiB
 * recording never holds the event loop. A server given its own task catalogue (tests) judges in-thread.
 */
export function rejudgeRoute(tasks: readonly Task[], allowed: (req: express.Request) => boolean, lane: Lane): express.Router {
  const router = express.Router();
  let active = 0;
  router.post('/', (req, res, next) => (allowed(req) ? next() : void res.status(403).json(new RejudgeError('FORBIDDEN', 're-judging needs the admin token on a server with a token').toJson())));
  router.post('/', (_req, res, next) => {
    if (active >= MAX_REJUDGES_AT_ONCE) return void res.status(503).json(new RejudgeError('BUSY', `${active} re-judgings are running; try again shortly`).toJson());
    active += 1;
    res.once('close', () => (active -= 1));
    next();
  });
  router.post('/', express.raw({ type: () => true, limit: MAX_REJUDGE_BYTES }), (req, res, next) => {
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    // The worker gets a buffer of its own, handed over without a copy.
    const body = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer as ArrayBuffer : new Uint8Array(bytes).buffer;
    const judged = tasks === TASKS ? lane.run('rejudge', { body }, [body]) : Promise.resolve().then(() => rejudgeBody(body, tasks));
    judged.then((result) => void res.json(result), (error: unknown) => {
      const failure = error instanceof RejudgeError ? error
        : error instanceof JobFailed && (REJUDGE_ERROR_KINDS as readonly string[]).includes(error.kind) ? new RejudgeError(error.kind as RejudgeErrorKind, error.message)
          : null;
      if (!failure) return next(error);
      if (failure.kind === 'JUDGE_ERROR' || failure.kind === 'TIMEOUT') console.error('[vivarium] rejudge:', failure.message);
      res.status(failure.status).json(failure.toJson());
    });
  });
  // The body reader's own failures (too large, unreadable), in the same shape.
  router.use((error: { type?: string; status?: number }, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (error.type === 'entity.too.large') return void res.status(413).json(new RejudgeError('MESSAGE_TOO_LARGE', `the body is larger than ${MAX_REJUDGE_BYTES} bytes`).toJson());
    if (error.status !== undefined && error.status < 500) return void res.status(400).json(new RejudgeError('VALIDATION_ERROR', 'the request could not be read as a JSON body').toJson());
    next(error);
  });
  return router;
}

/** `POST /v1/rejudge`'s body, `{"recording": "<.jsonl text>"}`, parsed and judged (in the worker, worker.ts). */
export function rejudgeBody(body: ArrayBuffer, tasks: readonly Task[] = TASKS): RejudgeResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new RejudgeError('INVALID_JSON', 'the body is not JSON');
  }
  const request = RejudgeRequest.safeParse(parsed);
  if (!request.success) throw new RejudgeError('VALIDATION_ERROR', `the body is {"recording": "<the .jsonl text of one recording>"}: ${describeIssues(request.error)}`);
  return rejudgeRecording(request.data.recording, tasks);
}

// ---- npm run rejudge -- DIR|FILE... ------------------------------------------------------------

export interface RejudgeRow {
  file: string;
  result?: RejudgeResult;
  error?: { kind: RejudgeErrorKind; message: string };
}

/** The .jsonl recordings a list of paths names: files as given, directories' .jsonl files (not their subdirectories). */
export function recordingFiles(paths: readonly string[]): string[] {
  return paths.flatMap((path) => (statSync(path).isDirectory()
    ? readdirSync(path).filter((n) => n.endsWith('.jsonl') && !n.startsWith('.')).sort().map((n) => join(path, n))
    : [path]));
}

export function rejudgeFiles(files: readonly string[], tasks: readonly Task[] = TASKS): RejudgeRow[] {
  return files.map((file) => {
    try {
      return { file, result: rejudgeRecording(readFileSync(file, 'utf8'), tasks) };
    } catch (error) {
      if (error instanceof RejudgeError) return { file, error: { kind: error.kind, message: error.message } };
      return { file, error: { kind: 'VALIDATION_ERROR' as const, message: error instanceof Error ? error.message : String(error) } };
    }
  });
}

const verdictText = (v: { reward: number; outcome: string }) => `${v.outcome} (${v.reward})`;

/** The table `npm run rejudge` prints: one row per recording, changed ones marked, then a summary line. */
export function formatRows(rows: readonly RejudgeRow[]): string {
  const table = rows.map((r) => r.result
    ? [basename(r.file), `${r.result.task}@${r.result.seed}`, verdictText(r.result.recorded), verdictText(r.result.now), r.result.changed ? 'CHANGED' : r.result.goal_changed ? 'same (goal changed)' : 'same']
    : [basename(r.file), '-', '-', '-', `not re-judged: ${r.error!.kind}: ${r.error!.message}`]);
  const header = ['recording', 'task@seed', 'recorded', 'now', 'verdict'];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const format = (row: string[]) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ');
  const changed = rows.filter((r) => r.result?.changed).length, failed = rows.filter((r) => r.error).length;
  return [format(header), ...table.map(format), '', `${rows.length} recording(s): ${changed} verdict(s) changed, ${rows.length - changed - failed} unchanged, ${failed} not re-judged`].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const paths = args.filter((a) => !a.startsWith('--'));
  if (paths.length === 0 || args.includes('--help')) {
    console.log('npm run rejudge -- DIR|FILE... [--json]: re-judge recorded episodes (.jsonl) with the current judges and show which verdicts changed');
    process.exitCode = paths.length === 0 && !args.includes('--help') ? 2 : 0;
  } else {
    let files: string[] = [];
    try {
      files = recordingFiles(paths);
    } catch (error) {
      console.error(`rejudge: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 2;
    }
    if (process.exitCode === undefined) {
      const rows = rejudgeFiles(files);
      console.log(json ? rows.map((r) => JSON.stringify(r)).join('\n') : formatRows(rows));
      // 1 when some recording could not be re-judged; a changed verdict is a finding, not a failure.
      if (rows.some((r) => r.error)) process.exitCode = 1;
    }
  }
}
