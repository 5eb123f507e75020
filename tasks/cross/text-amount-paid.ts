import { defineTask } from '../define.ts';
import { frame, shown } from '../../judges/index.ts';
import { bookEarlier } from '../../apps/wallet/model.ts';
import { DAY, HOUR, startOfDay } from '../../apps/kit/time.ts';
import type { TaskUi } from '../ui.ts';
import * as messages from '../messages/kit.ts';
import * as wallet from '../wallet/kit.ts';

/** The text the goal asks for, with the amount in its slot (dollars, in any form the device shows: 23.50, 23.5, 1,200.00). */
const FRAME = frame('Sent you $AMOUNT', 'AMOUNT', { type: 'number', unit: 'dollars' });

/** Search Activity for the name, keep Money out, open the `index`-th payment and read its amount ("23.50"). */
async function readPaid(ui: TaskUi, name: string, index = 0): Promise<string> {
  await wallet.search(ui, name);
  await ui.tap({ text: 'Money out', role: 'radio' });
  await ui.tap({ text: name, role: 'button', index });
  return ui.read({ matches: /^-\$[\d,]+\.\d\d$/ }).slice(2);
}

export default defineTask({
  id: 'cross/text-amount-paid',
  apps: ['wallet', 'messages'],
  difficulty: 3,
  maxSteps: 34,
  params: ({ rng, world }) => {
    // Someone paid before, whose other payments are days older than the last one.
    const fits = wallet.payableContacts(world).filter((c) => {
      const all = wallet.paymentsTo(world, c.phone);
      return all.length > 0 && all.slice(1).every((t) => t.at < all[0]!.at - 3 * DAY);
    });
    const [target, other] = rng.sample(fits, 2) as [(typeof fits)[number], (typeof fits)[number]];
    const last = wallet.paymentsTo(world, target.phone)[0]!;
    // The older payment the setup books is of another amount.
    const earlier = -last.amount + rng.pick([-300, -200, 200, 500, 1000]);
    return {
      name: wallet.fullName(target), phone: target.phone, otherName: wallet.fullName(other), paid: wallet.amountText(-last.amount),
      earlier: Math.max(100, earlier === -last.amount ? earlier + 100 : earlier), earlierAt: startOfDay(last.at) - rng.int(3, 12) * DAY + rng.int(9, 20) * HOUR,
      ...messages.conversationFor(world, target.phone),
    };
  },
  goal: (p) => `Text ${p.name} "${shown(FRAME)}" with the amount of your last payment to them in Wallet.`,
  named: (p, initial) => {
    const all = wallet.paymentsTo(initial, p.phone);
    return { [`the last payment to ${p.name}`]: all.filter((t) => t.at === all[0]!.at).length };
  },
  setup: (d, p) => {
    d.apps.settings.airplaneMode = false;
    bookEarlier(d.apps.wallet, { account: 'a1', kind: 'p2p', amount: -p.earlier, at: p.earlierAt, counterparty: p.name, phone: p.phone, accountNumber: null, category: 'Transfers', note: 'Lunch', card: null, request: null });
  },
  checks: (p) => messages.sentFramed(p.name, p.phone, FRAME, p.paid),
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => {
    await messages.compose(ui, p.name, shown(FRAME, await readPaid(ui, p.name)));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the contact's page in Contacts", run: async (ui, p) => {
      await messages.sendFromContact(ui, p.name, shown(FRAME, await readPaid(ui, p.name)));
      await ui.done();
    } },
    { name: 'reads the amount in the Activity row without opening it, writes it without the thousands comma', run: async (ui, p) => {
      await wallet.search(ui, p.name);
      await ui.tap({ text: 'Money out', role: 'radio' });
      const tree = ui.tree();
      const row = tree.findIndex((e) => e.role === 'button' && e.text === p.name);
      const amount = tree.slice(row + 1).find((e) => /^-\$[\d,]+\.\d\d$/.test(e.text))!.text.slice(2).replace(/,/g, '');
      await messages.compose(ui, p.name, `${shown(FRAME, amount)}.`);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: "texts the amount of an older payment", run: async (ui, p) => {
      await messages.compose(ui, p.name, shown(FRAME, await readPaid(ui, p.name, 1)));
      await ui.done();
    } },
    { name: 'texts someone else', run: async (ui, p) => {
      await messages.compose(ui, p.otherName, shown(FRAME, await readPaid(ui, p.name)));
      await ui.done();
    } },
    { name: 'copies the amount with its minus sign ("Sent you -$23.50")', run: async (ui, p) => {
      await messages.compose(ui, p.name, `Sent you -$${await readPaid(ui, p.name)}`);
      await ui.done();
    } },
  ],
});
