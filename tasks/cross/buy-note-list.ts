import { produce } from 'immer';
import { countNamed, defineTask } from '../define.ts';
import { changedTo } from '../../judges/index.ts';
import { createNote, findNote } from '../../apps/notes/model.ts';
import type { NotesState } from '../../apps/notes/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import * as notes from '../notes/kit.ts';
import * as shop from '../shop/kit.ts';

const TITLES = ['To order online', 'Shop list', 'Things to buy'];

/** A list line as a person writes it: "Merino Crew T-Shirt, Navy, size M". */
const lineOf = (i: shop.Item) => [i.name, i.colour, i.size !== null ? `size ${i.size}` : null].filter((x) => x !== null).join(', ');

/**
 * The list the setup writes: the two to buy, and one already bought (ticked off) between them.
 * Returns the note's id and its lines' ids (the params read them by writing it on a copy).
 */
function writeList(s: NotesState, l: { title: string; a: shop.Item; b: shop.Item; done: shop.Item }, now: number): { note: string; lines: string[] } {
  const folder = s.folders.find((f) => f.name === 'Personal') ?? s.folders[0]!;
  const note = createNote(s, {
    title: l.title, body: '', kind: 'checklist', folderId: folder.id,
    items: [{ text: lineOf(l.a), done: false }, { text: lineOf(l.done), done: true }, { text: lineOf(l.b), done: false }],
  }, now)!;
  return { note, lines: findNote(s, note)!.items.map((i) => i.id) };
}

/** On the open checklist: the texts of the items not ticked off. */
const unticked = (ui: TaskUi) => ui.tree().filter((e) => e.role === 'checkbox' && e.checked === false).map((e) => e.text);

export default defineTask({
  id: 'cross/buy-note-list',
  apps: ['notes', 'shop'],
  difficulty: 3,
  maxSteps: 60,
  params: ({ rng, world }) => {
    const a = shop.pickItem(rng, world, { stock: 3 }).item;
    const b = shop.pickItem(rng, world, { stock: 3, exclude: [a.product] }).item;
    const done = shop.pickItem(rng, world, { stock: 3, exclude: [a.product, b.product] }).item;
    const s = world.apps.shop;
    const address = s.addresses.find((x) => x.id === s.defaultAddress)!;
    const card = s.cards.find((c) => c.id === s.defaultCard)!;
    const title = rng.pick(TITLES.filter((t) => !world.apps.notes.notes.some((n) => n.title === t)));
    let list = { note: '', lines: [] as string[] };
    produce(world.apps.notes, (n) => void (list = writeList(n, { title, a, b, done }, world.os.now)));
    return {
      title, a, b, done, note: list.note, aLine: list.lines[0]!, bLine: list.lines[2]!,
      address: address.id, label: address.label, card: card.id, cardName: shop.cardName(card), total: shop.totalOf(world, [a, b]),
    };
  },
  setup: (d, p) => {
    shop.emptyCart(d);
    writeList(d.apps.notes, p, d.os.now - 2 * 86_400_000);
  },
  goal: (p) => `Buy what is not yet ticked off on my checklist "${p.title}" in Notes: one of each, in one Shop order, with your default address and card.`,
  named: (p, initial: DeviceState) => ({
    [`the note "${p.title}"`]: countNamed('notes', 'title', initial.apps.notes.notes.map((n) => n.title), p.title),
    [`the product "${p.a.name}"`]: shop.productsNamed(initial, p.a.name),
    [`the product "${p.b.name}"`]: shop.productsNamed(initial, p.b.name),
  }),
  // Ticking the two bought lines off afterwards is what the list is for; nothing else of it may change.
  changes: (p) => [...shop.orderRules([p.a.variant, p.b.variant]), ...[p.aLine, p.bLine].map((line) => changedTo(`${notes.NOTES}[${p.note}].items[${line}].done`, true))],
  checks: (p) => shop.orderedOne({ items: [p.a, p.b], address: p.address, addressWords: `the default address (${p.label})`, card: p.card, cardWords: `the default card (${p.cardName})`, total: p.total }),
  // It reads the unticked lines, and buys the product each one names.
  oracle: shop.script(async (ui, p) => {
    await notes.open(ui, p.title);
    const wanted = unticked(ui).map((text) => [p.a, p.b, p.done].find((i) => lineOf(i) === text)!);
    await shop.buy(ui, wanted, {});
  }),
  alternatives: [
    { name: 'buys them in the other order', run: shop.script(async (ui, p) => {
      await notes.open(ui, p.title);
      await shop.buy(ui, [p.b, p.a], {});
    }) },
    { name: 'buys them, then ticks them off the list', run: shop.script(async (ui, p) => {
      await notes.open(ui, p.title);
      await shop.buy(ui, [p.a, p.b], {});
      await notes.open(ui, p.title);
      await notes.tick(ui, [lineOf(p.a), lineOf(p.b)]);
    }) },
  ],
  nearMisses: [
    { name: 'buys them, then unticks the line bought before', run: shop.script(async (ui, p) => {
      await notes.open(ui, p.title);
      await shop.buy(ui, [p.a, p.b], {});
      await notes.open(ui, p.title);
      await notes.tick(ui, [lineOf(p.done)]);
    }) },
    { name: 'buys the ticked one too', run: shop.script(async (ui, p) => {
      await notes.open(ui, p.title);
      await shop.buy(ui, [p.a, p.b, p.done], {});
    }) },
    { name: 'buys only the first', run: shop.script(async (ui, p) => {
      await notes.open(ui, p.title);
      await shop.buy(ui, [p.a], {});
    }) },
    { name: 'places the order, then cancels it', run: shop.script(async (ui, p) => {
      await notes.open(ui, p.title);
      await shop.buy(ui, [p.a, p.b], {});
      await shop.cancelJustPlaced(ui);
    }) },
    { name: 'buys two of each', run: shop.script(async (ui, p) => {
      await notes.open(ui, p.title);
      await shop.buy(ui, [{ ...p.a, quantity: 2 }, { ...p.b, quantity: 2 }], {});
    }) },
  ],
});
