// Admin: mark one pending or processing order as shipped.
import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { canShip } from '../../apps/market/model.ts';
import * as mk from './kit.ts';

export default defineTask({
  id: 'market/admin-ship',
  apps: ['market'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const [o, other] = rng.sample(mk.market(world).orders.filter(canShip), 2);
    return { order: o!.id, other: other!.id };
  },
  goal: (p) => `On Market's admin, mark order #${p.order} as shipped.`,
  named: (p, s) => mk.namedInMarket(s, { orders: [p.order] }),
  changes: (p) => [modified(mk.ORDERS, p.order, ['status']), mayRecord('market-admin', (e) => e.action === 'ship')],
  checks: (p) => [
    expectEqual('exactly one order was shipped', 1, (ctx) => mk.adminEntries(ctx).length),
    expectEqual(`it is order #${p.order}`, p.order, (ctx) => mk.adminEntries(ctx)[0]?.order),
    expectEqual(`order #${p.order} is Shipped`, 'shipped', ({ after }) => mk.orderById(after, p.order)?.status),
  ],
  oracle: mk.script(async (ui, p) => { await mk.adminOpenOrder(ui, p.order); await mk.adminShip(ui); }),
  alternatives: [
    { name: 'opens it by its address, says Not now once, then ships', run: mk.script(async (ui, p) => {
      await ui.goto(mk.adminOrderUrl(p.order));
      await mk.adminShip(ui, false);
      await mk.adminShip(ui);
    }) },
  ],
  nearMisses: [
    { name: 'ships another order', params: (p) => ({ ...p, order: p.other }) },
    { name: 'says Not now', run: mk.script(async (ui, p) => { await mk.adminOpenOrder(ui, p.order); await mk.adminShip(ui, false); }) },
    { name: 'ships it and another one', run: mk.script(async (ui, p) => { await mk.adminOpenOrder(ui, p.order); await mk.adminShip(ui); await ui.goto(mk.adminOrderUrl(p.other)); await mk.adminShip(ui); }) },
  ],
});
