import { defineTask } from '../define.ts';
import { free } from '../../judges/index.ts';
import { categoryName } from '../../apps/shop/state.ts';
import * as shop from './kit.ts';

export default defineTask({
  id: 'shop/add-to-cart',
  apps: ['shop'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const { item, other } = shop.pickItem(rng, world, { stock: 4 }, 2);
    return { item, other, category: categoryName(shop.product(world, item.product)!.category) };
  },
  goal: (p) => `In Shop, add ${shop.itemWords(p.item)} to your cart.`,
  named: (p, initial) => ({ [`the product "${p.item.name}"`]: shop.productsNamed(initial, p.item.name) }),
  // The cart may be rearranged (a line removed and added again is the same line to the person who sees it): what it shows is judged.
  changes: () => [free(shop.CART)],
  checks: (p) => [shop.cartHolds(`what it held and ${shop.itemWords(p.item)}`, (before) => [...before.apps.shop.cart, p.item])],
  oracle: shop.script((ui, p) => shop.addToCart(ui, p.item)),
  alternatives: [
    { name: 'adds one, then raises the quantity to two in the cart', run: shop.script(async (ui, p) => {
      await shop.addToCart(ui, { ...p.item, quantity: 1 });
      await shop.openCart(ui);
      const label = shop.variantLabel(p.item);
      await ui.tap({ text: `Increase quantity of ${label === '' ? p.item.name : `${p.item.name} (${label})`}`, role: 'button' });
    }) },
    { name: 'presses Add to cart twice with one each time', run: shop.script(async (ui, p) => {
      await shop.addToCart(ui, { ...p.item, quantity: 1 });
      await ui.tap({ text: 'Add to cart', role: 'button' });
    }) },
    { name: 'finds the product in its category instead of searching', run: shop.script((ui, p) => shop.addToCart(ui, p.item, { category: p.category })) },
  ],
  nearMisses: [
    { name: 'adds the product in another colour or size', params: (p) => ({ ...p, item: p.other }) },
    { name: 'adds only one', params: (p) => ({ ...p, item: { ...p.item, quantity: 1 } }) },
    { name: 'adds three', params: (p) => ({ ...p, item: { ...p.item, quantity: 3 } }) },
  ],
});
