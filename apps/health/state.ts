// Health: steps, sleep, resting heart rate and workouts day by day, from four weeks before the
// device clock's day up to it, with daily goals (steps, sleep) and the streaks they give. A day is
// the start of its day on the device clock (UTC); a night belongs to the day it ends on (woke up that
// morning). Workouts are timed on the device clock; ids are `w<n>` from one counter. Nothing here
// is irreversible: a workout logged by hand can be edited and deleted, goals changed back.
import type { Rng } from '../kit/random.ts';
import { DAY, MINUTE, startOfDay } from '../kit/time.ts';
import type { SeedContext } from '../app.ts';

export type WorkoutType = 'run' | 'walk' | 'cycle' | 'swim' | 'yoga' | 'strength';
export const WORKOUT_TYPES: readonly WorkoutType[] = ['run', 'walk', 'cycle', 'swim', 'yoga', 'strength'];
export const TYPE_LABEL: Record<WorkoutType, string> = { run: 'Run', walk: 'Walk', cycle: 'Cycle', swim: 'Swim', yoga: 'Yoga', strength: 'Strength' };
/** Workouts that cover a distance (the others have none). */
export const HAS_DISTANCE: Record<WorkoutType, boolean> = { run: true, walk: true, cycle: true, swim: true, yoga: false, strength: false };

export interface DayLog {
  /** Start of the day (device clock). */
  day: number;
  steps: number;
  /** Resting heart rate, beats per minute. */
  restingHr: number;
  /** The night that ended this morning: in bed and awake (epoch ms), or null when none was tracked. */
  sleep: { bed: number; wake: number } | null;
}

export interface Workout {
  id: string;
  type: WorkoutType;
  /** When it started (epoch ms). */
  start: number;
  minutes: number;
  /** Kilometres, two decimals; null for a workout without a distance. */
  km: number | null;
  kcal: number;
  /** Average heart rate from the watch; null for one logged by hand. */
  avgHr: number | null;
  /** Logged by hand (not by the watch). */
  manual: boolean;
}

export interface Goals {
  steps: number;
  /** Minutes of sleep a night. */
  sleep: number;
}

export interface HealthState {
  /** One per day, oldest first, up to the day of the device clock at seeding. */
  days: DayLog[];
  workouts: Workout[];
  goals: Goals;
  nextId: number;
}

/** How many days the seed tracks back from today. */
export const TRACKED_DAYS = 28;
/** Sleep goals the app offers, in minutes: 6 h to 10 h by half hours. */
export const SLEEP_GOALS: readonly number[] = Array.from({ length: 9 }, (_, i) => 360 + i * 30);

// ---------------------------------------------------------------- derived values (screens, kits)

const group = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** "8,432" */
export const formatSteps = (n: number): string => group(n);
/** "5.24 km" */
export const formatKm = (km: number): string => `${km.toFixed(2)} km`;
/** "7 h 12 min", "45 min" (a duration, not a clock time). */
export function formatDuration(minutes: number): string {
  const m = Math.round(minutes);
  const h = Math.floor(m / 60);
  return h === 0 ? `${m} min` : `${h} h ${m % 60} min`;
}

export const sleepMinutes = (d: DayLog): number | null => (d.sleep ? Math.round((d.sleep.wake - d.sleep.bed) / MINUTE) : null);
export const dayOf = (s: HealthState, day: number): DayLog | undefined => s.days.find((d) => d.day === day);
/** The last seven days, today included, oldest first. */
export const lastWeek = (s: HealthState, now: number): DayLog[] => s.days.filter((d) => d.day > startOfDay(now) - 7 * DAY && d.day <= startOfDay(now));
export const reachedSteps = (s: HealthState, d: DayLog): boolean => d.steps >= s.goals.steps;

