import { countNamed, defineTask } from '../define.ts';
import { addEvent } from '../../apps/calendar/model.ts';
import { ME_ADDRESS } from '../../apps/mail/state.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { HOUR } from '../../apps/kit/time.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import * as cal from '../calendar/kit.ts';
import * as calc from '../calculator/kit.ts';
import * as mail from '../mail/kit.ts';

const DINNERS = ['Dinner at Trattoria Luca', 'Birthday dinner at Saffron', 'Team dinner at The Oak Room', 'Dinner at Harbor Grill', 'Reunion dinner at Casa Verde'];

type P = { title: string; day: number; invitees: string[]; names: string[]; total: string; subject: string; from: string; fromName: string; threadId: string };

/** Open Calendar at last night's dinner and count its invitees (the rows under "Invitees" that name a contact). */
async function countInvitees(ui: TaskUi, p: P): Promise<number> {
  await cal.openEvent(ui, p.title, p.day);
  for (const n of p.names) await ui.scrollTo({ text: n });
  return p.names.filter((n) => ui.has({ text: n })).length;
}

/** Open the email and read the total it names ("$186.40" → "186.40"). */
async function readTotal(ui: TaskUi, p: P): Promise<string> {
  await mail.openFromInbox(ui, p.subject);
  const text = ui.tree().map((e) => e.text).join('\n');
  return /came to \$([\d,]+\.\d\d)/.exec(text)![1]!.replace(/,/g, '');
}

export default defineTask({
  id: 'cross/split-email-bill',
  apps: ['mail', 'calendar', 'calculator'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const title = rng.pick(DINNERS.filter((t) => !world.apps.calendar.events.some((e) => e.title === t)));
    const people = rng.sample(world.apps.contacts.contacts.filter((c) => c.email !== ''), rng.int(2, 5)) as Contact[];
    const payer = people[0]!;
    return {
      title, day: cal.today(world) - cal.DAY, invitees: people.map((c) => c.id), names: people.map(fullName),
      total: calc.cents(rng.int(9000, 46000)), subject: `${title.replace(/^(Dinner|Birthday dinner|Team dinner|Reunion dinner) at /, 'Bill from ')} last night`,
      from: payer.email, fromName: fullName(payer), threadId: `th${world.apps.mail.threads.length + 100}`,
    };
  },
  goal: (p) => `I owe my share of the bill in the email "${p.subject}". Split it evenly between me and the invitees of yesterday's event "${p.title}" in Calendar, using Calculator: how much is each share?`,
  named: (p, initial: DeviceState) => ({
    [`the email "${p.subject}"`]: countNamed('mail', 'subject', initial.apps.mail.threads.map((t) => t.subject), p.subject),
    [`yesterday's event "${p.title}"`]: cal.eventsTitledOn(initial, p.title, p.day),
  }),
  setup: (d, p: P) => {
    addEvent(d.apps.calendar, { title: p.title, start: p.day + 19 * HOUR, end: p.day + 21 * HOUR, invitees: p.invitees, location: p.title.replace(/^.* at /, '') });
    d.apps.mail.threads.push({
      id: p.threadId, subject: p.subject, folder: 'inbox', starred: false, unread: true, labels: [],
      messages: [{
        id: `${p.threadId}m1`, from: p.from, fromName: p.fromName, to: [ME_ADDRESS], cc: [], subject: p.subject, at: d.os.now - 2 * HOUR, status: 'received', forwardedId: null,
        body: `Hi! I paid for dinner last night: the bill came to $${p.total}, tip included. Work out your share when you get a chance.`,
      }],
    });
  },
  checks: () => [],
  answer: {
    // Dollars as the display shows them, or to the cent: within half a cent.
    spec: { type: 'number', unit: 'dollars', aliases: ['dollar', 'USD'], symbol: '$', tolerance: 0.005 },
    expected: (p: P) => calc.displayNumber(calc.valueOf([p.total, '÷', String(p.invitees.length + 1)])),
    candidates: (p: P) => [calc.valueOf([p.total, '÷', String(p.invitees.length + 1)]), calc.valueOf([p.total, '÷', String(p.invitees.length)]), p.total],
  },
  oracle: async (ui, p: P) => {
    const total = await readTotal(ui, p);
    const people = (await countInvitees(ui, p)) + 1;
    await calc.open(ui);
    await calc.keys(ui, ['AC', total, '÷', String(people), '=']);
    await ui.answer(calc.asAnswer(calc.shown(ui)));
  },
  alternatives: [
    { name: 'counts the invitees first, answers to the cent with $', run: async (ui, p: P) => {
      const people = (await countInvitees(ui, p)) + 1;
      const total = await readTotal(ui, p);
      await calc.open(ui);
      await calc.keys(ui, ['AC', total, '÷', String(people), '=']);
      await ui.answer(`$${Number(calc.asAnswer(calc.shown(ui)).replace(/,/g, '')).toFixed(2)}`);
    } },
  ],
  nearMisses: [
    { name: 'splits among the invitees only (leaves me out)', run: async (ui, p: P) => {
      const total = await readTotal(ui, p);
      const people = await countInvitees(ui, p);
      await calc.open(ui);
      await calc.keys(ui, ['AC', total, '÷', String(people), '=']);
      await ui.answer(calc.asAnswer(calc.shown(ui)));
    } },
    { name: 'answers the whole bill', run: async (ui, p: P) => ui.answer(await readTotal(ui, p)) },
    { name: 'splits among one invitee more', run: async (ui, p: P) => {
      const total = await readTotal(ui, p);
      await calc.open(ui);
      await calc.keys(ui, ['AC', total, '÷', String(p.invitees.length + 2), '=']);
      await ui.answer(calc.asAnswer(calc.shown(ui)));
    } },
  ],
});
