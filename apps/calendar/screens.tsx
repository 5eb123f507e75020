// Calendar screens: the month grid with the selected day's agenda (`main`), one event (`event`),
// the event form (`edit`, also for creating) and the invitee picker (`invite`). The shown month,
// the selected day, form drafts and open dialogs all live in the route on the back stack.
import { useMemo } from 'react';
import { Bell, ChevronLeft, ChevronRight, Clock, MapPin, Pencil, Plus, Repeat as RepeatIcon, StickyNote, Trash2, UserPlus, Users, X } from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { back, showToast } from '../os/nav.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Avatar, Button, Dialog, Empty, Fab, IconButton, ListItem, Scroll, SectionHeader, TextField, colorFor } from '../kit/ui.tsx';
import { DAY, formatClock, formatLongDate, parts, startOfDay } from '../kit/time.ts';
import { displayName } from '../contacts/state.ts';
import {
  REMINDERS, REPEATS, REPEAT_LABELS, addMonths, daysInMonth, inviteeNames, occurrencesOn,
  parseDate, reminderLabel, startOfMonth, type CalendarEvent, type Repeat,
} from './state.ts';
import { addEvent, fieldsOfForm, formOfEvent, newEventForm, removeEvent, updateEvent, validateForm, type EventForm, type FormErrors } from './model.ts';
import { InviteePicker, type InviteeForm } from '../contacts/picker.tsx';
import './calendar.css';

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const num = (value: JsonValue | undefined, fallback: number): number => (typeof value === 'number' ? value : fallback);

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAY_LETTERS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'];

export function monthTitle(month: number): string {
  const p = parts(month);
  return `${MONTHS[p.month]} ${p.year}`;
}

/** The accessible name of a day cell: "Thursday, March 5", plus ", 2 events" when it has any. */
export function dayLabel(day: number, count: number): string {
  return count === 0 ? formatLongDate(day) : `${formatLongDate(day)}, ${count} event${count === 1 ? '' : 's'}`;
}

export function timeRange(start: number, end: number): string {
  return `${formatClock(start)} – ${formatClock(end)}`;
}

export type EventDraft = EventForm;

function readDraft(value: JsonValue | undefined): EventDraft {
  const o = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const repeat = REPEATS.includes(o.repeat as Repeat) ? (o.repeat as Repeat) : 'none';
  const invitees = Array.isArray(o.invitees) ? o.invitees.filter((x): x is string => typeof x === 'string') : [];
  return {
    title: str(o.title), date: str(o.date), start: str(o.start), end: str(o.end), location: str(o.location), notes: str(o.notes),
    repeat, reminder: num(o.reminder, 0), invitees,
  };
}

const mainRoute = (month: number, day: number): Route => ({ screen: 'main', month, day, dialog: null });
const eventRoute = (id: string, day: number): Route => ({ screen: 'event', id, day, dialog: null });
const editRoute = (id: string | null, draft: EventDraft): Route => ({ screen: 'edit', id, draft: { ...draft, invitees: [...draft.invitees] } });

// ---------------------------------------------------------------------------------------------
// Month view and agenda

function MonthGrid({ month, selected, today, events, onPick }: { month: number; selected: number; today: number; events: CalendarEvent[]; onPick: (day: number) => void }) {
  const first = startOfMonth(month);
  const lead = parts(first).weekday;
  const count = daysInMonth(first);
  const cells: (number | null)[] = [];
  for (let i = 0; i < lead; i++) cells.push(null);
  for (let d = 0; d < count; d++) cells.push(first + d * DAY);
  while (cells.length % 7 !== 0) cells.push(null);
  return (
    <div className="cal-grid">
      {WEEKDAY_LETTERS.map((w, i) => (
        <div key={`w${i}`} className="cal-weekday" aria-hidden>{w}</div>
      ))}
      {cells.map((day, i) => {
        if (day === null) return <div key={`x${i}`} className="cal-cell empty" />;
        const n = occurrencesOn(events, day).length;
        const cls = ['cal-cell', day === today ? 'today' : '', day === selected ? 'selected' : ''].filter(Boolean).join(' ');
        return (
          <button key={day} className={cls} aria-label={dayLabel(day, n)} onClick={() => onPick(day)}>
            <span className="cal-num" aria-hidden>{parts(day).day}</span>
            <span className="cal-dots" aria-hidden>
              {n > 0 && <span className="cal-dot" />}
              {n > 1 && <span className="cal-dot" />}
              {n > 2 && <span className="cal-dot" />}
            </span>
          </button>
        );
      })}
    </div>
  );
}

