import { defineTask } from '../define.ts';
import * as shop from './kit.ts';

export default defineTask({
  id: 'shop/buy-two',
  apps: ['shop'],
  difficulty: 3,
  maxSteps: 45,
  params: ({ rng, world }) => {
    const a = shop.pickItem(rng, world, { stock: 3 }).item;
    const b = shop.pickItem(rng, world, { stock: 4, exclude: [a.product] }, 2).item;
    // Neither the address nor the card is the default: the checkout needs both changed.
    const s = world.apps.shop;
    const address = rng.pick(s.addresses.filter((x) => x.id !== s.defaultAddress));
    const card = rng.pick(shop.usableCards(world).filter((c) => c.id !== s.defaultCard));
    return { a, b, address: address.id, label: address.label, card: card.id, cardName: shop.cardName(card), total: shop.totalOf(world, [a, b]) };
  },
  setup: (d) => shop.emptyCart(d),
  goal: (p) => `In Shop, buy ${shop.itemWords(p.a)} and ${shop.itemWords(p.b)} in one order, delivered to your ${p.label} address and paid with your ${p.cardName}.`,
  named: (p, initial) => ({
    [`the product "${p.a.name}"`]: shop.productsNamed(initial, p.a.name),
    [`the product "${p.b.name}"`]: shop.productsNamed(initial, p.b.name),
    [`the ${p.label} address`]: shop.addressesLabelled(initial, p.label),
    [`the ${p.cardName}`]: shop.cardsNamed(initial, p.cardName),
  }),
  changes: (p) => shop.orderRules([p.a.variant, p.b.variant]),
  checks: (p) => shop.orderedOne({ items: [p.a, p.b], address: p.address, addressWords: `the ${p.label} address`, card: p.card, cardWords: `the ${p.cardName}`, total: p.total }),
  oracle: shop.script((ui, p) => shop.buy(ui, [p.a, p.b], { address: p.label, card: p.cardName })),
  alternatives: [
    { name: 'adds them the other way round', run: shop.script((ui, p) => shop.buy(ui, [p.b, p.a], { address: p.label, card: p.cardName })) },
    { name: 'adds one of the second, then raises its quantity in the cart', run: shop.script(async (ui, p) => {
      await shop.addToCart(ui, p.a);
      await shop.addToCart(ui, { ...p.b, quantity: 1 });
      await shop.openCart(ui);
      await ui.tap({ text: `Increase quantity of ${shop.titleOf(p.b)}`, role: 'button' });
      await shop.checkout(ui, { address: p.label, card: p.cardName });
    }) },
  ],
  nearMisses: [
    { name: 'buys only the first', run: shop.script((ui, p) => shop.buy(ui, [p.a], { address: p.label, card: p.cardName })) },
    { name: 'buys one of the second', params: (p) => ({ ...p, b: { ...p.b, quantity: 1 } }) },
    { name: 'keeps the default address', params: (p) => ({ ...p, label: '' }) },
    { name: 'places the order, then cancels it', run: shop.script(async (ui, p) => {
      await shop.buy(ui, [p.a, p.b], { address: p.label, card: p.cardName });
      await shop.cancelJustPlaced(ui);
    }) },
    { name: 'places two orders, one for each', run: shop.script(async (ui, p) => {
      await shop.buy(ui, [p.a], { address: p.label, card: p.cardName });
      await shop.buy(ui, [p.b], { address: p.label, card: p.cardName });
    }) },
  ],
});
