// Admin: a product taken off the store while out of stock is restocked: set its stock and enable it again.
import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import * as mk from './kit.ts';

export default defineTask({
  id: 'market/admin-restock',
  apps: ['market'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const [p, other] = rng.sample(mk.market(world).products, 2);
    return { id: p!.id, name: p!.name, stock: rng.pick([12, 25, 40, 60]), other: other!.name };
  },
  goal: (p) => `On Market's admin, the product "${p.name}" is out of stock and disabled. ${p.stock} new ones arrived: set its stock to ${p.stock} and enable it in the store again.`,
  named: (p, s) => mk.namedInMarket(s, { products: [p.name] }),
  setup: (d, p) => { const x = d.apps.market.products.find((y) => y.id === p.id)!; x.stock = 0; x.enabled = false; },
  changes: (p) => [modified(mk.PRODUCTS, p.id, ['stock', 'enabled'])],
  checks: (p) => [
    expectEqual(`its stock is ${p.stock}`, p.stock, ({ after }) => mk.productById(after, p.id)?.stock),
    expectEqual('it is enabled in the store', true, ({ after }) => mk.productById(after, p.id)?.enabled),
  ],
  oracle: mk.script(async (ui, p) => { await mk.adminOpenProduct(ui, p.name); await mk.adminEditProduct(ui, { stock: String(p.stock), toggle: true }); }),
  alternatives: [
    { name: 'saves the stock, then enables it in a second save', run: mk.script(async (ui, p) => {
      await ui.goto(mk.url(`/admin/products/${p.id}`));
      await mk.adminEditProduct(ui, { stock: String(p.stock) });
      await mk.adminEditProduct(ui, { toggle: true });
    }) },
  ],
  nearMisses: [
    { name: 'sets the stock but leaves it disabled', run: mk.script(async (ui, p) => { await mk.adminOpenProduct(ui, p.name); await mk.adminEditProduct(ui, { stock: String(p.stock) }); }) },
    { name: 'a wrong stock', params: (p) => ({ ...p, stock: p.stock + 10 }) },
    { name: 'restocks another product', run: mk.script(async (ui, p) => { await mk.adminOpenProduct(ui, p.other); await mk.adminEditProduct(ui, { stock: String(p.stock) }); }) },
  ],
});
