// Wallet: pure actions on the app's state, shared by the screens, the task setups and the noise.
// Money that leaves the owner (a payment to a person by phone, to an account by number, a paid
// request) is an irreversible effect: it goes into the OS ledger the moment it is confirmed. Money
// moved between the owner's own accounts stays theirs and can be moved back: it is booked on both
// accounts, and it is not a payment.
import { record, type Ledger, type LedgerEntry } from '../os/ledger.ts';
import { formatNumber } from '../phone/state.ts';
import { declaredKey } from '../app.ts';
import manifest from './app.ts';
import {
  CURRENCY, accountById, compactNumber, formatMoney, validAccountNumber,
  type Account, type Category, type PaymentRequest, type Transaction, type TransactionKind, type WalletState,
} from './state.ts';

/** A payment in the ledger: how much (in dollars) in which currency, to a phone number or an account number, the note, and where Wallet booked it. */
export interface PaymentEntry extends LedgerEntry {
  kind: 'payment';
  /** In the currency's units (dollars): cents / 100. */
  amount: number;
  currency: string;
  /** A phone number (as Contacts stores it, or as typed and formatted) or an account number (no spaces, capitals). */
  to: string;
  /** `phone` or `account`: which kind of number `to` is. */
  via: 'phone' | 'account';
  /** The payee's name as the form held it (typed, or the contact picked), trimmed; '' when none was given. */
  name: string;
  note: string;
  /** The account it left. */
  from: string;
  /** Wallet's booking of it, and the request it paid if any. */
  transaction: string;
  request: string | null;
}

/** Where a payment goes: a person by phone number, or an account by its number (with the name on it). */
export type Recipient = { via: 'phone'; phone: string; name: string } | { via: 'account'; number: string; name: string };

export interface PaymentOrder {
  from: string;
  to: Recipient;
  /** Cents. */
  amount: number;
  note: string;
  request?: string | null;
}

/** Why a payment or a move was refused, as the form says it; null when it went through. */
export type Refusal = string | null;

/** The accounts money may be sent from: checking and savings (a credit card pays merchants only). */
export const canSendFrom = (a: Account): boolean => a.kind !== 'credit';

/** A phone number as a payment records it: +1 555-013-2841 for ten digits (or eleven with a leading 1), else null. */
export function normalPhone(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return ten.length === 10 ? formatNumber(ten) : null;
}

/** Why this payment cannot be made from this state, or null. */
export function paymentRefusal(s: WalletState, order: PaymentOrder): Refusal {
  const from = accountById(s, order.from);
  if (!from || !canSendFrom(from)) return 'Choose an account to pay from';
  if (!Number.isInteger(order.amount) || order.amount <= 0) return 'Enter an amount';
  if (order.to.via === 'phone' && normalPhone(order.to.phone) === null) return 'Enter a 10-digit phone number';
  const to = order.to;
  if (to.via === 'account') {
    if (to.name.trim() === '') return 'Enter the name on the account';
    if (!validAccountNumber(to.number)) return 'This account number is not valid. Check it and try again.';
    if (s.accounts.some((a) => compactNumber(a.number) === compactNumber(to.number))) return 'This is one of your own accounts: use Move money';
  }
  if (from.balance < order.amount) return `Not enough money in ${from.name} (${formatMoney(from.balance)})`;
  return null;
}

function book(s: WalletState, t: Omit<Transaction, 'id'>): Transaction {
  const booked: Transaction = { id: `t${s.nextId}`, ...t };
  s.nextId += 1;
  s.transactions.push(booked);
  accountById(s, t.account)!.balance += t.amount;
  return booked;
}

/** A booking made before the episode (task setups): the balances already hold it. Returns its id. */
export function bookEarlier(s: WalletState, t: Omit<Transaction, 'id'>): string {
  const id = `t${s.nextId}`;
  s.nextId += 1;
  s.transactions.push({ id, ...t });
  return id;
}

/**
 * Pay: book it on the account it leaves and write it in the ledger, stamped `now`. Returns the
 * transaction's id, or the refusal when the payment cannot be made.
 */
export function sendPayment(s: WalletState, ledger: Ledger, now: number, order: PaymentOrder): { transaction: string } | { refused: string } {
  const refused = paymentRefusal(s, order);
  if (refused !== null) return { refused };
  const to = order.to.via === 'phone' ? normalPhone(order.to.phone)! : compactNumber(order.to.number);
  const note = order.note.trim();
  const t = book(s, {
    account: order.from, kind: order.to.via === 'phone' ? 'p2p' : 'bank', amount: -order.amount, at: now,
    counterparty: order.to.name.trim() || to, phone: order.to.via === 'phone' ? to : null, accountNumber: order.to.via === 'account' ? to : null,
    category: 'Transfers' as Category, note, card: null, request: order.request ?? null,
  });
  record(ledger, now, { app: 'wallet', kind: 'payment', amount: order.amount / 100, currency: CURRENCY, to, via: order.to.via, name: order.to.name.trim(), note, from: order.from, transaction: t.id, request: order.request ?? null });
  return { transaction: t.id };
}

export const findRequest = (s: WalletState, id: string): PaymentRequest | undefined => s.requests.find((r) => r.id === id);

