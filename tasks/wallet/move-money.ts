import { defineTask } from '../define.ts';
import * as wallet from './kit.ts';

const NAMES: Record<string, string> = { a1: 'Everyday Checking', a2: 'High-Yield Savings' };

export default defineTask({
  id: 'wallet/move-money',
  apps: ['wallet'],
  difficulty: 2,
  maxSteps: 22,
  params: ({ rng }) => {
    const [from, to] = rng.pick([['a2', 'a1'], ['a1', 'a2']] as const);
    // Whole hundreds: the alternative moves it in two halves of whole dollars.
    return { from, to, fromName: NAMES[from]!, toName: NAMES[to]!, amount: String(rng.int(1, 9) * 100 + rng.pick([0, 50, 100])) };
  },
  goal: (p) => `Move ${wallet.formatMoney(Number(p.amount) * 100)} from ${p.fromName} to ${p.toName}.`,
  changes: () => wallet.moveRules(['a1', 'a2']),
  checks: (p) => wallet.moved({ from: p.from, to: p.to, amount: Number(p.amount) * 100 }),
  oracle: wallet.script((ui, p) => wallet.move(ui, { from: p.fromName, to: p.toName, amount: p.amount })),
  alternatives: [
    { name: "starts from the account's page", run: async (ui, p) => {
      await wallet.open(ui);
      await ui.tap({ text: p.fromName, role: 'button' });
      await wallet.move(ui, { from: p.fromName, to: p.toName, amount: p.amount }, false);
      await ui.done();
    } },
    { name: 'moves it in two halves', run: async (ui, p) => {
      const half = String(Number(p.amount) / 2);
      await wallet.move(ui, { from: p.fromName, to: p.toName, amount: half });
      await wallet.move(ui, { from: p.fromName, to: p.toName, amount: half }, false);
      await ui.done();
    } },
    { name: 'types the amount with cents', params: (p) => ({ ...p, amount: `${p.amount}.00` }) },
    // Own money moves back: the slip undone leaves the same balances as one right move.
    { name: 'moves $100 too much, then moves $100 back', run: async (ui, p) => {
      await wallet.move(ui, { from: p.fromName, to: p.toName, amount: String(Number(p.amount) + 100) });
      await wallet.move(ui, { from: p.toName, to: p.fromName, amount: '100' }, false);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'moves it the other way', params: (p) => ({ ...p, fromName: p.toName, toName: p.fromName }) },
    { name: 'moves a dollar more', params: (p) => ({ ...p, amount: String(Number(p.amount) + 1) }) },
    { name: 'pays it onto the credit card instead', params: (p) => ({ ...p, fromName: 'Everyday Checking', toName: 'Platinum Credit Card', amount: '50' }) },
    { name: 'fills the form but leaves without moving', run: async (ui, p) => {
      await wallet.open(ui);
      await ui.tap({ text: 'Move money', role: 'button' });
      await ui.tap({ text: `From: ${p.fromName}`, role: 'radio' });
      await ui.tap({ text: `To: ${p.toName}`, role: 'radio' });
      await ui.fill({ hint: 'Amount' }, p.amount);
      await ui.back();
      await ui.done();
    } },
  ],
});
