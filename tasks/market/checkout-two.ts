// Ten steps and more: two products (one of them twice, each with its option) in one order, with a
// given shipping method and payment.
import { defineTask } from '../define.ts';
import type { ShippingMethod } from '../../apps/market/state.ts';
import * as mk from './kit.ts';

const opt = (label: string, option: string) => (option ? ` (${label} "${option}")` : '');

export default defineTask({
  id: 'market/checkout-two',
  apps: ['market'],
  difficulty: 3,
  maxSteps: 36,
  params: ({ rng, world }) => {
    const [a, b] = rng.sample(mk.shownProducts(world).filter((p) => p.stock >= 4), 2);
    const optA = a!.options.length > 0 ? rng.pick(a!.options) : '';
    const optB = b!.options.length > 0 ? rng.pick(b!.options) : '';
    const shipping: string = rng.pick(['express', 'pickup']);
    return { a: a!.id, nameA: a!.name, labelA: a!.optionLabel, optA, b: b!.id, nameB: b!.name, labelB: b!.optionLabel, optB, otherB: b!.options.find((o) => o !== optB) ?? '', qtyA: 2, shipping, payment: 'PayPal' };
  },
  goal: (p) => `On Market, buy 2 of "${p.nameA}"${opt(p.labelA, p.optA)} and 1 of "${p.nameB}"${opt(p.labelB, p.optB)} in one order, with ${p.shipping === 'express' ? 'Express shipping' : 'Store pickup'}, paid with PayPal.`,
  named: (p, s) => mk.namedInMarket(s, { products: [p.nameA, p.nameB] }),
  changes: (p) => mk.buyingChanges([p.a, p.b]),
  checks: (p) => mk.orderedOne({ items: [{ product: p.a, option: p.optA, qty: 2 }, { product: p.b, option: p.optB, qty: 1 }], shipping: p.shipping as ShippingMethod, payment: 'PayPal' }),
  oracle: mk.script(async (ui, p) => {
    await mk.openProduct(ui, p.nameA);
    await mk.addToCart(ui, p.optA, p.qtyA);
    await mk.openProduct(ui, p.nameB);
    await mk.addToCart(ui, p.optB);
    await mk.checkout(ui, { shipping: p.shipping as ShippingMethod, payment: p.payment });
  }),
  alternatives: [
    { name: 'adds the second product first, and the first one twice, one at a time', run: mk.script(async (ui, p) => {
      await mk.openProduct(ui, p.nameB);
      await mk.addToCart(ui, p.optB);
      await mk.openProduct(ui, p.nameA);
      await mk.addToCart(ui, p.optA);
      await ui.tap({ text: 'Add to cart', role: 'button' });
      await mk.checkout(ui, { shipping: p.shipping as ShippingMethod, payment: 'PayPal' });
    }) },
    { name: 'adds one of the first, raises it to two in the cart', run: mk.script(async (ui, p) => {
      await mk.openProduct(ui, p.nameA);
      await mk.addToCart(ui, p.optA);
      await mk.openProduct(ui, p.nameB);
      await mk.addToCart(ui, p.optB);
      await mk.openCart(ui);
      await ui.tap({ text: `Increase quantity of ${p.nameA}${p.optA ? ` (${p.optA})` : ''}`, role: 'button' });
      await mk.checkout(ui, { shipping: p.shipping as ShippingMethod, payment: 'PayPal' });
    }) },
  ],
  nearMisses: [
    { name: 'one of each', params: (p) => ({ ...p, qtyA: 1 }) },
    { name: 'standard shipping', params: (p) => ({ ...p, shipping: 'standard' }) },
    { name: 'pays with the Visa card', params: (p) => ({ ...p, payment: 'Visa ending in 4821' }) },
    { name: 'only the first product', run: mk.script(async (ui, p) => {
      await mk.openProduct(ui, p.nameA);
      await mk.addToCart(ui, p.optA, 2);
      await mk.checkout(ui, { shipping: p.shipping as ShippingMethod, payment: 'PayPal' });
    }) },
    { name: 'retypes the street of the delivery address', run: mk.script(async (ui, p) => {
      await mk.openProduct(ui, p.nameA);
      await mk.addToCart(ui, p.optA, 2);
      await mk.openProduct(ui, p.nameB);
      await mk.addToCart(ui, p.optB);
      await mk.checkout(ui, { shipping: p.shipping as ShippingMethod, payment: 'PayPal', place: false });
      await ui.fill({ hint: 'Street address' }, '12 Harbor Lane');
      await ui.scrollTo({ text: 'Place order', role: 'button' });
      await ui.tap({ text: 'Place order', role: 'button' });
    }) },
    { name: 'two orders, one per product', run: mk.script(async (ui, p) => {
      await mk.openProduct(ui, p.nameA);
      await mk.addToCart(ui, p.optA, 2);
      await mk.checkout(ui, { shipping: p.shipping as ShippingMethod, payment: 'PayPal' });
      await mk.openProduct(ui, p.nameB);
      await mk.addToCart(ui, p.optB);
      await mk.checkout(ui, { shipping: p.shipping as ShippingMethod, payment: 'PayPal' });
    }) },
  ],
});
