import { defineTask } from '../define.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import * as cal from '../calendar/kit.ts';
import * as messages from '../messages/kit.ts';

/** Open Calendar at the event and read its start (0) or end (1) time from the "HH:MM – HH:MM" line. */
async function readTime(ui: TaskUi, title: string, day: number, which: number): Promise<string> {
  await ui.launch('Calendar');
  return (await cal.readRange(ui, title, day))[which]!;
}

const TIME = String.raw`\d{1,2}:\d{2}(?:\s*[ap]\.?\s?m\b\.?)?`;
const RANGE = new RegExp(`(${TIME})\\s*(?:[-–—]|\\bto\\b|\\buntil\\b)\\s*(${TIME})`, 'gi');

/**
 * The clock times a text mentions, the event's own range as Calendar shows it ("14:00 – 15:00",
 * or "2:00 PM-3:00 PM") read as its start: the start time with the end beside it is still the
 * start time. Any other second time (another event's, a wrong end) stays a second time.
 */
const startTimesIn = (text: string, end: string): string =>
  messages.timesIn(text.replace(RANGE, (range, from: string, to: string) => (messages.timesIn(to) === end ? from : range)));

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
  goal: (p) => `Text ${p.name} the start time of tomorrow's event "${p.title}" (as HH:MM).`,
  setup: (d, p) => {
    // The event is tomorrow; sends fail without a network.
    const e = d.apps.calendar.events.find((x) => x.id === p.id)!;
    e.start = p.day + p.start * cal.MINUTE;
    e.end = p.day + p.end * cal.MINUTE;
    d.apps.settings.airplaneMode = false;
  },
  checks: (p) => messages.sentOneThat(p.name, p.phone, `the only time it mentions is ${cal.hhmm(p.start)} (its range with its end counts as its start)`, cal.hhmm(p.start),
    (m) => startTimesIn(m.text, cal.hhmm(p.end))),
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => {
    await messages.compose(ui, p.name, `${p.title} starts at ${await readTime(ui, p.title, p.day, p.which)} tomorrow.`);
    await ui.done();
  },
  alternatives: [
    { name: "texts just the time from the contact's page in Contacts", run: async (ui, p) => { await messages.sendFromContact(ui, p.name, await readTime(ui, p.title, p.day, 0)); await ui.done(); } },
    { name: 'writes the start time on the 12-hour clock ("2:00 PM")', run: async (ui, p) => {
      await messages.compose(ui, p.name, `${p.title} starts at ${messages.twelveHour(await readTime(ui, p.title, p.day, 0))} tomorrow.`);
      await ui.done();
    } },
    { name: 'adds the day as Calendar writes it next to the start time', run: async (ui, p) => {
      await messages.compose(ui, p.name, `${p.title} is on ${cal.formatLongDate(p.day)}, starting at ${await readTime(ui, p.title, p.day, 0)}.`);
      await ui.done();
    } },
    { name: 'copies the time line as Calendar shows it ("14:00 – 15:00")', run: async (ui, p) => {
      await ui.launch('Calendar');
      const [start, end] = await cal.readRange(ui, p.title, p.day);
      await messages.compose(ui, p.name, `${p.title}: ${start} – ${end}`);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'sends the end time', params: (p) => ({ ...p, which: 1 }) },
    { name: 'writes the start time on the 12-hour clock in the wrong half of the day', run: async (ui, p) => {
      await messages.compose(ui, p.name, `${p.title} starts at ${messages.twelveHour(await readTime(ui, p.title, p.day, 0), true)} tomorrow.`);
      await ui.done();
    } },
    { name: 'texts someone else', params: (p) => ({ ...p, name: p.otherName }) },
  ],
});
