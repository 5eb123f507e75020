import { defineTask } from '../define.ts';
import { P2P_NOTES } from '../../apps/wallet/state.ts';
import type { Contact } from '../../apps/contacts/state.ts';
import * as wallet from './kit.ts';

export default defineTask({
  id: 'wallet/send-to-contact',
  apps: ['wallet'],
  difficulty: 2,
  maxSteps: 24,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(wallet.payableContacts(world), 2) as [Contact, Contact];
    const amount = rng.int(5, 95) * 100 + rng.pick([0, 0, 50, 25, 75]);
    return { name: wallet.fullName(target), phone: target.phone, otherName: wallet.fullName(other), amount: wallet.amountText(amount), note: rng.pick(P2P_NOTES), from: '' };
  },
  goal: (p) => `Send ${wallet.formatMoney(Math.round(Number(p.amount) * 100))} to ${p.name} with the note "${p.note}".`,
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  changes: () => wallet.paymentRules(),
  checks: (p) => wallet.paid({ who: p.name, to: p.phone, amount: Math.round(Number(p.amount) * 100), note: p.note, request: null }),
  oracle: wallet.script((ui, p) => wallet.sendMoney(ui, { to: p.name, amount: p.amount, note: p.note, ...(p.from ? { from: p.from } : {}) })),
  alternatives: [
    { name: 'types their phone number instead of picking their name', run: wallet.script((ui, p) => wallet.sendMoney(ui, { to: p.phone, pick: false, amount: p.amount, note: p.note })) },
    { name: 'pays it from savings', params: (p) => ({ ...p, from: 'High-Yield Savings' }) },
    { name: 'types the amount with a dollar sign', params: (p) => ({ ...p, amount: `$${p.amount}` }) },
    { name: 'starts from the Payments tab', run: async (ui, p) => {
      await wallet.open(ui);
      await wallet.tab(ui, 'Payments');
      await ui.tap({ text: 'Send money', role: 'button' });
      await wallet.fillSend(ui, { to: p.name, amount: p.amount, note: p.note });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'sends it to someone else', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'sends a dollar more', params: (p) => ({ ...p, amount: wallet.dollarMore(p.amount) }) },
    { name: 'leaves the note out', run: wallet.script((ui, p) => wallet.sendMoney(ui, { to: p.name, amount: p.amount })) },
    { name: 'stops at the review without sending', run: wallet.script((ui, p) => wallet.sendMoney(ui, { to: p.name, amount: p.amount, note: p.note }, false)) },
    // The receipt's transaction has Send again: the same payment, a second time.
    { name: 'sends it twice', run: async (ui, p) => {
      await wallet.sendMoney(ui, { to: p.name, amount: p.amount, note: p.note }, false);
      await ui.tap(wallet.SEND_BUTTON);
      await wallet.sendAgain(ui);
      await ui.done();
    } },
  ],
});
