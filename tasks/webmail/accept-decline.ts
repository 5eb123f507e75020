// Two invitations clash; accept the one the goal names and decline the other. A third invitation, on
// another day, stays unanswered.
import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { DAY, HOUR, MINUTE, formatClock, formatIsoDate, formatLongDate, startOfDay } from '../../apps/kit/time.ts';
import * as wm from './kit.ts';

const TITLES = ['Partner workshop', 'Vendor demo', 'Charity board meeting', 'Product roadmap session', 'Hiring committee'] as const;

export default defineTask({
  id: 'webmail/accept-decline',
  apps: ['webmail'],
  difficulty: 3,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const [a, b, c] = rng.sample(TITLES, 3);
    const orgs = rng.sample(wm.mail(world).contacts.filter((x) => x.company !== '' && !/billing|invoices|orders/.test(x.address)), 3);
    const day = startOfDay(world.os.now) + rng.int(3, 10) * DAY;
    const start = day + rng.int(10, 14) * HOUR;
    const events = wm.nextIds(world, 6, 'e').filter((_, i) => i % 2 === 0);
    const messages = wm.nextIds(world, 6, 'm').filter((_, i) => i % 2 === 1);
    const invites = [
      { title: a!, start, end: start + HOUR, org: orgs[0]!, event: events[0]!, message: messages[0]! },
      { title: b!, start: start + 30 * MINUTE, end: start + 90 * MINUTE, org: orgs[1]!, event: events[1]!, message: messages[1]! },
      { title: c!, start: start + 2 * DAY, end: start + 2 * DAY + HOUR, org: orgs[2]!, event: events[2]!, message: messages[2]! },
    ].map((x) => ({ title: x.title, start: x.start, end: x.end, name: x.org.name, from: x.org.address, event: x.event, message: x.message, subject: `Invitation: ${x.title}` }));
    return { accept: invites[0]!, clash: invites[1]!, other: invites[2]! };
  },
  goal: (p) => `On Webmail, accept the invitation to "${p.accept.title}", and decline the invitation that clashes with it.`,
  named: (p, s) => wm.namedInMail(s, { subjects: [p.accept.subject, p.clash.subject, p.other.subject], events: [p.accept.title] }),
  // Each invitation: its event (waiting for an answer), then its message (ids alternate, as planted).
  setup: (d, p) => {
    for (const x of [p.accept, p.clash, p.other]) {
      const e = wm.addEvent(d, { title: x.title, start: x.start, end: x.end, location: 'Room 5A', attendees: [x.from], organizer: x.from, status: 'invited' });
      wm.addMessage(d, { fromName: x.name, from: x.from, subject: x.subject, body: `${x.name} invites you to "${x.title}" on ${formatLongDate(x.start)} (${formatIsoDate(x.start)}), ${formatClock(x.start)} – ${formatClock(x.end)}.`, ago: 90, invite: e });
    }
  },
  changes: (p) => [modified(wm.EVENTS, [p.accept.event, p.clash.event], ['status']), modified(wm.MESSAGES, [p.accept.message, p.clash.message], ['rsvp']), mayRecord('webmail-rsvp')],
  checks: (p) => [
    expectEqual(`"${p.accept.title}" is accepted`, 'confirmed', ({ after }) => wm.eventById(after, p.accept.event)?.status ?? null),
    expectEqual(`"${p.clash.title}" is declined`, 'declined', ({ after }) => wm.eventById(after, p.clash.event)?.status ?? null),
  ],
  oracle: wm.script(async (ui, p) => {
    await wm.openMessage(ui, p.accept.subject);
    await ui.tap({ text: 'Accept', role: 'button' });
    await wm.openMessage(ui, p.clash.subject);
    await ui.tap({ text: 'Decline', role: 'button' });
  }),
  alternatives: [
    { name: 'answers both from the calendar\'s week view', run: wm.script(async (ui, p) => {
      await wm.openCalendar(ui);
      await ui.goto(wm.url('/calendar', { view: 'week', date: formatIsoDate(p.accept.start) }));
      await ui.tap({ matches: new RegExp(`${p.clash.title} \\(invitation\\)$`), role: 'link' });
      await ui.tap({ text: 'Decline', role: 'button' });
      await ui.back();
      await ui.tap({ matches: new RegExp(`${p.accept.title} \\(invitation\\)$`), role: 'link' });
      await ui.tap({ text: 'Accept', role: 'button' });
    }) },
    { name: 'declines the named one first by mistake, then accepts it', run: wm.script(async (ui, p) => {
      await wm.openMessage(ui, p.accept.subject);
      await ui.tap({ text: 'Decline', role: 'button' });
      await ui.tap({ text: 'Open in Calendar', role: 'link' });
      await ui.tap({ text: 'Accept', role: 'button' });
      await wm.openMessage(ui, p.clash.subject);
      await ui.tap({ text: 'Decline', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'declines the invitation on another day instead', params: (p) => ({ ...p, clash: p.other }) },
    { name: 'accepts both', run: wm.script(async (ui, p) => {
      await wm.openMessage(ui, p.accept.subject);
      await ui.tap({ text: 'Accept', role: 'button' });
      await wm.openMessage(ui, p.clash.subject);
      await ui.tap({ text: 'Accept', role: 'button' });
    }) },
    { name: 'declines the other day\'s invitation as well', run: wm.script(async (ui, p) => {
      await wm.openMessage(ui, p.accept.subject);
      await ui.tap({ text: 'Accept', role: 'button' });
      await wm.openMessage(ui, p.clash.subject);
      await ui.tap({ text: 'Decline', role: 'button' });
      await wm.openMessage(ui, p.other.subject);
      await ui.tap({ text: 'Decline', role: 'button' });
    }) },
  ],
});
