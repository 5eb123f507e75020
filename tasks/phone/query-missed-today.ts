import { defineTask } from '../define.ts';
import { fullName } from '../../apps/contacts/state.ts';
import { DAY, MINUTE, startOfDay } from '../../apps/kit/time.ts';
import { sameNumber } from '../../apps/phone/state.ts';
import type { TaskUi } from '../ui.ts';
import { contactsNotInLog } from './calling.ts';

/** Open the person's newest call and read its history: the type lines under each day heading. */
async function history(ui: TaskUi, name: string): Promise<{ day: string; type: string }[]> {
  await ui.openApp('Phone');
  await ui.scrollTo({ text: name, role: 'button' });
  await ui.tap({ text: name, role: 'button' });
  const out: { day: string; type: string }[] = [];
  let day = '';
  for (const e of ui.tree()) {
    if (e.role === 'heading' && e.text !== 'Call details') day = e.text;
    else if (e.role === 'text' && / call$/.test(e.text)) out.push({ day, type: e.text });
  }
  return out;
}

export default defineTask({
  id: 'phone/query-missed-today',
  apps: ['phone'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const person = rng.pick(contactsNotInLog(world));
    const missedToday = rng.int(1, 2);
    // Minutes before now for today's missed calls and one answered call, days ago for older missed ones.
    const minutes = rng.sample([15, 40, 75, 110, 160, 220, 290, 350, 420, 480], missedToday + 1);
    return { name: fullName(person), phone: person.phone, missedMinutes: minutes.slice(1), answeredMinutes: minutes[0]!, olderDays: rng.sample([2, 3, 4, 5], 1) };
  },
  goal: (p) => `How many missed calls from ${p.name} did you have today?`,
  setup: (d, p) => {
    const s = d.apps.phone;
    const add = (type: 'missed' | 'incoming', at: number) => {
      s.calls.push({ id: `l${s.nextId}`, number: p.phone, type, at, duration: type === 'missed' ? 0 : 312, seen: true });
      s.nextId += 1;
    };
    for (const m of p.missedMinutes) add('missed', d.os.now - m * MINUTE);
    add('incoming', d.os.now - p.answeredMinutes * MINUTE);
    for (const days of p.olderDays) add('missed', d.os.now - days * DAY);
  },
  checks: () => [],
  // Opening a missed call marks it seen.
  allowedChanges: ['apps.phone.calls[*].seen'],
  answer: {
    spec: { type: 'number' },
    expected: (p, before) => {
      const today = startOfDay(before.os.now);
      return before.apps.phone.calls.filter((c) => c.type === 'missed' && sameNumber(c.number, p.phone) && c.at >= today).length;
    },
    candidates: () => ['0', '1', '2', '3', '4', '5', '6'],
  },
  oracle: async (ui, p) => {
    const calls = await history(ui, p.name);
    await ui.answer(calls.filter((c) => c.day === 'Today' && c.type === 'Missed call').length);
  },
  nearMisses: [
    {
      name: 'counts every call from them today',
      run: async (ui, p) => {
        const calls = await history(ui, p.name);
        await ui.answer(calls.filter((c) => c.day === 'Today').length);
      },
    },
    {
      name: 'counts their missed calls of every day',
      run: async (ui, p) => {
        const calls = await history(ui, p.name);
        await ui.answer(calls.filter((c) => c.type === 'Missed call').length);
      },
    },
  ],
});
