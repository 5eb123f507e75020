import { defineTask } from '../define.ts';
import { categoryName } from '../../apps/shop/state.ts';
import * as shop from './kit.ts';

export default defineTask({
  id: 'shop/buy-product',
  apps: ['shop'],
  difficulty: 2,
  maxSteps: 35,
  params: ({ rng, world }) => {
    const { item, other } = shop.pickItem(rng, world, { stock: 3 });
    const checkout = shop.pickCheckout(rng, world);
    return { item, other, ...checkout, total: shop.totalOf(world, [item]), category: categoryName(shop.product(world, item.product)!.category) };
  },
  setup: (d) => shop.emptyCart(d),
  goal: (p) => `Buy ${shop.itemWords(p.item)} in Shop. Have it delivered to your ${p.label} address and pay with your ${p.cardName}.`,
  named: (p, initial) => ({
    [`the product "${p.item.name}"`]: shop.productsNamed(initial, p.item.name),
    [`the ${p.label} address`]: shop.addressesLabelled(initial, p.label),
    [`the ${p.cardName}`]: shop.cardsNamed(initial, p.cardName),
  }),
  changes: (p) => shop.orderRules([p.item.variant]),
  checks: (p) => shop.orderedOne({ items: [p.item], address: p.address, addressWords: `the ${p.label} address`, card: p.card, cardWords: `the ${p.cardName}`, total: p.total }),
  oracle: shop.script((ui, p) => shop.buy(ui, [p.item], { address: p.label, card: p.cardName })),
  alternatives: [
    { name: 'finds the product in its category instead of searching', run: shop.script(async (ui, p) => {
      await shop.addToCart(ui, p.item, { category: p.category });
      await shop.openCart(ui);
      await shop.checkout(ui, { address: p.label, card: p.cardName });
    }) },
    { name: 'picks the wrong card first, then the right one before placing the order', run: shop.script(async (ui, p) => {
      await shop.addToCart(ui, p.item);
      await shop.openCart(ui);
      await ui.tap(shop.PROCEED);
      await shop.chooseAtCheckout(ui, { address: p.label, card: p.otherCardName });
      await shop.chooseAtCheckout(ui, { card: p.cardName });
      await ui.tap({ text: 'Place order', role: 'button' });
    }) },
    { name: 'adds two, then lowers the quantity to one in the cart', run: shop.script(async (ui, p) => {
      await shop.addToCart(ui, { ...p.item, quantity: 2 });
      await shop.openCart(ui);
      await ui.tap({ text: `Decrease quantity of ${shop.titleOf(p.item)}`, role: 'button' });
      await shop.checkout(ui, { address: p.label, card: p.cardName });
    }) },
  ],
  nearMisses: [
    { name: 'delivers it to another address', params: (p) => ({ ...p, label: p.otherLabel }) },
    { name: 'pays with another card', params: (p) => ({ ...p, cardName: p.otherCardName }) },
    { name: 'buys another colour or size of it', params: (p) => ({ ...p, item: p.other }) },
    { name: 'buys two', params: (p) => ({ ...p, item: { ...p.item, quantity: 2 } }) },
    { name: 'stops at the checkout without placing the order', run: shop.script((ui, p) => shop.buy(ui, [p.item], { address: p.label, card: p.cardName }, false)) },
    { name: 'places the order, then cancels it', run: shop.script(async (ui, p) => {
      await shop.buy(ui, [p.item], { address: p.label, card: p.cardName });
      await shop.cancelJustPlaced(ui);
    }) },
  ],
});
