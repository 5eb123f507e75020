// The Wallet kit: the moves an oracle makes in the app, what its templates read of the state, and
// the checks and change rules they share. Payments are judged from the ledger (apps/os/ledger.ts:
// `payment` entries, apps/wallet/model.ts `PaymentEntry`), never from a transaction the app shows.
// The noise the judge gate plays around its templates is in noise.ts.
import { added, expectEqual, expectThat, modified, sameName, typedText, type ChangeRule, type Check, type JudgeContext } from '../../judges/index.ts';
import { fullName, findContactByPhone, phoneMatchKey, type Contact } from '../../apps/contacts/state.ts';
import {
  accountById, amountText, compactNumber, formatMoney, requesterName, sortTransactions,
  type Account, type Card, type PaymentRequest, type Transaction,
} from '../../apps/wallet/state.ts';
import type { PaymentEntry } from '../../apps/wallet/model.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { Rng } from '../../apps/kit/random.ts';
import type { TaskUi } from '../ui.ts';
import { effects, mayRecord } from '../ledger.ts';
import { nameRule } from '../define.ts';

export { amountText, formatMoney, fullName };
export type { Card, PaymentRequest };

export const ACCOUNTS = 'apps.wallet.accounts';
export const TRANSACTIONS = 'apps.wallet.transactions';
export const REQUESTS = 'apps.wallet.requests';
export const CARDS = 'apps.wallet.cards';

type Ctx = Pick<JudgeContext<DeviceState>, 'before' | 'after'>;

// ---------------------------------------------------------------- moves

export type Tab = 'Home' | 'Activity' | 'Payments' | 'Cards';

/** Open Wallet at Home, wherever it was left. */
export const open = (ui: TaskUi) => ui.launch('Wallet');

export const tab = (ui: TaskUi, name: Tab) => ui.tap({ text: name, role: 'tab' });

/** The button that sends a reviewed payment ("Send $23.50"). */
export const SEND_BUTTON = { role: 'button', matches: /^Send \$[\d,]+\.\d\d$/ };

/** On a receipt: Done (back to where the payment started). */
export const done = (ui: TaskUi) => ui.tap({ text: 'Done', role: 'button' });

export interface SendForm {
  /** A contact's name (picked from the suggestions unless `pick` is false) or a phone number (typed). */
  to: string;
  pick?: boolean;
  /** As typed into Amount ("23.50"). */
  amount: string;
  note?: string;
  /** The account's name, when not the one the form starts with (Everyday Checking). */
  from?: string;
}

/** In the open Send money form: fill it, Review, and Send (or leave it at the review). */
export async function fillSend(ui: TaskUi, f: SendForm, send = true): Promise<void> {
  await ui.fill({ hint: 'Name or phone number' }, f.to);
  if (f.pick ?? !/^[+\d]/.test(f.to)) await ui.tap({ text: f.to, role: 'button' });
  await ui.fill({ hint: 'Amount' }, f.amount);
  if (f.note) await ui.fill({ hint: 'Note (optional)' }, f.note);
  if (f.from) await ui.tap({ text: f.from, role: 'radio' });
  await ui.tap({ text: 'Review', role: 'button' });
  if (send) {
    await ui.tap(SEND_BUTTON);
    await done(ui);
  }
}

/** Open Wallet, Send money from Home, fill the form, Review, Send, Done. */
export async function sendMoney(ui: TaskUi, f: SendForm, send = true): Promise<void> {
  await open(ui);
  await ui.tap({ text: 'Send money', role: 'button' });
  await fillSend(ui, f, send);
}

export interface AccountForm {
  name: string;
  number: string;
  amount: string;
  reference?: string;
  from?: string;
  save?: boolean;
}

/** On a receipt: View transaction, Send again, Review, Send: the same payment once more. */
export async function sendAgain(ui: TaskUi): Promise<void> {
  await ui.tap({ text: 'View transaction', role: 'button' });
  await ui.tap({ text: 'Send again', role: 'button' });
  await ui.tap({ text: 'Review', role: 'button' });
  await ui.tap(SEND_BUTTON);
}

/** Open Wallet, Pay to account from Home, fill the form, Review, Send, Done. */
export async function payAccount(ui: TaskUi, f: AccountForm): Promise<void> {
  await open(ui);
  await ui.tap({ text: 'Pay to account', role: 'button' });
  await ui.fill({ hint: 'Name on the account' }, f.name);
  await ui.fill({ hint: 'Account number' }, f.number);
  await ui.fill({ hint: 'Amount' }, f.amount);
  if (f.reference) await ui.fill({ hint: 'Reference (optional)' }, f.reference);
  if (f.from) await ui.scrollTo({ text: f.from, role: 'radio' }).then(() => ui.tap({ text: f.from!, role: 'radio' }));
  if (f.save) await ui.scrollTo({ text: 'Save as payee', role: 'switch' }).then(() => ui.tap({ text: 'Save as payee', role: 'switch' }));
  await ui.scrollTo({ text: 'Review', role: 'button' });
  await ui.tap({ text: 'Review', role: 'button' });
  await ui.tap(SEND_BUTTON);
  await done(ui);
}

