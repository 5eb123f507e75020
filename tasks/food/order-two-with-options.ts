import { defineTask } from '../define.ts';
import { groupsOf, unitPrice, type MenuItem } from '../../apps/food/state.ts';
import * as food from './kit.ts';

const TIPS = [300, 500];

export default defineTask({
  id: 'food/order-two-with-options',
  apps: ['food'],
  difficulty: 4,
  maxSteps: 40,
  params: ({ rng, world }) => {
    // A restaurant with a dish that takes choices and extras, and another dish with choices.
    const withExtras = (i: MenuItem) => groupsOf(i).some((g) => !g.required);
    const r = rng.pick(food.orderable(world).filter((x) => food.withChoices(x).length >= 2 && food.withChoices(x).some(withExtras)));
    const first = rng.pick(food.withChoices(r).filter(withExtras));
    const second = rng.pick(food.withChoices(r).filter((i) => i.id !== first.id));
    const required = food.requiredChoices(rng, first);
    const firstOptions = [...required, rng.pick(groupsOf(first).find((g) => !g.required)!.choices).name];
    const secondOptions = food.requiredChoices(rng, second);
    // Two of the second dish, or more when the restaurant's minimum asks for it (even without the first dish's extra).
    const rest = Math.max(0, r.minimumOrder - unitPrice(first, required));
    const quantity = Math.max(2, Math.ceil(rest / unitPrice(second, secondOptions)));
    const dishes = [{ name: first.name, options: firstOptions, quantity: 1 }, { name: second.name, options: secondOptions, quantity }];
    const tip = rng.pick(TIPS);
    return {
      restaurant: r.name, restaurantId: r.id, dishes, phrase: food.dishesPhrase(r, dishes), tip, otherTip: TIPS.find((t) => t !== tip)!, address: 'Work',
      withoutExtra: required,
    };
  },
  goal: (p) => `From ${p.restaurant}, order ${p.phrase} in one order to your Work address, with a ${food.formatPrice(p.tip).replace('.00', '')} tip.`,
  named: (p, initial) => ({
    [`the restaurant "${p.restaurant}"`]: food.restaurantsNamed(initial, p.restaurant).length,
    ...Object.fromEntries(p.dishes.map((d) => [`the dish "${d.name}"`, food.dishNamed(food.restaurantById(initial, p.restaurantId), d.name)])),
  }),
  changes: () => food.orderChanges(),
  checks: (p) => food.placedOne({ restaurant: p.restaurant, dishes: p.dishes, tip: p.tip, addressLabel: p.address }),
  oracle: food.script((ui, p) => food.order(ui, p.restaurant, p.dishes, { address: p.address, tip: food.tipInput(p.tip) })),
  alternatives: [
    { name: 'the second dish first', params: (p) => ({ ...p, dishes: [...p.dishes].reverse() }) },
    { name: 'adds one of the second dish, then raises the quantity in the cart', run: food.script(async (ui, p) => {
      const [first, second] = p.dishes as [food.DishSpec, food.DishSpec];
      await food.openRestaurant(ui, p.restaurant);
      await food.addDish(ui, first);
      await food.addDish(ui, { ...second, quantity: 1 });
      await ui.tap({ text: 'View cart', role: 'button' });
      for (let i = 1; i < second.quantity; i++) await ui.tap({ text: `One more ${second.name}`, role: 'button' });
      await food.checkout(ui, { address: p.address, tip: food.tipInput(p.tip) });
    }) },
    { name: 'adds the first dish without its extra, removes it from the cart and adds it again right', run: food.script(async (ui, p) => {
      const [first, second] = p.dishes as [food.DishSpec, food.DishSpec];
      await food.openRestaurant(ui, p.restaurant);
      await food.addDish(ui, { ...first, options: p.withoutExtra });
      await ui.tap({ text: 'View cart', role: 'button' });
      await ui.tap({ text: `One fewer ${first.name}`, role: 'button' });
      await ui.back();
      await food.addDish(ui, first);
      await food.addDish(ui, second);
      await food.checkout(ui, { address: p.address, tip: food.tipInput(p.tip) });
    }) },
  ],
  nearMisses: [
    { name: 'one of the second dish only', params: (p) => ({ ...p, dishes: [p.dishes[0]!, { ...p.dishes[1]!, quantity: 1 }] }) },
    { name: 'the first dish without its extra', params: (p) => ({ ...p, dishes: [{ ...p.dishes[0]!, options: p.withoutExtra }, p.dishes[1]!] }) },
    { name: 'to the Home address', params: (p) => ({ ...p, address: 'Home' }) },
    { name: 'another tip', params: (p) => ({ ...p, tip: p.otherTip }) },
    { name: 'two of the first dish', params: (p) => ({ ...p, dishes: [{ ...p.dishes[0]!, quantity: 2 }, p.dishes[1]!] }) },
  ],
});
