// Calendar: events with a date, start and end time, place, notes, repeat rule, reminder and
// invitees (contact ids). Occurrences of repeating events are computed, never stored.
import type { Rng } from '../kit/random.ts';
import { DAY, HOUR, MINUTE, parts, startOfDay } from '../kit/time.ts';
import { fullName, type Contact } from '../contacts/state.ts';
import type { SeedContext } from '../app.ts';

export type Repeat = 'none' | 'daily' | 'weekly' | 'monthly';
export const REPEATS: readonly Repeat[] = ['none', 'daily', 'weekly', 'monthly'];
export const REPEAT_LABELS: Record<Repeat, string> = { none: 'Does not repeat', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

/** Reminder choices, in minutes before the start (0 = no reminder). */
export const REMINDERS: readonly number[] = [0, 5, 10, 30, 60];
export function reminderLabel(minutes: number): string {
  if (minutes === 0) return 'No reminder';
  if (minutes === 60) return '1 hour before';
  return `${minutes} minutes before`;
}

export interface CalendarEvent {
  id: string;
  title: string;
  /** Start and end of the (first) occurrence, epoch ms on the device clock; both on the same day. */
  start: number;
  end: number;
  location: string;
  notes: string;
  repeat: Repeat;
  /** Minutes before the start, one of REMINDERS. */
  reminder: number;
  /** Contact ids. */
  invitees: string[];
}

export interface CalendarState {
  events: CalendarEvent[];
  /** Next numeric id; ids are `ev<n>`. */
  nextId: number;
}

export interface Occurrence {
  event: CalendarEvent;
  start: number;
  end: number;
}

/** Does the event occur on the day starting at `day` (a start of day)? A pure function of the event. */
export function occursOn(event: CalendarEvent, day: number): boolean {
  const first = startOfDay(event.start);
  if (day < first) return false;
  if (day === first) return true;
  switch (event.repeat) {
    case 'daily':
      return true;
    case 'weekly':
      return Math.round((day - first) / DAY) % 7 === 0;
    case 'monthly':
      return parts(day).day === parts(first).day;
    default:
      return false;
  }
}

/** The occurrences on one day, in time order (then title). */
export function occurrencesOn(events: readonly CalendarEvent[], day: number): Occurrence[] {
  const d = startOfDay(day);
  return events
    .filter((e) => occursOn(e, d))
    .map((e) => {
      const offset = d - startOfDay(e.start);
      return { event: e, start: e.start + offset, end: e.end + offset };
    })
    .sort((a, b) => a.start - b.start || a.end - b.end || a.event.title.localeCompare(b.event.title, 'en') || a.event.id.localeCompare(b.event.id));
}

/** Start of the month containing `ms`. */
export function startOfMonth(ms: number): number {
  const p = parts(ms);
  return Date.UTC(p.year, p.month, 1);
}

/** Start of the month `delta` months from the one starting at `month`. */
export function addMonths(month: number, delta: number): number {
  const p = parts(month);
  return Date.UTC(p.year, p.month + delta, 1);
}

export function daysInMonth(month: number): number {
  return Math.round((addMonths(month, 1) - startOfMonth(month)) / DAY);
}


/** "14:05" (or "2:05 PM") from minutes after midnight, and back from either clock's form. */
export { formatMinutes, parseTimeOfDay as parseTime } from '../kit/time.ts';

/** Start of the day from "2026-03-05"; null when it is not a valid date. */
export function parseDate(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const p = parts(ms);
  return p.year === y && p.month === mo - 1 && p.day === d ? ms : null;
}

export function minutesOfDay(ms: number): number {
  return Math.round((ms - startOfDay(ms)) / MINUTE);
}

/** The names of an event's invitees, read from Contacts (ids of deleted contacts are skipped). */
export function inviteeNames(event: CalendarEvent, contacts: readonly Contact[]): string[] {
  return event.invitees.map((id) => contacts.find((c) => c.id === id)).filter((c): c is Contact => c !== undefined).map(fullName);
}

const PLAIN_TITLES = [
  'Dentist appointment', 'Team standup', 'Quarterly review', 'Yoga class', 'Haircut', 'Car service',
  'Budget meeting', 'Design review', 'Parent-teacher meeting', 'Doctor checkup', 'Piano lesson', 'Book club',
  'Project kickoff', 'Sprint planning', 'Coffee with the mentor', 'Gym session', 'Grocery run', 'Tax advisor',
  'Vet appointment', 'Client call', 'Product demo', 'Marketing sync', 'Language class', 'Team lunch',
  'Board meeting', 'Interview panel', 'Code review', 'Photography workshop', 'Cooking class', 'Bike repair',
  'Volunteer shift', 'Museum visit', 'Concert tickets pickup', 'Swimming lesson', 'Insurance call',
  'Apartment viewing', 'Hiking trip planning', 'Wine tasting', 'Retrospective', 'Onboarding session',
];
const PERSON_TITLES = ['Lunch with', 'Call with', 'Dinner with', 'Coffee with', 'Drinks with', 'Catch-up with'];
const LOCATIONS = [
  'Room 4B', 'Main office', 'Cafe Luna', 'City Library', 'Riverside Park', 'Zoom', 'Conference room A',
  'Downtown clinic', 'Community center', 'Harbor Street 12', 'Studio 3', 'Town hall',
];
const NOTES = [
  'Bring the printed agenda.', 'Remember the parking ticket.', 'Prepare three questions.', 'Slides are in the shared folder.',
  'Arrive ten minutes early.', 'Ask about the new schedule.', 'Bring a water bottle.',
];

export const EVENT_COUNT_MIN = 24;
export const EVENT_COUNT_MAX = 34;

export function seedCalendar(rng: Rng, world: SeedContext): CalendarState {
  const today = startOfDay(world.now);
  const contacts = world.contacts.contacts;
  const count = rng.int(EVENT_COUNT_MIN, EVENT_COUNT_MAX);
  const titles = new Set<string>();
  const events: CalendarEvent[] = [];
  // A few repeating events first: a weekly one or two and a monthly one, started in the past.
  const repeats: Repeat[] = rng.shuffle(['weekly', 'weekly', 'monthly', rng.chance(0.5) ? 'daily' : 'weekly']);
  while (events.length < count) {
    const index = events.length;
    const repeat: Repeat = index < repeats.length ? repeats[index]! : 'none';
    let title: string;
    if (rng.chance(0.25) && contacts.length > 0) title = `${rng.pick(PERSON_TITLES)} ${rng.pick(contacts).firstName}`;
    else title = rng.pick(PLAIN_TITLES);
    if (titles.has(title)) continue;
    titles.add(title);
    const dayOffset = repeat === 'none' ? rng.int(-14, 27) : rng.int(-30, -3);
    const startMinutes = (repeat === 'daily' ? rng.int(7, 8) : rng.int(8, 19)) * 60 + rng.pick([0, 15, 30, 45]);
    const duration = repeat === 'daily' ? 30 : rng.pick([30, 45, 60, 60, 90, 120]);
    const start = today + dayOffset * DAY + startMinutes * MINUTE;
    const end = Math.min(start + duration * MINUTE, today + dayOffset * DAY + 23 * HOUR + 59 * MINUTE);
    const invitees = rng.chance(0.4) ? rng.sample(contacts, rng.int(1, 3)).map((c) => c.id) : [];
    events.push({
      id: `ev${index + 1}`,
      title,
      start,
      end,
      location: rng.chance(0.55) ? rng.pick(LOCATIONS) : '',
      notes: rng.chance(0.3) ? rng.pick(NOTES) : '',
      repeat,
      reminder: rng.pick(REMINDERS),
      invitees,
    });
  }
  return { events, nextId: events.length + 1 };
}
