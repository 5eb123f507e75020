// Comment on a friend's post with the date of a Calendar event, in a frame.
import { defineTask } from '../define.ts';
import { frame, matchFrame, shown } from '../../judges/index.ts';
import { countNamed } from '../define.ts';
import * as cal from '../calendar/kit.ts';
import * as social from '../social/kit.ts';

const FRAME = frame('See you on DATE', 'DATE', { type: 'date' });
const POSTS = ['Who is coming along? Tell me which day suits you', 'Planning the next get-together, drop your date below'] as const;

export default defineTask({
  id: 'cross/social-comment-event-date',
  apps: ['calendar', 'social'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const events = cal.singleEvents(world, 2, 20).filter((e) => countNamed('calendar', 'title', world.apps.calendar.events.map((x) => x.title), e.title) === 1);
    const e = rng.pick(events);
    const other = events.find((x) => cal.startOfDay(x.start) !== cal.startOfDay(e.start)) ?? e;
    const a = rng.pick(social.uniqueAccounts(world).filter((x) => x.contact !== null));
    const text = rng.pick(POSTS) as string;
    const [id] = social.nextIds(world, 1);
    return { id: id!, author: a.id, name: a.name, text, label: `${a.name}: ${text}`, title: e.title, day: cal.startOfDay(e.start), date: cal.isoDate(cal.startOfDay(e.start)), otherDate: cal.isoDate(cal.startOfDay(other.start)),
      // The day the scripts write in the comment (a near miss writes the other event's).
      writes: cal.startOfDay(e.start), otherDay: cal.startOfDay(other.start) };
  },
  goal: (p) => `Comment "${shown(FRAME)}" on ${p.name}'s post "${p.text}" in Social, with the date of the event "${p.title}" from your Calendar.`,
  named: (p, s) => ({
    ...social.namedInSocial(s, { people: [p.name], posts: { [`${p.name}'s post`]: p.label } }),
    [`the event "${p.title}"`]: countNamed('calendar', 'title', s.apps.calendar.events.map((x) => x.title), p.title),
  }),
  setup: (d, p) => { d.apps.social.accounts.find((a) => a.id === p.author)!.following = true; social.addPost(d, p.author, p.text, 30); },
  changes: (p) => social.commentRules(p.id),
  checks: (p) => social.commentedOne(p.id, `it reads "${shown(FRAME)}" with ${p.date} in the slot`, (t) => matchFrame(FRAME, p.date, t).passed),
  // The date as the Calendar writes it on this device ("Tuesday, March 10", en-GB "Tuesday 10 March"),
  // formatted when the script runs: the look trial plays the other form.
  oracle: social.script(async (ui, p) => {
    await cal.openEvent(ui, p.title, p.day);
    await social.openFromProfile(ui, p.name, p.label);
    await social.comment(ui, shown(FRAME, cal.formatLongDate(p.writes)));
  }),
  alternatives: [
    { name: 'from the feed, with Enter, the date written YYYY-MM-DD', run: social.script(async (ui, p) => {
      await cal.openEvent(ui, p.title, p.day);
      await social.openFromFeed(ui, p.label);
      await social.comment(ui, shown(FRAME, p.date), 'Enter');
    }) },
  ],
  nearMisses: [
    { name: 'the date of another event', params: (p) => ({ ...p, date: p.otherDate, writes: p.otherDay }) },
    { name: 'writes the post without the frame', run: social.script(async (ui, p) => { await social.openFromProfile(ui, p.name, p.label); await social.comment(ui, p.date); }) },
  ],
});
