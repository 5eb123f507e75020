import { defineTask } from '../define.ts';
import * as food from '../food/kit.ts';
import * as messages from '../messages/kit.ts';

const ASKS = [
  (r: string, tip: string) => `Could you reorder what we had from ${r} last time? Same everything, to your place (Home), and put a ${tip} tip on it. Thanks!`,
  (r: string, tip: string) => `Craving ${r} again! Can you order exactly what we got last time, delivered to your Home address with a ${tip} tip? I'll pay you back.`,
];

export default defineTask({
  id: 'cross/reorder-from-text',
  apps: ['messages', 'food'],
  difficulty: 3,
  maxSteps: 34,
  params: ({ rng, world }) => {
    const friend = rng.pick(messages.contactThreads(world));
    // "Last time": the newest order from the restaurant, delivered.
    const pick = food.pickReorder(rng, world, true);
    const tip = rng.pick([200, 300, 500]);
    return { conversationId: friend.c.id, title: friend.title, ...pick, tip, text: rng.pick(ASKS)(pick.restaurant, food.formatPrice(tip).replace('.00', '')), index: 0 };
  },
  goal: (p) => `${p.title} texted you asking for a food order. Place it the way they ask.`,
  // Their request is the newest message of the conversation, just in.
  setup: (d, p) => messages.receive(d, p.conversationId, p.text, 30_000),
  named: (p, initial) => food.latestNamed(initial, p.restaurantId, p.restaurant),
  changes: () => food.orderChanges(),
  // The Reorder button leaves the delivery instructions empty; typing the old order's again is as right.
  checks: (p) => food.placedOne({ restaurant: p.restaurant, dishes: p.dishes, tip: p.tip, addressLabel: 'Home', instructions: food.reorderInstructions(p.instructions) }),
  oracle: food.script(async (ui, p) => {
    await messages.openThread(ui, p.title);
    await food.reorderTo(ui, p.restaurant, p.index, { address: 'Home', tip: food.tipInput(p.tip) });
  }),
  alternatives: [
    // "Same everything": the last order's delivery instructions typed again at checkout are as right as none.
    { name: "reorders and types the last order's delivery instructions again", run: food.script(async (ui, p) => {
      await messages.openThread(ui, p.title);
      await food.reorderTo(ui, p.restaurant, p.index, { address: 'Home', tip: food.tipInput(p.tip), instructions: p.instructions });
    }) },
    { name: 'adds the same dishes from the menu by hand', run: food.script(async (ui, p) => {
      await messages.openThread(ui, p.title);
      await food.order(ui, p.restaurant, p.dishes, { address: 'Home', tip: food.tipInput(p.tip) });
    }) },
  ],
  nearMisses: [
    { name: 'reorders an older order from there', params: (p) => ({ ...p, index: 1 }) },
    { name: 'without the tip', params: (p) => ({ ...p, tip: 0 }) },
  ],
});
