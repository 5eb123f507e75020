import { defineTask } from '../define.ts';
import { REMINDERS } from '../../apps/calendar/state.ts';
import { fullName } from '../../apps/contacts/state.ts';
import * as cal from './kit.ts';

export default defineTask({
  id: 'calendar/set-reminder',
  apps: ['calendar'],
  difficulty: 1,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const events = cal.singleEvents(world, 0, 20);
    const target = rng.pick(events);
    const minutes = rng.pick(REMINDERS.filter((m) => m !== 0 && m !== target.reminder));
    const other = rng.pick(events.filter((e) => e.id !== target.id && e.reminder !== minutes));
    // A neighbouring choice, for the off-by-one near miss.
    const i = REMINDERS.indexOf(minutes);
    const wrong = [REMINDERS[i + 1], REMINDERS[i - 1], ...REMINDERS].find((m) => m !== undefined && m !== minutes && m !== target.reminder)!;
    // Someone to invite by mistake and remove again, where the event has nobody to remove by mistake.
    const guest = fullName(cal.uninvited(world, target)[0]!);
    return { id: target.id, title: target.title, day: cal.startOfDay(target.start), minutes, wrong, otherTitle: other.title, otherDay: cal.startOfDay(other.start), was: cal.recreation(world, target.id), guest };
  },
  goal: (p) => `Set a reminder ${cal.reminderWords(p.minutes)} before "${p.title}" on ${cal.formatLongDate(p.day)}.`,
  named: (p, s) => ({ [`"${p.title}" on ${cal.formatLongDate(p.day)}`]: cal.eventsTitledOn(s, p.title, p.day) }),
  changes: (p) => cal.editRules(p.id, ['reminder']),
  checks: (p) => cal.edited({ id: p.id, title: p.title, want: { reminder: p.minutes }, what: `reminds ${cal.reminderWords(p.minutes)} before` }),
  oracle: cal.script((ui, p) => cal.edit(ui, p.title, p.day, { reminder: p.minutes })),
  alternatives: [
    { name: 'the wrong reminder saved, then corrected', run: async (ui, p, oracle) => {
      await cal.edit(ui, p.title, p.day, { reminder: p.wrong });
      await oracle(ui, p);
    } },
    // The invitees are a set (apps/calendar/app.ts): one removed and invited again comes back last, and the list is the same.
    { name: 'an invitee removed by mistake and invited again (or a guest invited and removed), then the reminder set', run: cal.script(async (ui, p) => {
      await cal.editEvent(ui, p.title, p.day);
      const [invited] = p.was.invite;
      const remove = async (name: string) => {
        await ui.scrollTo({ text: `Remove ${name}`, role: 'button' });
        await ui.tap({ text: `Remove ${name}`, role: 'button' });
      };
      if (invited !== undefined) {
        await remove(invited);
        await cal.invite(ui, invited);
      } else {
        await cal.invite(ui, p.guest);
        await remove(p.guest);
      }
      await cal.fillForm(ui, { reminder: p.minutes });
      await cal.save(ui);
    }) },
    // Redo: deleted and made again whole (time, place, guests as they were) with the new reminder.
    { name: 'deleted and made again with the reminder', run: cal.script((ui, p) => cal.deleteAndRecreate(ui, p.was, { reminder: p.minutes })) },
  ],
  nearMisses: [
    { name: 'picks the neighbouring reminder time', params: (p) => ({ ...p, minutes: p.wrong }) },
    { name: 'sets it on another event', params: (p) => ({ ...p, title: p.otherTitle, day: p.otherDay }) },
    // The right event and reminder, but another field of it changed in the same edit.
    { name: 'sets the reminder and makes the event repeat weekly', run: cal.script((ui, p) => cal.edit(ui, p.title, p.day, { reminder: p.minutes, repeat: 'weekly' })) },
  ],
});
