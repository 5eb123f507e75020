// The Health kit: the moves an oracle makes in the app, the readers and checks its templates share.
// Moves find rows by their labels and roles, never by a written date or clock time (those change
// with the regional format): a workout row by its type and its distance or duration, a day's row by
// "Today" / "Yesterday". The noise the judge gate plays around the templates is in noise.ts.
import { createdRecord, expectEqual, type Check } from '../../judges/index.ts';
import type { TrialContext } from '../define.ts';
import { DAY, MINUTE, formatIsoDate, startOfDay } from '../../apps/kit/time.ts';
import { TYPE_LABEL, formatKm, formatDuration, sortWorkouts, type DayLog, type Workout, type WorkoutType } from '../../apps/health/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

export { DAY, MINUTE, startOfDay, TYPE_LABEL, formatKm, formatDuration };
export const WORKOUTS = 'apps.health.workouts';
export const STEP_GOAL = 'apps.health.goals.steps';
export const SLEEP_GOAL = 'apps.health.goals.sleep';

const pad = (n: number) => String(n).padStart(2, '0');
/** Minutes after midnight as "18:15", as the goal writes it and the editor takes it. */
export const hhmm = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
/** "YYYY-MM-DD" for the editor's date field. */
export const isoDate = formatIsoDate;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---------------------------------------------------------------- moves

/** Health on its summary: open it, and start it afresh when it was left on another screen. */
export async function start(ui: TaskUi): Promise<void> {
  await ui.openApp('Health');
  if (!ui.has({ text: 'Log workout', role: 'button' }) || !ui.has({ text: 'Goals', role: 'button' }) || ui.has({ text: 'Navigate up', role: 'button' })) await ui.launch('Health');
}

/** From the summary, one of the Browse rows: Steps, Sleep, Heart rate, Workouts, Goals. */
export async function openSection(ui: TaskUi, name: 'Steps' | 'Sleep' | 'Heart rate' | 'Workouts' | 'Goals'): Promise<void> {
  await start(ui);
  await ui.scrollTo({ text: name, role: 'button' });
  await ui.tap({ text: name, role: 'button' });
}

/** The Workouts page with one type's tab selected. */
export async function openWorkouts(ui: TaskUi, type: WorkoutType | 'all'): Promise<void> {
  await openSection(ui, 'Workouts');
  if (type !== 'all') await ui.tap({ text: TYPE_LABEL[type], role: 'tab' });
}

/** A workout row's label pattern: its type, then the day ("Yesterday" or any date), then its distance or duration. */
export function rowPattern(w: Pick<Workout, 'type' | 'km' | 'minutes'>, day?: 'Today' | 'Yesterday'): RegExp {
  const what = w.km !== null ? ` · ${escape(formatKm(w.km))} · ` : ` · ${escape(formatDuration(w.minutes))}$`;
  return new RegExp(`^${TYPE_LABEL[w.type]}, ${day ?? '[^·]+'} · .*${what}`);
}

/** Open a workout from the Workouts page, its type's tab, scrolled to its row. */
export async function openWorkout(ui: TaskUi, w: Pick<Workout, 'type' | 'km' | 'minutes'>, day?: 'Today' | 'Yesterday'): Promise<void> {
  await openWorkouts(ui, w.type);
  const sel = { matches: rowPattern(w, day), role: 'button' };
  await ui.scrollTo(sel);
  await ui.tap(sel);
}

export interface Form {
  type?: WorkoutType;
  /** A day (start of day), typed as YYYY-MM-DD. */
  day?: number;
  /** Minutes after midnight, typed as HH:MM. */
  time?: number;
  minutes?: number;
  km?: number | null;
  kcal?: number;
}

/** In the editor: fill these fields, then Save unless told not to. */
export async function fill(ui: TaskUi, f: Form, saveIt = true): Promise<void> {
  if (f.type !== undefined) {
    await ui.tap({ matches: /^Type: /, role: 'button' });
    await ui.tap({ text: TYPE_LABEL[f.type], role: 'button' });
  }
  if (f.day !== undefined) await ui.fill({ hint: 'Date (YYYY-MM-DD)' }, isoDate(f.day));
  if (f.time !== undefined) await ui.fill({ hint: 'Start time (HH:MM)' }, hhmm(f.time));
  if (f.minutes !== undefined) await ui.fill({ hint: 'Duration (minutes)' }, String(f.minutes));
  if (f.km !== undefined) await ui.fill({ hint: 'Distance (km)' }, f.km === null ? '' : String(f.km));
  if (f.kcal !== undefined) await ui.fill({ hint: 'Calories (kcal), optional' }, String(f.kcal));
  if (saveIt) await ui.tap({ text: 'Save', role: 'button' });
}

/** The summary's Log workout button, the form filled and saved. */
export async function log(ui: TaskUi, f: Form): Promise<void> {
  await start(ui);
  await ui.tap({ text: 'Log workout', role: 'button' });
  await fill(ui, f);
}

