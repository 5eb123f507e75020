// Shared by the Calendar templates: finding events for params, and walking the month view in oracles.
import { DAY, HOUR, MINUTE, formatClock, formatLongDate, parts, startOfDay } from '../../apps/kit/time.ts';
import { occurrencesOn, type CalendarEvent } from '../../apps/calendar/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { Rng } from '../../apps/kit/random.ts';
import type { TaskUi } from '../ui.ts';

export { DAY, HOUR, MINUTE, formatClock, formatLongDate, startOfDay };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH_TITLE = new RegExp(`^(${MONTHS.join('|')}) (\\d{4})$`);

/** Titles no seeded event has, for events the agent creates or renames to. */
export const NEW_TITLES = [
  'Passport renewal', 'Team offsite planning', 'Garden center trip', 'Guitar lesson', 'Moving day prep', 'Charity run briefing',
  'Roof inspection', 'Birthday party planning', 'Study group', 'Podcast recording', 'Furniture delivery', 'Eye exam',
  'Salary review', 'Tennis match', 'Science fair', 'Printer repair',
] as const;

export const event = (s: DeviceState, id: string): CalendarEvent | undefined => s.apps.calendar.events.find((e) => e.id === id);

export const today = (world: DeviceState): number => startOfDay(world.os.now);

/** Events that occur once, starting within [from, to] days of today. */
export function singleEvents(world: DeviceState, from: number, to: number): CalendarEvent[] {
  const t = today(world);
  return world.apps.calendar.events.filter((e) => e.repeat === 'none' && e.start >= t + from * DAY && e.start < t + (to + 1) * DAY);
}

/** New events in `after` (ids not in `before`). */
export function newEvents(before: DeviceState, after: DeviceState): CalendarEvent[] {
  const old = new Set(before.apps.calendar.events.map((e) => e.id));
  return after.apps.calendar.events.filter((e) => !old.has(e.id));
}

/** "14:00" from minutes after midnight. */
export const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "2026-03-12" for a day. */
export function isoDate(day: number): string {
  const p = parts(day);
  return `${p.year}-${String(p.month + 1).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** A day cell's button: its name is the long date, followed by the event count when there are events. */
export function dayCell(day: number) {
  const name = formatLongDate(day).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return { role: 'button', matches: new RegExp(`^${name}(, \\d+ events?)?$`) };
}

/** Open Calendar and select `day` in the month grid, paging months from the one shown. */
export async function openDay(ui: TaskUi, day: number): Promise<void> {
  await ui.openApp('Calendar');
  // Calendar may still be open on an event: go back to the month view.
  for (let i = 0; i < 4 && !ui.has({ role: 'heading', matches: MONTH_TITLE }); i++) await ui.back();
  const shown = ui.find({ role: 'heading', matches: MONTH_TITLE });
  if (!shown) throw new Error('no month title on screen');
  const m = MONTH_TITLE.exec(shown.text)!;
  const p = parts(day);
  let delta = (p.year - Number(m[2])) * 12 + (p.month - MONTHS.indexOf(m[1]!));
  for (; delta > 0; delta--) await ui.tap('Next month');
  for (; delta < 0; delta++) await ui.tap('Previous month');
  await ui.tap(dayCell(day));
}

/** Open one event from the agenda of `day`. */
export async function openEvent(ui: TaskUi, title: string, day: number): Promise<void> {
  await openDay(ui, day);
  await ui.scrollTo({ text: title, role: 'button' });
  await ui.tap({ text: title, role: 'button' });
}

/** Open an event's form from the agenda of `day`. */
export async function editEvent(ui: TaskUi, title: string, day: number): Promise<void> {
  await openEvent(ui, title, day);
  await ui.tap({ text: 'Edit', role: 'button' });
}

/** An occurrence time of day, as the views show it. */
export function startOn(world: DeviceState, id: string, day: number): string | null {
  const o = occurrencesOn(world.apps.calendar.events, day).find((x) => x.event.id === id);
  return o ? formatClock(o.start) : null;
}

/** A start time (minutes after midnight) between `fromHour` and `toHour`, on the hour or half hour. */
export function pickTime(rng: Rng, fromHour: number, toHour: number): number {
  return rng.int(fromHour, toHour) * 60 + rng.pick([0, 30]);
}
