// Create an event with a title, date, times, place and two attendees (a set): the attendees are
// invited when it is saved.
import { defineTask } from '../define.ts';
import { added, expectEqual } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { DAY, MINUTE, formatIsoDate, startOfDay } from '../../apps/kit/time.ts';
import type { DeviceState } from '../../apps/world.ts';
import * as wm from './kit.ts';

const TITLES = ['Kick-off: website refresh', 'Supplier negotiation', 'Team planning day', 'Brand workshop'] as const;
const PLACES = ['Room 4D', 'The Lighthouse Cafe', 'Main hall'] as const;
const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (min: number) => `${pad(Math.floor(min / 60))}:${pad(min % 60)}`;

const newEvents = (before: DeviceState, after: DeviceState) => wm.mail(after).events.filter((e) => !wm.mail(before).events.some((x) => x.id === e.id));

export default defineTask({
  id: 'webmail/create-event',
  apps: ['webmail'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const people = rng.sample(wm.mail(world).contacts.filter((c) => c.company !== '' && !/billing|invoices|orders/.test(c.address)), 3);
    const day = startOfDay(world.os.now) + rng.int(2, 20) * DAY;
    const start = rng.int(9, 15) * 60 + rng.pick([0, 30]);
    const length = rng.pick([30, 60, 90]);
    return { title: rng.pick(TITLES), date: formatIsoDate(day), day, start, end: start + length, location: rng.pick(PLACES), attendees: [people[0]!.address, people[1]!.address], names: [people[0]!.name, people[1]!.name], other: people[2]!.address };
  },
  goal: (p) => `On Webmail's calendar, create an event "${p.title}" on ${p.date} from ${hhmm(p.start)} to ${hhmm(p.end)} at ${p.location}, and invite ${p.names[0]} (${p.attendees[0]}) and ${p.names[1]} (${p.attendees[1]}).`,
  // Invitations go out the moment an event is saved: only the two people the goal names may get one
  // (someone invited by mistake and taken off again has had it all the same; only the ledger remembers).
  changes: (p) => [added(wm.EVENTS), mayRecord('webmail-invite', (e) => (e.to as string[]).every((a) => p.attendees.includes(a)))],
  checks: (p) => {
    const one = (ctx: { before: DeviceState; after: DeviceState }) => { const all = newEvents(ctx.before, ctx.after); return all.length === 1 ? all[0] : undefined; };
    return [
      expectEqual<DeviceState>('exactly one event was created', 1, ({ before, after }) => newEvents(before, after).length),
      expectEqual<DeviceState>(`it is titled "${p.title}"`, true, (ctx) => { const e = one(ctx); return e ? wm.sameNameAs('title', e.title, p.title) : undefined; }),
      expectEqual<DeviceState>(`it starts on ${p.date} at ${hhmm(p.start)}`, p.day + p.start * MINUTE, (ctx) => one(ctx)?.start),
      expectEqual<DeviceState>(`it ends at ${hhmm(p.end)}`, p.day + p.end * MINUTE, (ctx) => one(ctx)?.end),
      expectEqual<DeviceState>(`it is at ${p.location}`, true, (ctx) => { const e = one(ctx); return e ? wm.sameNameAs('location', e.location, p.location) : undefined; }),
      expectEqual<DeviceState>(`its attendees are ${p.attendees.join(' and ')}`, true, (ctx) => { const e = one(ctx); return e ? wm.sameAddresses(e.attendees, p.attendees) : undefined; }),
    ];
  },
  oracle: wm.script(async (ui, p) => { await wm.createEvent(ui, { title: p.title, date: p.date, start: hhmm(p.start), end: hhmm(p.end), location: p.location, attendees: p.attendees }); }),
  alternatives: [
    { name: 'from the week view, attendees picked from suggestions in the other order, times on the 12-hour clock', run: wm.script(async (ui, p) => {
      await wm.openCalendar(ui);
      await ui.tap({ text: 'Week', role: 'link' });
      await ui.tap({ text: 'New event', role: 'link' });
      await wm.pickSuggestion(ui, 'Attendees', p.names[1]!.split(' ')[0]!, `${p.names[1]} <${p.attendees[1]}>`);
      await wm.pickSuggestion(ui, 'Attendees', p.names[0]!.split(' ')[0]!, `${p.names[0]} <${p.attendees[0]}>`);
      const twelve = (m: number) => { const h = Math.floor(m / 60); return `${h % 12 === 0 ? 12 : h % 12}:${pad(m % 60)} ${h < 12 ? 'AM' : 'PM'}`; };
      await wm.fillEvent(ui, { title: p.title, date: p.date, start: twelve(p.start), end: twelve(p.end), location: p.location, attendees: [] });
    }) },
  ],
  nearMisses: [
    { name: 'the day after', params: (p) => ({ ...p, date: formatIsoDate(p.day + DAY) }) },
    { name: 'one attendee left out', params: (p) => ({ ...p, attendees: [p.attendees[0]!] }) },
    { name: 'another attendee in place of the second', params: (p) => ({ ...p, attendees: [p.attendees[0]!, p.other] }) },
    { name: 'ends half an hour late', params: (p) => ({ ...p, end: p.end + 30 }) },
    { name: 'invites another person by mistake, saves, then swaps them for the right one', run: wm.script(async (ui, p) => {
      await wm.createEvent(ui, { title: p.title, date: p.date, start: hhmm(p.start), end: hhmm(p.end), location: p.location, attendees: [p.attendees[0]!, p.other] });
      await ui.tap({ text: 'Edit', role: 'link' });
      await ui.tap({ text: `Remove ${p.other} from Attendees`, role: 'button' });
      await wm.addAddresses(ui, 'Attendees', [p.attendees[1]!]);
      await ui.tap({ text: 'Save', role: 'button' });
    }) },
    { name: 'adds a third person after saving, then takes them off again', run: wm.script(async (ui, p) => {
      await wm.createEvent(ui, { title: p.title, date: p.date, start: hhmm(p.start), end: hhmm(p.end), location: p.location, attendees: p.attendees });
      await ui.tap({ text: 'Edit', role: 'link' });
      await wm.addAddresses(ui, 'Attendees', [p.other]);
      await ui.tap({ text: 'Save', role: 'button' });
      await ui.tap({ text: 'Edit', role: 'link' });
      await ui.tap({ text: `Remove ${p.other} from Attendees`, role: 'button' });
      await ui.tap({ text: 'Save', role: 'button' });
    }) },
  ],
});
