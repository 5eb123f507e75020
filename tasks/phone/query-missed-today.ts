import { defineTask } from '../define.ts';
import { fullName } from '../../apps/contacts/state.ts';
import { DAY, MINUTE, startOfDay } from '../../apps/kit/time.ts';
import { sameNumber } from '../../apps/phone/state.ts';
import { logCall } from '../../apps/phone/model.ts';
import * as phone from './kit.ts';
import { peopleNamed } from '../contacts/kit.ts';

export default defineTask({
  id: 'phone/query-missed-today',
  apps: ['phone'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const person = rng.pick(phone.contactsNotInLog(world));
    const missedToday = rng.int(1, 2);
    // Minutes before now for today's missed calls and one answered call, days ago for older missed ones.
    const minutes = rng.sample([15, 40, 75, 110, 160, 220, 290, 350, 420, 480], missedToday + 1);
    return { name: fullName(person), phone: person.phone, missedMinutes: minutes.slice(1), answeredMinutes: minutes[0]!, olderDays: rng.sample([2, 3, 4, 5], 1) };
  },
  goal: (p) => `How many missed calls from ${p.name} did you have today?`,
  named: (p, initial) => ({ [`the contact ${p.name}`]: peopleNamed(initial, p.name) }),
  setup: (d, p) => {
    const add = (type: 'missed' | 'incoming', at: number) => logCall(d.apps.phone, { number: p.phone, type, at, duration: type === 'missed' ? 0 : 312, seen: true });
    for (const m of p.missedMinutes) add('missed', d.os.now - m * MINUTE);
    add('incoming', d.os.now - p.answeredMinutes * MINUTE);
    for (const days of p.olderDays) add('missed', d.os.now - days * DAY);
  },
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['missed calls', 'missed call'] },
    // "Today" is the day of the device clock when the agent answers.
    expected: (p, _before, after) => {
      const today = startOfDay(after.os.now);
      return after.apps.phone.calls.filter((c) => c.type === 'missed' && sameNumber(c.number, p.phone) && c.at >= today).length;
    },
    candidates: () => ['0', '1', '2', '3', '4', '5', '6'],
  },
  oracle: async (ui, p) => {
    const calls = await phone.history(ui, p.name);
    await ui.answer(calls.filter((c) => c.day === 'Today' && c.type === 'Missed call').length);
  },
  alternatives: [
    { name: 'answers with the count and what it counts ("2 missed calls")', run: async (ui, p) => {
      const n = (await phone.history(ui, p.name)).filter((c) => c.day === 'Today' && c.type === 'Missed call').length;
      await ui.answer(`${n} missed ${n === 1 ? 'call' : 'calls'}`);
    } },
  ],
  // The right number said of other calls: no noun but the declared one follows the number.
  // (The audit's "1 incoming call" for the missed count.)
  nearMisses: [
    { name: 'counts every call from them today', run: async (ui, p) => ui.answer((await phone.history(ui, p.name)).filter((c) => c.day === 'Today').length) },
    { name: 'counts their missed calls of every day', run: async (ui, p) => ui.answer((await phone.history(ui, p.name)).filter((c) => c.type === 'Missed call').length) },
    { name: 'the right count said of incoming calls ("2 incoming calls", refused as answer_format)', run: async (ui, p) => {
      const n = (await phone.history(ui, p.name)).filter((c) => c.day === 'Today' && c.type === 'Missed call').length;
      await ui.answer(`${n} incoming calls`);
    } },
  ],
});
