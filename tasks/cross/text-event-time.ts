import { defineTask } from '../define.ts';
import { frame, shown } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import * as cal from '../calendar/kit.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as messages from '../messages/kit.ts';

/** Open Calendar at the event and read its start (0) or end (1) time from the "HH:MM – HH:MM" line. */
async function readTime(ui: TaskUi, title: string, day: number, which: number): Promise<string> {
  await ui.launch('Calendar');
  return (await cal.readRange(ui, title, day))[which]!;
}

/** The message the goal asks for, with the start time in its slot (any form the device shows: 18:30, 6:30 PM). */
const FRAME = frame('Starts at HH:MM', 'HH:MM', { type: 'time' });

export default defineTask({
  id: 'cross/text-event-time',
  apps: ['calendar', 'messages', 'contacts'],
  difficulty: 2,
  maxSteps: 35,
  params: ({ rng, world }) => {
    const target = rng.pick(cal.singleEvents(world, 2, 25));
    const start = cal.pickTime(rng, 9, 18);
    const [recipient, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    return {
      id: target.id, title: target.title, day: cal.today(world) + cal.DAY, start, end: start + 60, which: 0,
      name: fullName(recipient), phone: recipient.phone, otherName: fullName(other),
      ...messages.conversationFor(world, recipient.phone),
    };
  },
  goal: (p) => `Text ${p.name} "${shown(FRAME)}" with the start time of tomorrow's event "${p.title}".`,
  named: (p, s) => ({ [`tomorrow's event "${p.title}"`]: cal.eventsTitledOn(s, p.title, p.day), [p.name]: peopleNamed(s, p.name) }),
  setup: (d, p) => {
    // The event is tomorrow; sends fail without a network.
    const e = d.apps.calendar.events.find((x) => x.id === p.id)!;
    e.start = p.day + p.start * cal.MINUTE;
    e.end = p.day + p.end * cal.MINUTE;
    d.apps.settings.airplaneMode = false;
  },
  checks: (p) => messages.sentFramed(p.name, p.phone, FRAME, cal.hhmm(p.start)),
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => {
    await messages.compose(ui, p.name, shown(FRAME, await readTime(ui, p.title, p.day, p.which)));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the contact's page in Contacts", run: async (ui, p) => { await messages.sendFromContact(ui, p.name, shown(FRAME, await readTime(ui, p.title, p.day, 0))); await ui.done(); } },
    { name: 'writes the start time on the 12-hour clock ("Starts at 2:00 PM")', run: async (ui, p) => {
      await messages.compose(ui, p.name, `${shown(FRAME, messages.twelveHour(await readTime(ui, p.title, p.day, 0)))}.`);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'sends the end time', params: (p) => ({ ...p, which: 1 }) },
    { name: 'writes the start time on the 12-hour clock in the wrong half of the day', run: async (ui, p) => {
      await messages.compose(ui, p.name, shown(FRAME, messages.twelveHour(await readTime(ui, p.title, p.day, 0), true)));
      await ui.done();
    } },
    { name: 'texts someone else', params: (p) => ({ ...p, name: p.otherName }) },
    // Not the frame: the audit's "moved from 18:30 to 19:30" told them two times; a range tells them the end too.
    { name: 'copies the time line as Calendar shows it ("Starts at 14:00 – 15:00")', run: async (ui, p) => {
      await ui.launch('Calendar');
      const [start, end] = await cal.readRange(ui, p.title, p.day);
      await messages.compose(ui, p.name, shown(FRAME, `${start} – ${end}`));
      await ui.done();
    } },
  ],
});
