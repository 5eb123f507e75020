// Health: pure actions on the app's state, shared by the screens, the task setups and the noise.
// Nothing here is irreversible (a workout logged by hand is edited or deleted, a goal set back), so
// nothing writes the ledger.
import { DAY, MINUTE, parseIsoDate, parseTimeOfDay, startOfDay } from '../kit/time.ts';
import { HAS_DISTANCE, sortWorkouts, type HealthState, type Workout, type WorkoutType } from './state.ts';

/** What the workout editor saves. */
export type WorkoutFields = Pick<Workout, 'type' | 'start' | 'minutes' | 'km' | 'kcal'>;

export const findWorkout = (s: HealthState, id: string): Workout | undefined => s.workouts.find((w) => w.id === id);

/** Why these fields cannot be saved (null: they can). */
export function workoutProblem(f: WorkoutFields, now: number): string | null {
  if (f.start > now) return 'A workout cannot start in the future';
  if (!Number.isInteger(f.minutes) || f.minutes < 1 || f.minutes > 600) return 'Enter a duration from 1 to 600 minutes';
  if (HAS_DISTANCE[f.type] && f.km !== null && !(f.km > 0 && f.km <= 300)) return 'Enter a distance from 0.01 to 300 km';
  if (!Number.isInteger(f.kcal) || f.kcal < 0 || f.kcal > 5000) return 'Enter calories from 0 to 5000';
  return null;
}

/** A workout without a distance keeps none. */
const distanceOf = (f: WorkoutFields): number | null => (HAS_DISTANCE[f.type] && f.km !== null ? Math.round(f.km * 100) / 100 : null);

/** Log a workout by hand; returns its id (null when the fields cannot be saved). */
export function logWorkout(s: HealthState, f: WorkoutFields, now: number): string | null {
  if (workoutProblem(f, now) !== null) return null;
  const id = `w${s.nextId++}`;
  s.workouts.push({ id, type: f.type, start: f.start, minutes: f.minutes, km: distanceOf(f), kcal: f.kcal, avgHr: null, manual: true });
  s.workouts = sortWorkouts(s.workouts);
  return id;
}

/** Save an edited workout: only the fields that changed are written. */
export function saveWorkout(s: HealthState, id: string, f: WorkoutFields, now: number): boolean {
  const w = findWorkout(s, id);
  if (!w || workoutProblem(f, now) !== null) return false;
  const next = { type: f.type, start: f.start, minutes: f.minutes, km: distanceOf(f), kcal: f.kcal };
  for (const [k, v] of Object.entries(next) as [keyof typeof next, never][]) if (w[k] !== v) (w[k] as unknown) = v;
  const sorted = sortWorkouts(s.workouts);
  if (sorted.some((x, i) => x !== s.workouts[i])) s.workouts = sorted;
  return true;
}

export function deleteWorkout(s: HealthState, id: string): void {
  if (findWorkout(s, id)) s.workouts = s.workouts.filter((w) => w.id !== id);
}

export function setStepGoal(s: HealthState, steps: number): boolean {
  if (!Number.isInteger(steps) || steps < 1000 || steps > 50000) return false;
  if (s.goals.steps !== steps) s.goals.steps = steps;
  return true;
}

export function setSleepGoal(s: HealthState, minutes: number): void {
  if (s.goals.sleep !== minutes) s.goals.sleep = minutes;
}

/** A typical calorie figure the editor suggests for a workout. */
export function suggestedKcal(type: WorkoutType, minutes: number): number {
  return minutes * { run: 11, walk: 4, cycle: 8, swim: 9, yoga: 3, strength: 6 }[type];
}

// ---------------------------------------------------------------- what the editor reads

/** "YYYY-MM-DD" as a day on the device clock; null when it is not a real date. */
export const parseDate = parseIsoDate;

/** A start time as typed, on either clock ("18:15", "6:15 PM"), as minutes after midnight; null when it is not a time. */
export const parseTime = (text: string): number | null => parseTimeOfDay(text);

/** A whole number typed in a field ("45", "10,000"); null otherwise. */
export function parseWhole(text: string): number | null {
  const t = text.trim().replace(/,(?=\d{3}\b)/g, '');
  return /^\d+$/.test(t) ? Number(t) : null;
}

/** Kilometres typed in a field ("5", "5.2", "5.24"); null otherwise. */
export function parseKm(text: string): number | null {
  const t = text.trim();
  return /^\d+(\.\d{1,2})?$/.test(t) ? Number(t) : null;
}

export const minutesOfDay = (ms: number): number => Math.round((ms - startOfDay(ms)) / MINUTE);
export { DAY };