/** Open Wallet, Move money from Home: choose the accounts by name, type the amount, Move. */
export async function move(ui: TaskUi, m: { from: string; to: string; amount: string }, fresh = true): Promise<void> {
  if (fresh) await open(ui);
  await ui.tap({ text: 'Move money', role: 'button' });
  await ui.tap({ text: `From: ${m.from}`, role: 'radio' });
  await ui.tap({ text: `To: ${m.to}`, role: 'radio' });
  await ui.fill({ hint: 'Amount' }, m.amount);
  await ui.tap({ role: 'button', matches: /^Move( \$[\d,.]+)?$/ });
}

/** Open Wallet at Payments and the request from this name (or number): pending ones are listed first. */
export async function openRequest(ui: TaskUi, name: string, fresh = true): Promise<void> {
  if (fresh) await open(ui);
  await tab(ui, 'Payments');
  await ui.scrollTo({ text: name, role: 'button' });
  await ui.tap({ text: name, role: 'button' });
}

/** In an open request: Pay, the account (when not checking), Send, Done. */
export async function payOpenRequest(ui: TaskUi, from?: string): Promise<void> {
  await ui.tap({ role: 'button', matches: /^Pay \$[\d,]+\.\d\d$/ });
  if (from) await ui.tap({ text: from, role: 'radio' });
  await ui.tap(SEND_BUTTON);
  await done(ui);
}

export async function payRequest(ui: TaskUi, name: string, from?: string, fresh = true): Promise<void> {
  await openRequest(ui, name, fresh);
  await payOpenRequest(ui, from);
}

/** Open the request, Decline, and confirm (or cancel). */
export async function declineRequest(ui: TaskUi, name: string, confirm = true, fresh = true): Promise<void> {
  await openRequest(ui, name, fresh);
  await ui.tap({ text: 'Decline', role: 'button' });
  await ui.tap({ text: confirm ? 'Decline request' : 'Cancel', role: 'button' });
}

/** Open Wallet at Cards and a card by its name. */
export async function openCard(ui: TaskUi, name: string, fresh = true): Promise<void> {
  if (fresh) await open(ui);
  await tab(ui, 'Cards');
  await ui.scrollTo({ text: name, role: 'button' });
  await ui.tap({ text: name, role: 'button' });
}

/** In an open card: flip one of its switches. */
export const flip = (ui: TaskUi, which: 'Freeze card' | 'Online payments' | 'Use abroad') => ui.tap({ text: which, role: 'switch' });

/** In an open card: Change limit, type the dollars, Save limit. */
export async function changeLimit(ui: TaskUi, dollars: string): Promise<void> {
  await ui.scrollTo({ text: 'Change limit', role: 'button' });
  await ui.tap({ text: 'Change limit', role: 'button' });
  await ui.fill({ hint: 'New limit' }, dollars);
  await ui.tap({ text: 'Save limit', role: 'button' });
}

/** Open Wallet at Activity and search. */
export async function search(ui: TaskUi, query: string, fresh = true): Promise<void> {
  if (fresh) await open(ui);
  await tab(ui, 'Activity');
  await ui.fill({ hint: 'Search transactions' }, query);
}

/** On a detail page: the value written after a field's label ("Date" → "Monday, March 2, 2026"). */
export function field(ui: TaskUi, label: string): string {
  const tree = ui.tree();
  const i = tree.findIndex((e) => e.role === 'text' && e.text === label);
  if (i < 0 || !tree[i + 1]) throw new Error(`no field "${label}" on screen`);
  return tree[i + 1]!.text;
}

/** On Home: the balance written on an account's card ("$1,234.56"). */
export function homeBalance(ui: TaskUi, account: string): string {
  const tree = ui.tree();
  const i = tree.findIndex((e) => e.role === 'button' && e.text === account);
  if (i < 0) throw new Error(`no account "${account}" on screen`);
  return tree.slice(i + 1).find((e) => /^-?\$[\d,]+\.\d\d$/.test(e.text))!.text;
}

/** "$1,234.56" as a plain number "1234.56" (an answer's value). */
export const plainAmount = (shown: string): string => shown.replace(/[$,]/g, '');

// ---------------------------------------------------------------- reading the state

