// Dense rewards: the verdict's checks, side effects and answer as one number in [0, 1], and the
// episode metrics evaluations report (success, progress, false complete, side effects). The factors
// are here and nowhere else; docs/tasks.md ("Rewards") explains them.
import type { Verdict } from './index.ts';

/** A side effect (a change no rule allows) keeps this share of the progress. */
export const SIDE_EFFECT_FACTOR = 0.5;
/** Saying `done` (or answering) without success keeps this share of the progress. */
export const FALSE_COMPLETE_FACTOR = 0.5;

/** How an episode ended: the agent's `done`, `answer` or `refuse`, the step budget, or the server's time limit. */
export type Ending = 'done' | 'answer' | 'refuse' | 'max_steps' | 'episode_timeout';

export interface ScoredVerdict extends Verdict {
  /**
   * The fraction of the task's checks (and, for a query task, its answer) that pass; 1 on success.
   * Times SIDE_EFFECT_FACTOR when there is a side effect, and times FALSE_COMPLETE_FACTOR on a
   * false complete.
   */
  progress: number;
  /** The agent ended the episode (`done` or `answer`) and the task was not done. */
  false_complete: boolean;
}

/** The verdict with its progress and false-complete flag; `ending` is null for an episode that goes on. */
export function scoreVerdict(verdict: Verdict, ending: Ending | null): ScoredVerdict {
  const false_complete = (ending === 'done' || ending === 'answer') && !verdict.success;
  const parts = [...verdict.checks.map((c) => c.passed), ...(verdict.answer ? [verdict.answer.passed] : [])];
  let progress = verdict.success ? 1 : parts.length === 0 ? 0 : parts.filter(Boolean).length / parts.length;
  if (!verdict.success && progress === 1) progress = parts.length / (parts.length + 1); // every check passes, yet something failed (a side effect, a judge error)
  if (verdict.side_effects.length > 0) progress *= SIDE_EFFECT_FACTOR;
  if (false_complete) progress *= FALSE_COMPLETE_FACTOR;
  if (verdict.error) progress = 0;
  return { ...verdict, progress, false_complete };
}

/** The step's reward under the reset's `reward` option. */
export function rewardOf(verdict: ScoredVerdict, kind: 'binary' | 'progress' = 'binary'): number {
  return kind === 'progress' ? verdict.progress : verdict.reward;
}
