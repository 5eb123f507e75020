// Device-clock helpers. Every time in Vivarium is epoch milliseconds on the device clock
// (`os.now`), shown in UTC so that no machine's time zone leaks into a screenshot.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The device clock at reset for a seed: a weekday morning in 2026, different per seed. */
export function startOfEpisode(seed: number): number {
  const day = Date.UTC(2026, 2, 2) + (Math.abs(seed) % 300) * DAY;
  return day + 9 * HOUR + (Math.abs(seed * 37) % 120) * MINUTE;
}

export function parts(ms: number) {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(),
    hours: d.getUTCHours(), minutes: d.getUTCMinutes(), weekday: d.getUTCDay(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * How the device writes times and dates: its region (en-US "March 2", en-GB "2 March") and its
 * clock (24-hour "14:05", 12-hour "2:05 PM"). An appearance, chosen at reset (Settings holds it);
 * the shell sets it before the screens draw, and every screen writes times and dates through the
 * functions below. Code outside the page (templates, judges) always sees the default.
 */
export type Region = 'en-US' | 'en-GB';
export interface RegionalFormat { region: Region; hour24: boolean }
export const DEFAULT_FORMAT: RegionalFormat = { region: 'en-US', hour24: true };
let format: RegionalFormat = DEFAULT_FORMAT;

export function setRegionalFormat(next: RegionalFormat): void {
  format = next;
}

/**
 * A Node process that plays several devices at once (the judge gate) reads the format of the
 * script that is running from `source` (an async context), so that a kit move finds a date
 * written as that device writes it. Undefined from the source: the format set above.
 */
let current = (): RegionalFormat => format;
export function setRegionalFormatSource(source: () => RegionalFormat | undefined): void {
  current = () => source() ?? format;
}

/** "14:05", or "2:05 PM" on a 12-hour clock. */
export function formatTimeOfDay(hours: number, minutes: number): string {
  if (current().hour24) return `${pad(hours)}:${pad(minutes)}`;
  return `${hours % 12 || 12}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A time of day as `formatTimeOfDay` writes it on either clock ("14:05", "2:05 PM"): the one pattern
 * a script reads a time by (`new RegExp(...)`, inside a larger pattern or alone). Read what it
 * matched with `parseTimeOfDay`, never by slicing.
 */
export const TIME_OF_DAY = String.raw`\d{1,2}:\d{2}(?: [AP]M)?`;

/** A time of day from minutes after midnight (wrapping past midnight). */
export function formatMinutes(minutes: number): string {
  return formatTimeOfDay(Math.floor(minutes / 60) % 24, minutes % 60);
}

/** Minutes after midnight from what a person types into a time field, on either clock ("14:05", "9:05", "2:05 PM"); null when it is not a time. */
export function parseTimeOfDay(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})(?: ?([ap])\.?m\.?)?$/i.exec(text.trim());
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  if (min > 59) return null;
  if (!m[3]) return h <= 23 ? h * 60 + min : null;
  if (h < 1 || h > 12) return null;
  return ((h % 12) + (m[3].toLowerCase() === 'p' ? 12 : 0)) * 60 + min;
}

/** "09:41" (or "9:41 AM") */
export function formatClock(ms: number): string {
  const p = parts(ms);
  return formatTimeOfDay(p.hours, p.minutes);
}

/** "Monday, March 2" (en-GB: "Monday 2 March") */
export function formatLongDate(ms: number): string {
  const p = parts(ms);
  return current().region === 'en-GB' ? `${WEEKDAYS[p.weekday]} ${p.day} ${MONTHS[p.month]}` : `${WEEKDAYS[p.weekday]}, ${MONTHS[p.month]} ${p.day}`;
}

/** "Mar 2" (en-GB: "2 Mar") */
export function formatShortDate(ms: number): string {
  const p = parts(ms);
  const month = MONTHS[p.month]!.slice(0, 3);
  return current().region === 'en-GB' ? `${p.day} ${month}` : `${month} ${p.day}`;
}

/** The day a date field's "YYYY-MM-DD" names (start of that day), or null when it is not a real date. */
export function parseIsoDate(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const p = parts(ms);
  return p.year === y && p.month === mo - 1 && p.day === d ? ms : null;
}

/** "Monday, March 2, 2026" (en-GB: "Monday 2 March 2026") */
export function formatLongDateWithYear(ms: number): string {
  const p = parts(ms);
  return current().region === 'en-GB' ? `${formatLongDate(ms)} ${p.year}` : `${formatLongDate(ms)}, ${p.year}`;
}

/** "Mar 2, 2026" (en-GB: "2 Mar 2026") */
export function formatShortDateWithYear(ms: number): string {
  const p = parts(ms);
  return current().region === 'en-GB' ? `${formatShortDate(ms)} ${p.year}` : `${formatShortDate(ms)}, ${p.year}`;
}

/** "March 2026", in either region. */
export function formatMonthYear(ms: number): string {
  const p = parts(ms);
  return `${MONTHS[p.month]} ${p.year}`;
}

/** "2026-03-02" */
export function formatIsoDate(ms: number): string {
  const p = parts(ms);
  return `${p.year}-${pad(p.month + 1)}-${pad(p.day)}`;
}

export function startOfDay(ms: number): number {
  return ms - (((ms % DAY) + DAY) % DAY);
}

/** A conversation-list timestamp: clock time today, "Yesterday", weekday within a week, else date. */
export function formatListTime(ms: number, now: number): string {
  const today = startOfDay(now);
  if (ms >= today) return formatClock(ms);
  if (ms >= today - DAY) return 'Yesterday';
  if (ms >= today - 6 * DAY) return WEEKDAYS[parts(ms).weekday]!.slice(0, 3);
  return formatShortDate(ms);
}

/** "now", "5 min ago", "3 h ago", else the list time. */
export function formatAgo(ms: number, now: number): string {
  const diff = now - ms;
  if (diff < MINUTE) return 'now';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)} min ago`;
  if (diff < 12 * HOUR) return `${Math.floor(diff / HOUR)} h ago`;
  return formatListTime(ms, now);
}