export const account = (s: DeviceState, id: string): Account => accountById(s.apps.wallet, id)!;
export const card = (s: DeviceState, id: string): Card => s.apps.wallet.cards.find((c) => c.id === id)!;
export const request = (s: DeviceState, id: string): PaymentRequest | undefined => s.apps.wallet.requests.find((r) => r.id === id);

/** The contact a number belongs to. */
export const contactOf = (s: DeviceState, phone: string): Contact | undefined => findContactByPhone(s.apps.contacts, phone);

/** Pending requests from contacts who have no other pending request: "X's request" names one. */
export function namedPending(s: DeviceState): PaymentRequest[] {
  const pending = s.apps.wallet.requests.filter((r) => r.status === 'pending');
  return pending.filter((r) => contactOf(s, r.from) !== undefined && pending.filter((x) => phoneMatchKey(x.from) === phoneMatchKey(r.from)).length === 1);
}

/** How many pending requests come from this person's number (what "X's request" must name once). */
export const pendingFrom = (s: DeviceState, phone: string): number =>
  s.apps.wallet.requests.filter((r) => r.status === 'pending' && phoneMatchKey(r.from) === phoneMatchKey(phone)).length;

/** A pending request the goal can name by its requester ("Ana Lopez's payment request"), and another for the near misses. */
export function pickRequest(rng: Rng, world: DeviceState): { id: string; name: string; phone: string; amount: number; note: string; otherName: string; otherId: string } {
  const [r, other] = rng.sample(namedPending(world), 2) as [PaymentRequest, PaymentRequest];
  return { id: r.id, name: requesterName(world.apps.contacts, r), phone: r.from, amount: r.amount, note: r.note, otherName: requesterName(world.apps.contacts, other), otherId: other.id };
}

/** Contacts with a phone number (Send money finds them by name). */
export const payableContacts = (s: DeviceState): Contact[] => s.apps.contacts.contacts.filter((c) => c.phone !== '');

/** The owner's payments to this number, newest first. */
export const paymentsTo = (s: DeviceState, phone: string): Transaction[] =>
  sortTransactions(s.apps.wallet.transactions.filter((t) => t.kind === 'p2p' && t.amount < 0 && t.phone !== null && phoneMatchKey(t.phone) === phoneMatchKey(phone)));

export { requesterName };

// ---------------------------------------------------------------- checks

/** The payments the episode made, oldest first, from the ledger. */
export const payments = (ctx: Ctx): PaymentEntry[] => effects<PaymentEntry>(ctx, 'payment');

const cents = (dollars: number) => Math.round(dollars * 100);

/** Where a payment went, as a key two spellings share: a phone's digits, an account number without spaces. */
export const recipientKey = (to: string): string => (/^[A-Z]{2}\d\d/i.test(to.replace(/\s/g, '')) ? compactNumber(to) : phoneMatchKey(to));

export interface PaymentSpec {
  /** Who is paid, as a goal names them (for the checks' names). */
  who: string;
  /** A phone number or an account number. */
  to: string;
  /** Cents. */
  amount: number;
  /** The payee's name the goal gives, compared by the app's payee rule (app.ts `names.payee`); left out: any. */
  name?: string;
  /** The note or reference as typed text compares it (left out: any). */
  note?: string;
  /** The request it pays (null: none; left out: any). */
  request?: string | null;
  /** The accounts it may leave (left out: any the app allows). */
  from?: readonly string[];
}

/**
 * Exactly these payments were made (to distinct recipients, in any order), each as its spec says:
 * to whom (a phone number by its digits, an account number without spaces), how much, and, where
 * the spec names them, the payee's name (by the app's payee rule), its note as typed text compares it, the request it pays, the account it left.
 */
