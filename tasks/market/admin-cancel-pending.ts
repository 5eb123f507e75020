// Ten steps and more: cancel every Pending order of one customer (a set), leaving their order that
// is already Processing alone, with a reason.
import { defineTask } from '../define.ts';
import { expectEqual, modified, sameTyped } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as mk from './kit.ts';

export default defineTask({
  id: 'market/admin-cancel-pending',
  apps: ['market'],
  difficulty: 3,
  maxSteps: 34,
  params: ({ rng, world }) => {
    const s = mk.market(world);
    const quiet = s.customers.filter((c) => c.id !== s.me && !s.orders.some((o) => o.customer === c.id && (o.status === 'pending' || o.status === 'processing')));
    const c = rng.pick(quiet);
    const items = rng.sample(mk.shownProducts(world).filter((p) => p.stock >= 1), 3).map((p) => ({ product: p.id, option: p.options[0] ?? '', qty: 1 }));
    const [a, b, kept] = mk.nextOrders(world, 3);
    return { customer: c.id, name: c.name, items, pending: [a!, b!], kept: kept!, reason: 'Customer request' };
  },
  goal: (p) => `On Market's admin, cancel every order of the customer ${p.name} that is still Pending, with the reason "${p.reason}".`,
  named: (p, s) => mk.namedInMarket(s, { customers: [p.name] }),
  setup: (d, p) => {
    mk.addOrder(d, { customer: p.customer, items: [p.items[0]!], status: 'pending', ago: 20 });
    mk.addOrder(d, { customer: p.customer, items: [p.items[1]!], status: 'pending', ago: 6 });
    mk.addOrder(d, { customer: p.customer, items: [p.items[2]!], status: 'processing', ago: 40 });
  },
  changes: (p) => [modified(mk.ORDERS, p.pending, ['status']), modified(mk.PRODUCTS, p.items.map((i) => i.product), ['stock']), mayRecord('market-admin', (e) => e.action === 'cancel')],
  checks: (p) => [
    expectEqual('the orders cancelled are the Pending ones', [...p.pending].sort(), (ctx) => mk.adminEntries(ctx).map((e) => e.order).sort()),
    expectEqual(`each reason reads "${p.reason}"`, true, (ctx) => mk.adminEntries(ctx).every((e) => sameTyped(e.reason, p.reason))),
    expectEqual(`order #${p.kept} is still Processing`, 'processing', ({ after }) => mk.orderById(after, p.kept)?.status),
  ],
  oracle: mk.script(async (ui, p) => {
    await mk.adminFilter(ui, 'Pending', p.name);
    await ui.tap({ text: `Order #${p.pending[0]}`, role: 'link' });
    await mk.adminCancel(ui, p.reason);
    await ui.back();
    await ui.tap({ text: `Order #${p.pending[1]}`, role: 'link' });
    await mk.adminCancel(ui, p.reason);
  }),
  alternatives: [
    { name: "from the customer's page, newest first, with Keep order once", run: mk.script(async (ui, p) => {
      await mk.adminOpenCustomer(ui, p.name);
      await ui.tap({ text: `Order #${p.pending[1]}`, role: 'link' });
      await mk.adminCancel(ui, p.reason, false);
      await mk.adminCancel(ui, p.reason);
      await ui.back();
      await ui.tap({ text: `Order #${p.pending[0]}`, role: 'link' });
      await mk.adminCancel(ui, p.reason);
    }) },
    { name: 'searches each order by its number', run: mk.script(async (ui, p) => {
      await mk.adminOpenOrder(ui, p.pending[0]!);
      await mk.adminCancel(ui, p.reason);
      await mk.adminOpenOrder(ui, p.pending[1]!);
      await mk.adminCancel(ui, p.reason);
    }) },
  ],
  nearMisses: [
    { name: 'cancels only one of them', run: mk.script(async (ui, p) => { await mk.adminOpenOrder(ui, p.pending[0]!); await mk.adminCancel(ui, p.reason); }) },
    { name: 'also cancels the Processing order', run: mk.script(async (ui, p) => {
      await mk.adminOpenCustomer(ui, p.name);
      for (const id of [...p.pending, p.kept]) {
        await ui.tap({ text: `Order #${id}`, role: 'link' });
        await mk.adminCancel(ui, p.reason);
        await ui.back();
      }
    }) },
    { name: 'another reason', params: (p) => ({ ...p, reason: 'Out of stock' }) },
    { name: 'ships them instead', run: mk.script(async (ui, p) => {
      await mk.adminOpenOrder(ui, p.pending[0]!);
      await mk.adminShip(ui);
      await mk.adminOpenOrder(ui, p.pending[1]!);
      await mk.adminShip(ui);
    }) },
  ],
});
