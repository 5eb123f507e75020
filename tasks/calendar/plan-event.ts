import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { fullName } from '../../apps/contacts/state.ts';
import { reminderLabel } from '../../apps/calendar/state.ts';
import type { TaskUi } from '../ui.ts';
import { invite } from './add-invitee.ts';
import { DAY, MINUTE, NEW_TITLES, formatLongDate, hhmm, newEvents, openDay, pickTime, today } from './helpers.ts';

const PLACES = ['Cafe Aurora', 'Room 12', 'Central Station', 'Maple Hall', 'North Pier', 'Studio Nine'] as const;

async function plan(ui: TaskUi, p: { title: string; day: number; start: number; end: number; location: string; reminder: number }, names: string[]): Promise<void> {
  await openDay(ui, p.day);
  await ui.tap({ text: 'New event', role: 'button' });
  await ui.fill({ hint: 'Title' }, p.title);
  await ui.fill({ hint: 'Start (HH:MM)' }, hhmm(p.start));
  await ui.fill({ hint: 'End (HH:MM)' }, hhmm(p.end));
  await ui.tap({ text: reminderLabel(p.reminder), role: 'radio' });
  await ui.fill({ hint: 'Location' }, p.location);
  for (const name of names) await invite(ui, name);
  await ui.tap({ text: 'Save', role: 'button' });
}

export default defineTask({
  id: 'calendar/plan-event',
  apps: ['calendar'],
  difficulty: 3,
  maxSteps: 60,
  params: ({ rng, world }) => {
    const day = today(world) + rng.int(1, 14) * DAY;
    const start = pickTime(rng, 9, 18);
    const titles = new Set(world.apps.calendar.events.map((e) => e.title));
    const [a, b, c] = rng.sample(world.apps.contacts.contacts, 3);
    return {
      title: rng.pick(NEW_TITLES.filter((t) => !titles.has(t))), day, start, end: start + rng.pick([60, 90, 120]),
      location: rng.pick(PLACES), reminder: rng.pick([10, 30, 60]),
      ids: [a!.id, b!.id], names: [fullName(a!), fullName(b!)], otherName: fullName(c!),
      newId: `ev${world.apps.calendar.nextId}`,
    };
  },
  goal: (p) =>
    `Create an event "${p.title}" on ${formatLongDate(p.day)} from ${hhmm(p.start)} to ${hhmm(p.end)} at ${p.location}, ` +
    `with a reminder ${p.reminder === 60 ? '1 hour' : `${p.reminder} minutes`} before, and invite ${p.names[0]} and ${p.names[1]}.`,
  checks: (p) => {
    const only = ({ before, after }: { before: Parameters<typeof newEvents>[0]; after: Parameters<typeof newEvents>[1] }) => newEvents(before, after);
    return [
      expectEqual('exactly one new event', 1, (ctx) => only(ctx).length),
      expectEqual(`it is titled "${p.title}"`, [p.title], (ctx) => only(ctx).map((e) => e.title)),
      expectEqual(`it runs ${hhmm(p.start)}–${hhmm(p.end)} on ${formatLongDate(p.day)}`, [[p.day + p.start * MINUTE, p.day + p.end * MINUTE]], (ctx) => only(ctx).map((e) => [e.start, e.end])),
      expectEqual(`it is at ${p.location}`, [p.location], (ctx) => only(ctx).map((e) => e.location)),
      expectEqual(`the reminder is ${reminderLabel(p.reminder)}`, [p.reminder], (ctx) => only(ctx).map((e) => e.reminder)),
      expectEqual(`the invitees are ${p.names.join(' and ')}`, [[...p.ids].sort()], (ctx) => only(ctx).map((e) => [...e.invitees].sort())),
    ];
  },
  allowedChanges: (p) => [`apps.calendar.events[${p.newId}]`, 'apps.calendar.nextId'],
  oracle: async (ui, p) => {
    await plan(ui, p, p.names);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'invites only the first person',
      run: async (ui, p) => {
        await plan(ui, p, [p.names[0]!]);
        await ui.done();
      },
    },
    {
      name: 'invites the wrong second person',
      run: async (ui, p) => {
        await plan(ui, p, [p.names[0]!, p.otherName]);
        await ui.done();
      },
    },
    {
      name: 'leaves the default reminder',
      run: async (ui, p) => {
        await plan(ui, { ...p, reminder: 0 }, p.names);
        await ui.done();
      },
    },
  ],
});
