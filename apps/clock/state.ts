// Clock: alarms, world clocks, a timer and a stopwatch. Everything is computed from the device
// clock (`os.now`) and this state, never from a running timer: an alarm rings when `os.now` has
// reached its next time, the timer's remaining time and the stopwatch's elapsed time follow `now`.
import type { Rng } from '../kit/random.ts';
import { DAY, HOUR, MINUTE, formatTimeOfDay, parts, startOfDay } from '../kit/time.ts';
import type { SeedContext } from '../app.ts';

export interface Alarm {
  id: string;
  /** 0..23, device time (24-hour clock). */
  hour: number;
  minute: number;
  label: string;
  /** Repeat days as weekday numbers, 0 = Sunday .. 6 = Saturday, sorted; empty for a one-time alarm. */
  days: number[];
  enabled: boolean;
  /**
   * The alarm rings at its first time strictly after `armedAt` (or at `snoozedUntil`). Creating,
   * editing, switching on, dismissing and snoozing set it to `os.now`, so whether an alarm rings
   * is a pure function of the state: no "has rung" flag that a timer would have to set.
   */
  armedAt: number;
  /** Set by Snooze: the alarm rings again at this time. */
  snoozedUntil: number | null;
}

export interface TimerState {
  /** The duration that was set; 0 when no timer is set (the keypad shows). */
  durationMs: number;
  /** Time left when it was last started or paused. */
  remainingMs: number;
  /** Device time when it was last started; null when paused or not set. */
  startedAt: number | null;
}

export interface StopwatchState {
  /** Elapsed time accumulated up to the last stop. */
  elapsedMs: number;
  /** Device time when it was last started; null when stopped. */
  startedAt: number | null;
  /** Total elapsed time at each lap, oldest first. */
  laps: number[];
}

export interface ClockState {
  alarms: Alarm[];
  /** Next numeric id; alarm ids are `al<n>`. */
  nextId: number;
  /** World clock cities (names from CITIES), in the order they were added. */
  cities: string[];
  timer: TimerState;
  stopwatch: StopwatchState;
}

export interface City {
  name: string;
  /** Fixed offset from UTC in minutes (standard time; no daylight saving). */
  offset: number;
}

export const CITIES: readonly City[] = [
  { name: 'Honolulu', offset: -600 }, { name: 'Anchorage', offset: -540 }, { name: 'Los Angeles', offset: -480 },
  { name: 'Vancouver', offset: -480 }, { name: 'Denver', offset: -420 }, { name: 'Chicago', offset: -360 },
  { name: 'Mexico City', offset: -360 }, { name: 'New York', offset: -300 }, { name: 'Toronto', offset: -300 },
  { name: 'Santiago', offset: -240 }, { name: 'São Paulo', offset: -180 }, { name: 'Buenos Aires', offset: -180 },
  { name: 'Reykjavik', offset: 0 }, { name: 'London', offset: 0 }, { name: 'Lisbon', offset: 0 },
  { name: 'Paris', offset: 60 }, { name: 'Berlin', offset: 60 }, { name: 'Rome', offset: 60 }, { name: 'Lagos', offset: 60 },
  { name: 'Cairo', offset: 120 }, { name: 'Athens', offset: 120 }, { name: 'Johannesburg', offset: 120 },
  { name: 'Istanbul', offset: 180 }, { name: 'Moscow', offset: 180 }, { name: 'Nairobi', offset: 180 },
  { name: 'Dubai', offset: 240 }, { name: 'Karachi', offset: 300 }, { name: 'Mumbai', offset: 330 },
  { name: 'Kathmandu', offset: 345 }, { name: 'Dhaka', offset: 360 }, { name: 'Bangkok', offset: 420 },
  { name: 'Jakarta', offset: 420 }, { name: 'Singapore', offset: 480 }, { name: 'Hong Kong', offset: 480 },
  { name: 'Beijing', offset: 480 }, { name: 'Seoul', offset: 540 }, { name: 'Tokyo', offset: 540 },
  { name: 'Sydney', offset: 600 }, { name: 'Auckland', offset: 720 },
];

export function findCity(name: string): City | undefined {
  return CITIES.find((c) => c.name === name);
}

