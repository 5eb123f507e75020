import { defineTask } from '../define.ts';
import { createNote } from '../../apps/notes/model.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import * as notes from '../notes/kit.ts';
import * as shop from '../shop/kit.ts';

const TITLES = ['To order online', 'Shop list', 'Things to buy'];

/** A list line as a person writes it: "Merino Crew T-Shirt, Navy, size M". */
const lineOf = (i: shop.Item) => [i.name, i.colour, i.size !== null ? `size ${i.size}` : null].filter((x) => x !== null).join(', ');

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
    return {
      title: rng.pick(TITLES.filter((t) => !world.apps.notes.notes.some((n) => n.title === t))), a, b, done,
      address: address.id, label: address.label, card: card.id, cardName: shop.cardName(card), total: shop.totalOf(world, [a, b]),
    };
  },
  // The list: the two to buy, and one already bought (ticked off) between them.
  setup: (d, p) => {
    shop.emptyCart(d);
    const folder = d.apps.notes.folders.find((f) => f.name === 'Personal') ?? d.apps.notes.folders[0]!;
    createNote(d.apps.notes, {
      title: p.title, body: '', kind: 'checklist', folderId: folder.id,
      items: [{ text: lineOf(p.a), done: false }, { text: lineOf(p.done), done: true }, { text: lineOf(p.b), done: false }],
    }, d.os.now - 2 * 86_400_000);
  },
  goal: (p) => `Buy what is not yet ticked off on my checklist "${p.title}" in Notes: one of each, in one Shop order, with your default address and card.`,
  named: (p, initial: DeviceState) => ({
    [`the note "${p.title}"`]: initial.apps.notes.notes.filter((n) => n.title.toLowerCase() === p.title.toLowerCase()).length,
    [`the product "${p.a.name}"`]: shop.productsNamed(initial, p.a.name),
    [`the product "${p.b.name}"`]: shop.productsNamed(initial, p.b.name),
  }),
  changes: (p) => shop.orderRules([p.a.variant, p.b.variant]),
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
  ],
  nearMisses: [
    { name: 'buys the ticked one too', run: shop.script(async (ui, p) => {
      await notes.open(ui, p.title);
      await shop.buy(ui, [p.a, p.b, p.done], {});
    }) },
    { name: 'buys only the first', run: shop.script(async (ui, p) => {
      await notes.open(ui, p.title);
      await shop.buy(ui, [p.a], {});
    }) },
    { name: 'buys two of each', run: shop.script(async (ui, p) => {
      await notes.open(ui, p.title);
      await shop.buy(ui, [{ ...p.a, quantity: 2 }, { ...p.b, quantity: 2 }], {});
    }) },
  ],
});
