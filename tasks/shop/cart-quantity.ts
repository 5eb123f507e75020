import { defineTask } from '../define.ts';
import { free } from '../../judges/index.ts';
import { addToCart } from '../../apps/shop/model.ts';
import * as shop from './kit.ts';

export default defineTask({
  id: 'shop/cart-quantity',
  apps: ['shop'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    // The setup puts the target in the cart, one of it, beside what the cart already holds.
    const { p, v } = rng.pick(shop.candidates(world, { stock: 6 }));
    const target = shop.itemOf(p, v);
    const first = world.apps.shop.cart[0]!;
    return { target, quantity: rng.int(2, 4), other: shop.itemOf(shop.product(world, first.product)!, shop.variant(world, first.product, first.variant)!, first.quantity) };
  },
  setup: (d, p) => void addToCart(d.apps.shop, p.target.product, p.target.variant, 1),
  goal: (p) => `In your Shop cart, change the quantity of the "${p.target.name}" to ${p.quantity}.`,
  named: (p, initial) => ({ [`the product "${p.target.name}"`]: shop.productsNamed(initial, p.target.name) }),
  changes: () => [free(shop.CART)],
  checks: (p) => [shop.cartHolds(`what it held, with ${p.quantity} of the "${p.target.name}"`, (before) => before.apps.shop.cart.map((l) => (l.product === p.target.product ? { ...l, quantity: p.quantity } : l)))],
  oracle: shop.script(async (ui, p) => {
    await shop.cartTab(ui);
    for (let n = 1; n < p.quantity; n++) await ui.tap({ text: `Increase quantity of ${shop.titleOf(p.target)}`, role: 'button' });
  }),
  alternatives: [
    { name: 'removes the line and adds the right quantity again from the product page', run: shop.script(async (ui, p) => {
      await shop.cartTab(ui);
      await ui.tap({ text: `Remove ${shop.titleOf(p.target)}`, role: 'button' });
      await shop.addToCart(ui, { ...p.target, quantity: p.quantity });
    }) },
    { name: 'goes one too far, then back down', run: shop.script(async (ui, p) => {
      await shop.cartTab(ui);
      for (let n = 0; n < p.quantity; n++) await ui.tap({ text: `Increase quantity of ${shop.titleOf(p.target)}`, role: 'button' });
      await ui.tap({ text: `Decrease quantity of ${shop.titleOf(p.target)}`, role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'one fewer', params: (p) => ({ ...p, quantity: p.quantity - 1 }) },
    { name: 'one more', params: (p) => ({ ...p, quantity: p.quantity + 1 }) },
    { name: 'raises the quantity of the other line', run: shop.script(async (ui, p) => {
      await shop.cartTab(ui);
      for (let n = 1; n < p.quantity; n++) await ui.tap({ text: `Increase quantity of ${shop.titleOf(p.other)}`, role: 'button' });
    }) },
  ],
});
