import { defineTask } from '../define.ts';
import { fullName } from '../../apps/contacts/state.ts';
import { DAY, HOUR, formatIsoDate, startOfDay } from '../../apps/kit/time.ts';
import { sameNumber } from '../../apps/phone/state.ts';
import type { TaskUi } from '../ui.ts';
import { contactsNotInLog } from './calling.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "Monday, March 2, 2026" → "2026-03-02". */
function isoOf(heading: string): string {
  const m = /^\w+, (\w+) (\d+), (\d{4})$/.exec(heading);
  if (!m) throw new Error(`not a date heading: ${heading}`);
  return `${m[3]}-${String(MONTHS.indexOf(m[1]!) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}

/** Open the person's newest call and read its history, newest first: each call's type and day. */
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
  id: 'phone/query-last-call',
  apps: ['phone'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const person = rng.pick(contactsNotInLog(world));
    const lastDays = rng.int(3, 5);
    // You called them back a day later; they had also called (missed) a few days before.
    return { name: fullName(person), phone: person.phone, lastDays, lastHour: rng.int(8, 20), outHour: rng.int(8, 20), missedDays: lastDays + rng.int(1, 2), missedHour: rng.int(8, 20) };
  },
  goal: (p) => `On what date did ${p.name} last call you? Answer with the date.`,
  setup: (d, p) => {
    const s = d.apps.phone;
    const today = startOfDay(d.os.now);
    const add = (type: 'missed' | 'incoming' | 'outgoing', at: number, duration: number) => {
      s.calls.push({ id: `l${s.nextId}`, number: p.phone, type, at, duration, seen: true });
      s.nextId += 1;
    };
    add('missed', today - p.missedDays * DAY + p.missedHour * HOUR, 0);
    add('incoming', today - p.lastDays * DAY + p.lastHour * HOUR, 428);
    add('outgoing', today - (p.lastDays - 1) * DAY + p.outHour * HOUR, 133);
  },
  checks: () => [],
  allowedChanges: ['apps.phone.calls[*].seen'],
  answer: {
    spec: { type: 'date' },
    expected: (p, before) => {
      const theirs = before.apps.phone.calls.filter((c) => sameNumber(c.number, p.phone) && c.type !== 'outgoing');
      return formatIsoDate(Math.max(...theirs.map((c) => c.at)));
    },
    candidates: (p, before) => [...new Set(before.apps.phone.calls.filter((c) => sameNumber(c.number, p.phone)).map((c) => formatIsoDate(c.at)))],
  },
  oracle: async (ui, p) => {
    const calls = await history(ui, p.name);
    await ui.answer(isoOf(calls.find((c) => c.type !== 'Outgoing call')!.day));
  },
  nearMisses: [
    {
      name: 'answers the date of your own call to them',
      run: async (ui, p) => {
        const calls = await history(ui, p.name);
        await ui.answer(isoOf(calls[0]!.day));
      },
    },
    {
      name: 'answers the date of their oldest call',
      run: async (ui, p) => {
        const calls = await history(ui, p.name);
        await ui.answer(isoOf(calls.at(-1)!.day));
      },
    },
  ],
});
