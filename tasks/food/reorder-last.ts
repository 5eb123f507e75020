import { defineTask } from '../define.ts';
import * as food from './kit.ts';

const TIPS = [200, 300, 500];

export default defineTask({
  id: 'food/reorder-last',
  apps: ['food'],
  difficulty: 2,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const tip = rng.pick(TIPS);
    return { ...food.pickReorder(rng, world, false), tip, otherTip: TIPS.find((t) => t !== tip)!, index: 0 };
  },
  goal: (p) => `Reorder your latest order from ${p.restaurant} (the same dishes with the same options) to your Home address with a ${food.formatPrice(p.tip).replace('.00', '')} tip.`,
  named: (p, initial) => food.latestNamed(initial, p.restaurantId, p.restaurant),
  changes: () => food.orderChanges(),
  // The Reorder button leaves the delivery instructions empty; typing the old order's again is as right.
  checks: (p) => food.placedOne({ restaurant: p.restaurant, dishes: p.dishes, tip: p.tip, addressLabel: 'Home', instructions: food.reorderInstructions(p.instructions) }),
  oracle: food.script((ui, p) => food.reorderTo(ui, p.restaurant, p.index, { address: 'Home', tip: food.tipInput(p.tip) })),
  alternatives: [
    { name: 'reads the order, then adds the same dishes from the menu by hand', run: food.script(async (ui, p) => {
      await food.openOrder(ui, p.restaurant);
      await food.order(ui, p.restaurant, p.dishes, { address: 'Home', tip: food.tipInput(p.tip) });
    }) },
  ],
  nearMisses: [
    { name: 'reorders the order before it', params: (p) => ({ ...p, index: 1 }) },
    { name: 'another tip', params: (p) => ({ ...p, tip: p.otherTip }) },
    { name: 'reorders with delivery instructions the old order did not have', run: food.script((ui, p) =>
      food.reorderTo(ui, p.restaurant, p.index, { address: 'Home', tip: food.tipInput(p.tip), instructions: p.instructions === 'Ring the bell twice' ? 'Call me when you are outside' : 'Ring the bell twice' })) },
    { name: 'reorders, then adds one more of the first dish in the cart', run: food.script(async (ui, p) => {
      await food.openOrder(ui, p.restaurant);
      await food.reorder(ui);
      await ui.tap({ text: `One more ${p.dishes[0]!.name}`, role: 'button', index: 0 });
      await food.checkout(ui, { address: 'Home', tip: food.tipInput(p.tip) });
    }) },
  ],
});
