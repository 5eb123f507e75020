import { defineTask } from '../define.ts';
import { free } from '../../judges/index.ts';
import { addToCart } from '../../apps/shop/model.ts';
import * as shop from './kit.ts';

export default defineTask({
  id: 'shop/remove-from-cart',
  apps: ['shop'],
  difficulty: 1,
  maxSteps: 30,
  params: ({ rng, world }) => {
    // The setup puts one more thing in the cart, so that there are two lines or more to choose from.
    const { p, v } = rng.pick(shop.candidates(world, { stock: 2 }));
    const extra = shop.itemOf(p, v);
    const lines = [...world.apps.shop.cart.map((l) => shop.itemOf(shop.product(world, l.product)!, shop.variant(world, l.product, l.variant)!, l.quantity)), extra];
    const target = rng.pick(lines);
    return { extra, target, other: rng.pick(lines.filter((l) => l.product !== target.product)) };
  },
  setup: (d, p) => void addToCart(d.apps.shop, p.extra.product, p.extra.variant, 1),
  goal: (p) => `Remove the "${p.target.name}" from your Shop cart.`,
  named: (p, initial) => ({
    [`the product "${p.target.name}"`]: shop.productsNamed(initial, p.target.name),
    'its line in the cart': initial.apps.shop.cart.filter((l) => l.product === p.target.product).length,
  }),
  changes: () => [free(shop.CART)],
  checks: (p) => [shop.cartHolds(`what it held but the "${p.target.name}"`, (before) => before.apps.shop.cart.filter((l) => l.product !== p.target.product))],
  oracle: shop.script(async (ui, p) => {
    await shop.cartTab(ui);
    await ui.tap({ text: `Remove ${shop.titleOf(p.target)}`, role: 'button' });
  }),
  alternatives: [
    { name: 'opens the cart from the cart button at the top of Home', run: shop.script(async (ui, p) => {
      await shop.home(ui);
      await shop.openCart(ui);
      await ui.tap({ text: `Remove ${shop.titleOf(p.target)}`, role: 'button' });
    }) },
    // What the cart shows is what counts: the other line removed by mistake and put back as it was.
    { name: 'removes the other line by mistake, puts it back from its page, then removes the right one', run: shop.script(async (ui, p) => {
      await shop.cartTab(ui);
      await ui.tap({ text: `Remove ${shop.titleOf(p.other)}`, role: 'button' });
      await shop.addToCart(ui, p.other);
      await shop.cartTab(ui);
      await ui.tap({ text: `Remove ${shop.titleOf(p.target)}`, role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'removes another line', params: (p) => ({ ...p, target: p.other, other: p.target }) },
    { name: 'removes every line', run: shop.script(async (ui, p) => {
      await shop.cartTab(ui);
      await ui.tap({ text: `Remove ${shop.titleOf(p.target)}`, role: 'button' });
      await ui.tap({ text: `Remove ${shop.titleOf(p.other)}`, role: 'button' });
    }) },
    { name: 'opens the cart and leaves it as it is', run: shop.script((ui) => shop.cartTab(ui)) },
  ],
});
