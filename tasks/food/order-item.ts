import { defineTask } from '../define.ts';
import * as food from './kit.ts';

const TIPS = [200, 300, 500];

export default defineTask({
  id: 'food/order-item',
  apps: ['food'],
  difficulty: 2,
  maxSteps: 34,
  params: ({ rng, world }) => {
    const pick = food.pickDish(rng, world);
    const r = food.restaurantById(world, pick.restaurantId);
    const item = food.itemOf(r, pick.dish);
    const wrongOptions = food.otherChoice(item, pick.options);
    const tip = rng.pick(TIPS);
    // Another open kitchen and a dish without options there, for the cart the alternative starts with.
    const other = rng.pick(food.orderable(world).filter((r) => r.id !== pick.restaurantId && r.menu.some((i) => i.groups.length === 0)));
    return {
      // As many as the minimum order needs with the wrong choice too (the near miss must be able to check out).
      ...pick, quantity: Math.max(pick.quantity, food.quantityFor(r, item, wrongOptions)), wrongOptions,
      tip, otherTip: rng.pick(TIPS.filter((t) => t !== tip)), address: 'Home',
      otherRestaurant: other.name, otherDish: other.menu.find((i) => i.groups.length === 0)!.name,
      otherQuantity: food.quantityFor(other, other.menu.find((i) => i.groups.length === 0)!, []),
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
    // The order's page opens once it is placed, with Add tip on it: a tip forgotten at checkout, added there, is the same tip.
    { name: 'no tip at checkout, then adds it on the order\'s page', run: food.script(async (ui, p) => {
      await food.order(ui, p.restaurant, [{ name: p.dish, options: p.options, quantity: p.quantity }], { address: p.address, tip: { chip: 'No tip' } });
      await food.addTipLater(ui, String(p.tip / 100));
    }) },
    // A cart holds one restaurant's dishes: adding from another asks to start a new cart.
    { name: 'had a dish from another restaurant in the cart, starts a new cart', run: food.script(async (ui, p) => {
      await food.openRestaurant(ui, p.otherRestaurant);
      await food.addDish(ui, { name: p.otherDish, options: [], quantity: p.otherQuantity });
      await ui.back();
      await food.openRestaurant(ui, p.restaurant);
      await food.addDish(ui, { name: p.dish, options: p.options, quantity: p.quantity }, { newCart: true });
      await food.checkout(ui, { address: p.address, tip: food.tipInput(p.tip) });
    }) },
  ],
  nearMisses: [
    { name: 'keeps the other restaurant\'s cart: the dish is never added, nothing is ordered', run: food.script(async (ui, p) => {
      await food.openRestaurant(ui, p.otherRestaurant);
      await food.addDish(ui, { name: p.otherDish, options: [], quantity: p.otherQuantity });
      await ui.back();
      await food.openRestaurant(ui, p.restaurant);
      await food.addDish(ui, { name: p.dish, options: p.options, quantity: p.quantity }, { newCart: false });
      await ui.back();
      if (ui.has({ text: 'View cart', role: 'button' })) await food.checkout(ui, { address: p.address, tip: food.tipInput(p.tip) });
    }) },
    { name: 'another choice of the option', params: (p) => ({ ...p, options: p.wrongOptions }) },
    { name: 'another tip', params: (p) => ({ ...p, tip: p.otherTip }) },
    { name: 'tips at checkout, then adds the tip again on the order\'s page', run: food.script(async (ui, p) => {
      await food.order(ui, p.restaurant, [{ name: p.dish, options: p.options, quantity: p.quantity }], { address: p.address, tip: food.tipInput(p.tip) });
      await food.addTipLater(ui, String(p.tip / 100));
    }) },
    { name: 'to the Work address', params: (p) => ({ ...p, address: 'Work' }) },
    { name: 'leaves it in the cart without placing the order', run: food.script(async (ui, p) => {
      await food.openRestaurant(ui, p.restaurant);
      await food.addDish(ui, { name: p.dish, options: p.options, quantity: p.quantity });
      await food.checkout(ui, { address: p.address, tip: food.tipInput(p.tip), place: false });
    }) },
  ],
});
