// Move one of the user's events to another day at the same times (its other fields stay).
import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { DAY, HOUR, TIME_OF_DAY, formatIsoDate, startOfDay } from '../../apps/kit/time.ts';
import * as wm from './kit.ts';

const TITLES = ['Dentist appointment', 'Car service', 'Tax adviser meeting', 'Piano lesson'] as const;

export default defineTask({
  id: 'webmail/reschedule-event',
  apps: ['webmail'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const [id] = wm.nextIds(world, 1, 'e');
    const day = startOfDay(world.os.now) + rng.int(2, 12) * DAY;
    const start = day + rng.int(8, 16) * HOUR;
    const shift = rng.pick([1, 2, 3, 7]);
    return { id: id!, title: rng.pick(TITLES), start, end: start + HOUR, date: formatIsoDate(start), to: formatIsoDate(start + shift * DAY), shift };
  },
  goal: (p) => `On Webmail's calendar, move your event "${p.title}" on ${p.date} to ${p.to}, at the same times.`,
  named: (p, s) => wm.namedInMail(s, { events: [p.title] }),
  setup: (d, p) => void wm.addEvent(d, { title: p.title, start: p.start, end: p.end, location: 'Downtown', attendees: [], organizer: wm.mail(d).me.address, status: 'confirmed' }),
  changes: (p) => [modified(wm.EVENTS, p.id, ['start', 'end'])],
  checks: (p) => [
    expectEqual(`it starts on ${p.to} at the same time`, p.start + p.shift * DAY, ({ after }) => wm.eventById(after, p.id)?.start ?? null),
    expectEqual('it lasts as long as before', p.end + p.shift * DAY, ({ after }) => wm.eventById(after, p.id)?.end ?? null),
  ],
  oracle: wm.script(async (ui, p) => {
    await wm.openCalendar(ui);
    await ui.goto(wm.url('/calendar', { date: p.date, view: 'week' }));
    await ui.tap({ matches: new RegExp(`^${TIME_OF_DAY} ${p.title}$`), role: 'link' });
    await ui.tap({ text: 'Edit', role: 'link' });
    await ui.fill({ hint: 'Date' }, p.to);
    await ui.tap({ text: 'Save', role: 'button' });
  }),
  alternatives: [
    { name: 'types a wrong date first, sees the error, then the right one', run: wm.script(async (ui, p) => {
      await wm.openCalendar(ui);
      await ui.goto(wm.url('/calendar', { date: p.date }));
      await ui.tap({ matches: new RegExp(`^${TIME_OF_DAY} ${p.title}$`), role: 'link' });
      await ui.tap({ text: 'Edit', role: 'link' });
      await ui.fill({ hint: 'Date' }, `${p.to}x`);
      await ui.tap({ text: 'Save', role: 'button' });
      await ui.fill({ hint: 'Date' }, p.to);
      await ui.tap({ text: 'Save', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'moves it one day further', params: (p) => ({ ...p, to: formatIsoDate(p.start + (p.shift + 1) * DAY) }) },
    { name: 'moves it but also an hour later', run: wm.script(async (ui, p) => {
      await wm.openCalendar(ui);
      await ui.goto(wm.url('/calendar', { date: p.date, view: 'week' }));
      await ui.tap({ matches: new RegExp(`^${TIME_OF_DAY} ${p.title}$`), role: 'link' });
      await ui.tap({ text: 'Edit', role: 'link' });
      await ui.fill({ hint: 'Date' }, p.to);
      const h = (ms: number) => `${String(new Date(ms + HOUR).getUTCHours()).padStart(2, '0')}:00`;
      await ui.fill({ hint: 'Start time' }, h(p.start));
      await ui.fill({ hint: 'End time' }, h(p.end));
      await ui.tap({ text: 'Save', role: 'button' });
    }) },
    { name: 'deletes it instead', run: wm.script(async (ui, p) => {
      await ui.goto(wm.eventUrl(p.id));
      await ui.tap({ text: 'Delete', role: 'button' });
      await ui.tap({ text: 'Delete', role: 'button' });
    }) },
  ],
});
