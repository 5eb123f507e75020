// The Calendar kit: the moves an oracle makes in the app, the reading helpers and checks its
// templates share. The noise the judge gate plays around its templates is in noise.ts.
import { added, canonical, createdRecord, expectEqual, expectThat, modified, nameKey, typedText, removed, type ChangeRule, type Check } from '../../judges/index.ts';
import { countNamed, nameRule } from '../define.ts';
import { DAY, HOUR, MINUTE, TIME_OF_DAY, formatClock, formatLongDate, parseTimeOfDay, parts, startOfDay } from '../../apps/kit/time.ts';
import { REPEAT_LABELS, inviteeNames, occurrencesOn, reminderLabel, type CalendarEvent, type Repeat } from '../../apps/calendar/state.ts';
import { NEW_EVENT, type EventFields } from '../../apps/calendar/model.ts';
import { sortContacts } from '../../apps/contacts/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { Rng } from '../../apps/kit/random.ts';
import type { TrialContext } from '../define.ts';
import type { TaskUi } from '../ui.ts';

export { DAY, HOUR, MINUTE, TIME_OF_DAY, formatClock, formatLongDate, parseTimeOfDay, startOfDay };

export const EVENTS = 'apps.calendar.events';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH_TITLE = new RegExp(`^(${MONTHS.join('|')}) (\\d{4})$`);

/** Titles no seeded event has, for events the agent creates or renames to. */
export const NEW_TITLES = [
  'Passport renewal', 'Team offsite planning', 'Garden center trip', 'Guitar lesson', 'Moving day prep', 'Charity run briefing',
  'Roof inspection', 'Birthday party planning', 'Study group', 'Podcast recording', 'Furniture delivery', 'Eye exam',
  'Salary review', 'Tennis match', 'Science fair', 'Printer repair',
] as const;

// ---------------------------------------------------------------- reading the state

export const event = (s: DeviceState, id: string): CalendarEvent | undefined => s.apps.calendar.events.find((e) => e.id === id);

export const today = (world: DeviceState): number => startOfDay(world.os.now);

/** Events that occur once, starting within [from, to] days of today. */
export function singleEvents(world: DeviceState, from: number, to: number): CalendarEvent[] {
  const t = today(world);
  return world.apps.calendar.events.filter((e) => e.repeat === 'none' && e.start >= t + from * DAY && e.start < t + (to + 1) * DAY);
}

/** How many events on `day` carry this title, as Calendar tells two titles apart: what a goal naming "X" on a day counts (`named`). */
export const eventsTitledOn = (s: DeviceState, title: string, day: number): number =>
  countNamed('calendar', 'title', occurrencesOn(s.apps.calendar.events, day).map((o) => o.event.title), title);

/** New events in `after` (ids not in `before`). */
export function newEvents(before: DeviceState, after: DeviceState): CalendarEvent[] {
  const old = new Set(before.apps.calendar.events.map((e) => e.id));
  return after.apps.calendar.events.filter((e) => !old.has(e.id));
}

/** A title for a new event that no event has yet. */
export const unusedTitle = (rng: Rng, world: DeviceState): string => rng.pick(NEW_TITLES.filter((t) => !world.apps.calendar.events.some((e) => e.title === t)));

