import { defineTask } from '../define.ts';
import * as food from './kit.ts';

const INSTRUCTIONS = ['Leave it at the door', 'Ring the bell twice', 'Call me when you are outside', 'Leave it with the concierge', 'Please knock, the bell is broken'];
/** Tips no chip offers: the amount must be typed under Other. */
const TIPS = [150, 250, 350, 450, 650, 750];

export default defineTask({
  id: 'food/order-with-instructions',
  apps: ['food'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const pick = food.pickDish(rng, world);
    const [instructions, otherInstructions] = rng.sample(INSTRUCTIONS, 2) as [string, string];
    const tip = rng.pick(TIPS);
    return { ...pick, instructions, otherInstructions, tip, tipText: (tip / 100).toFixed(2) };
  },
  goal: (p) => `Order ${p.quantity} ${p.dish}${p.phrase} from ${p.restaurant} to your Home address with the delivery instructions "${p.instructions}" and a tip of exactly ${food.formatPrice(p.tip)}.`,
  named: (p, initial) => ({ [`the restaurant "${p.restaurant}"`]: food.restaurantsNamed(initial, p.restaurant).length, [`the dish "${p.dish}"`]: food.dishNamed(food.restaurantById(initial, p.restaurantId), p.dish) }),
  changes: () => food.orderChanges(),
  checks: (p) => food.placedOne({ restaurant: p.restaurant, dishes: [{ name: p.dish, options: p.options, quantity: p.quantity }], tip: p.tip, addressLabel: 'Home', instructions: p.instructions }),
  oracle: food.script((ui, p) => food.order(ui, p.restaurant, [{ name: p.dish, options: p.options, quantity: p.quantity }], { address: 'Home', tip: { other: p.tipText }, instructions: p.instructions })),
  alternatives: [
    // "4.5" and "$4.50" are the same tip; a final full stop is no part of the instructions.
    { name: 'types the tip as "4.5"', params: (p) => ({ ...p, tipText: String(p.tip / 100) }) },
    { name: 'types the tip with a dollar sign', params: (p) => ({ ...p, tipText: `$${p.tipText}` }) },
    { name: 'ends the instructions with a full stop', params: (p) => ({ ...p, instructions: `${p.instructions}.` }) },
  ],
  nearMisses: [
    { name: 'rounds the tip up to the next chip', run: food.script((ui, p) => food.order(ui, p.restaurant, [{ name: p.dish, options: p.options, quantity: p.quantity }], { address: 'Home', tip: { chip: p.tip < 300 ? '$3' : '$5' }, instructions: p.instructions })) },
    { name: 'the tip off by a factor of ten', params: (p) => ({ ...p, tipText: String(p.tip / 10) }) },
    { name: 'no delivery instructions', params: (p) => ({ ...p, instructions: '' }) },
    { name: 'other delivery instructions', params: (p) => ({ ...p, instructions: p.otherInstructions }) },
  ],
});
