import { defineTask } from '../define.ts';
import { groupNumber, makeAccountNumber, randomAccountNumber } from '../../apps/wallet/state.ts';
import * as wallet from './kit.ts';

/** Businesses paid once by account number (no world saves them as payees). */
const FIRMS = ['Oakridge Dental', 'Maple Street Garage', 'Bright Sparks Electric', 'Lakeside Yoga Studio', 'Harper & Cole Architects', 'Willow Creek Kennels', 'Blue Door Bakery', 'Northgate Plumbing'] as const;

/** Another valid account number that differs from `number` in one character of its account part. */
function lookalike(number: string): string {
  const country = number.slice(0, 2), rest = number.slice(4);
  const i = rest.length - 3;
  const ch = rest[i]!;
  const swapped = /\d/.test(ch) ? String((Number(ch) + 1) % 10) : ch === 'Z' ? 'A' : String.fromCharCode(ch.charCodeAt(0) + 1);
  return makeAccountNumber(country, rest.slice(0, i) + swapped + rest.slice(i + 1));
}

/** One character of the account part typed wrong: the check digits no longer fit, and the form says so. */
const typo = (number: string) => number.slice(0, -1) + String((Number(number.at(-1)) + 1) % 10);

export default defineTask({
  id: 'wallet/pay-account',
  apps: ['wallet'],
  difficulty: 2,
  maxSteps: 28,
  params: ({ rng }) => {
    const number = randomAccountNumber(rng);
    const amount = rng.int(40, 900) * 100 + rng.pick([0, 0, 50, 99]);
    return { name: rng.pick(FIRMS) as string, number, typed: groupNumber(number), amount: wallet.amountText(amount), reference: `Invoice ${rng.int(1000, 9999)}`, from: '' };
  },
  goal: (p) => `Transfer ${wallet.formatMoney(Math.round(Number(p.amount) * 100))} to ${p.name}, account number ${groupNumber(p.number)}, with the reference "${p.reference}".`,
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  changes: () => wallet.paymentRules(),
  checks: (p) => wallet.paid({ who: p.name, to: p.number, name: p.name, amount: Math.round(Number(p.amount) * 100), note: p.reference, request: null }),
  oracle: wallet.script((ui, p) => wallet.payAccount(ui, { name: p.name, number: p.typed, amount: p.amount, reference: p.reference, ...(p.from ? { from: p.from } : {}) })),
  alternatives: [
    { name: 'types the account number without spaces, in lower case', params: (p) => ({ ...p, typed: p.number.toLowerCase() }) },
    { name: 'types the name on the account in lower case (the app tells payees apart in any case)', params: (p) => ({ ...p, name: p.name.toLowerCase() }) },
    { name: 'pays it from savings', params: (p) => ({ ...p, from: 'High-Yield Savings' }) },
    // The form checks the number's check digits: a slip is caught at Review, and corrected there.
    { name: 'mistypes a digit of the account number, reads the error, corrects it', run: async (ui, p) => {
      await wallet.open(ui);
      await ui.tap({ text: 'Pay to account', role: 'button' });
      await ui.fill({ hint: 'Name on the account' }, p.name);
      await ui.fill({ hint: 'Account number' }, typo(p.number));
      await ui.fill({ hint: 'Amount' }, p.amount);
      await ui.fill({ hint: 'Reference (optional)' }, p.reference);
      await ui.scrollTo({ text: 'Review', role: 'button' });
      await ui.tap({ text: 'Review', role: 'button' });
      await ui.scrollTo({ hint: 'Account number' }, 'down');
      await ui.fill({ hint: 'Account number' }, p.typed);
      await ui.scrollTo({ text: 'Review', role: 'button' });
      await ui.tap({ text: 'Review', role: 'button' });
      await ui.tap(wallet.SEND_BUTTON);
      await wallet.done(ui);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'pays a look-alike account (one digit off, valid check digits)', params: (p) => ({ ...p, typed: groupNumber(lookalike(p.number)) }) },
    { name: "types another firm's name on the account", params: (p) => ({ ...p, name: FIRMS.find((f) => f !== p.name)! }) },
    { name: 'sends a dollar more', params: (p) => ({ ...p, amount: wallet.dollarMore(p.amount) }) },
    { name: 'leaves the reference out', params: (p) => ({ ...p, reference: '' }) },
  ],
});
