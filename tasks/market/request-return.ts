// Request a return of one item of one of the customer's delivered orders, with a given reason.
import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { RETURN_REASONS } from '../../apps/market/state.ts';
import * as mk from './kit.ts';

export default defineTask({
  id: 'market/request-return',
  apps: ['market'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const s = mk.market(world);
    const delivered = s.orders.filter((o) => o.customer === s.me && o.status === 'delivered');
    const multi = delivered.filter((o) => o.items.length >= 2);
    const o = rng.pick(multi.length > 0 ? multi : delivered);
    const [item, other] = rng.sample(o.items, Math.min(2, o.items.length));
    const [reason, otherReason] = rng.sample(RETURN_REASONS, 2);
    const otherOrder = rng.pick(delivered.filter((x) => x.id !== o.id && x.items.some((i) => i.product === item!.product)).concat(delivered.filter((x) => x.id !== o.id))).id;
    return { order: o.id, product: item!.product, name: item!.name, other: (other ?? item)!.name, otherProduct: (other ?? item)!.product, reason: reason!, otherReason: otherReason!, otherOrder, otherOrderName: mk.orderById(world, otherOrder)!.items[0]!.name };
  },
  goal: (p) => `On Market, request a return of the "${p.name}" from your order #${p.order}, with the reason "${p.reason}".`,
  named: (p, s) => mk.namedInMarket(s, { orders: [p.order] }),
  changes: (p) => [modified(mk.ORDERS, p.order, ['returns']), mayRecord('market-return')],
  checks: (p) => [
    expectEqual('exactly one return was requested', 1, (ctx) => mk.returnEntries(ctx).length),
    expectEqual(`it is for order #${p.order}`, p.order, (ctx) => mk.returnEntries(ctx)[0]?.order),
    expectEqual(`it returns "${p.name}"`, p.product, (ctx) => mk.returnEntries(ctx)[0]?.product),
    expectEqual(`the reason is "${p.reason}"`, p.reason, (ctx) => mk.returnEntries(ctx)[0]?.reason),
  ],
  oracle: mk.script(async (ui, p) => { await mk.openMyOrder(ui, p.order); await mk.requestReturn(ui, p.name, p.reason); }),
  alternatives: [
    { name: 'opens the order by its address, picks another reason first, then the right one', run: mk.script(async (ui, p) => {
      await ui.goto(mk.orderUrl(p.order));
      await ui.tap({ text: `Request a return of ${p.name}`, role: 'button' });
      await ui.tap({ text: p.otherReason, role: 'radio' });
      await ui.tap({ text: p.reason, role: 'radio' });
      await ui.tap({ text: 'Submit return request', role: 'button' });
    }) },
    { name: 'opens the dialog, cancels, then requests it', run: mk.script(async (ui, p) => {
      await mk.openMyOrder(ui, p.order);
      await mk.requestReturn(ui, p.name, p.reason, false);
      await mk.requestReturn(ui, p.name, p.reason);
    }) },
  ],
  nearMisses: [
    { name: 'another reason', params: (p) => ({ ...p, reason: p.otherReason }) },
    { name: 'the other item of the order', params: (p) => ({ ...p, name: p.other, product: p.otherProduct }) },
    { name: 'another order', params: (p) => ({ ...p, order: p.otherOrder, name: p.otherOrderName }) },
    { name: 'cancels the request', run: mk.script(async (ui, p) => { await mk.openMyOrder(ui, p.order); await mk.requestReturn(ui, p.name, p.reason, false); }) },
  ],
});
