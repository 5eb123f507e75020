import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { arrivalOf } from '../../apps/food/state.ts';
import * as food from './kit.ts';

/** Tap the stars on the order's page (a wrong one first when `first` is given). */
async function rate(ui: Parameters<typeof food.openOrder>[0], restaurant: string, index: number, stars: number, first?: number): Promise<void> {
  await food.openOrder(ui, restaurant, index);
  for (const n of first === undefined ? [stars] : [first, stars]) {
    const label = `${n} ${n === 1 ? 'star' : 'stars'}`;
    await ui.scrollTo({ text: label, role: 'radio' });
    await ui.tap({ text: label, role: 'radio' });
  }
}

export default defineTask({
  id: 'food/rate-order',
  apps: ['food'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    // A restaurant whose two newest orders were both delivered.
    const fits = world.apps.food.restaurants.filter((r) => {
      const [latest, older] = food.ordersFrom(world, r.id);
      return latest && older && arrivalOf(latest) < world.os.now;
    });
    const r = rng.pick(fits);
    const [latest, older] = food.ordersFrom(world, r.id) as [food.Order, food.Order];
    const stars = rng.int(2, 5);
    return { restaurant: r.name, restaurantId: r.id, orderId: latest.id, olderId: older.id, stars, index: 0 };
  },
  goal: (p) => `Rate your latest order from ${p.restaurant} ${p.stars} stars.`,
  // Not rated yet, so that nothing is done at the start.
  setup: (d, p) => {
    d.apps.food.orders.find((o) => o.id === p.orderId)!.rating = null;
  },
  named: (p, initial) => food.latestNamed(initial, p.restaurantId, p.restaurant),
  changes: (p) => [modified(food.ORDERS, p.orderId, ['rating'])],
  checks: (p) => [expectEqual(`the order is rated ${p.stars} stars`, p.stars, (ctx) => ctx.after.apps.food.orders.find((o) => o.id === p.orderId)?.rating ?? null)],
  oracle: food.script((ui, p) => rate(ui, p.restaurant, p.index, p.stars)),
  alternatives: [
    { name: 'taps one star too few first, then the right one', run: food.script((ui, p) => rate(ui, p.restaurant, 0, p.stars, p.stars - 1)) },
  ],
  nearMisses: [
    { name: 'one star fewer', params: (p) => ({ ...p, stars: p.stars - 1 }) },
    { name: 'rates the order before it', params: (p) => ({ ...p, index: 1 }) },
  ],
  undo: (ui, p) => ui.tap({ text: `${p.stars - 1} ${p.stars - 1 === 1 ? 'star' : 'stars'}`, role: 'radio' }),
});
