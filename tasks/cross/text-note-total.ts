import { defineTask } from '../define.ts';
import { frame, shown } from '../../judges/index.ts';
import { createNote } from '../../apps/notes/model.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { DAY } from '../../apps/kit/time.ts';
import type { TaskUi } from '../ui.ts';
import * as calc from '../calculator/kit.ts';
import * as messages from '../messages/kit.ts';
import * as notes from '../notes/kit.ts';
import { peopleNamed } from '../contacts/kit.ts';

/** The text the goal asks for, with the total in its slot (dollars in any form the device shows: 84.6, 84.60). */
const FRAME = frame('Total: $AMOUNT', 'AMOUNT', { type: 'number', unit: 'dollars' });

const NOTES = [
  { title: 'Trip expenses', lines: ['Gas', 'Parking', 'Lunch stop', 'Tolls', 'Snacks'] },
  { title: 'Party supplies', lines: ['Balloons', 'Cake', 'Drinks', 'Paper plates', 'Candles'] },
  { title: 'Cabin weekend costs', lines: ['Groceries', 'Firewood', 'Boat rental', 'Fuel', 'Board games'] },
  { title: 'Office snacks run', lines: ['Coffee beans', 'Fruit', 'Crackers', 'Sparkling water', 'Cookies'] },
];

type P = { title: string; body: string; amounts: string[]; name: string; phone: string; otherName: string; conversationId: string; existing: boolean };

/** Open the note and read its amounts (each line is "What: 12.34"). */
async function readAmounts(ui: TaskUi, title: string): Promise<string[]> {
  await notes.open(ui, title);
  const body = ui.tree().map((e) => e.text).join('\n');
  return [...new Set([...body.matchAll(/^.+: (\d+\.\d\d)$/gm)].map((m) => m[0]))].map((line) => line.slice(line.lastIndexOf(' ') + 1));
}

/** In Calculator: add the amounts up; the display's total. */
async function addUp(ui: TaskUi, amounts: readonly string[]): Promise<string> {
  await calc.open(ui);
  await calc.keys(ui, ['AC', ...amounts.flatMap((a, i) => (i === 0 ? [a] : ['+', a])), '=']);
  return calc.asAnswer(calc.shown(ui));
}

export default defineTask({
  id: 'cross/text-note-total',
  apps: ['notes', 'calculator', 'messages'],
  difficulty: 3,
  maxSteps: 60,
  params: ({ rng, world }) => {
    const n = rng.pick(NOTES.filter((x) => !world.apps.notes.notes.some((note) => note.title.toLowerCase() === x.title.toLowerCase())));
    const lines = rng.sample(n.lines, rng.int(3, 4));
    const amounts = lines.map(() => calc.cents(rng.int(250, 9000)));
    const [to, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    return {
      title: n.title, body: lines.map((l, i) => `${l}: ${amounts[i]}`).join('\n'), amounts,
      name: fullName(to), phone: to.phone, otherName: fullName(other), ...messages.conversationFor(world, to.phone),
    };
  },
  goal: (p) => `Add up the amounts in my note "${p.title}" with Calculator and text ${p.name} "${shown(FRAME)}" with the total.`,
  named: (p, initial) => ({ [`the note "${p.title}"`]: notes.notesTitled(initial, p.title), [p.name]: peopleNamed(initial, p.name) }),
  setup: (d, p: P) => {
    d.apps.settings.airplaneMode = false;
    const folder = d.apps.notes.folders.find((f) => f.name === 'Personal') ?? d.apps.notes.folders[0]!;
    createNote(d.apps.notes, { title: p.title, body: p.body, kind: 'text', folderId: folder.id, items: [] }, d.os.now - DAY);
  },
  checks: (p: P) => messages.sentFramed(p.name, p.phone, FRAME, calc.valueOf(p.amounts.flatMap((a, i) => (i === 0 ? [a] : ['+', a])))),
  changes: (p: P) => messages.sendRules(p),
  oracle: async (ui, p: P) => {
    const total = await addUp(ui, await readAmounts(ui, p.title));
    await messages.compose(ui, p.name, shown(FRAME, total));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the contact's page, with the cents written out", run: async (ui, p: P) => {
      const total = await addUp(ui, await readAmounts(ui, p.title));
      await messages.sendFromContact(ui, p.name, shown(FRAME, Number(total.replace(/,/g, '')).toFixed(2)));
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'leaves the last amount out', run: async (ui, p: P) => {
      const amounts = await readAmounts(ui, p.title);
      await messages.compose(ui, p.name, shown(FRAME, await addUp(ui, amounts.slice(0, -1))));
      await ui.done();
    } },
    { name: 'texts someone else', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'sends the amounts instead of the total', run: async (ui, p: P) => {
      const amounts = await readAmounts(ui, p.title);
      await messages.compose(ui, p.name, shown(FRAME, amounts.join(' + ')));
      await ui.done();
    } },
  ],
});