/** Days in a row that reached the step goal, back from yesterday (today counts once it has). */
export function stepStreak(s: HealthState, now: number): number {
  const today = startOfDay(now);
  let n = 0;
  const t = dayOf(s, today);
  if (t && reachedSteps(s, t)) n++;
  for (let day = today - DAY; ; day -= DAY) {
    const d = dayOf(s, day);
    if (!d || !reachedSteps(s, d)) return n;
    n++;
  }
}

/** The average of the last seven nights' sleep, in whole minutes (null without a tracked night). */
export function averageSleep(s: HealthState, now: number): number | null {
  const nights = lastWeek(s, now).map(sleepMinutes).filter((m): m is number => m !== null);
  return nights.length === 0 ? null : Math.round(nights.reduce((a, b) => a + b, 0) / nights.length);
}

/** Workouts newest first. */
export const sortWorkouts = (ws: readonly Workout[]): Workout[] => ws.slice().sort((a, b) => b.start - a.start || b.id.localeCompare(a.id));

// ---------------------------------------------------------------- the seed

const RUN_TIMES = [6 * 60 + 30, 7 * 60, 7 * 60 + 15, 18 * 60, 18 * 60 + 30] as const;

export function seedHealth(rng: Rng, world: SeedContext): HealthState {
  const today = startOfDay(world.now);
  const days: DayLog[] = [];
  for (let i = TRACKED_DAYS - 1; i >= 0; i--) {
    const day = today - i * DAY;
    const bed = day - rng.int(15, 130) * MINUTE; // 21:50 to 23:45 the evening before
    const wake = day + rng.int(6 * 60, 7 * 60 + 45) * MINUTE;
    // Today's steps are the morning's so far (the clock is before noon at reset).
    const steps = i === 0 ? rng.int(600, 3200) : rng.int(3800, 14800);
    days.push({ day, steps, restingHr: rng.int(54, 68), sleep: rng.chance(0.06) && i > 0 ? null : { bed, wake } });
  }
  let nextId = 1;
  const workouts: Workout[] = [];
  // Runs: every two or three days, always at the same time of day (the owner's usual).
  const runAt = rng.pick(RUN_TIMES);
  for (let i = TRACKED_DAYS - 1; i >= 1; i -= rng.int(2, 3)) {
    const km = rng.int(300, 1250) / 100;
    const minutes = Math.round(km * rng.int(50, 64) / 10);
    workouts.push({ id: `w${nextId++}`, type: 'run', start: today - i * DAY + runAt * MINUTE, minutes, km, kcal: Math.round(km * 64), avgHr: rng.int(138, 162), manual: false });
  }
  // Other workouts on other days, in the middle of the day.
  // At least one walk and one yoga session among them; then any kind.
  for (let i = TRACKED_DAYS - 2, k = 0; i >= 1; i -= rng.int(1, 3), k++) {
    const type = k === 0 ? 'walk' : k === 1 ? 'yoga' : rng.pick(['walk', 'cycle', 'swim', 'yoga', 'strength', 'walk'] as const);
    const minutes = rng.int(25, 75);
    const km = type === 'walk' ? Math.round(minutes * rng.int(70, 95) / 10) / 100 : type === 'cycle' ? Math.round(minutes * rng.int(35, 45) / 10) / 10 : type === 'swim' ? Math.round(minutes * rng.int(28, 40) / 10) / 100 : null;
    const perMinute = { walk: 4, cycle: 8, swim: 9, yoga: 3, strength: 6, run: 11 }[type];
    const manual = rng.chance(0.2);
    workouts.push({ id: `w${nextId++}`, type, start: today - i * DAY + rng.int(11 * 60, 16 * 60) * MINUTE, minutes, km, kcal: minutes * perMinute + rng.int(0, 20), avgHr: manual ? null : rng.int(95, 135), manual });
  }
  return { days, workouts: sortWorkouts(workouts), goals: { steps: rng.pick([8000, 10000]), sleep: rng.pick([420, 450, 480]) }, nextId };
}
