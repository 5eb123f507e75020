import { defineTask } from '../define.ts';
import { frame, matchFrame, shown } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import * as cal from '../calendar/kit.ts';
import * as chat from '../chat/kit.ts';
import { twelveHour } from '../messages/kit.ts';

/** The message the goal asks for, with the event's start time in its slot (any form the device shows: 18:30, 6:30 PM). */
const FRAME = frame('Meeting at HH:MM', 'HH:MM', { type: 'time' });

/** Open Calendar at the event and read its start (0) or end (1) time. */
async function readTime(ui: TaskUi, title: string, day: number, which: number): Promise<string> {
  await ui.launch('Calendar');
  return (await cal.readRange(ui, title, day))[which]!;
}

export default defineTask({
  id: 'cross/chat-event-time',
  apps: ['calendar', 'chat'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const target = rng.pick(cal.singleEvents(world, 2, 25));
    const start = cal.pickTime(rng, 9, 18);
    const [group, other] = rng.sample(chat.uniqueGroups(world), 2);
    return { id: target.id, title: target.title, day: cal.today(world) + cal.DAY, start, end: start + 60, which: 0, chatId: group!.id, group: group!.name, other: other!.name };
  },
  goal: (p) => `In the Chat group "${p.group}", send "${shown(FRAME)}" with the start time of tomorrow's event "${p.title}" from Calendar.`,
  named: (p, s) => ({ [`tomorrow's event "${p.title}"`]: cal.eventsTitledOn(s, p.title, p.day), ...chat.namedInChat(s, { groups: [p.group] }) }),
  setup: (d, p) => {
    const e = d.apps.calendar.events.find((x) => x.id === p.id)!;
    e.start = p.day + p.start * cal.MINUTE;
    e.end = p.day + p.end * cal.MINUTE;
  },
  changes: (p) => chat.sendRules(p.chatId),
  checks: (p) => chat.sentOneThat(p.chatId, p.group, `it reads "${shown(FRAME)}" with ${cal.hhmm(p.start)} in the slot`, true, (e) => e.photo === null && e.location === null && matchFrame(FRAME, cal.hhmm(p.start), e.text).passed),
  oracle: async (ui, p) => {
    const time = await readTime(ui, p.title, p.day, p.which);
    await chat.send(ui, p.group, shown(FRAME, time));
    await ui.done();
  },
  alternatives: [
    { name: 'writes the time on the 12-hour clock', run: async (ui, p) => {
      const time = await readTime(ui, p.title, p.day, 0);
      await chat.send(ui, p.group, shown(FRAME, twelveHour(time)), 'Enter');
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'sends the end time', params: (p) => ({ ...p, which: 1 }) },
    { name: 'sends it to another group', params: (p) => ({ ...p, group: p.other }) },
    { name: 'the 12-hour clock in the wrong half of the day', run: async (ui, p) => {
      const time = await readTime(ui, p.title, p.day, 0);
      await chat.send(ui, p.group, shown(FRAME, twelveHour(time, true)));
      await ui.done();
    } },
  ],
});
