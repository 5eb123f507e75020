import { defineTask } from '../define.ts';
import { addEvent } from '../../apps/calendar/model.ts';
import * as cal from '../calendar/kit.ts';
import * as food from '../food/kit.ts';

const TITLES = ['Team lunch', 'Lunch with the new hires', 'Project kickoff lunch', 'Book club lunch'];

export default defineTask({
  id: 'cross/order-lunch-from-event',
  apps: ['calendar', 'food'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const title = rng.pick(TITLES.filter((t) => !world.apps.calendar.events.some((e) => e.title === t)));
    const pick = food.pickDish(rng, world);
    const r = food.restaurantById(world, pick.restaurantId);
    const dishes = [{ name: pick.dish, options: pick.options, quantity: Math.max(3, pick.quantity) }];
    const tip = rng.pick([300, 500]);
    const address = rng.pick(['Home', 'Work']);
    return {
      title, day: cal.today(world), restaurant: r.name, restaurantId: r.id, dishes, tip, address, otherAddress: address === 'Home' ? 'Work' : 'Home',
      notes: `Food order: ${food.dishesPhrase(r, dishes)} from ${r.name}, delivered to ${address}, with a ${food.formatPrice(tip).replace('.00', '')} tip.`,
    };
  },
  goal: (p) => `Place the food order described in the notes of today's "${p.title}" event in Calendar.`,
  // The lunch is today at 12:30; its notes say what to order.
  setup: (d, p) => void addEvent(d.apps.calendar, { title: p.title, start: p.day + 12.5 * cal.HOUR, end: p.day + 13.5 * cal.HOUR, notes: p.notes, location: 'Office kitchen' }),
  named: (p, initial) => ({ [`the event "${p.title}"`]: initial.apps.calendar.events.filter((e) => e.title === p.title).length }),
  changes: () => food.orderChanges(),
  checks: (p) => food.placedOne({ restaurant: p.restaurant, dishes: p.dishes, tip: p.tip, addressLabel: p.address }),
  oracle: food.script(async (ui, p) => {
    await cal.openEvent(ui, p.title, p.day);
    await ui.scrollTo({ text: p.notes });
    await food.order(ui, p.restaurant, p.dishes, { address: p.address, tip: food.tipInput(p.tip) });
  }),
  alternatives: [
    { name: 'adds one and raises the quantity on the dish page, restaurant found in the feed', run: food.script(async (ui, p) => {
      await cal.openEvent(ui, p.title, p.day);
      await food.openRestaurantFromFeed(ui, p.restaurant);
      await food.addDish(ui, p.dishes[0]!);
      await food.checkout(ui, { address: p.address, tip: food.tipInput(p.tip) });
    }) },
  ],
  nearMisses: [
    { name: 'to the other address', params: (p) => ({ ...p, address: p.otherAddress }) },
    { name: 'one more of the dish than the notes say', params: (p) => ({ ...p, dishes: [{ ...p.dishes[0]!, quantity: p.dishes[0]!.quantity + 1 }] }) },
    { name: 'without the tip', params: (p) => ({ ...p, tip: 0 }) },
  ],
});
