import { defineTask } from '../define.ts';
import { P2P_NOTES } from '../../apps/wallet/state.ts';
import * as wallet from './kit.ts';

/** The number with its last digit one higher (9 wraps to 0): a look-alike number. */
const lastDigitOff = (phone: string) => phone.replace(/\d$/, (d) => String((Number(d) + 1) % 10));

export default defineTask({
  id: 'wallet/send-to-number',
  apps: ['wallet'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    // A number Contacts does not know (nor its look-alike): the goal gives it whole.
    let phone = rng.phone();
    while (wallet.contactOf(world, phone) || wallet.contactOf(world, lastDigitOff(phone))) phone = rng.phone();
    const amount = rng.int(5, 60) * 100 + rng.pick([0, 0, 50]);
    return { phone, typed: phone, amount: wallet.amountText(amount), note: rng.pick(P2P_NOTES), from: '' };
  },
  goal: (p) => `Send ${wallet.formatMoney(Math.round(Number(p.amount) * 100))} to the phone number ${p.phone} with the note "${p.note}".`,
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  changes: () => wallet.paymentRules(),
  checks: (p) => wallet.paid({ who: p.phone, to: p.phone, amount: Math.round(Number(p.amount) * 100), note: p.note, request: null }),
  oracle: wallet.script((ui, p) => wallet.sendMoney(ui, { to: p.typed, pick: false, amount: p.amount, note: p.note, ...(p.from ? { from: p.from } : {}) })),
  alternatives: [
    { name: 'types the number as ten digits', params: (p) => ({ ...p, typed: p.phone.replace(/\D/g, '').slice(1) }) },
    { name: 'types the number with its country code and no dashes', params: (p) => ({ ...p, typed: `+${p.phone.replace(/\D/g, '')}` }) },
    { name: 'pays it from savings', params: (p) => ({ ...p, from: 'High-Yield Savings' }) },
  ],
  nearMisses: [
    { name: 'types a look-alike number (last digit off)', params: (p) => ({ ...p, typed: lastDigitOff(p.phone) }) },
    { name: 'sends a dollar more', params: (p) => ({ ...p, amount: wallet.dollarMore(p.amount) }) },
    { name: 'leaves the note out', run: wallet.script((ui, p) => wallet.sendMoney(ui, { to: p.phone, pick: false, amount: p.amount })) },
    { name: 'stops at the review without sending', run: wallet.script((ui, p) => wallet.sendMoney(ui, { to: p.phone, pick: false, amount: p.amount, note: p.note }, false)) },
  ],
});
