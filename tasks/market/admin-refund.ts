// Admin: a partial refund on a delivered order: the price of one of its lines, with a reason.
import { defineTask } from '../define.ts';
import { expectEqual, modified, sameTyped } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as mk from './kit.ts';

const REASONS = ['Damaged item', 'Late delivery', 'Missing item'] as const;

export default defineTask({
  id: 'market/admin-refund',
  apps: ['market'],
  difficulty: 3,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const orders = mk.market(world).orders.filter((o) => o.status === 'delivered' && o.refunded === 0 && o.items.length >= 2);
    const [o, other] = rng.sample(orders, 2);
    const line = rng.pick(o!.items);
    const amount = line.price * line.qty;
    return { order: o!.id, amount, text: mk.plain(amount), item: line.name, reason: rng.pick(REASONS) as string, other: other!.id, total: mk.plain(o!.total) };
  },
  goal: (p) => `On Market's admin, refund ${mk.formatMoney(p.amount)} on order #${p.order} (the price of its "${p.item}"), with the reason "${p.reason}".`,
  named: (p, s) => mk.namedInMarket(s, { orders: [p.order] }),
  changes: (p) => [modified(mk.ORDERS, p.order, ['refunded', 'status']), mayRecord('market-refund')],
  checks: (p) => [
    expectEqual('exactly one refund was issued', 1, (ctx) => mk.refundEntries(ctx).length),
    expectEqual(`it is on order #${p.order}`, p.order, (ctx) => mk.refundEntries(ctx)[0]?.order),
    expectEqual(`it is ${mk.formatMoney(p.amount)}`, p.amount, (ctx) => mk.refundEntries(ctx)[0]?.amount),
    expectEqual(`its reason reads "${p.reason}"`, true, (ctx) => { const e = mk.refundEntries(ctx)[0]; return e ? sameTyped(e.reason, p.reason) : undefined; }),
  ],
  oracle: mk.script(async (ui, p) => { await mk.adminOpenOrder(ui, p.order); await mk.adminRefund(ui, p.text, p.reason); }),
  alternatives: [
    { name: 'types the amount with a dollar sign, closes once, then refunds', run: mk.script(async (ui, p) => {
      await ui.goto(mk.adminOrderUrl(p.order));
      await mk.adminRefund(ui, p.text, p.reason, false);
      await mk.adminRefund(ui, `$${p.text}`, p.reason);
    }) },
    { name: 'types more than can be refunded first (refused), then the amount', run: mk.script(async (ui, p) => {
      await mk.adminOpenOrder(ui, p.order);
      await ui.tap({ text: 'Refund', role: 'button' });
      await ui.fill({ hint: 'Amount, e.g. 12.50' }, '9999');
      await ui.fill({ hint: 'Reason' }, p.reason);
      await ui.tap({ text: 'Issue refund', role: 'button' });
      await ui.fill({ hint: 'Amount, e.g. 12.50' }, p.text);
      await ui.tap({ text: 'Issue refund', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'refunds the whole order', params: (p) => ({ ...p, text: p.total }) },
    { name: 'a dollar too much', params: (p) => ({ ...p, text: mk.plain(p.amount + 100) }) },
    { name: 'refunds another order', params: (p) => ({ ...p, order: p.other }) },
    { name: 'another reason', params: (p) => ({ ...p, reason: p.reason === 'Late delivery' ? 'Damaged item' : 'Late delivery' }) },
    { name: 'closes the dialog without refunding', run: mk.script(async (ui, p) => { await mk.adminOpenOrder(ui, p.order); await mk.adminRefund(ui, p.text, p.reason, false); }) },
  ],
});
