// Calendar: pure actions on the app's state, shared by the screens, the task setups and the tests.
import { MINUTE, formatClock, formatIsoDate, parts, startOfDay } from '../kit/time.ts';
import { formatMinutes, parseDate, parseTime, type CalendarEvent, type CalendarState } from './state.ts';

/** What an event is, without its id. */
export type EventFields = Omit<CalendarEvent, 'id'>;

/**
 * A new event's fields before anyone changes them in the form (the date and times come from the
 * selected day, so they are not defaults): what a created event has where the form was left alone.
 */
export const NEW_EVENT: Omit<EventFields, 'start' | 'end'> = { title: '', location: '', notes: '', repeat: 'none', reminder: 0, invitees: [] };

/** The form's text fields as typed: a date `YYYY-MM-DD` and times `HH:MM`. */
export interface EventForm extends Omit<EventFields, 'start' | 'end'> {
  date: string;
  start: string;
  end: string;
}

/** The form as Edit opens it on an event. */
export function formOfEvent(e: CalendarEvent): EventForm {
  return {
    title: e.title, date: formatIsoDate(e.start), start: formatClock(e.start), end: formatClock(e.end), location: e.location, notes: e.notes,
    repeat: e.repeat, reminder: e.reminder, invitees: [...e.invitees],
  };
}

/** The form as New event opens it: on `day`, at the next full hour after `now` when that is today, else at 09:00. */
export function newEventForm(day: number, now: number): EventForm {
  const hour = startOfDay(now) === day ? Math.min(22, parts(now).hours + 1) : 9;
  return { ...NEW_EVENT, invitees: [], date: formatIsoDate(day), start: formatMinutes(hour * 60), end: formatMinutes((hour + 1) * 60) };
}

/** What is wrong with the form, field by field (Save is enabled only when nothing is). */
export interface FormErrors {
  title?: string;
  date?: string;
  start?: string;
  end?: string;
}

export function validateForm(form: EventForm): FormErrors {
  const v: FormErrors = {};
  if (form.title.trim() === '') v.title = 'Enter a title';
  if (parseDate(form.date) === null) v.date = 'Use the format YYYY-MM-DD, e.g. 2026-03-05';
  const start = parseTime(form.start), end = parseTime(form.end);
  if (start === null) v.start = 'Use the format HH:MM, e.g. 09:30';
  if (end === null) v.end = 'Use the format HH:MM, e.g. 10:30';
  else if (start !== null && end <= start) v.end = 'The end must be after the start';
  return v;
}

/** The event the form describes (trimmed), or null when its date or times do not parse. */
export function fieldsOfForm(form: EventForm): EventFields | null {
  const day = parseDate(form.date);
  const start = parseTime(form.start), end = parseTime(form.end);
  if (day === null || start === null || end === null) return null;
  return {
    title: form.title.trim(), start: day + start * MINUTE, end: day + end * MINUTE, location: form.location.trim(), notes: form.notes.trim(),
    repeat: form.repeat, reminder: form.reminder, invitees: [...form.invitees],
  };
}

/** Add an event; returns its id. */
export function addEvent(state: CalendarState, fields: Partial<EventFields> & Pick<EventFields, 'start' | 'end'>): string {
  const id = `ev${state.nextId}`;
  state.nextId += 1;
  state.events.push({ id, ...NEW_EVENT, ...fields, invitees: [...(fields.invitees ?? [])] });
  return id;
}

/** Change fields of an event (nothing when there is no such event). */
export function updateEvent(state: CalendarState, id: string, fields: Partial<EventFields>): void {
  const event = state.events.find((e) => e.id === id);
  if (event) Object.assign(event, fields, fields.invitees ? { invitees: [...fields.invitees] } : {});
}

export function removeEvent(state: CalendarState, id: string): void {
  state.events = state.events.filter((e) => e.id !== id);
}
