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

/** "09:41" */
export function formatClock(ms: number): string {
  const p = parts(ms);
  return `${pad(p.hours)}:${pad(p.minutes)}`;
}

/** "Monday, March 2" */
export function formatLongDate(ms: number): string {
  const p = parts(ms);
  return `${WEEKDAYS[p.weekday]}, ${MONTHS[p.month]} ${p.day}`;
}

/** "Mar 2" */
export function formatShortDate(ms: number): string {
  const p = parts(ms);
  return `${MONTHS[p.month]!.slice(0, 3)} ${p.day}`;
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
