// A date read from the calendar: the next event with one person (one before the clock and one later
// are on the calendar too).
import { defineTask } from '../define.ts';
import { DAY, HOUR, TIME_OF_DAY, formatIsoDate, startOfDay } from '../../apps/kit/time.ts';
import type { TaskUi } from '../ui.ts';
import * as wm from './kit.ts';

const TITLES = ['Contract review', 'Portfolio walkthrough', 'Quarterly check-in', 'Site visit'] as const;

/** On an event's page: the text after "Date". */
function readDate(ui: TaskUi): string {
  const tree = ui.tree();
  return tree[tree.findIndex((e) => e.text === 'Date') + 1]!.text;
}

export default defineTask({
  id: 'webmail/query-next-event',
  apps: ['webmail'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const who = rng.pick(wm.mail(world).contacts.filter((c) => c.company !== '' && !c.address.includes('@cloudline') && !/billing|invoices|orders/.test(c.address)));
    const today = startOfDay(world.os.now);
    const [past, next, later] = rng.sample(TITLES, 3);
    // A fixed distance from the clock, so no two seeds' answers are the same date.
    const nextDay = today + 5 * DAY;
    return {
      name: who.name, address: who.address,
      past: { title: past!, start: today - rng.int(2, 6) * DAY + 10 * HOUR },
      // The next event's title names the person (another seed's oracle finds no event of its own here).
      next: { title: `${next!} with ${who.name.split(' ')[0]}`, start: nextDay + rng.int(9, 15) * HOUR },
      later: { title: later!, start: nextDay + rng.int(3, 8) * DAY + 11 * HOUR },
    };
  },
  goal: (p) => `On Webmail's calendar, on what date is your next event with ${p.name}?`,
  setup: (d, p) => {
    // Only the planted events have this person among their attendees.
    for (const e of d.apps.webmail.events) e.attendees = e.attendees.filter((a) => a !== p.address);
    for (const e of [p.past, p.next, p.later]) wm.addEvent(d, { title: e.title, start: e.start, end: e.start + HOUR, location: 'Room 3B', attendees: [p.address], organizer: wm.mail(d).me.address, status: 'confirmed' });
  },
  checks: () => [],
  answer: {
    spec: { type: 'date' },
    expected: (p) => formatIsoDate(p.next.start),
    candidates: (_p, before) => [...new Set(wm.mail(before).events.map((e) => formatIsoDate(e.start)))],
  },
  oracle: async (ui, p) => {
    await wm.openCalendar(ui);
    await ui.goto(wm.url('/calendar', { date: formatIsoDate(p.next.start), view: 'week' }));
    await ui.tap({ matches: new RegExp(`^${TIME_OF_DAY} ${p.next.title}$`), role: 'link' });
    await ui.answer(readDate(ui));
  },
  alternatives: [
    { name: 'answers in ISO form, from the month view', run: async (ui, p) => {
      await wm.openCalendar(ui);
      await ui.goto(wm.url('/calendar', { date: formatIsoDate(p.next.start) }));
      await ui.tap({ matches: new RegExp(`^${TIME_OF_DAY} ${p.next.title}$`), role: 'link' });
      await ui.answer(formatIsoDate(p.next.start));
    } },
  ],
  nearMisses: [
    { name: 'answers the later event\'s date', run: async (ui, p) => { await ui.answer(formatIsoDate(p.later.start)); } },
    { name: 'answers the past event\'s date', run: async (ui, p) => { await ui.answer(formatIsoDate(p.past.start)); } },
  ],
});
