// Webmail: the noise the judge gate plays around every template of the site (tests/gate/gate.ts):
// harmless browsing (the Inbox filtered, a read message opened, the calendar's months and weeks,
// the address book searched), and damage made on the pages and by the site's model. Browsing opens
// only messages already read, so it changes nothing but the opened list and the browser's state.
import { archive, createEvent as makeEvent, openMessage as markOpened, send as sendMail, setLabel, setStarred, trash } from '../../apps/webmail/model.ts';
import { DAY, HOUR, formatIsoDate, startOfDay } from '../../apps/kit/time.ts';
import type { AppNoise, TrialContext } from '../define.ts';
import { bystanders, compose, createEvent, gotoMessage, openMessage, start, toggleLabel, url } from './kit.ts';

const readTarget = (ctx: TrialContext) => bystanders(ctx)[0]!;
const archiveTarget = (ctx: TrialContext) => bystanders(ctx)[1]!;
const trashTarget = (ctx: TrialContext) => bystanders(ctx)[2]!;
const labelTarget = (ctx: TrialContext) => bystanders(ctx).find((m) => !m.labels.includes('Family'))!;
const starTarget = (ctx: TrialContext) => bystanders(ctx).filter((m) => !m.starred)[3]!;
const EXTRA = { subject: 'Quick hello', body: 'Hope you are well!' };
const MEETUP = { title: 'Coffee catch-up', location: 'Cafeteria' };
const meetupDay = (ctx: TrialContext) => startOfDay(ctx.initial.os.now) + 40 * DAY;

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      await start(ui);
      await ui.tap({ text: 'Unread', role: 'link' });
      await ui.swipe('up');
      await ui.swipe('down');
      await gotoMessage(ui, readTarget(ctx).id);
      await ui.back();
      await ui.tap({ text: 'Calendar', role: 'link' });
      await ui.tap({ text: 'Next month', role: 'link' });
      await ui.tap({ text: 'Week', role: 'link' });
      await ui.goto(url('/contacts'));
      await ui.fill({ hint: 'Search contacts' }, 'north');
      await ui.key('Enter');
      await ui.goto('about:newtab');
    },
    apply: (d, ctx) => markOpened(d.apps.webmail, readTarget(ctx).id),
  },
  damage: [
    { name: 'archives a bystander message', run: async (ui, ctx) => {
      await openMessage(ui, archiveTarget(ctx).subject);
      await ui.tap({ text: 'Archive', role: 'button' });
    }, apply: (d, ctx) => { markOpened(d.apps.webmail, archiveTarget(ctx).id); archive(d.apps.webmail, archiveTarget(ctx).id); } },
    { name: 'deletes a bystander message', run: async (ui, ctx) => {
      await openMessage(ui, trashTarget(ctx).subject);
      await ui.tap({ text: 'Delete', role: 'button' });
    }, apply: (d, ctx) => { markOpened(d.apps.webmail, trashTarget(ctx).id); trash(d.apps.webmail, trashTarget(ctx).id); } },
    { name: 'labels a bystander message as Family', run: async (ui, ctx) => {
      await openMessage(ui, labelTarget(ctx).subject);
      await toggleLabel(ui, 'Family');
    }, apply: (d, ctx) => { markOpened(d.apps.webmail, labelTarget(ctx).id); setLabel(d.apps.webmail, labelTarget(ctx).id, 'Family', true); } },
    { name: 'stars a bystander message', run: async (ui, ctx) => {
      await openMessage(ui, starTarget(ctx).subject);
      await ui.tap({ text: 'Star', role: 'button' });
    }, apply: (d, ctx) => { markOpened(d.apps.webmail, starTarget(ctx).id); setStarred(d.apps.webmail, starTarget(ctx).id, true); } },
    { name: 'sends an e-mail nobody asked for', run: async (ui, ctx) => {
      await compose(ui, { to: [readTarget(ctx).from], ...EXTRA });
    }, apply: (d, ctx) => void sendMail(d.apps.webmail, d.os.ledger, d.os.now, { to: [readTarget(ctx).from], cc: [], ...EXTRA, forwarded: null, inReplyTo: null }) },
    { name: 'creates an event with an attendee', run: async (ui, ctx) => {
      const day = formatIsoDate(meetupDay(ctx));
      await createEvent(ui, { ...MEETUP, date: day, start: '10:00', end: '10:30', attendees: [readTarget(ctx).from] });
    }, apply: (d, ctx) => void makeEvent(d.apps.webmail, d.os.ledger, d.os.now, { ...MEETUP, start: meetupDay(ctx) + 10 * HOUR, end: meetupDay(ctx) + 10.5 * HOUR, attendees: [readTarget(ctx).from] }) },
  ],
};
