import { defineTask } from '../define.ts';
import * as wallet from './kit.ts';

export default defineTask({
  id: 'wallet/pay-request',
  apps: ['wallet'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => ({ ...wallet.pickRequest(rng, world), from: '' }),
  goal: (p) => `Pay ${p.name}'s payment request in Wallet.`,
  named: (p, initial) => ({ [`${p.name}'s pending request`]: wallet.pendingFrom(initial, p.phone) }),
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  changes: (p) => [...wallet.paymentRules(), wallet.settleRule(p.id)],
  checks: (p) => [
    ...wallet.paid({ who: p.name, to: p.phone, amount: p.amount, note: p.note, request: p.id }),
    wallet.requestStatus(p.id, 'paid'),
  ],
  oracle: wallet.script((ui, p) => wallet.payRequest(ui, p.name, p.from || undefined)),
  alternatives: [
    { name: 'pays it from savings', params: (p) => ({ ...p, from: 'High-Yield Savings' }) },
    { name: "opens it from Home's Requests button", run: async (ui, p) => {
      await wallet.open(ui);
      await ui.tap({ text: 'Requests', role: 'button' });
      await ui.scrollTo({ text: p.name, role: 'button' });
      await ui.tap({ text: p.name, role: 'button' });
      await wallet.payOpenRequest(ui);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: "pays someone else's request", params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'declines it', run: wallet.script((ui, p) => wallet.declineRequest(ui, p.name)) },
    // The money reaches them, but the request stays open: they are asked again.
    { name: 'sends the amount with Send money instead of paying the request', run: wallet.script((ui, p) => wallet.sendMoney(ui, { to: p.name, amount: wallet.amountText(p.amount), note: p.note })) },
    { name: 'opens it and presses Pay, but never sends', run: async (ui, p) => {
      await wallet.openRequest(ui, p.name);
      await ui.tap({ role: 'button', matches: /^Pay \$[\d,]+\.\d\d$/ });
      await ui.done();
    } },
  ],
});
