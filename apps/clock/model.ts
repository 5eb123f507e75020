// Clock: pure actions on the app's state, shared by the screens, the ringing alert and the task
// setups. Times come in as `now` (the device clock); nothing here reads a clock of its own.
import { normalizeDays, stopwatchElapsed, timerRemaining, type Alarm, type ClockState } from './state.ts';

/** What the alarm form holds: the fields a person sets. */
export interface AlarmDraft {
  hour: number;
  minute: number;
  label: string;
  days: number[];
}

/** The alarm form before anyone touches it: 07:00, no label, once. */
export const NEW_DRAFT: AlarmDraft = { hour: 7, minute: 0, label: '', days: [] };

/**
 * A new alarm's fields where the form was left alone (time aside: a goal always names it): no
 * label, rings once, switched on, not snoozed.
 */
export const NEW_ALARM: Pick<Alarm, 'label' | 'days' | 'enabled' | 'snoozedUntil'> = { label: '', days: [], enabled: true, snoozedUntil: null };

export const draftOf = (a: Alarm): AlarmDraft => ({ hour: a.hour, minute: a.minute, label: a.label, days: a.days.slice() });

export const findAlarm = (state: ClockState, id: string): Alarm | undefined => state.alarms.find((a) => a.id === id);

/** Add an alarm from a draft; it is on and armed from `now`. Returns it. */
export function addAlarm(state: ClockState, draft: AlarmDraft, now: number): Alarm {
  const alarm: Alarm = {
    id: `al${state.nextId}`, hour: draft.hour, minute: draft.minute, label: draft.label.trim(), days: normalizeDays(draft.days),
    enabled: NEW_ALARM.enabled, armedAt: now, snoozedUntil: NEW_ALARM.snoozedUntil,
  };
  state.nextId += 1;
  state.alarms.push(alarm);
  return alarm;
}

/**
 * Save the form over an existing alarm: the label always; a new time or new repeat days switch it
 * on and re-arm it (as phones do). Returns the alarm.
 */
export function updateAlarm(state: ClockState, id: string, draft: AlarmDraft, now: number): Alarm | undefined {
  const alarm = findAlarm(state, id);
  if (!alarm) return undefined;
  const days = normalizeDays(draft.days);
  alarm.label = draft.label.trim();
  if (alarm.hour !== draft.hour || alarm.minute !== draft.minute || alarm.days.join() !== days.join()) {
    Object.assign(alarm, { hour: draft.hour, minute: draft.minute, days, enabled: true, armedAt: now, snoozedUntil: null });
  }
  return alarm;
}

/** Switch an alarm on (armed from `now`) or off; a snooze is dropped either way. */
export function setAlarmEnabled(state: ClockState, id: string, enabled: boolean, now: number): Alarm | undefined {
  const alarm = findAlarm(state, id);
  if (!alarm) return undefined;
  alarm.enabled = enabled;
  alarm.snoozedUntil = null;
  if (enabled) alarm.armedAt = now;
  return alarm;
}

export function removeAlarm(state: ClockState, id: string): void {
  state.alarms = state.alarms.filter((a) => a.id !== id);
}

/** Dismiss a ringing alarm: it rings next at its following occurrence; a one-time alarm switches off. */
export function dismissAlarm(state: ClockState, id: string, now: number): void {
  const alarm = findAlarm(state, id);
  if (!alarm) return;
  alarm.snoozedUntil = null;
  alarm.armedAt = now;
  if (alarm.days.length === 0) alarm.enabled = false;
}

export function snoozeAlarm(state: ClockState, id: string, now: number, forMs: number): void {
  const alarm = findAlarm(state, id);
  if (!alarm) return;
  alarm.snoozedUntil = now + forMs;
  alarm.armedAt = now;
}

/** Add a city to the world clock (at the end); nothing when it is there already. */
export function addCity(state: ClockState, name: string): void {
  if (!state.cities.includes(name)) state.cities.push(name);
}

export function removeCity(state: ClockState, name: string): void {
  state.cities = state.cities.filter((c) => c !== name);
}

export function startTimer(state: ClockState, ms: number, now: number): void {
  if (ms > 0) state.timer = { durationMs: ms, remainingMs: ms, startedAt: now };
}

/** Pause a running timer, or resume a paused one. */
export function toggleTimer(state: ClockState, now: number): void {
  const t = state.timer;
  if (t.startedAt !== null) {
    t.remainingMs = timerRemaining(t, now);
    t.startedAt = null;
  } else if (t.remainingMs > 0) t.startedAt = now;
}

export function resetTimer(state: ClockState): void {
  state.timer = { durationMs: 0, remainingMs: 0, startedAt: null };
}

export function startStopwatch(state: ClockState, now: number): void {
  state.stopwatch.startedAt = now;
}

export function stopStopwatch(state: ClockState, now: number): void {
  state.stopwatch.elapsedMs = stopwatchElapsed(state.stopwatch, now);
  state.stopwatch.startedAt = null;
}

export function lapStopwatch(state: ClockState, now: number): void {
  state.stopwatch.laps.push(stopwatchElapsed(state.stopwatch, now));
}

export function resetStopwatch(state: ClockState): void {
  state.stopwatch = { elapsedMs: 0, startedAt: null, laps: [] };
}
