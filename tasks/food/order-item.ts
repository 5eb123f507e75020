import { defineTask } from '../define.ts';
import * as food from './kit.ts';

const TIPS = [200, 300, 500];

export default defineTask({
  id: 'food/order-item',
  apps: ['food'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const pick = food.pickDish(rng, world);
    const tip = rng.pick(TIPS);
    return {
      ...pick, wrongOptions: food.otherChoice(food.itemOf(food.restaurantById(world, pick.restaurantId), pick.dish), pick.options),
      tip, otherTip: rng.pick(TIPS.filter((t) => t !== tip)), address: 'Home',
    };
  },
  goal: (p) => `Order ${p.quantity} ${p.dish}${p.phrase} from ${p.restaurant} to your Home address, with a ${food.formatPrice(p.tip).replace('.00', '')} tip.`,
  named: (p, initial) => ({ [`the restaurant "${p.restaurant}"`]: food.restaurantsNamed(initial, p.restaurant).length, [`the dish "${p.dish}"`]: food.dishNamed(food.restaurantById(initial, p.restaurantId), p.dish) }),
  changes: () => food.orderChanges(),
  checks: (p) => food.placedOne({ restaurant: p.restaurant, dishes: [{ name: p.dish, options: p.options, quantity: p.quantity }], tip: p.tip, addressLabel: p.address }),
  oracle: food.script((ui, p) => food.order(ui, p.restaurant, [{ name: p.dish, options: p.options, quantity: p.quantity }], { address: p.address, tip: food.tipInput(p.tip) })),
  alternatives: [
    { name: 'finds the restaurant by scrolling the feed', run: food.script(async (ui, p) => {
      await food.openRestaurantFromFeed(ui, p.restaurant);
      await food.addDish(ui, { name: p.dish, options: p.options, quantity: p.quantity });
      await food.checkout(ui, { address: p.address, tip: food.tipInput(p.tip) });
    }) },
    { name: 'searches the dish, opens the restaurant from the results', run: food.script(async (ui, p) => {
      await food.openRestaurant(ui, p.restaurant, p.dish);
      await food.addDish(ui, { name: p.dish, options: p.options, quantity: p.quantity });
      await food.checkout(ui, { address: p.address, tip: food.tipInput(p.tip) });
    }) },
    { name: 'picks a wrong choice first, then the right one', run: food.script(async (ui, p) => {
      await food.openRestaurant(ui, p.restaurant);
      await ui.scrollTo({ text: p.dish, role: 'button' });
      await ui.tap({ text: p.dish, role: 'button' });
      await food.choose(ui, p.wrongOptions[0]!);
      for (const o of p.options) await food.choose(ui, o);
      for (let i = 1; i < p.quantity; i++) await ui.tap({ text: 'Increase quantity', role: 'button' });
      await ui.tap({ text: 'Add to cart', role: 'button' });
      await food.checkout(ui, { address: p.address, tip: food.tipInput(p.tip) });
    }) },
    { name: 'types the tip under Other', run: food.script(async (ui, p) => {
      await food.openRestaurant(ui, p.restaurant);
      await food.addDish(ui, { name: p.dish, options: p.options, quantity: p.quantity });
      await food.checkout(ui, { address: p.address, tip: { other: String(p.tip / 100) } });
    }) },
  ],
  nearMisses: [
    { name: 'another choice of the option', params: (p) => ({ ...p, options: p.wrongOptions }) },
    { name: 'another tip', params: (p) => ({ ...p, tip: p.otherTip }) },
    { name: 'to the Work address', params: (p) => ({ ...p, address: 'Work' }) },
    { name: 'one more than asked', params: (p) => ({ ...p, quantity: p.quantity + 1 }) },
    { name: 'leaves it in the cart without placing the order', run: food.script(async (ui, p) => {
      await food.openRestaurant(ui, p.restaurant);
      await food.addDish(ui, { name: p.dish, options: p.options, quantity: p.quantity });
      await food.checkout(ui, { address: p.address, tip: food.tipInput(p.tip), place: false });
    }) },
  ],
});
