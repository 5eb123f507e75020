// The Health app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import deleteWorkout from './delete-workout.ts';
import editWorkout from './edit-workout.ts';
import fixLog from './fix-log.ts';
import logTwoAndGoal from './log-two-and-goal.ts';
import logWorkout from './log-workout.ts';
import queryAverageSleep from './query-average-sleep.ts';
import queryGoalDays from './query-goal-days.ts';
import queryLongestRun from './query-longest-run.ts';
import queryRestingHr from './query-resting-hr.ts';
import queryStreak from './query-streak.ts';
import queryYesterdaySteps from './query-yesterday-steps.ts';
import setSleepGoal from './set-sleep-goal.ts';
import setStepGoal from './set-step-goal.ts';
import crossRunCalendarEvent from '../cross/run-calendar-event.ts';
import crossTextLastNightSleep from '../cross/text-last-night-sleep.ts';

const tasks: Task[] = [
  deleteWorkout,
  editWorkout,
  fixLog,
  logTwoAndGoal,
  logWorkout,
  queryAverageSleep,
  queryGoalDays,
  queryLongestRun,
  queryRestingHr,
  queryStreak,
  queryYesterdaySteps,
  setSleepGoal,
  setStepGoal,
  crossRunCalendarEvent,
  crossTextLastNightSleep,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
