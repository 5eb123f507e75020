import { defineTask } from '../define.ts';
import { frame, shown } from '../../judges/index.ts';
import { HOUR } from '../../apps/kit/time.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { ORDER_STATUSES, orderStatus } from '../../apps/shop/state.ts';
import type { TaskUi } from '../ui.ts';
import * as messages from '../messages/kit.ts';
import * as shop from '../shop/kit.ts';

/** The message the goal asks for: the order's status in the slot, as the order page writes it (in any case). */
const FRAME = frame('My order is STATUS', 'STATUS', { type: 'choice', options: ORDER_STATUSES });

async function readStatus(ui: TaskUi, name: string): Promise<string> {
  await shop.openOrder(ui, name);
  return shop.statusOnPage(ui);
}

export default defineTask({
  id: 'cross/text-order-status',
  apps: ['shop', 'messages', 'contacts'],
  difficulty: 2,
  maxSteps: 35,
  params: ({ rng, world }) => {
    const now = world.os.now;
    // An order whose status holds for the next hours, and another one whose status differs.
    const steady = world.apps.shop.orders.filter((o) => shop.steadyStatus(o, now, 4 * HOUR));
    const order = rng.pick(steady.filter((o) => o.cancelledAt === null));
    const status = orderStatus(order, now);
    const other = rng.pick(steady.filter((o) => orderStatus(o, now) !== status));
    const [recipient, bystander] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    return {
      order: order.id, product: order.items[0]!.product, item: order.items[0]!.name, status, otherItem: other.items[0]!.name,
      name: fullName(recipient), phone: recipient.phone, otherName: fullName(bystander), ...messages.conversationFor(world, recipient.phone),
    };
  },
  goal: (p) => `Text ${p.name} "${shown(FRAME)}" with the status your Shop order of the "${p.item}" shows.`,
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  named: (p, initial) => ({ [`the order of "${p.item}"`]: shop.ordersWith(initial, p.product).length }),
  checks: (p) => messages.sentFramed(p.name, p.phone, FRAME, p.status),
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => {
    await messages.compose(ui, p.name, shown(FRAME, await readStatus(ui, p.item)));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the contact's page in Contacts", run: async (ui, p) => {
      await messages.sendFromContact(ui, p.name, shown(FRAME, await readStatus(ui, p.item)));
      await ui.done();
    } },
    { name: 'writes the status in lower case, with a full stop', run: async (ui, p) => {
      await messages.compose(ui, p.name, `${shown(FRAME, (await readStatus(ui, p.item)).toLowerCase())}.`);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: "sends another order's status", params: (p) => ({ ...p, item: p.otherItem }) },
    { name: 'texts someone else', params: (p) => ({ ...p, name: p.otherName }) },
    // Not the frame's slot: the Orders list's line is no status ("Arriving tomorrow", "Delivered Mar 2").
    { name: "copies the Orders list's line instead of the status", run: async (ui, p) => {
      await shop.home(ui);
      await ui.tap({ text: 'Orders', role: 'tab' });
      await ui.scrollTo({ text: p.item, role: 'text' });
      const tree = ui.tree();
      const line = tree.slice(0, tree.findIndex((e) => e.text === p.item)).reverse().find((e) => e.role === 'text')!.text;
      await messages.compose(ui, p.name, shown(FRAME, line));
      await ui.done();
    } },
  ],
});
