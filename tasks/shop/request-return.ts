import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { DAY } from '../../apps/kit/time.ts';
import { RETURN_REASONS, returnState } from '../../apps/shop/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import * as shop from './kit.ts';

/** Items that can be returned now and for a day more, each in its one order. */
function returnable(world: DeviceState) {
  const s = world.apps.shop;
  return s.orders.flatMap((o) => o.items.filter((i) => returnState(s, o, i.id, world.os.now) === 'open' && returnState(s, o, i.id, world.os.now + DAY) === 'open')
    .map((i) => ({ order: o.id, item: i.id, product: i.product, name: i.name })));
}

/** Open the order holding the item, Return, pick the reason, and request it (or leave the form). */
async function requestReturn(ui: TaskUi, name: string, reasons: readonly string[], submit = true): Promise<void> {
  await shop.openOrder(ui, name);
  await ui.scrollTo({ text: `Return ${name}`, role: 'button' });
  await ui.tap({ text: `Return ${name}`, role: 'button' });
  for (const r of reasons) await ui.tap({ text: r, role: 'radio' });
  if (submit) await ui.tap({ text: 'Request return', role: 'button' });
}

export default defineTask({
  id: 'shop/request-return',
  apps: ['shop'],
  difficulty: 2,
  maxSteps: 25,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(returnable(world), 2) as [ReturnType<typeof returnable>[0], ReturnType<typeof returnable>[0]];
    const [reason, otherReason] = rng.sample(RETURN_REASONS, 2) as [string, string];
    return { ...target, reason, otherReason, otherName: other.name };
  },
  goal: (p) => `Request a return of the "${p.name}" you bought in Shop, giving the reason "${p.reason}".`,
  named: (p, initial) => ({ [`the product "${p.name}"`]: shop.productsNamed(initial, p.name), 'the order it is in': shop.ordersWith(initial, p.product).length }),
  changes: () => [mayRecord('return'), added(shop.RETURNS)],
  checks: (p) => shop.returnedOne({ order: p.order, item: p.item, reason: p.reason, itemWords: `the "${p.name}"` }),
  oracle: shop.script((ui, p) => requestReturn(ui, p.name, [p.reason])),
  alternatives: [
    { name: 'picks another reason first, then the right one', run: shop.script((ui, p) => requestReturn(ui, p.name, [p.otherReason, p.reason])) },
    { name: 'reaches the orders through Account', run: shop.script(async (ui, p) => {
      await shop.account(ui, 'Your orders');
      await ui.scrollTo({ text: p.name, role: 'text' });
      await ui.tap({ text: p.name, role: 'text' });
      await ui.scrollTo({ text: `Return ${p.name}`, role: 'button' });
      await ui.tap({ text: `Return ${p.name}`, role: 'button' });
      await ui.tap({ text: p.reason, role: 'radio' });
      await ui.tap({ text: 'Request return', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'gives another reason', params: (p) => ({ ...p, reason: p.otherReason }) },
    { name: 'returns another item', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'fills the form but never sends it', run: shop.script((ui, p) => requestReturn(ui, p.name, [p.reason], false)) },
  ],
});