/** "14:00" from minutes after midnight. */
export const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "2026-03-12" for a day. */
export function isoDate(day: number): string {
  const p = parts(day);
  return `${p.year}-${String(p.month + 1).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** "1 hour" or "30 minutes", as a goal says a reminder. */
export const reminderWords = (minutes: number): string => (minutes === 60 ? '1 hour' : `${minutes} minutes`);

/** An occurrence time of day, as the views show it. */
export function startOn(world: DeviceState, id: string, day: number): string | null {
  const o = occurrencesOn(world.apps.calendar.events, day).find((x) => x.event.id === id);
  return o ? formatClock(o.start) : null;
}

/** A start time (minutes after midnight) between `fromHour` and `toHour`, on the hour or half hour. */
export function pickTime(rng: Rng, fromHour: number, toHour: number): number {
  return rng.int(fromHour, toHour) * 60 + rng.pick([0, 30]);
}

/** Days from `from` to 14 days ahead with one to four events (repeating ones count on every occurrence). */
export const quietDays = (world: DeviceState, from: number): number[] =>
  Array.from({ length: 15 - from }, (_, i) => today(world) + (from + i) * DAY).filter((d) => {
    const n = occurrencesOn(world.apps.calendar.events, d).length;
    return n > 0 && n <= 4;
  });

/** Contacts in list order who are not invited to the event. */
export const uninvited = (world: DeviceState, e: Pick<CalendarEvent, 'invitees'>) => sortContacts(world.apps.contacts.contacts).filter((c) => !e.invitees.includes(c.id));

// ---------------------------------------------------------------- moves

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

/** In the open event form: Add invitee, search the name (or `query`, e.g. the first name alone), pick it. */
export async function invite(ui: TaskUi, name: string, query = name): Promise<void> {
  await ui.scrollTo({ text: 'Add invitee', role: 'button' });
  await ui.tap({ text: 'Add invitee', role: 'button' });
  await ui.fill({ hint: 'Search contacts' }, query);
  await ui.tap({ text: name, role: 'button' });
}

/** What the form can be told: times as typed (`HH:MM`, or `H:MM`), invitees by name (added to those already there). */
export interface FormInput {
  title?: string;
  /** A day (start of day), typed into the date field as YYYY-MM-DD. */
  date?: number;
  start?: string;
  end?: string;
  repeat?: Repeat;
  reminder?: number;
  location?: string;
  notes?: string;
  invite?: readonly string[];
}

/** Fill the open form; fields left out are not touched. */
export async function fillForm(ui: TaskUi, f: FormInput): Promise<void> {
  if (f.title !== undefined) await ui.fill({ hint: 'Title' }, f.title);
  if (f.date !== undefined) await ui.fill({ hint: 'Date (YYYY-MM-DD)' }, isoDate(f.date));
  if (f.start !== undefined) await ui.fill({ hint: 'Start (HH:MM)' }, f.start);
  if (f.end !== undefined) await ui.fill({ hint: 'End (HH:MM)' }, f.end);
  const choose = async (text: string) => {
    await ui.scrollTo({ text, role: 'radio' });
    await ui.tap({ text, role: 'radio' });
  };
  if (f.repeat !== undefined) await choose(REPEAT_LABELS[f.repeat]);
  if (f.reminder !== undefined) await choose(reminderLabel(f.reminder));
  if (f.location) await ui.scrollTo({ hint: 'Location' }).then(() => ui.fill({ hint: 'Location' }, f.location!));
  if (f.notes) await ui.scrollTo({ hint: 'Notes' }).then(() => ui.fill({ hint: 'Notes' }, f.notes!));
  for (const name of f.invite ?? []) await invite(ui, name);
}

/** Save the open form (the button is in the app bar). */
export const save = (ui: TaskUi) => ui.tap({ text: 'Save', role: 'button' });

/** Select `day` in the month grid, tap New event, fill the form (the date comes from the day), Save. */
export async function create(ui: TaskUi, day: number, f: FormInput, options: { save?: boolean } = {}): Promise<void> {
  await openDay(ui, day);
  await ui.tap({ text: 'New event', role: 'button' });
  await fillForm(ui, f);
  if (options.save !== false) await save(ui);
}

/** The other route: New event from today's view, the date typed into the form. */
export async function createTyped(ui: TaskUi, day: number, f: FormInput): Promise<void> {
  await ui.launch('Calendar');
  await ui.tap({ text: 'New event', role: 'button' });
  await fillForm(ui, { ...f, date: day });
  await save(ui);
}

/** Open an event from the agenda of `day`, Edit, change these fields, Save (or leave without saving). */
export async function edit(ui: TaskUi, title: string, day: number, f: FormInput, options: { save?: boolean } = {}): Promise<void> {
  await editEvent(ui, title, day);
  await fillForm(ui, f);
  if (options.save !== false) await save(ui);
  else await ui.tap({ text: 'Navigate up', role: 'button' });
}

/** Open an event from the agenda of `day`, press Delete, confirm (or cancel). */
export async function remove(ui: TaskUi, title: string, day: number, confirm = true): Promise<void> {
  await openEvent(ui, title, day);
  await ui.tap({ text: 'Delete', role: 'button' });
  await ui.tap({ text: confirm ? 'Delete' : 'Cancel', role: 'button' });
}

/** Everything the form needs to make an event again as it is in `world` (for params: plain JSON). */
export function recreation(world: DeviceState, id: string) {
  const e = event(world, id)!;
  return {
    day: startOfDay(e.start), title: e.title, start: formatClock(e.start), end: formatClock(e.end), repeat: e.repeat, reminder: e.reminder,
    location: e.location, notes: e.notes, invite: inviteeNames(e, world.apps.contacts.contacts),
  };
}
export type Recreation = ReturnType<typeof recreation>;

/** Delete the event, then make it again through the form with these changes (on `date` when given). */
export async function deleteAndRecreate(ui: TaskUi, was: Recreation, changes: FormInput): Promise<void> {
  await remove(ui, was.title, was.day);
  const { day, ...form } = was;
  const { date, ...rest } = changes;
  await create(ui, date ?? day, { ...form, ...rest });
}

/** A time range as the event's page and the agenda write it, on either clock ("09:30 – 10:15", "9:30 AM – 10:15 AM"). */
export const TIME_RANGE = `(${TIME_OF_DAY}) – (${TIME_OF_DAY})`;
/** The event page's time line, whole. */
export const RANGE_LINE = new RegExp(`^${TIME_RANGE}$`);

/** The time range on an event's page, as [start, end] as the page writes them ("09:30", "10:15"; "9:30 AM"). */
export async function readRange(ui: TaskUi, title: string, day: number): Promise<[string, string]> {
  await openEvent(ui, title, day);
  const m = RANGE_LINE.exec(ui.read({ matches: RANGE_LINE }))!;
  return [m[1]!, m[2]!];
}

/** Minutes from the start to the end of a range read on screen. */
export const rangeMinutes = ([start, end]: readonly [string, string]): number => parseTimeOfDay(end)! - parseTimeOfDay(start)!;

/** The time range under an agenda row on screen (the text right after the row's button), as [start, end]. */
export function agendaRow(ui: TaskUi, title: string): [string, string] {
  const tree = ui.tree();
  const i = tree.findIndex((e) => e.role === 'button' && e.text === title);
  const m = new RegExp(`^${TIME_RANGE}`).exec(tree[i + 1]?.text ?? '');
  if (i < 0 || !m) throw new Error(`no time range under "${title}" in the agenda`);
  return [m[1]!, m[2]!];
}

// ---------------------------------------------------------------- checks

/** A created event's fields the goal names (invitees as contact ids, in any order). */
export type NamedFields = Partial<EventFields>;

const sameInvitees = (want: readonly string[]) => ({ expected: [...want].sort(), test: (v: unknown) => Array.isArray(v) && canonical([...v].sort()) === canonical([...want].sort()) });

/**
 * The typed fields a goal names: the title and the place as Calendar tells two apart
 * (apps/calendar/app.ts `names`), the notes as typed text compares (judges/frames.ts `typedText`).
 */
const TEXT_FIELDS = ['title', 'location', 'notes'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const NAME_KINDS: Partial<Record<TextField, string>> = { title: 'title', location: 'place' };
const textKey = (field: TextField, v: string) => (NAME_KINDS[field] ? nameKey(nameRule('calendar', NAME_KINDS[field]), v) : typedText(v));
const sameText = (field: TextField, want: string) => ({ expected: want, test: (v: unknown) => typeof v === 'string' && textKey(field, v) === textKey(field, want) });

/**
 * One event was created with these fields; every field the goal does not name keeps the new-event
 * default (no repeat, no reminder, no place, no notes, no invitees). Its title and place match
 * as Calendar tells two apart (any case, trimmed), its notes as typed text.
 */
export function created(named: NamedFields & Pick<EventFields, 'title' | 'start' | 'end'>): Check<DeviceState>[] {
  const { invitees, ...rest } = named;
  const fields: Record<string, unknown> = { ...rest };
  for (const f of TEXT_FIELDS) if (typeof rest[f] === 'string') fields[f] = sameText(f, rest[f]);
  if (invitees) fields.invitees = sameInvitees(invitees);
  return createdRecord<DeviceState>(EVENTS, 'event', fields, NEW_EVENT);
}

/**
 * Editing events: these fields of them may change; or they may be deleted and made again whole
 * (then each new event must be an old one with the changes, checked by `edited`).
 */
export function editRules(ids: string | readonly string[], fields: readonly (keyof EventFields)[]): ChangeRule[] {
  return [modified(EVENTS, ids, fields), removed(EVENTS, { which: ids, count: 'any' }), added(EVENTS, { count: 'any' })];
}

/** One event an edit task targets: its seeded id and title, the fields it must end up with, and how a check says so. */
export interface EditTarget { id: string; title: string; want: Partial<EventFields>; what: string }

/** An event as `edited` compares it: invitees in any order, and the text fields in `loose` by their rules (`textKey`). */
const norm = (e: Omit<CalendarEvent, 'id'> | undefined, loose: readonly TextField[] = []) => {
  if (!e) return null;
  const folded = Object.fromEntries(loose.map((f) => [f, textKey(f, e[f])]));
  return canonical({ ...e, ...folded, id: undefined, invitees: [...e.invitees].sort() });
};

/**
 * Each target ends up as it was with `want` applied: edited in place, or deleted and re-created
 * with every other field as it was. No other event is created. Invitees compare in any order; a
 * title or place the goal names match as Calendar tells two apart, notes as typed text (the others exactly).
 */
export function edited(...targets: EditTarget[]): Check<DeviceState>[] {
  return [
    ...targets.map((t) => expectThat<DeviceState, string>(`"${t.title}" ${t.what}`, 'as asked, nothing else of it changed', ({ before, after, changes }) => {
      const loose = TEXT_FIELDS.filter((f) => f in t.want);
      const was = event(before, t.id);
      const goal = norm(was ? { ...was, ...t.want } : undefined, loose);
      const now = event(after, t.id);
      if (now) return norm(now, loose) === goal ? 'as asked' : JSON.stringify({ ...now, id: undefined });
      return changes.added<CalendarEvent>(EVENTS).some((e) => norm(e, loose) === goal) ? 'as asked' : 'deleted, and not made again as asked';
    }, (v) => v === 'as asked')),
    expectEqual<DeviceState>('no event is created beyond those made again', 0, ({ changes }) => changes.added(EVENTS).length - changes.removed(EVENTS).length),
  ];
}

// ---------------------------------------------------------------- picks the gate's noise (noise.ts) shares

/** Is the event named by the instance (its id, title or day in the goal or params)? */
export function named(ctx: TrialContext, e: CalendarEvent): boolean {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  return said.includes(`"${e.id}"`) || said.includes(e.title) || said.includes(formatLongDate(e.start)) || said.includes(String(startOfDay(e.start)));
}

// ---------------------------------------------------------------- scripts and params templates share

/** `script(...moves)`: a whole script, the moves in order, then done (one definition, in the Contacts kit). */
export { script } from '../ui.ts';

/** A single event between `from` and `to` days from now, and another one (for the near miss on the wrong event). */
export function pickEvent(rng: Rng, world: DeviceState, from: number, to: number) {
  const events = singleEvents(world, from, to);
  const target = rng.pick(events);
  const other = rng.pick(events.filter((e) => e.id !== target.id));
  return { target, day: startOfDay(target.start), otherTitle: other.title, otherDay: startOfDay(other.start) };
}

/** An event on a quiet day (from `from` days on), for the query templates: its id, title and day. */
export function pickQuietEvent(rng: Rng, world: DeviceState, from: number): { id: string; title: string; day: number } {
  const day = rng.pick(quietDays(world, from));
  const target = rng.pick(occurrencesOn(world.apps.calendar.events, day)).event;
  return { id: target.id, title: target.title, day };
}
