import { defineTask } from '../define.ts';
import { formatClock } from '../../apps/kit/time.ts';
import { isActive, stageTimes } from '../../apps/food/state.ts';
import { twelveHour } from '../messages/kit.ts';
import * as food from './kit.ts';


export default defineTask({
  id: 'food/query-order-eta',
  apps: ['food'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ world }) => {
    const o = food.activeOrder(world);
    return { restaurant: o.restaurant, restaurantId: o.restaurantId, orderId: o.id };
  },
  goal: (p) => `Your order from ${p.restaurant} has not arrived yet. At what time is it due to arrive?`,
  named: (p, initial) => ({ [`the order from ${p.restaurant} that has not arrived`]: initial.apps.food.orders.filter((o) => o.restaurantId === p.restaurantId && isActive(o, initial.os.now)).length }),
  checks: () => [],
  answer: {
    spec: { type: 'time' },
    expected: (p, before) => food.arrivalClock(before.apps.food.orders.find((o) => o.id === p.orderId)!),
    candidates: (p, before) => {
      const o = before.apps.food.orders.find((x) => x.id === p.orderId)!;
      return [...Object.values(stageTimes(o)).map(formatClock), formatClock(before.os.now)];
    },
  },
  oracle: async (ui, p) => ui.answer(await food.arrivalOnRow(ui, p.restaurant)),
  alternatives: [
    { name: "reads the order page's estimated arrival", run: async (ui, p) => {
      await food.openOrder(ui, p.restaurant);
      await ui.answer(food.timeAfter(ui, 'Estimated arrival '));
    } },
    { name: 'answers on the 12-hour clock', run: async (ui, p) => ui.answer(twelveHour(await food.arrivalOnRow(ui, p.restaurant))) },
  ],
  nearMisses: [
    { name: 'the time it was placed', run: async (ui, p) => {
      await food.openOrder(ui, p.restaurant);
      await ui.answer(food.timeAfter(ui, 'Placed Today, '));
    } },
    { name: 'the time it leaves the kitchen', run: async (ui, p) => {
      await food.openOrder(ui, p.restaurant);
      const tree = ui.tree();
      const i = tree.findIndex((e) => e.text === 'On the way');
      await ui.answer(tree[i + 1]!.text.replace('~', ''));
    } },
  ],
});