/** The other entry point: Workouts, the type's tab, its Log workout button (the type comes from the tab). */
export async function logFromTab(ui: TaskUi, f: Form & { type: WorkoutType }): Promise<void> {
  await openWorkouts(ui, f.type);
  await ui.tap({ text: 'Log workout', role: 'button' });
  await fill(ui, { ...f, type: undefined });
}

/** Goals: the daily step goal typed in its dialog, Save (or Enter). */
export async function setStepGoal(ui: TaskUi, steps: string, how: 'Save' | 'Enter' = 'Save'): Promise<void> {
  await openSection(ui, 'Goals');
  await ui.tap({ text: 'Daily steps', role: 'button' });
  await ui.fill({ hint: 'Steps a day' }, steps);
  if (how === 'Enter') await ui.key('Enter');
  else await ui.tap({ text: 'Save', role: 'button' });
}

/** Goals: the sleep goal picked from its list. */
export async function setSleepGoal(ui: TaskUi, minutes: number): Promise<void> {
  await openSection(ui, 'Goals');
  await ui.tap({ text: 'Sleep', role: 'button' });
  const label = formatDuration(minutes);
  await ui.tap(ui.has({ text: label, role: 'button' }) ? { text: label, role: 'button' } : { text: `${label} ✓`, role: 'button' });
}

/** On a workout's page: Delete and confirm (or cancel). */
export async function deleteOpen(ui: TaskUi, confirm = true): Promise<void> {
  await ui.tap({ text: 'Delete', role: 'button' });
  await ui.tap({ text: confirm ? 'Delete' : 'Cancel', role: 'button' });
}

/** The text right after the last element with this text (a stat's value after its label, a row's line after its title). */
export function textAfter(ui: TaskUi, text: string): string {
  const tree = ui.tree();
  const at = tree.findLastIndex((e) => e.text === text);
  if (at < 0) throw new Error(`no "${text}" on screen`);
  return tree[at + 1]!.text;
}

/** "8,432 steps · Goal reached" → 8432. */
export const leadingNumber = (text: string): number => Number(/^[\d,.]+/.exec(text)![0].replace(/,/g, ''));

/** "7 h 12 min" or "45 min" → minutes. */
export function minutesOf(text: string): number {
  const m = /^(?:(\d+) h )?(\d+) min/.exec(text)!;
  return Number(m[1] ?? 0) * 60 + Number(m[2]);
}

// ---------------------------------------------------------------- reading the state

export const today = (s: DeviceState): number => startOfDay(s.os.now);
export const dayLog = (s: DeviceState, day: number): DayLog | undefined => s.apps.health.days.find((d) => d.day === day);
export const workoutById = (s: DeviceState, id: string): Workout | undefined => s.apps.health.workouts.find((w) => w.id === id);
/** Workouts that started on this day. */
export const workoutsOn = (s: DeviceState, day: number): Workout[] => s.apps.health.workouts.filter((w) => startOfDay(w.start) === day);
/** Runs of the last seven days, today included. */
export const weekRuns = (s: DeviceState): Workout[] => s.apps.health.workouts.filter((w) => w.type === 'run' && w.start >= today(s) - 6 * DAY);

/** How many workouts a row pattern finds on the type's tab (a goal's "yesterday's swim" must find one). */
export const rowsLike = (s: DeviceState, w: Pick<Workout, 'type' | 'km' | 'minutes' | 'start'>): number =>
  s.apps.health.workouts.filter((x) => x.type === w.type && (w.km !== null ? x.km !== null && formatKm(x.km) === formatKm(w.km) : x.km === null && x.minutes === w.minutes)).length;

// ---------------------------------------------------------------- checks

export interface Want {
  type: WorkoutType;
  start: number;
  minutes: number;
  km: number | null;
}

/** One workout was logged by hand with these fields (its calories are free: the editor suggests them). */
export function logged(want: Want): Check<DeviceState>[] {
  return createdRecord<DeviceState>(WORKOUTS, 'workout', { type: want.type, start: want.start, minutes: want.minutes, km: want.km }, { avgHr: null, manual: true });
}

/** The workout `id` has this value in `field` after the episode. */
export function workoutHas(id: string, label: string, field: keyof Workout, value: unknown): Check<DeviceState> {
  return expectEqual(label, value, ({ after }) => workoutById(after, id)?.[field] ?? null);
}

// ---------------------------------------------------------------- picks the gate's noise shares

/** Workouts the params do not name, newest first, each found alone by its row pattern. */
export function bystanders(ctx: TrialContext): Workout[] {
  const said = JSON.stringify(ctx.params);
  return sortWorkouts(ctx.initial.apps.health.workouts).filter((w) => !said.includes(`"${w.id}"`) && rowsLike(ctx.initial, w) === 1);
}

/** `script(...moves)`: a whole script, the moves in order, then done. */
export { script } from '../ui.ts';

/** Move a workout to a day and time (setups). */
export function placeWorkout(s: DeviceState, id: string, day: number, minutes: number): Workout {
  const w = workoutById(s, id)!;
  w.start = day + minutes * MINUTE;
  s.apps.health.workouts = sortWorkouts(s.apps.health.workouts);
  return workoutById(s, id)!;
}
