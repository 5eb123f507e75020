import { defineTask } from '../define.ts';
import { MINUTE, TIME_OF_DAY, startOfDay, formatClock } from '../../apps/kit/time.ts';
import type { TaskUi } from '../ui.ts';
import { twelveHour } from '../messages/kit.ts';
import * as chat from './kit.ts';

const UNTIL = new RegExp(`^Muted until (${TIME_OF_DAY})$`);
const readUntil = (ui: TaskUi) => UNTIL.exec(ui.find({ matches: UNTIL })!.text)![1]!;

export default defineTask({
  id: 'chat/query-muted-until',
  apps: ['chat'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(chat.uniqueGroups(world), 2);
    const day = startOfDay(world.os.now);
    return { id: target!.id, group: target!.name, otherId: other!.id, other: other!.name, until: day + rng.int(13 * 12, 22 * 12) * 5 * MINUTE };
  },
  goal: (p) => `Until what time is the Chat group "${p.group}" muted?`,
  named: (p, s) => chat.namedInChat(s, { groups: [p.group] }),
  setup: (d, p) => {
    d.apps.chat.chats.find((c) => c.id === p.id)!.mutedUntil = p.until;
    d.apps.chat.chats.find((c) => c.id === p.otherId)!.mutedUntil = p.until + 95 * MINUTE;
  },
  // Looking changes nothing; unmuting it is a change no rule allows.
  checks: () => [],
  answer: {
    spec: { type: 'time' },
    expected: (p) => formatClock(p.until),
  },
  oracle: async (ui, p) => {
    await chat.info(ui, p.group);
    await ui.answer(readUntil(ui));
  },
  alternatives: [
    { name: 'answers on the 12-hour clock', run: async (ui, p) => { await chat.info(ui, p.group); await ui.answer(twelveHour(readUntil(ui))); } },
  ],
  nearMisses: [
    { name: "answers the other muted group's time", params: (p) => ({ ...p, group: p.other }) },
    { name: 'the 12-hour clock in the wrong half of the day', run: async (ui, p) => { await chat.info(ui, p.group); await ui.answer(twelveHour(readUntil(ui), true)); } },
  ],
});