/** Text as the city search compares it: lower case, accents dropped ("são" is "sao"). */
const searchForm = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Does the city picker's search `query` find this city? Part of its name, in any case, with or without accents. */
export function cityMatches(name: string, query: string): boolean {
  return searchForm(name).includes(searchForm(query));
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** The order the repeat days are shown in: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const WEEKDAYS = [1, 2, 3, 4, 5];
export const WEEKEND = [0, 6];

const pad = (n: number) => String(n).padStart(2, '0');

/** "07:05" (or "7:05 AM" on a 12-hour clock) */
export const formatTime = formatTimeOfDay;

export const alarmTime = (a: Pick<Alarm, 'hour' | 'minute'>) => formatTime(a.hour, a.minute);

/** Sorted, de-duplicated weekday numbers. */
export function normalizeDays(days: readonly number[]): number[] {
  return [...new Set(days)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
}

const sameDays = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((d, i) => d === b[i]);

/** "Once", "Every day", "Weekdays", "Weekends", else "Mon, Wed, Fri" (Monday first). */
export function repeatText(days: readonly number[]): string {
  const d = normalizeDays(days);
  if (d.length === 0) return 'Once';
  if (d.length === 7) return 'Every day';
  if (sameDays(d, WEEKDAYS)) return 'Weekdays';
  if (sameDays(d, WEEKEND)) return 'Weekends';
  return WEEK_ORDER.filter((x) => d.includes(x)).map((x) => WEEKDAY_NAMES[x]!.slice(0, 3)).join(', ');
}

/** The first time strictly after `from` at which the alarm's hour and minute fall on one of its days. */
export function nextOccurrence(a: Pick<Alarm, 'hour' | 'minute' | 'days'>, from: number): number {
  const day0 = startOfDay(from);
  for (let i = 0; i <= 8; i++) {
    const t = day0 + i * DAY + a.hour * HOUR + a.minute * MINUTE;
    if (t <= from) continue;
    if (a.days.length === 0 || a.days.includes(parts(t).weekday)) return t;
  }
  return Number.POSITIVE_INFINITY;
}

/** When an enabled alarm rings next: its snooze time, else its next occurrence after it was armed. */
export function nextRing(a: Alarm): number {
  return a.snoozedUntil ?? nextOccurrence(a, a.armedAt);
}

/** The alarm ringing at `now`, if any: the enabled one whose ring time passed earliest. */
export function ringingAlarm(state: ClockState, now: number): Alarm | undefined {
  let found: Alarm | undefined;
  for (const a of state.alarms) {
    if (!a.enabled) continue;
    const t = nextRing(a);
    if (t <= now && (!found || t < nextRing(found))) found = a;
  }
  return found;
}

/** Time left on the timer at `now` (never below 0). */
export function timerRemaining(t: TimerState, now: number): number {
  const left = t.startedAt === null ? t.remainingMs : t.remainingMs - (now - t.startedAt);
  return Math.max(0, left);
}

/** The timer ran out: it is running and nothing is left. */
export function timerDone(t: TimerState, now: number): boolean {
  return t.durationMs > 0 && t.startedAt !== null && timerRemaining(t, now) <= 0;
}

export function stopwatchElapsed(s: StopwatchState, now: number): number {
  return s.elapsedMs + (s.startedAt === null ? 0 : Math.max(0, now - s.startedAt));
}

/** "12:05" for a timer (minutes:seconds, rounding seconds up), "1:02:05" past an hour. */
export function formatTimer(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600), m = Math.floor((total % 3600) / 60), s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** "02:15.00" for the stopwatch (minutes:seconds.hundredths). */
export function formatStopwatch(ms: number): string {
  const cs = Math.floor(ms / 10);
  const m = Math.floor(cs / 6000), s = Math.floor((cs % 6000) / 100);
  return `${pad(m)}:${pad(s)}.${pad(cs % 100)}`;
}

/** The time in a city at `now`: device time is UTC, so the city's offset is added to it. */
export function cityTime(city: City, now: number): number {
  return now + city.offset * MINUTE;
}

/** "UTC+9", "UTC+5:45", "UTC−5", "UTC". */
export function offsetText(offset: number): string {
  if (offset === 0) return 'UTC';
  const sign = offset > 0 ? '+' : '−';
  const abs = Math.abs(offset);
  return `UTC${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${pad(abs % 60)}` : ''}`;
}

/** "Today", "Tomorrow" or "Yesterday" in the city, seen from the device's date. */
export function cityDay(city: City, now: number): string {
  const diff = Math.round((startOfDay(cityTime(city, now)) - startOfDay(now)) / DAY);
  return diff > 0 ? 'Tomorrow' : diff < 0 ? 'Yesterday' : 'Today';
}

/** Alarms in list order: by time of day, then id. */
export function sortAlarms(alarms: readonly Alarm[]): Alarm[] {
  return alarms.slice().sort((a, b) => a.hour * 60 + a.minute - (b.hour * 60 + b.minute) || a.id.localeCompare(b.id));
}

export const ALARM_LABELS = [
  'Wake up', 'Gym', 'Take meds', 'School run', 'Yoga', 'Standup', 'Bin day', 'Power nap', 'Pick up kids',
  'Piano practice', 'Water plants', 'Lunch break', 'Walk the dog', 'Bedtime', 'Team call', 'Swim',
] as const;

/** Minutes of the day that are at least `margin` minutes away (ahead) of the clock at `now`, so a
 * seeded or task alarm never rings during a normal-length episode. */
export function isQuietTime(hour: number, minute: number, now: number, margin = 180): boolean {
  const p = parts(now);
  const ahead = (hour * 60 + minute - (p.hours * 60 + p.minutes) + 1440) % 1440;
  return ahead > margin;
}

export function seedClock(rng: Rng, world: SeedContext): ClockState {
  const count = rng.int(5, 7);
  const labels = rng.sample(ALARM_LABELS, count);
  const used = new Set<number>();
  const patterns: number[][] = [[], [], WEEKDAYS, WEEKDAYS, WEEKEND, [0, 1, 2, 3, 4, 5, 6]];
  const alarms: Alarm[] = [];
  while (alarms.length < count) {
    const hour = rng.int(5, 22), minute = rng.int(0, 11) * 5;
    const key = hour * 60 + minute;
    if (used.has(key) || !isQuietTime(hour, minute, world.now)) continue;
    used.add(key);
    let days = rng.pick(patterns);
    if (rng.chance(0.2)) days = normalizeDays(rng.sample([0, 1, 2, 3, 4, 5, 6], rng.int(2, 3)));
    alarms.push({
      id: `al${alarms.length + 1}`,
      hour, minute, label: labels[alarms.length]!, days: days.slice(),
      enabled: alarms.length === 0 ? true : alarms.length === 1 ? false : rng.chance(0.6),
      armedAt: world.now, snoozedUntil: null,
    });
  }
  const cityCount = rng.int(2, 4);
  const cities = rng.sample(CITIES.filter((c) => c.offset !== 0), cityCount).map((c) => c.name);
  return {
    alarms,
    nextId: alarms.length + 1,
    cities,
    timer: { durationMs: 0, remainingMs: 0, startedAt: null },
    stopwatch: { elapsedMs: 0, startedAt: null, laps: [] },
  };
}
