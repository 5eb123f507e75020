import { defineTask } from '../define.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import { conversationFor } from '../messages/sending.ts';
import { DAY, MINUTE, hhmm, openEvent, pickTime, singleEvents, today } from '../calendar/helpers.ts';
import { sendFromContact, sendRules, sendTo, sentOne } from './common.ts';

/** The clock times a message mentions ("9:30" and "09:30" alike), as HH:MM, comma-separated. */
function timesIn(text: string): string {
  return (text.match(/\b\d{1,2}:\d{2}\b/g) ?? []).map((t) => t.padStart(5, '0')).join(',');
}

/** Open the event and read its start (0) or end (1) time from the "HH:MM – HH:MM" line. */
async function readTime(ui: TaskUi, title: string, day: number, which: number): Promise<string> {
  await ui.launch('Calendar');
  await openEvent(ui, title, day);
  const m = /^(\d\d:\d\d) – (\d\d:\d\d)$/.exec(ui.read({ matches: /^\d\d:\d\d – \d\d:\d\d$/ }))!;
  return m[1 + which]!;
}

export default defineTask({
  id: 'cross/text-event-time',
  apps: ['calendar', 'messages', 'contacts'],
  difficulty: 2,
  maxSteps: 35,
  params: ({ rng, world }) => {
    const target = rng.pick(singleEvents(world, 2, 25));
    const start = pickTime(rng, 9, 18);
    const [recipient, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    return {
      id: target.id, title: target.title, day: today(world) + DAY, start, end: start + 60, which: 0,
      name: fullName(recipient), phone: recipient.phone, otherName: fullName(other),
      ...conversationFor(world, recipient.phone),
    };
  },
  goal: (p) => `Text ${p.name} the start time of tomorrow's event "${p.title}" (as HH:MM).`,
  setup: (d, p) => {
    // The event is tomorrow; sends fail without a network.
    const e = d.apps.calendar.events.find((x) => x.id === p.id)!;
    e.start = p.day + p.start * MINUTE;
    e.end = p.day + p.end * MINUTE;
    d.apps.settings.airplaneMode = false;
  },
  checks: (p) => sentOne(p.name, p.phone, `the only time it mentions is ${hhmm(p.start)}`, hhmm(p.start), (m) => timesIn(m.text)),
  changes: (p) => sendRules(p),
  oracle: async (ui, p) => {
    await sendTo(ui, p.name, `${p.title} starts at ${await readTime(ui, p.title, p.day, p.which)} tomorrow.`);
    await ui.done();
  },
  alternatives: [
    { name: "texts just the time from the contact's page in Contacts", run: async (ui, p) => { await sendFromContact(ui, p.name, await readTime(ui, p.title, p.day, 0)); await ui.done(); } },
  ],
  nearMisses: [
    { name: 'sends the end time', params: (p) => ({ ...p, which: 1 }) },
    { name: 'texts someone else', params: (p) => ({ ...p, name: p.otherName }) },
  ],
});