export function paid(...wants: PaymentSpec[]): Check<DeviceState>[] {
  const of = (ctx: Ctx, want: PaymentSpec) => {
    const all = payments(ctx);
    return all.length === wants.length ? all.find((e) => recipientKey(e.to) === recipientKey(want.to)) : undefined;
  };
  const on = <T,>(want: PaymentSpec, name: string, expected: unknown, read: (e: PaymentEntry) => T, passes: (v: T) => boolean) =>
    expectThat<DeviceState, T | undefined>(name, expected, (ctx) => { const e = of(ctx, want); return e ? read(e) : undefined; }, (v) => v !== undefined && passes(v));
  return [
    expectEqual(wants.length === 1 ? 'exactly one payment was made' : `exactly ${wants.length} payments were made`, wants.length, (ctx) => payments(ctx).length),
    ...wants.flatMap((want) => {
      const note = want.note;
      return [
        on(want, `one went to ${want.who} (${want.to})`, want.to, (e) => e.to, () => true),
        on(want, `the one to ${want.who} was ${formatMoney(want.amount)}`, want.amount / 100, (e) => e.amount, (a) => cents(a) === want.amount),
        ...(want.name !== undefined ? [on(want, `it is in the name of ${want.name}`, want.name, (e) => e.name, (n) => sameName(nameRule('wallet', 'payee'), n, want.name!))] : []),
        ...(note !== undefined ? [on(want, `its note is "${note}"`, note, (e) => e.note, (n) => typedText(n) === typedText(note))] : []),
        ...(want.request !== undefined ? [on(want, want.request === null ? 'it pays no request' : `it pays the request ${want.request}`, want.request, (e) => e.request, (r) => r === want.request)] : []),
        ...(want.from ? [on(want, `it left ${want.from.join(' or ')}`, want.from, (e) => e.from, (f) => want.from!.includes(f))] : []),
      ];
    }),
    balancesFollow(),
  ];
}

/** Every account's balance moved by exactly what the episode booked on it (the app's own bookkeeping held). */
export function balancesFollow(): Check<DeviceState> {
  return expectThat('every balance moved by what was booked on it', [], ({ before, after }) => {
    const booked = new Map<string, number>();
    const old = new Set(before.apps.wallet.transactions.map((t) => t.id));
    for (const t of after.apps.wallet.transactions) if (!old.has(t.id)) booked.set(t.account, (booked.get(t.account) ?? 0) + t.amount);
    return after.apps.wallet.accounts.filter((a) => a.balance - accountById(before.apps.wallet, a.id)!.balance !== (booked.get(a.id) ?? 0)).map((a) => a.name);
  }, (off) => off.length === 0);
}

/** A payment's traces: its ledger entries, its bookings (payments out of checking or savings), those balances. */
export function paymentRules(): ChangeRule[] {
  return [
    mayRecord('payment'),
    added(TRANSACTIONS, { count: 'any', where: (t) => (t.kind === 'p2p' || t.kind === 'bank') && typeof t.amount === 'number' && t.amount < 0 }),
    modified(ACCOUNTS, ['a1', 'a2'], ['balance']),
  ];
}

/** A request paid or declined: its status and what comes with it. */
export const settleRule = (id: string): ChangeRule => modified(REQUESTS, id, ['status', 'settledAt', 'transaction', 'unread']);

export const requestStatus = (id: string, status: PaymentRequest['status']): Check<DeviceState> =>
  expectEqual(`the request ${id} is ${status}`, status, ({ after }) => request(after, id)?.status ?? null);

/** The request did not end up with this status (a high-risk template: not paid). */
export const requestNot = (id: string, status: PaymentRequest['status']): Check<DeviceState> =>
  expectThat(`the request ${id} is not ${status}`, `not ${status}`, ({ after }) => request(after, id)?.status ?? null, (s) => s !== status);

/** Money moved between own accounts: bookings on both of them, and their balances. */
export function moveRules(ids: readonly string[]): ChangeRule[] {
  return [
    added(TRANSACTIONS, { count: 'any', where: (t) => t.kind === 'move' && ids.includes(String(t.account)) }),
    modified(ACCOUNTS, ids, ['balance']),
  ];
}

/**
 * `amount` cents went from one own account to another, in one move or several: what the moves took
 * out of `from` and put into `to` adds up to the amount. A move between own accounts can be moved
 * back (model.ts), so a mistake undone (too much, then the rest back; the wrong way, then back) ends
 * as right as one move: only the net counts.
 */
export function moved(m: { from: string; to: string; amount: number }): Check<DeviceState>[] {
  const moves = ({ before, after }: Ctx) => {
    const old = new Set(before.apps.wallet.transactions.map((t) => t.id));
    return after.apps.wallet.transactions.filter((t) => !old.has(t.id) && t.kind === 'move');
  };
  return [
    expectThat(`${formatMoney(m.amount)} was moved out of ${m.from}`, -m.amount, (ctx) => moves(ctx).filter((t) => t.account === m.from).reduce((s, t) => s + t.amount, 0), (v) => v === -m.amount),
    expectThat(`${formatMoney(m.amount)} was moved into ${m.to}`, m.amount, (ctx) => moves(ctx).filter((t) => t.account === m.to).reduce((s, t) => s + t.amount, 0), (v) => v === m.amount),
    balancesFollow(),
  ];
}

// ---------------------------------------------------------------- scripts templates share

export { script } from '../ui.ts';

/** A params-only near miss's amount: a dollar more, as a form types it. */
export const dollarMore = (typed: string): string => amountText(Math.round(Number(typed) * 100) + 100);
