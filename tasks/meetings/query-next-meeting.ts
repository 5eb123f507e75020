import { defineTask } from '../define.ts';
import { parseTimeOfDay } from '../../apps/kit/time.ts';
import * as mt from './kit.ts';

export default defineTask({
  id: 'meetings/query-next-meeting',
  apps: ['meetings'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ world }) => {
    const [next, second] = mt.upcomingOf(world);
    return { id: next!.id, title: next!.title, secondTitle: second!.title };
  },
  goal: () => 'When does your next meeting in Meetings start?',
  named: (_p, s) => {
    const list = mt.upcomingOf(s);
    return { 'the next meeting': list.filter((m) => m.start === list[0]!.start).length };
  },
  checks: () => [],
  answer: {
    spec: { type: 'time' },
    // HH:MM from the clock's minutes, never a formatter (the judge does not depend on the look).
    expected: (p, _before, after) => { const start = mt.meeting(after, p.id)!.start; return mt.hhmm(Math.round((start - mt.startOfDay(start)) / mt.MINUTE)); },
  },
  oracle: async (ui, p) => {
    await mt.openMeeting(ui, p.title);
    await ui.answer(mt.rangeHere(ui)[0]);
  },
  alternatives: [
    { name: "answers on the 12-hour clock from the list's row", run: async (ui, p) => {
      await mt.open(ui);
      const row = await ui.scrollTo({ text: p.title, role: 'button' });
      const tree = ui.tree();
      const shown = tree.slice(tree.findIndex((e) => e.id === row.id) + 1).find((e) => e.text.includes(' · '))!.text.split(' · ')[0]!;
      const minutes = parseTimeOfDay(shown)!;
      const h = Math.floor(minutes / 60);
      await ui.answer(`${h % 12 === 0 ? 12 : h % 12}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`);
    } },
  ],
  nearMisses: [
    { name: 'answers the second meeting', params: (p) => ({ ...p, title: p.secondTitle }) },
    { name: 'answers when the next meeting ends', run: async (ui, p) => {
      await mt.openMeeting(ui, p.title);
      await ui.answer(mt.rangeHere(ui)[1]);
    } },
  ],
});