/** Pay a pending request from an account: a payment to the number that asked, for what it asked, with its note. */
export function payRequest(s: WalletState, ledger: Ledger, now: number, id: string, from: string, name: string): { transaction: string } | { refused: string } {
  const r = findRequest(s, id);
  if (!r || r.status !== 'pending') return { refused: 'This request is no longer pending' };
  const paid = sendPayment(s, ledger, now, { from, to: { via: 'phone', phone: r.from, name }, amount: r.amount, note: r.note, request: r.id });
  if ('transaction' in paid) {
    r.status = 'paid';
    r.settledAt = now;
    r.transaction = paid.transaction;
    r.unread = false;
  }
  return paid;
}

/** Decline a pending request: nothing is paid. */
export function declineRequest(s: WalletState, id: string, now: number): boolean {
  const r = findRequest(s, id);
  if (!r || r.status !== 'pending') return false;
  r.status = 'declined';
  r.settledAt = now;
  r.unread = false;
  return true;
}

/** Open a request: it is read, and opened (app.ts: a read mark moves only for what was opened). */
export function openRequest(s: WalletState, id: string): void {
  const r = findRequest(s, id);
  if (!r) return;
  r.unread = false;
  if (!s.opened.includes(id)) s.opened.push(id);
}

/** Why this move between own accounts cannot be made, or null. */
export function moveRefusal(s: WalletState, fromId: string, toId: string, amount: number): Refusal {
  const from = accountById(s, fromId), to = accountById(s, toId);
  if (!from || !to) return 'Choose both accounts';
  if (from.id === to.id) return 'Choose two different accounts';
  if (!canSendFrom(from)) return 'Money cannot be moved out of a credit card';
  if (!Number.isInteger(amount) || amount <= 0) return 'Enter an amount';
  if (from.balance < amount) return `Not enough money in ${from.name} (${formatMoney(from.balance)})`;
  if (to.kind === 'credit' && amount > -to.balance) return `You owe ${formatMoney(-to.balance)} on this card: pay up to that`;
  return null;
}

/** Move money between two own accounts: booked out of one and into the other, at `now`. Returns the refusal, or null. */
export function moveMoney(s: WalletState, now: number, fromId: string, toId: string, amount: number, note = ''): Refusal {
  const refused = moveRefusal(s, fromId, toId, amount);
  if (refused !== null) return refused;
  const from = accountById(s, fromId)!, to = accountById(s, toId)!;
  const kind: TransactionKind = 'move';
  const base = { kind, at: now, phone: null, category: 'Transfers' as Category, note: note.trim(), card: null, request: null };
  book(s, { ...base, account: from.id, amount: -amount, counterparty: to.name, accountNumber: to.number });
  book(s, { ...base, account: to.id, amount, counterparty: from.name, accountNumber: from.number });
  return null;
}

export const findCard = (s: WalletState, id: string) => s.cards.find((c) => c.id === id);

export function setFrozen(s: WalletState, cardId: string, frozen: boolean): void {
  const c = findCard(s, cardId);
  if (c) c.frozen = frozen;
}

/** The range a monthly spending limit may be set in, in cents. */
export const LIMIT_RANGE = { min: 10000, max: 2000000 } as const;

/** Why this limit cannot be set, or null: whole dollars within LIMIT_RANGE. */
export function limitRefusal(cents: number | null): Refusal {
  if (cents === null || cents % 100 !== 0) return 'Enter a whole number of dollars';
  if (cents < LIMIT_RANGE.min || cents > LIMIT_RANGE.max) return `Choose a limit between ${formatMoney(LIMIT_RANGE.min)} and ${formatMoney(LIMIT_RANGE.max)}`;
  return null;
}

export function setLimit(s: WalletState, cardId: string, cents: number): Refusal {
  const refused = limitRefusal(cents);
  const c = findCard(s, cardId);
  if (refused === null && c) c.limit = cents;
  return refused;
}

export function setControl(s: WalletState, cardId: string, control: 'online' | 'abroad', on: boolean): void {
  const c = findCard(s, cardId);
  if (c) c[control] = on;
}

/** Why a payee cannot be saved, or null: a name no payee has (in any case), a valid number not saved yet. */
export function payeeRefusal(s: WalletState, name: string, number: string): Refusal {
  if (name.trim() === '') return 'Enter the name on the account';
  if (s.payees.some((p) => declaredKey(manifest, 'payee', p.name) === declaredKey(manifest, 'payee', name))) return `You already have a payee named ${name.trim()}`;
  if (!validAccountNumber(number)) return 'This account number is not valid. Check it and try again.';
  if (s.payees.some((p) => compactNumber(p.accountNumber) === compactNumber(number))) return 'This account is already saved';
  return null;
}

export function addPayee(s: WalletState, name: string, number: string): Refusal {
  const refused = payeeRefusal(s, name, number);
  if (refused !== null) return refused;
  s.payees.push({ id: `p${s.nextId}`, name: name.trim(), accountNumber: compactNumber(number) });
  s.nextId += 1;
  return null;
}

export function removePayee(s: WalletState, id: string): void {
  s.payees = s.payees.filter((p) => p.id !== id);
}
