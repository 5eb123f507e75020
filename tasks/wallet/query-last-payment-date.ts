import { defineTask } from '../define.ts';
import { bookEarlier } from '../../apps/wallet/model.ts';
import { DAY, HOUR, formatIsoDate, startOfDay } from '../../apps/kit/time.ts';
import type { TaskUi } from '../ui.ts';
import * as wallet from './kit.ts';

/** Search Activity for the name, keep Money out, and open the `index`-th payment (0: the newest). */
async function openPayment(ui: TaskUi, name: string, index: number): Promise<void> {
  await wallet.search(ui, name);
  await ui.tap({ text: 'Money out', role: 'radio' });
  await ui.tap({ text: name, role: 'button', index });
}

/** The day header above the first row named `name` (Today, Yesterday, or "Monday, March 2"). */
function headerAbove(ui: TaskUi, name: string): string {
  const tree = ui.tree();
  const row = tree.findIndex((e) => e.role === 'button' && e.text === name);
  return tree.slice(0, row).filter((e) => e.role === 'heading').at(-1)!.text;
}

export default defineTask({
  id: 'wallet/query-last-payment-date',
  apps: ['wallet'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    // Someone you have paid before, a few days ago at least (an older payment is booked before that).
    const today = startOfDay(world.os.now);
    const paidOnce = wallet.payableContacts(world).filter((c) => {
      const last = wallet.paymentsTo(world, c.phone)[0];
      return last !== undefined && last.at < today - DAY && wallet.paymentsTo(world, c.phone).length === wallet.paymentsTo(world, c.phone).filter((t) => t.at < last.at - 3 * DAY || t === last).length;
    });
    const target = rng.pick(paidOnce);
    const last = wallet.paymentsTo(world, target.phone)[0]!;
    return { name: wallet.fullName(target), phone: target.phone, earlier: startOfDay(last.at) - rng.int(3, 12) * DAY + rng.int(9, 20) * HOUR, amount: rng.int(6, 40) * 100 };
  },
  goal: (p) => `On what date did you last send money to ${p.name}?`,
  named: (p, initial) => {
    const all = wallet.paymentsTo(initial, p.phone);
    return { [`the last payment to ${p.name}`]: all.filter((t) => t.at === all[0]!.at).length };
  },
  // An older payment to them, on another day: the newest one is the one asked about.
  setup: (d, p) => {
    bookEarlier(d.apps.wallet, { account: 'a1', kind: 'p2p', amount: -p.amount, at: p.earlier, counterparty: p.name, phone: p.phone, accountNumber: null, category: 'Transfers', note: 'Coffee', card: null, request: null });
  },
  checks: () => [],
  answer: {
    spec: { type: 'date' },
    expected: (p, before) => formatIsoDate(wallet.paymentsTo(before, p.phone)[0]!.at),
    candidates: (p, before) => [...new Set(wallet.paymentsTo(before, p.phone).map((t) => formatIsoDate(t.at)))],
  },
  oracle: async (ui, p) => {
    await openPayment(ui, p.name, 0);
    await ui.answer(wallet.field(ui, 'Date'));
  },
  alternatives: [
    { name: "answers with the day header above the search's newest payment, without opening it", run: async (ui, p) => {
      await wallet.search(ui, p.name);
      await ui.tap({ text: 'Money out', role: 'radio' });
      await ui.answer(headerAbove(ui, p.name));
    } },
  ],
  nearMisses: [
    { name: 'answers the date of an older payment to them', run: async (ui, p) => {
      await openPayment(ui, p.name, 1);
      await ui.answer(wallet.field(ui, 'Date'));
    } },
    { name: "answers today's date", run: async (ui) => {
      await wallet.open(ui);
      await ui.answer('Today');
    } },
  ],
});
