import { defineTask } from '../define.ts';
import { orderStatus } from '../../apps/shop/state.ts';
import * as shop from './kit.ts';

export default defineTask({
  id: 'shop/buy-again',
  apps: ['shop'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const s = world.apps.shop;
    // Something bought before (not cancelled) that comes in other options: the setup puts it and another one in stock.
    const fits = s.orders.filter((o) => orderStatus(o, world.os.now) !== 'Cancelled').flatMap((o) => o.items).flatMap((i) => {
      const p = shop.product(world, i.product)!;
      const v = shop.variant(world, i.product, i.variant)!;
      const other = p.variants.find((x) => x.id !== v.id);
      return other ? [{ item: shop.itemOf(p, v), other: shop.itemOf(p, other) }] : [];
    });
    const { item, other } = rng.pick(fits);
    const address = s.addresses.find((a) => a.id === s.defaultAddress)!;
    const card = s.cards.find((c) => c.id === s.defaultCard)!;
    return { item, other, address: address.id, label: address.label, card: card.id, cardName: shop.cardName(card), total: shop.totalOf(world, [item]) };
  },
  setup: (d, p) => {
    shop.emptyCart(d);
    for (const [i, least] of [[p.item, 3], [p.other, 2]] as const) {
      const v = d.apps.shop.products.find((x) => x.id === i.product)!.variants.find((x) => x.id === i.variant)!;
      v.stock = Math.max(v.stock, least);
    }
  },
  goal: (p) => `Order the "${p.item.name}" again in Shop: one, in the same ${p.item.colour !== null && p.item.size !== null ? 'colour and size' : p.item.colour !== null ? 'colour' : 'size'} as the one you ordered before. Use your default address and card.`,
  named: (p, initial) => ({ [`the earlier order of "${p.item.name}"`]: shop.ordersWith(initial, p.item.product).length }),
  changes: (p) => shop.orderRules([p.item.variant]),
  checks: (p) => shop.orderedOne({ items: [p.item], address: p.address, addressWords: `the default address (${p.label})`, card: p.card, cardWords: `the default card (${p.cardName})`, total: p.total }),
  oracle: shop.script(async (ui, p) => {
    await shop.openOrder(ui, p.item.name);
    await ui.scrollTo({ text: `Buy ${p.item.name} again`, role: 'button' });
    await ui.tap({ text: `Buy ${p.item.name} again`, role: 'button' });
    await shop.cartTab(ui);
    await shop.checkout(ui, {});
  }),
  alternatives: [
    { name: 'reads the option on the order, then finds the product and picks it there', run: shop.script(async (ui, p) => {
      await shop.openOrder(ui, p.item.name);
      await shop.buy(ui, [p.item], {});
    }) },
  ],
  nearMisses: [
    { name: 'buys another colour or size of it', run: shop.script((ui, p) => shop.buy(ui, [p.other], {})) },
    { name: 'buys two', run: shop.script((ui, p) => shop.buy(ui, [{ ...p.item, quantity: 2 }], {})) },
    { name: 'orders it again, then cancels the new order', run: shop.script(async (ui, p) => {
      await shop.buy(ui, [p.item], {});
      await shop.cancelJustPlaced(ui);
    }) },
    { name: 'puts it in the cart and stops there', run: shop.script(async (ui, p) => {
      await shop.openOrder(ui, p.item.name);
      await ui.scrollTo({ text: `Buy ${p.item.name} again`, role: 'button' });
      await ui.tap({ text: `Buy ${p.item.name} again`, role: 'button' });
    }) },
  ],
});
