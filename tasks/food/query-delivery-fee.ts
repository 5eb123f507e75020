import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as food from './kit.ts';

const FEE = /^\$(\d+\.\d\d) delivery$/;
const FEES = [129, 179, 229, 279, 329, 379];

/** The restaurant's page, its "$2.99 delivery" line, as a number of dollars ("2.99"). */
async function readFee(ui: TaskUi, restaurant: string, what = FEE): Promise<string> {
  await food.openRestaurant(ui, restaurant);
  return what.exec(ui.read({ matches: what }))![1]!;
}

export default defineTask({
  id: 'food/query-delivery-fee',
  apps: ['food'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const [r, other] = rng.sample(world.apps.food.restaurants.filter((x) => x.deliveryFee > 0), 2) as [food.Restaurant, food.Restaurant];
    return { restaurant: r.name, restaurantId: r.id, other: other.name, fee: rng.pick(FEES) };
  },
  // A fee no seeded restaurant charges (state.ts draws fees ending in .49 or .99), so the answer names this restaurant only.
  setup: (d, p) => {
    d.apps.food.restaurants.find((r) => r.id === p.restaurantId)!.deliveryFee = p.fee;
  },
  goal: (p) => `How much is the delivery fee at ${p.restaurant}, in dollars?`,
  named: (p, initial) => ({ [`the restaurant "${p.restaurant}"`]: food.restaurantsNamed(initial, p.restaurant).length }),
  checks: () => [],
  answer: {
    spec: { type: 'number', unit: 'dollars', symbol: '$' },
    expected: (p, before) => food.restaurantById(before, p.restaurantId).deliveryFee / 100,
    candidates: (_p, before) => [...new Set(before.apps.food.restaurants.map((r) => (r.deliveryFee / 100).toFixed(2)))],
  },
  oracle: async (ui, p) => ui.answer(await readFee(ui, p.restaurant)),
  alternatives: [
    { name: 'reads it on the restaurant card in the feed', run: async (ui, p) => {
      await food.openFeed(ui);
      await ui.fill({ hint: 'Search restaurants or dishes' }, p.restaurant);
      await ui.answer(FEE.exec(ui.read({ matches: FEE }))![1]!);
    } },
    { name: 'answers with the unit ("2.99 dollars")', run: async (ui, p) => ui.answer(`${await readFee(ui, p.restaurant)} dollars`) },
  ],
  nearMisses: [
    // The other restaurant's fee is a seeded one, never the instance's (setup sets a fee no seeded restaurant charges).
    { name: "another restaurant's fee", run: async (ui, p) => ui.answer(await readFee(ui, p.other)) },
    { name: 'the minimum order instead', run: async (ui, p) => {
      await food.openRestaurant(ui, p.restaurant);
      const minimum = ui.find({ matches: /^\$\d+\.\d\d minimum$/ });
      await ui.answer(minimum ? minimum.text.slice(1, -' minimum'.length) : '0');
    } },
  ],
});
