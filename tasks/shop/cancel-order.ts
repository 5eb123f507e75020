import { defineTask } from '../define.ts';
import { expectThat, modified } from '../../judges/index.ts';
import { HOUR } from '../../apps/kit/time.ts';
import { orderStatus } from '../../apps/shop/state.ts';
import type { TaskUi } from '../ui.ts';
import * as shop from './kit.ts';

async function openCancel(ui: TaskUi, name: string): Promise<void> {
  await shop.openOrder(ui, name);
  await ui.scrollTo({ text: 'Cancel order', role: 'button' });
  await ui.tap({ text: 'Cancel order', role: 'button' });
}

export default defineTask({
  id: 'shop/cancel-order',
  apps: ['shop'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    // An order that has not shipped, and will not for the next hours.
    const order = rng.pick(world.apps.shop.orders.filter((o) => orderStatus(o, world.os.now) === 'Placed' && shop.steadyStatus(o, world.os.now, 6 * HOUR)));
    const item = rng.pick(order.items);
    return { order: order.id, name: item.name, product: item.product, items: order.items.map((i) => ({ product: i.product, variant: i.variant, quantity: i.quantity })) };
  },
  goal: (p) => `Cancel your Shop order of the "${p.name}". It has not shipped yet.`,
  named: (p, initial) => ({ [`the order of "${p.name}"`]: shop.ordersWith(initial, p.product).length }),
  changes: (p) => [modified(shop.ORDERS, p.order, ['cancelledAt']), modified(shop.VARIANTS, p.items.map((i) => i.variant), ['stock'])],
  checks: (p) => [
    expectThat('the order is cancelled', 'Cancelled', ({ after }) => { const o = shop.orderOf(after, p.order); return o ? orderStatus(o, after.os.now) : null; }, (v) => v === 'Cancelled'),
    expectThat('its items are back in stock', 'each variant\'s stock up by what the order held', ({ before, after }) =>
      p.items.map((i) => (shop.variant(after, i.product, i.variant)?.stock ?? 0) - (shop.variant(before, i.product, i.variant)?.stock ?? 0) - i.quantity),
    (off) => off.every((n) => n === 0)),
  ],
  oracle: shop.script(async (ui, p) => {
    await openCancel(ui, p.name);
    await ui.tap({ text: 'Cancel order', role: 'button' });
  }),
  alternatives: [
    { name: 'keeps the order at first, then cancels it after all', run: shop.script(async (ui, p) => {
      await openCancel(ui, p.name);
      await ui.tap({ text: 'Keep order', role: 'button' });
      await ui.tap({ text: 'Cancel order', role: 'button' });
      await ui.tap({ text: 'Cancel order', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'keeps the order at the dialog', run: shop.script(async (ui, p) => {
      await openCancel(ui, p.name);
      await ui.tap({ text: 'Keep order', role: 'button' });
    }) },
    { name: 'opens the order and goes back', run: shop.script(async (ui, p) => {
      await shop.openOrder(ui, p.name);
      await ui.back();
    }) },
  ],
});
