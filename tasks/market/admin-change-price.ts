// Admin: change one product's price to a given amount.
import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import * as mk from './kit.ts';

export default defineTask({
  id: 'market/admin-change-price',
  apps: ['market'],
  difficulty: 2,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const [p, other] = rng.sample(mk.market(world).products, 2);
    const price = p!.price + rng.pick([-500, -300, 200, 400, 600]) + rng.pick([0, 50]);
    return { id: p!.id, name: p!.name, price, text: mk.plain(price), otherId: other!.id, other: other!.name };
  },
  goal: (p) => `On Market's admin, change the price of the product "${p.name}" to ${mk.formatMoney(p.price)}.`,
  named: (p, s) => mk.namedInMarket(s, { products: [p.name] }),
  changes: (p) => [modified(mk.PRODUCTS, p.id, ['price'])],
  checks: (p) => [expectEqual(`the price of "${p.name}" is ${mk.formatMoney(p.price)}`, p.price, ({ after }) => mk.productById(after, p.id)?.price)],
  oracle: mk.script(async (ui, p) => { await mk.adminOpenProduct(ui, p.name); await mk.adminEditProduct(ui, { price: p.text }); }),
  alternatives: [
    { name: 'opens the admin page by its address, types the price with a dollar sign', run: mk.script(async (ui, p) => {
      await ui.goto(mk.url(`/admin/products/${p.id}`));
      await mk.adminEditProduct(ui, { price: `$${p.text}` });
    }) },
    { name: 'types a wrong price first, saves, then corrects it', run: mk.script(async (ui, p) => {
      await mk.adminOpenProduct(ui, p.name);
      await mk.adminEditProduct(ui, { price: mk.plain(p.price + 100) });
      await mk.adminEditProduct(ui, { price: p.text });
    }) },
  ],
  nearMisses: [
    { name: 'one cent off', params: (p) => ({ ...p, text: mk.plain(p.price + 1) }) },
    { name: 'changes another product', params: (p) => ({ ...p, name: p.other }) },
    { name: 'types the price but does not save', run: mk.script(async (ui, p) => { await mk.adminOpenProduct(ui, p.name); await mk.adminEditProduct(ui, { price: p.text }, false); }) },
    { name: 'changes the price and disables the product', run: mk.script(async (ui, p) => { await mk.adminOpenProduct(ui, p.name); await mk.adminEditProduct(ui, { price: p.text, toggle: true }); }) },
  ],
});
