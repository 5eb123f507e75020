import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { fullName } from '../../apps/contacts/state.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as cal from './kit.ts';

const PLACES = ['Cafe Aurora', 'Room 12', 'Central Station', 'Maple Hall', 'North Pier', 'Studio Nine'] as const;

type Plan = { title: string; day: number; start: number; end: number; location: string; reminder: number; names: string[] };
const form = (p: Plan, names = p.names) => ({ title: p.title, start: cal.hhmm(p.start), end: cal.hhmm(p.end), reminder: p.reminder, location: p.location, invite: names });

export default defineTask({
  id: 'calendar/plan-event',
  apps: ['calendar'],
  difficulty: 3,
  maxSteps: 60,
  params: ({ rng, world }) => {
    const start = cal.pickTime(rng, 9, 18);
    const [a, b, c] = rng.sample(world.apps.contacts.contacts, 3);
    return {
      title: cal.unusedTitle(rng, world), day: cal.today(world) + rng.int(1, 14) * cal.DAY, start, end: start + rng.pick([60, 90, 120]),
      location: rng.pick<string>(PLACES), reminder: rng.pick([10, 30, 60]), ids: [a!.id, b!.id], names: [fullName(a!), fullName(b!)], otherName: fullName(c!),
    };
  },
  goal: (p) =>
    `Create an event "${p.title}" on ${cal.formatLongDate(p.day)} from ${cal.hhmm(p.start)} to ${cal.hhmm(p.end)} at ${p.location}, ` +
    `with a reminder ${cal.reminderWords(p.reminder)} before, and invite ${p.names[0]} and ${p.names[1]} (nobody else). Leave everything else as the new-event form has it.`,
  named: (p, s) => Object.fromEntries(p.names.map((n) => [n, peopleNamed(s, n)])),
  changes: () => [added(cal.EVENTS)],
  checks: (p) => cal.created({ title: p.title, start: p.day + p.start * cal.MINUTE, end: p.day + p.end * cal.MINUTE, location: p.location, reminder: p.reminder, invitees: p.ids }),
  oracle: async (ui, p) => {
    await cal.create(ui, p.day, form(p));
    await ui.done();
  },
  alternatives: [
    { name: 'the date typed, the guests invited in the other order', run: async (ui, p) => {
      await cal.createTyped(ui, p.day, form(p, [...p.names].reverse()));
      await ui.done();
    } },
    { name: 'saved with one guest, the second invited by editing', run: async (ui, p) => {
      await cal.create(ui, p.day, form(p, [p.names[0]!]));
      await cal.edit(ui, p.title, p.day, { invite: [p.names[1]!] });
      await ui.done();
    } },
    { name: 'the place typed in lower case', params: (p) => ({ ...p, location: p.location.toLowerCase() }) },
  ],
  nearMisses: [
    { name: 'invites only the first person', params: (p) => ({ ...p, names: [p.names[0]!] }) },
    { name: 'invites the wrong second person', params: (p) => ({ ...p, names: [p.names[0]!, p.otherName] }) },
    { name: 'also invites a third, uninvited guest', params: (p) => ({ ...p, names: [...p.names, p.otherName] }) },
    { name: 'leaves the default reminder', params: (p) => ({ ...p, reminder: 0 }) },
    // One part of three left out: the time, reminder and guests right, no place typed.
    { name: 'leaves out the place', params: (p) => ({ ...p, location: '' }) },
  ],
});
