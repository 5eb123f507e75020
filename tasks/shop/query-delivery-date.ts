import { defineTask } from '../define.ts';
import { TIME_OF_DAY, formatIsoDate } from '../../apps/kit/time.ts';
import * as shop from './kit.ts';

export default defineTask({
  id: 'shop/query-delivery-date',
  apps: ['shop'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    // An order still on its way: it shows the day it is due.
    const order = rng.pick(world.apps.shop.orders.filter((o) => o.cancelledAt === null && o.deliverAt > world.os.now + 2 * 3_600_000));
    const item = rng.pick(order.items);
    const other = rng.pick(world.apps.shop.orders.filter((o) => o.id !== order.id && o.cancelledAt === null && formatIsoDate(o.deliverAt) !== formatIsoDate(order.deliverAt)));
    return { order: order.id, name: item.name, product: item.product, otherName: other.items[0]!.name };
  },
  goal: (p) => `When is your Shop order of the "${p.name}" due to arrive?`,
  named: (p, initial) => ({ [`the order of "${p.name}"`]: shop.ordersWith(initial, p.product).length }),
  checks: () => [],
  answer: {
    spec: { type: 'date' },
    expected: (p, before) => formatIsoDate(shop.orderOf(before, p.order)!.deliverAt),
    candidates: (_p, before) => before.apps.shop.orders.map((o) => formatIsoDate(o.deliverAt)),
  },
  // The order's page: the last step of its tracker is "Arriving", with the day under it.
  oracle: async (ui, p) => {
    await shop.openOrder(ui, p.name);
    await ui.answer(shop.textAfter(ui, 'Arriving'));
  },
  alternatives: [
    // The Orders list's line: "Arriving Thursday, March 5", or "Arriving tomorrow".
    { name: 'reads the day from the line in the Orders list', run: async (ui, p) => {
      await shop.home(ui);
      await ui.tap({ text: 'Orders', role: 'tab' });
      await ui.scrollTo({ text: p.name, role: 'text' });
      const tree = ui.tree();
      const row = tree.findIndex((e) => e.text === p.name);
      const line = tree.slice(0, row).reverse().find((e) => e.text.startsWith('Arriving '))!;
      await ui.answer(line.text.slice('Arriving '.length));
    } },
  ],
  nearMisses: [
    { name: 'answers the day it ships', run: async (ui, p) => {
      await shop.openOrder(ui, p.name);
      await ui.answer(shop.textAfter(ui, 'Shipped').replace(/^Expected /, '').replace(new RegExp(`, ${TIME_OF_DAY}$`), ''));
    } },
    { name: 'answers the day it was ordered', run: async (ui, p) => {
      await shop.openOrder(ui, p.name);
      await ui.answer(shop.textAfter(ui, 'Ordered').replace(new RegExp(`, ${TIME_OF_DAY}$`), ''));
    } },
    { name: "answers another order's day", run: async (ui, p) => {
      await shop.openOrder(ui, p.otherName);
      await ui.answer(shop.textAfter(ui, ui.has({ text: 'Arriving' }) ? 'Arriving' : 'Delivered').replace(new RegExp(`, ${TIME_OF_DAY}$`), ''));
    } },
  ],
});