function CalendarMain({ route }: { route: Route }) {
  const events = useDevice((s) => s.apps.calendar.events);
  const now = useDevice((s) => s.os.now);
  const today = startOfDay(now);
  const selected = num(route.day, today);
  const month = num(route.month, startOfMonth(selected));
  const agenda = useMemo(() => occurrencesOn(events, selected), [events, selected]);
  const goMonth = (delta: number) => {
    const next = addMonths(month, delta);
    const day = startOfMonth(today) === next ? today : next;
    nav.patch({ month: next, day });
  };
  return (
    <>
      <AppBar
        title="Calendar"
        actions={
          <span className="cal-today-btn">
            <Button variant="text" onClick={() => nav.patch({ month: startOfMonth(today), day: today })}>Today</Button>
          </span>
        }
      />
      <Scroll label="Calendar">
        <div className="cal-month-bar">
          <h2 className="cal-month-title">{monthTitle(month)}</h2>
          <IconButton label="Previous month" onClick={() => goMonth(-1)}>
            <ChevronLeft size={22} />
          </IconButton>
          <IconButton label="Next month" onClick={() => goMonth(1)}>
            <ChevronRight size={22} />
          </IconButton>
        </div>
        <MonthGrid month={month} selected={selected} today={today} events={events} onPick={(day) => nav.patch({ day })} />
        <div className="cal-divider" />
        <SectionHeader>{selected === today ? `Today · ${formatLongDate(selected)}` : formatLongDate(selected)}</SectionHeader>
        {agenda.length === 0 && <Empty>No events</Empty>}
        {agenda.map((o) => (
          <ListItem
            key={o.event.id}
            label={o.event.title}
            leading={<span className="cal-bar" style={{ background: colorFor(o.event.title) }} aria-hidden />}
            title={o.event.title}
            subtitle={[timeRange(o.start, o.end), o.event.location].filter(Boolean).join(' · ')}
            trailing={o.event.repeat !== 'none' ? <RepeatIcon size={16} aria-hidden /> : undefined}
            onClick={() => nav.push(eventRoute(o.event.id, selected))}
          />
        ))}
        <div className="cal-fab-space" />
      </Scroll>
      <Fab label="New event" icon={<Plus size={24} />} onClick={() => nav.push(editRoute(null, newEventForm(selected, now)))} />
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Event details

function deleteEvent(id: string): void {
  update((d) => {
    removeEvent(d.apps.calendar, id);
    const stack = d.os.ui.stacks.calendar ?? [];
    const main = stack.find((r) => r.screen === 'main') ?? { screen: 'main' };
    main.dialog = null;
    d.os.ui.stacks.calendar = [main];
    showToast(d.os, 'Event deleted');
  });
}

function InfoRow({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="cal-info">
      <span className="cal-info-icon" aria-hidden>{icon}</span>
      <div className="cal-info-body">{children}</div>
    </div>
  );
}

function EventView({ route }: { route: Route }) {
  const id = str(route.id);
  const event = useDevice((s) => s.apps.calendar.events.find((e) => e.id === id));
  const contacts = useDevice((s) => s.apps.contacts.contacts);
  if (!event) {
    return (
      <>
        <AppBar title="Event" onBack={nav.back} />
        <Empty>This event no longer exists</Empty>
      </>
    );
  }
  const day = num(route.day, startOfDay(event.start));
  const offset = day - startOfDay(event.start);
  const names = inviteeNames(event, contacts);
  return (
    <>
      <AppBar
        title=""
        onBack={nav.back}
        actions={
          <>
            <IconButton label="Edit" onClick={() => nav.push(editRoute(event.id, formOfEvent(event)))}>
              <Pencil size={21} />
            </IconButton>
            <IconButton label="Delete" onClick={() => nav.patch({ dialog: 'delete' })}>
              <Trash2 size={21} />
            </IconButton>
          </>
        }
      />
      <Scroll label="Event details">
        <div className="cal-hero">
          <span className="cal-hero-bar" style={{ background: colorFor(event.title) }} aria-hidden />
          <h2 className="cal-hero-title">{event.title}</h2>
        </div>
        <InfoRow icon={<Clock size={20} />}>
          <div className="cal-info-value">{formatLongDate(day)}</div>
          <div className="cal-info-value">{timeRange(event.start + offset, event.end + offset)}</div>
        </InfoRow>
        <InfoRow icon={<RepeatIcon size={20} />}>
          <div className="cal-info-value">{event.repeat === 'none' ? 'Does not repeat' : `Repeats ${REPEAT_LABELS[event.repeat].toLowerCase()}`}</div>
        </InfoRow>
        <InfoRow icon={<Bell size={20} />}>
          <div className="cal-info-value">{reminderLabel(event.reminder)}</div>
        </InfoRow>
        {event.location !== '' && (
          <InfoRow icon={<MapPin size={20} />}>
            <div className="cal-info-value">{event.location}</div>
          </InfoRow>
        )}
        {event.notes !== '' && (
          <InfoRow icon={<StickyNote size={20} />}>
            <div className="cal-info-value cal-notes">{event.notes}</div>
          </InfoRow>
        )}
        <InfoRow icon={<Users size={20} />}>
          {names.length === 0 ? (
            <div className="cal-info-value cal-muted">No invitees</div>
          ) : (
            <>
              <div className="cal-info-label">{`${names.length} invitee${names.length === 1 ? '' : 's'}`}</div>
              {names.map((n) => (
                <div key={n} className="cal-invitee">
                  <Avatar name={n} />
                  <span>{n}</span>
                </div>
              ))}
            </>
          )}
        </InfoRow>
      </Scroll>
      {route.dialog === 'delete' && (
        <Dialog
          title="Delete event?"
          message={event.repeat === 'none' ? `"${event.title}" will be removed from your calendar.` : `All occurrences of "${event.title}" will be removed from your calendar.`}
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
            { label: 'Delete', danger: true, onClick: () => deleteEvent(event.id) },
          ]}
        />
      )}
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Event form

function saveEvent(id: string | null, draft: EventDraft): void {
  const fields = fieldsOfForm(draft)!;
  const day = parseDate(draft.date)!;
  update((d) => {
    const s = d.apps.calendar;
    const existing = id === null ? undefined : s.events.find((e) => e.id === id);
    if (existing) {
      updateEvent(s, existing.id, fields);
      back(d.os);
      const top = d.os.ui.stacks.calendar?.at(-1);
      if (top && top.screen === 'event' && top.id === id) top.day = day;
    } else {
      addEvent(s, fields);
      // Back on the month view, on the new event's day.
      d.os.ui.stacks.calendar = [mainRoute(startOfMonth(day), day)];
    }
    showToast(d.os, 'Event saved');
  });
}

function Choice({ label, checked, onClick }: { label: string; checked: boolean; onClick: () => void }) {
  return (
    <button role="radio" aria-checked={checked} className={`cal-choice${checked ? ' on' : ''}`} onClick={onClick}>
      {label}
    </button>
  );
}

function EventEdit({ route }: { route: Route }) {
  const id = typeof route.id === 'string' ? route.id : null;
  const draft = readDraft(route.draft);
  const contacts = useDevice((s) => s.apps.contacts.contacts);
  const v = validateForm(draft);
  const canSave = Object.keys(v).length === 0;
  const set = (patch: Partial<EventDraft>) => nav.patch({ draft: { ...draft, ...patch } });
  // Errors show for fields that have text (an empty title only disables Save).
  const shown = (field: keyof FormErrors) => (v[field] && (draft[field] as string).trim() !== '' ? v[field] : undefined);
  const invited = draft.invitees.map((cid) => contacts.find((c) => c.id === cid)).filter((c) => c !== undefined);
  return (
    <>
      <AppBar
        title={id === null ? 'New event' : 'Edit event'}
        onBack={nav.back}
        actions={
          <span className="cal-save">
            <Button disabled={!canSave} onClick={() => canSave && saveEvent(id, draft)}>Save</Button>
          </span>
        }
      />
      <Scroll label="Event form">
        <TextField label="Title" value={draft.title} onChange={(title) => set({ title })} />
        <TextField label="Date (YYYY-MM-DD)" value={draft.date} onChange={(date) => set({ date })} />
        {shown('date') && <div className="cal-error">{shown('date')}</div>}
        {!v.date && <div className="cal-hint">{formatLongDate(parseDate(draft.date)!)}</div>}
        <div className="cal-times">
          <TextField label="Start (HH:MM)" value={draft.start} onChange={(start) => set({ start })} />
          <TextField label="End (HH:MM)" value={draft.end} onChange={(end) => set({ end })} />
        </div>
        {shown('start') && <div className="cal-error">{shown('start')}</div>}
        {shown('end') && <div className="cal-error">{shown('end')}</div>}
        <div className="cal-form-label">Repeat</div>
        <div className="cal-choices" role="radiogroup" aria-label="Repeat">
          {REPEATS.map((r) => (
            <Choice key={r} label={REPEAT_LABELS[r]} checked={draft.repeat === r} onClick={() => set({ repeat: r })} />
          ))}
        </div>
        <div className="cal-form-label">Reminder</div>
        <div className="cal-choices" role="radiogroup" aria-label="Reminder">
          {REMINDERS.map((m) => (
            <Choice key={m} label={reminderLabel(m)} checked={draft.reminder === m} onClick={() => set({ reminder: m })} />
          ))}
        </div>
        <TextField label="Location" value={draft.location} onChange={(location) => set({ location })} />
        <TextField label="Notes" value={draft.notes} multiline onChange={(notes) => set({ notes })} />
        <div className="cal-form-label">Invitees</div>
        {invited.map((c) => (
          <div key={c.id} className="cal-invitee-row">
            <Avatar name={displayName(c)} />
            <span className="cal-invitee-name">{displayName(c)}</span>
            <IconButton label={`Remove ${displayName(c)}`} onClick={() => set({ invitees: draft.invitees.filter((x) => x !== c.id) })}>
              <X size={20} />
            </IconButton>
          </div>
        ))}
        <button className="cal-add-invitee" onClick={() => nav.push({ screen: 'invite', query: '' })}>
          <UserPlus size={20} aria-hidden />
          <span>Add invitee</span>
        </button>
        <div className="cal-bottom-space" />
      </Scroll>
    </>
  );
}

/** The event form's invitees, as the shared picker adds to them. */
const INVITEE_FORM: InviteeForm = {
  app: 'calendar',
  screen: 'edit',
  invitees: (draft) => readDraft(draft).invitees,
  withInvitee: (value, contactId) => {
    const draft = readDraft(value);
    return { ...draft, invitees: [...draft.invitees, contactId] };
  },
};

export function CalendarApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'event':
      return <EventView route={route} />;
    case 'edit':
      return <EventEdit route={route} />;
    case 'invite':
      return <InviteePicker route={route} form={INVITEE_FORM} />;
    default:
      return <CalendarMain route={route} />;
  }
}
