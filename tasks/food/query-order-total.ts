import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as food from './kit.ts';

/** The order's page: a money line ("Total", "Subtotal", "Tip") as a number of dollars ("34.50"). */
async function readLine(ui: TaskUi, restaurant: string, line: string, index = 0): Promise<string> {
  await food.openOrder(ui, restaurant, index);
  await ui.scrollTo({ text: line });
  return food.valueAfter(ui, line).replace('$', '').replace(/,/g, '');
}

export default defineTask({
  id: 'food/query-order-total',
  apps: ['food'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ rng, world }) => {
    // A restaurant whose two newest orders cost different amounts.
    const fits = world.apps.food.restaurants.filter((r) => {
      const [latest, older] = food.ordersFrom(world, r.id);
      return latest && older && latest.total !== older.total && latest.total !== latest.subtotal;
    });
    const r = rng.pick(fits);
    return { restaurant: r.name, restaurantId: r.id, orderId: food.ordersFrom(world, r.id)[0]!.id };
  },
  goal: (p) => `How much did your latest order from ${p.restaurant} cost in total, in dollars?`,
  named: (p, initial) => food.latestNamed(initial, p.restaurantId, p.restaurant),
  checks: () => [],
  answer: {
    // The order's page writes "Total" before the amount.
    spec: { type: 'number', unit: 'dollars', symbol: '$', label: 'Total' },
    expected: (p, before) => before.apps.food.orders.find((o) => o.id === p.orderId)!.total / 100,
    candidates: (_p, before) => [...new Set(before.apps.food.orders.flatMap((o) => [o.total, o.subtotal]).map((c) => (c / 100).toFixed(2)))],
  },
  oracle: async (ui, p) => ui.answer(await readLine(ui, p.restaurant, 'Total')),
  alternatives: [
    { name: 'reads it on the row in the Orders tab', run: async (ui, p) => {
      await food.openOrders(ui);
      const row = await ui.scrollTo(food.orderRow(p.restaurant));
      const tree = ui.tree();
      await ui.answer(/\$([\d,]+\.\d\d)$/.exec(tree[tree.indexOf(row) + 2]!.text)![1]!.replace(/,/g, ''));
    } },
    { name: 'answers with the unit', run: async (ui, p) => ui.answer(`${await readLine(ui, p.restaurant, 'Total')} dollars`) },
    { name: 'answers with the label the order page writes ("Total: 34.50")', run: async (ui, p) => ui.answer(`Total: ${await readLine(ui, p.restaurant, 'Total')}`) },
  ],
  nearMisses: [
    { name: 'the subtotal', run: async (ui, p) => ui.answer(await readLine(ui, p.restaurant, 'Subtotal')) },
    { name: 'the total of the order before it', run: async (ui, p) => ui.answer(await readLine(ui, p.restaurant, 'Total', 1)) },
  ],
});
