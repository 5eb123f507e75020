import { defineTask } from '../define.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import { conversationFor, sendChanges, sentOneMessage } from '../messages/sending.ts';
import { DAY, MINUTE, hhmm, openEvent, pickTime, singleEvents, today } from '../calendar/helpers.ts';

/** The clock times a message mentions ("9:30" and "09:30" alike), as HH:MM, comma-separated. */
function timesIn(text: string): string {
  return (text.match(/\b\d{1,2}:\d{2}\b/g) ?? []).map((t) => t.padStart(5, '0')).join(',');
}

async function readRange(ui: TaskUi, title: string, day: number): Promise<[string, string]> {
  await openEvent(ui, title, day);
  const m = /^(\d\d:\d\d) – (\d\d:\d\d)$/.exec(ui.read({ matches: /^\d\d:\d\d – \d\d:\d\d$/ }))!;
  return [m[1]!, m[2]!];
}

async function sendTo(ui: TaskUi, name: string, text: string): Promise<void> {
  await ui.openApp('Messages');
  await ui.tap({ text: 'Start chat', role: 'button' });
  await ui.fill({ hint: 'Name or number' }, name);
  await ui.tap({ text: name, role: 'button' });
  await ui.fill({ hint: 'Text message' }, text);
  await ui.tap({ text: 'Send', role: 'button' });
}

export default defineTask({
  id: 'cross/text-event-time',
  apps: ['calendar', 'messages', 'contacts'],
  difficulty: 2,
  maxSteps: 35,
  params: ({ rng, world }) => {
    const target = rng.pick(singleEvents(world, 2, 25));
    const start = pickTime(rng, 9, 18);
    const withPhone = world.apps.contacts.contacts.filter((c) => c.phone !== '');
    const [recipient, other] = rng.sample(withPhone, 2) as [Contact, Contact];
    return {
      id: target.id, title: target.title, day: today(world) + DAY, start, end: start + 60,
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
  checks: (p) => sentOneMessage(p.name, p.phone, `the only time it mentions is ${hhmm(p.start)}`, hhmm(p.start), timesIn),
  allowedChanges: sendChanges,
  oracle: async (ui, p) => {
    const [start] = await readRange(ui, p.title, p.day);
    await sendTo(ui, p.name, `${p.title} starts at ${start} tomorrow.`);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'sends the end time',
      run: async (ui, p) => {
        const [, end] = await readRange(ui, p.title, p.day);
        await sendTo(ui, p.name, `${p.title} starts at ${end} tomorrow.`);
        await ui.done();
      },
    },
    {
      name: 'texts someone else',
      run: async (ui, p) => {
        const [start] = await readRange(ui, p.title, p.day);
        await sendTo(ui, p.otherName, `${p.title} starts at ${start} tomorrow.`);
        await ui.done();
      },
    },
  ],
});
