import { defineTask } from '../define.ts';
import { fullName } from '../../apps/contacts/state.ts';
import { DAY, HOUR, formatIsoDate, startOfDay } from '../../apps/kit/time.ts';
import { sameNumber } from '../../apps/phone/state.ts';
import { logCall } from '../../apps/phone/model.ts';
import { OracleError, type TaskUi } from '../ui.ts';
import { parseDate } from '../../judges/index.ts';
import * as phone from './kit.ts';
import { peopleNamed } from '../contacts/kit.ts';

/** A details heading ("Monday, March 2, 2026") as YYYY-MM-DD. */
const isoOfHeading = (heading: string): string => parseDate(heading)!;

/** Recents, scrolled down to the row of their incoming call: its time as the list writes it ("Thu"). */
async function incomingRowTime(ui: TaskUi, name: string): Promise<string> {
  await ui.launch('Phone');
  for (let swipes = 0; swipes < 20; swipes++) {
    const tree = ui.tree();
    const line = tree.find((e, i) => e.role === 'text' && /^Incoming · /.test(e.text) && tree[i - 1]?.text === name);
    if (line) return line.text.replace(/^Incoming · /, '');
    await ui.act({ type: 'swipe', direction: 'up', distance: 500, coords: 'norm1000' });
  }
  throw new OracleError(`no incoming call from ${name} in Recents`);
}

export default defineTask({
  id: 'phone/query-last-call',
  apps: ['phone'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const person = rng.pick(phone.contactsNotInLog(world));
    const lastDays = rng.int(3, 5);
    // You called them back a day later; they had also called (missed) a few days before.
    return { name: fullName(person), phone: person.phone, lastDays, lastHour: rng.int(8, 20), outHour: rng.int(8, 20), missedDays: lastDays + rng.int(1, 2), missedHour: rng.int(8, 20) };
  },
  // "Call you" could be read as "a call between you": say that your own calls to them do not count.
  goal: (p) => `On what date did ${p.name} last call you (answered or missed; your own calls to them do not count)?`,
  named: (p, initial) => ({ [`the contact ${p.name}`]: peopleNamed(initial, p.name), [`the last call from ${p.name}`]: phone.newestTies(initial, (c) => phone.cameIn(c) && sameNumber(c.number, p.phone)) }),
  setup: (d, p) => {
    const today = startOfDay(d.os.now);
    const add = (type: 'missed' | 'incoming' | 'outgoing', at: number, duration: number) => logCall(d.apps.phone, { number: p.phone, type, at, duration, seen: true });
    add('missed', today - p.missedDays * DAY + p.missedHour * HOUR, 0);
    add('incoming', today - p.lastDays * DAY + p.lastHour * HOUR, 428);
    add('outgoing', today - (p.lastDays - 1) * DAY + p.outHour * HOUR, 133);
  },
  checks: () => [],
  answer: {
    spec: { type: 'date' },
    expected: (p, before) => formatIsoDate(Math.max(...before.apps.phone.calls.filter((c) => sameNumber(c.number, p.phone) && c.type !== 'outgoing').map((c) => c.at))),
    candidates: (p, before) => [...new Set(before.apps.phone.calls.filter((c) => sameNumber(c.number, p.phone)).map((c) => formatIsoDate(c.at)))],
  },
  // The day headings of the call's details read "Monday, March 2, 2026": the answer as the screen writes it.
  oracle: async (ui, p) => {
    const calls = await phone.history(ui, p.name);
    await ui.answer(calls.find((c) => c.type !== 'Outgoing call')!.day);
  },
  alternatives: [
    { name: 'answers the weekday its row in Recents shows ("Thu")', run: async (ui, p) => ui.answer(await incomingRowTime(ui, p.name)) },
    { name: 'answers as YYYY-MM-DD, as the format line asks', run: async (ui, p) => {
      const calls = await phone.history(ui, p.name);
      await ui.answer(isoOfHeading(calls.find((c) => c.type !== 'Outgoing call')!.day));
    } },
  ],
  nearMisses: [
    { name: 'answers the date of your own call to them', run: async (ui, p) => ui.answer((await phone.history(ui, p.name))[0]!.day) },
    { name: 'answers the date of their oldest call', run: async (ui, p) => ui.answer((await phone.history(ui, p.name)).at(-1)!.day) },
    // Not the form asked for: a sentence around the date, or the time copied along (refused as answer_format).
    { name: 'answers with "on" before the date ("on Monday, March 2, 2026")', run: async (ui, p) => {
      const calls = await phone.history(ui, p.name);
      await ui.answer(`on ${calls.find((c) => c.type !== 'Outgoing call')!.day}`);
    } },
    { name: 'answers the day heading with the call\'s time under it ("Monday, March 2, 2026 at 14:05")', run: async (ui, p) => {
      await phone.openRow(ui, p.name);
      const tree = ui.tree();
      const i = tree.findIndex((e) => e.role === 'text' && e.text !== 'Outgoing call' && / call$/.test(e.text));
      const day = tree.slice(0, i).reverse().find((e) => e.role === 'heading')!.text;
      await ui.answer(`${day} at ${tree[i + 1]!.text}`);
    } },
  ],
});
