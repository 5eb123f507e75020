// Calendar: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing, and damage in two forms (on the screens, and by the app's model). Kept out of
// the kit, so that the benchmark split's fingerprints (tasks/splits/) move only when what a
// template is built on changes, not when the gate's trials do.
import { DAY, parts, startOfDay, HOUR, formatClock } from '../../apps/kit/time.ts';
import { occurrencesOn, type CalendarEvent } from '../../apps/calendar/state.ts';
import { addEvent, newEventForm, removeEvent, type EventFields, type EventForm, fieldsOfForm, formOfEvent, updateEvent, validateForm } from '../../apps/calendar/model.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TrialContext, AppNoise } from '../define.ts';
import { create, dayCell, edit, event, named, remove, singleEvents, today, uninvited } from './kit.ts';

/** The damage trials' move of a repeating event the instance does not name: its times an hour later, as typed. */
function anHourLater(ctx: TrialContext): { event: CalendarEvent; times: { start: string; end: string } } {
  const e = ctx.initial.apps.calendar.events.find((x) => x.repeat !== 'none' && !named(ctx, x))!;
  return { event: e, times: { start: formatClock(e.start + HOUR), end: formatClock(e.end + HOUR) } };
}

/** The extra event of a damage trial: on the day after tomorrow (from the instance's today), early in the morning. */
const extraEvent = (ctx: TrialContext) => ({ day: today(ctx.initial) + 2 * DAY, form: { title: 'Extra appointment', start: '07:00', end: '07:30' } });

/** The damage trials' invitation: a bystander event and the first contact (in list order) it does not invite. */
function gatecrasher(ctx: TrialContext): { event: CalendarEvent; guest: Contact } {
  const e = bystander(ctx);
  return { event: e, guest: uninvited(ctx.initial, e)[0]! };
}

/**
 * What Save does to an event whose form Edit opened and `change` then typed over (the model form
 * of `edit`): its fields as the form reads them. Nothing when Save is disabled.
 */
function saveEdit(draft: DeviceState, id: string, change: (form: EventForm) => Partial<EventForm>): void {
  const e = event(draft, id);
  if (!e) return;
  const form = formOfEvent(e);
  const fields = savedFields({ ...form, ...change(form) });
  if (fields) updateEvent(draft.apps.calendar, id, fields);
}

/** The fields Save stores from a form, or null when Save is disabled (the form does not validate). */
const savedFields = (form: EventForm): EventFields | null => (Object.keys(validateForm(form)).length === 0 ? fieldsOfForm(form) : null);

/** A one-off event in the coming weeks that the instance does not name, to harm in a damage trial. */
function bystander(ctx: TrialContext): CalendarEvent {
  return singleEvents(ctx.initial, 0, 20).find((e) => !named(ctx, e)) ?? singleEvents(ctx.initial, -14, 27).find((e) => !named(ctx, e))!;
}

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      const t = today(ctx.initial);
      await ui.launch('Calendar');
      await ui.tap('Next month');
      await ui.tap('Previous month');
      const soon = [1, 2, 3, 4, 5, 6].map((i) => t + i * DAY).find((d) => parts(d).month === parts(t).month && occurrencesOn(ctx.initial.apps.calendar.events, d).length > 0);
      if (soon !== undefined) {
        await ui.tap(dayCell(soon));
        const first = occurrencesOn(ctx.initial.apps.calendar.events, soon)[0]!;
        await ui.tap({ text: first.event.title, role: 'button' });
        await ui.back();
      }
      await ui.tap({ text: 'Today', role: 'button' });
      await ui.close('Calendar');
    },
    apply: () => {},
  },
  damage: [
    { name: 'invites an uninvited guest to a bystander event', run: async (ui, ctx) => {
      await ui.launch('Calendar');
      const { event: e, guest } = gatecrasher(ctx);
      await edit(ui, e.title, startOfDay(e.start), { invite: [fullName(guest)] });
    }, apply: (d, ctx) => {
      const { event: e, guest } = gatecrasher(ctx);
      saveEdit(d, e.id, (form) => ({ invitees: form.invitees.includes(guest.id) ? form.invitees : [...form.invitees, guest.id] }));
    } },
    { name: 'moves a repeating event (every occurrence) an hour later', run: async (ui, ctx) => {
      await ui.launch('Calendar');
      const { event: e, times } = anHourLater(ctx);
      await edit(ui, e.title, startOfDay(e.start), times);
    }, apply: (d, ctx) => {
      const { event: e, times } = anHourLater(ctx);
      saveEdit(d, e.id, () => times);
    } },
    { name: 'deletes a bystander event', run: async (ui, ctx) => {
      await ui.launch('Calendar');
      const e = bystander(ctx);
      await remove(ui, e.title, startOfDay(e.start));
    }, apply: (d, ctx) => {
      removeEvent(d.apps.calendar, bystander(ctx).id);
    } },
    { name: 'creates an extra event', run: async (ui, ctx) => {
      await ui.launch('Calendar');
      const { day, form } = extraEvent(ctx);
      await create(ui, day, form);
    }, apply: (d, ctx) => {
      const { day, form } = extraEvent(ctx);
      const fields = savedFields({ ...newEventForm(day, d.os.now), ...form });
      if (fields) addEvent(d.apps.calendar, fields);
    } },
  ],
};
