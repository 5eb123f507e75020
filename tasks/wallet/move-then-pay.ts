import { defineTask } from '../define.ts';
import { inOrder } from '../../judges/index.ts';
import * as wallet from './kit.ts';

export default defineTask({
  id: 'wallet/move-then-pay',
  apps: ['wallet'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const r = wallet.pickRequest(rng, world);
    // Checking holds less than the request asks; the move covers it, in whole hundreds.
    const amount = rng.int(60, 240) * 100 + rng.pick([0, 50, 25]);
    const checking = rng.int(5, Math.floor(amount / 100) - 20) * 100 + rng.int(0, 99);
    const move = Math.ceil((amount - checking) / 20000) * 200 + 200;
    return { ...r, amount, checking, move: String(move), from: 'Everyday Checking' };
  },
  goal: (p) => `Move ${wallet.formatMoney(Number(p.move) * 100)} from High-Yield Savings to Everyday Checking, then pay ${p.name}'s payment request from Everyday Checking.`,
  named: (p, initial) => ({ [`${p.name}'s pending request`]: wallet.pendingFrom(initial, p.phone) }),
  setup: (d, p) => {
    d.apps.settings.airplaneMode = false;
    d.apps.wallet.requests.find((r) => r.id === p.id)!.amount = p.amount;
    d.apps.wallet.accounts.find((a) => a.id === 'a1')!.balance = p.checking;
  },
  changes: (p) => [...wallet.moveRules(['a1', 'a2']), ...wallet.paymentRules(), wallet.settleRule(p.id)],
  checks: (p) => [
    ...wallet.moved({ from: 'a2', to: 'a1', amount: Number(p.move) * 100 }),
    ...wallet.paid({ who: p.name, to: p.phone, amount: p.amount, note: p.note, request: p.id, from: ['a1'] }),
    wallet.requestStatus(p.id, 'paid'),
    inOrder('the money was moved before the request was paid',
      ({ before, after }) => after.apps.wallet.transactions.find((t) => t.kind === 'move' && !before.apps.wallet.transactions.some((b) => b.id === t.id))?.at,
      (ctx) => wallet.payments(ctx)[0]?.at),
  ],
  oracle: wallet.script(async (ui, p) => {
    await wallet.move(ui, { from: 'High-Yield Savings', to: 'Everyday Checking', amount: p.move });
    await wallet.payRequest(ui, p.name, p.from === 'Everyday Checking' ? undefined : p.from, false);
  }),
  alternatives: [
    { name: 'moves it in two halves, then pays from the request reached through Requests', run: wallet.script(async (ui, p) => {
      const half = String(Number(p.move) / 2);
      await wallet.move(ui, { from: 'High-Yield Savings', to: 'Everyday Checking', amount: half });
      await wallet.move(ui, { from: 'High-Yield Savings', to: 'Everyday Checking', amount: half }, false);
      await ui.tap({ text: 'Requests', role: 'button' });
      await ui.scrollTo({ text: p.name, role: 'button' });
      await ui.tap({ text: p.name, role: 'button' });
      await wallet.payOpenRequest(ui);
    }) },
    // Pay first: checking is short, the bank says so; then move, and pay.
    { name: 'tries to pay first, reads that checking is short, moves, then pays', run: wallet.script(async (ui, p) => {
      await wallet.openRequest(ui, p.name);
      await ui.tap({ role: 'button', matches: /^Pay \$[\d,]+\.\d\d$/ });
      await ui.tap(wallet.SEND_BUTTON);
      await wallet.open(ui);
      await wallet.move(ui, { from: 'High-Yield Savings', to: 'Everyday Checking', amount: p.move }, false);
      await wallet.payRequest(ui, p.name, undefined, false);
    }) },
  ],
  nearMisses: [
    { name: 'pays it from savings without moving money', run: wallet.script((ui, p) => wallet.payRequest(ui, p.name, 'High-Yield Savings')) },
    { name: 'moves the money but does not pay', run: wallet.script((ui, p) => wallet.move(ui, { from: 'High-Yield Savings', to: 'Everyday Checking', amount: p.move })) },
    { name: 'moves a hundred dollars more', params: (p) => ({ ...p, move: String(Number(p.move) + 100) }) },
    { name: 'pays from savings after moving', params: (p) => ({ ...p, from: 'High-Yield Savings' }) },
  ],
});
