import { defineTask } from '../define.ts';
import { P2P_NOTES } from '../../apps/wallet/state.ts';
import type { Contact } from '../../apps/contacts/state.ts';
import * as wallet from './kit.ts';

type P = { a: string; aPhone: string; aAmount: string; b: string; bPhone: string; bAmount: string; note: string };
const send = (to: string, amount: string, note?: string) => (ui: Parameters<typeof wallet.sendMoney>[0]) => wallet.sendMoney(ui, { to, amount, ...(note ? { note } : {}) });

export default defineTask({
  id: 'wallet/split-bill',
  apps: ['wallet'],
  difficulty: 3,
  maxSteps: 42,
  params: ({ rng, world }) => {
    const [a, b] = rng.sample(wallet.payableContacts(world), 2) as [Contact, Contact];
    const aAmount = rng.int(8, 60) * 100 + rng.pick([0, 50]);
    const bAmount = aAmount + rng.int(2, 15) * 100;
    return { a: wallet.fullName(a), aPhone: a.phone, aAmount: wallet.amountText(aAmount), b: wallet.fullName(b), bPhone: b.phone, bAmount: wallet.amountText(bAmount), note: rng.pick(P2P_NOTES) };
  },
  goal: (p) => `Send ${wallet.formatMoney(Math.round(Number(p.aAmount) * 100))} to ${p.a} and ${wallet.formatMoney(Math.round(Number(p.bAmount) * 100))} to ${p.b}, both with the note "${p.note}".`,
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  changes: () => wallet.paymentRules(),
  checks: (p) => wallet.paid(
    { who: p.a, to: p.aPhone, amount: Math.round(Number(p.aAmount) * 100), note: p.note, request: null },
    { who: p.b, to: p.bPhone, amount: Math.round(Number(p.bAmount) * 100), note: p.note, request: null },
  ),
  oracle: async (ui, p: P) => {
    await send(p.a, p.aAmount, p.note)(ui);
    await send(p.b, p.bAmount, p.note)(ui);
    await ui.done();
  },
  alternatives: [
    { name: 'pays the second person first', run: async (ui, p) => {
      await send(p.b, p.bAmount, p.note)(ui);
      await send(p.a, p.aAmount, p.note)(ui);
      await ui.done();
    } },
    { name: "types the second person's phone number", run: async (ui, p) => {
      await send(p.a, p.aAmount, p.note)(ui);
      await wallet.sendMoney(ui, { to: p.bPhone, pick: false, amount: p.bAmount, note: p.note });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'pays only the first person', run: async (ui, p) => { await send(p.a, p.aAmount, p.note)(ui); await ui.done(); } },
    { name: 'swaps the amounts', params: (p) => ({ ...p, aAmount: p.bAmount, bAmount: p.aAmount }) },
    { name: 'leaves the note out of the second payment', run: async (ui, p) => {
      await send(p.a, p.aAmount, p.note)(ui);
      await send(p.b, p.bAmount)(ui);
      await ui.done();
    } },
  ],
});
