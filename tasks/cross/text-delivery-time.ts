import { defineTask } from '../define.ts';
import { frame, shown } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { isActive } from '../../apps/food/state.ts';
import type { TaskUi } from '../ui.ts';
import * as food from '../food/kit.ts';
import * as messages from '../messages/kit.ts';

/** The message the goal asks for, the arrival time in its slot (any form the device shows: 10:42, 10:42 AM). */
const FRAME = frame('Food arrives at HH:MM', 'HH:MM', { type: 'time' });

/** Food's Orders tab: the order on its way, its "Preparing · Arrives 10:42" line, read as "10:42" (or "Placed Today, 10:05" with `placed`). */
async function readArrival(ui: TaskUi, restaurant: string, placed = false): Promise<string> {
  if (placed) {
    await food.openOrder(ui, restaurant);
    return food.timeAfter(ui, 'Placed Today, ');
  }
  return food.arrivalOnRow(ui, restaurant);
}

export default defineTask({
  id: 'cross/text-delivery-time',
  apps: ['food', 'messages', 'contacts'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const o = food.activeOrder(world);
    const [recipient, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    return {
      restaurant: o.restaurant, restaurantId: o.restaurantId, orderId: o.id, arrival: food.arrivalClock(o),
      name: fullName(recipient), phone: recipient.phone, otherName: fullName(other), placed: false as boolean,
      ...messages.conversationFor(world, recipient.phone),
    };
  },
  goal: (p) => `Text ${p.name} "${shown(FRAME)}" with the estimated arrival time of your order from ${p.restaurant} that has not arrived yet.`,
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  named: (p, initial) => ({ [`the order from ${p.restaurant} that has not arrived`]: initial.apps.food.orders.filter((o) => o.restaurantId === p.restaurantId && isActive(o, initial.os.now)).length }),
  checks: (p) => messages.sentFramed(p.name, p.phone, FRAME, p.arrival),
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => {
    const time = await readArrival(ui, p.restaurant, p.placed);
    await messages.compose(ui, p.name, shown(FRAME, time));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the contact's page in Contacts", run: async (ui, p) => {
      await messages.sendFromContact(ui, p.name, shown(FRAME, await readArrival(ui, p.restaurant)));
      await ui.done();
    } },
    { name: 'writes the time on the 12-hour clock', run: async (ui, p) => {
      await messages.compose(ui, p.name, `${shown(FRAME, messages.twelveHour(await readArrival(ui, p.restaurant)))}.`);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'sends the time the order was placed', params: (p) => ({ ...p, placed: true }) },
    { name: 'texts someone else', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'the 12-hour clock in the wrong half of the day', run: async (ui, p) => {
      await messages.compose(ui, p.name, shown(FRAME, messages.twelveHour(await readArrival(ui, p.restaurant), true)));
      await ui.done();
    } },
  ],
});
