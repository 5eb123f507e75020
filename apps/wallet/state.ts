// Wallet: the owner's bank, Pinecone Bank. Three accounts (checking, savings, a credit card), the
// cards that spend from them, two months of transactions that the balances follow, payment requests
// from contacts and from numbers Contacts does not know, and saved payees (account numbers). Money
// is kept in whole cents; account numbers are IBAN-like (two letters, two check digits, the rest)
// and validated by their check digits, as a bank's form does. Names of people come from Contacts
// at render time, as Messages and Phone show them.
import type { Rng } from '../kit/random.ts';
import type { SeedContext } from '../app.ts';
import { COMPANIES } from '../kit/names.ts';
import { DAY, HOUR, MINUTE, parts, startOfDay } from '../kit/time.ts';
import { findContactByPhone, fullName, type Contact, type ContactsState } from '../contacts/state.ts';
import { formatMoney } from '../kit/money.ts';

export { formatMoney };

export const BANK_NAME = 'Pinecone Bank';
export const CURRENCY = 'USD';

export type AccountKind = 'checking' | 'savings' | 'credit';

export interface Account {
  id: string;
  kind: AccountKind;
  name: string;
  /** IBAN-like, without spaces ("US42PINE00001234567890"). */
  number: string;
  /** Cents. A credit card's balance is what is owed, as a negative number. */
  balance: number;
  /** Credit cards: the credit line, in cents (0 for the others). */
  creditLimit: number;
}

export type TransactionKind = 'card' | 'p2p' | 'bank' | 'move' | 'income' | 'interest';

export const CATEGORIES = ['Groceries', 'Dining', 'Transport', 'Shopping', 'Entertainment', 'Health', 'Bills', 'Transfers', 'Income'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Transaction {
  id: string;
  /** The account it was booked on. */
  account: string;
  kind: TransactionKind;
  /** Cents: negative when money left the account, positive when it came in. */
  amount: number;
  at: number;
  /** Who was paid or paid you, as written when it happened (a merchant, a payee, a number). */
  counterparty: string;
  /** A person paid or paying by phone (p2p), as the number was sent to. */
  phone: string | null;
  /** An account paid by number (bank), or the other own account of a move. */
  accountNumber: string | null;
  category: Category;
  note: string;
  /** The card it was paid with (card purchases). */
  card: string | null;
  /** The payment request it paid, if any. */
  request: string | null;
}

export interface Card {
  id: string;
  name: string;
  /** The account it spends from. */
  account: string;
  network: 'Visa' | 'Mastercard';
  last4: string;
  /** "08/29" */
  expires: string;
  frozen: boolean;
  /** Monthly spending limit, cents. */
  limit: number;
  online: boolean;
  abroad: boolean;
}

export type RequestStatus = 'pending' | 'paid' | 'declined';

export interface PaymentRequest {
  id: string;
  /** The number that sent the request, as it sent it. */
  from: string;
  amount: number;
  note: string;
  /** When it was sent. */
  at: number;
  /** The day it is due (start of day). */
  due: number;
  status: RequestStatus;
  /** Not looked at yet (the badge on Payments counts these). */
  unread: boolean;
  /** When it was paid or declined. */
  settledAt: number | null;
  /** The payment that paid it. */
  transaction: string | null;
}

export interface Payee {
  id: string;
  name: string;
  accountNumber: string;
}

export interface WalletState {
  accounts: Account[];
  cards: Card[];
  transactions: Transaction[];
  requests: PaymentRequest[];
  payees: Payee[];
  /** The eye button on Home: balances shown as dots (a view preference). */
  hideBalances: boolean;
  /** Next numeric id: transactions `t<n>`, requests `r<n>`, payees `p<n>`. */
  nextId: number;
  /** Ids of the requests the agent opened (a read mark may move towards read only for these: app.ts). */
  opened: string[];
}

// ---------------------------------------------------------------- money


/**
 * Cents for an amount as typed into an amount field ("23.5", "$1,200", "1200.00"), or null when it
 * is not one (more than two decimals, letters, nothing).
 */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(/^\$\s*/, '');
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$|^\.\d{1,2}$/.test(t)) return null;
  const [whole = '0', frac = ''] = t.replace(/,/g, '').split('.');
  return Number(whole || '0') * 100 + Number(frac.padEnd(2, '0') || '0');
}

/** An amount as a form fills it in: "23.50", "1200.00". */
export const amountText = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

// ---------------------------------------------------------------- account numbers

/** How long an account number is in each country the bank sends to (the country code included). */
export const NUMBER_LENGTHS: Readonly<Record<string, number>> = { US: 22, DE: 22, GB: 22, FR: 27, NL: 18, ES: 24, IT: 27, BE: 16, IE: 22, PT: 25 };

/** The number without spaces, in capitals. */
export const compactNumber = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

/** "DE89 3704 0044 0532 0130 00": in groups of four. */
export const groupNumber = (text: string): string => compactNumber(text).replace(/(.{4})(?=.)/g, '$1 ');

/** "•••• 0130": the last four characters. */
export const maskNumber = (text: string): string => `•••• ${compactNumber(text).slice(-4)}`;

function mod97(digits: string): number {
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  return rest;
}

const asDigits = (text: string) => text.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));

/** Is this an account number the bank accepts: a known country, its length, letters and digits only, right check digits? */
export function validAccountNumber(text: string): boolean {
  const n = compactNumber(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(n)) return false;
  if (NUMBER_LENGTHS[n.slice(0, 2)] !== n.length) return false;
  return mod97(asDigits(n.slice(4) + n.slice(0, 4))) === 1;
}

/** The account number for a country and the rest of it, with its check digits. */
export function makeAccountNumber(country: string, rest: string): string {
  const check = 98 - mod97(asDigits(`${rest}${country}00`));
  return `${country}${String(check).padStart(2, '0')}${rest}`;
}

const digitsOf = (rng: Rng, n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
const lettersOf = (rng: Rng, n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + rng.int(0, 25))).join('');

/** A valid account number of another bank, in one of a few countries. */
export function randomAccountNumber(rng: Rng): string {
  switch (rng.pick(['DE', 'GB', 'NL', 'FR', 'ES'] as const)) {
    case 'DE': return makeAccountNumber('DE', digitsOf(rng, 18));
    case 'GB': return makeAccountNumber('GB', lettersOf(rng, 4) + digitsOf(rng, 14));
    case 'NL': return makeAccountNumber('NL', lettersOf(rng, 4) + digitsOf(rng, 10));
    case 'FR': return makeAccountNumber('FR', digitsOf(rng, 23));
    case 'ES': return makeAccountNumber('ES', digitsOf(rng, 20));
  }
}

/** Same account: the numbers without spaces, in any case. */
export const sameAccountNumber = (a: string, b: string): boolean => compactNumber(a) === compactNumber(b);

// ---------------------------------------------------------------- reading

export const accountById = (s: WalletState, id: string): Account | undefined => s.accounts.find((a) => a.id === id);
export const accountOfKind = (s: WalletState, kind: AccountKind): Account => s.accounts.find((a) => a.kind === kind)!;

/** Newest first (ids break ties, newest id first). */
export function sortTransactions(list: readonly Transaction[]): Transaction[] {
  return list.slice().sort((a, b) => b.at - a.at || Number(b.id.slice(1)) - Number(a.id.slice(1)));
}

/** A card purchase is pending until the day after it was made is over; every other booking is final at once. */
export const isPending = (t: Transaction, today: number): boolean => t.kind === 'card' && t.at >= startOfDay(today) - DAY;

/** The name a transaction shows: the contact's name for a number Contacts knows, else what it was booked with. */
export function counterpartyName(contacts: ContactsState, t: Transaction): string {
  if (t.phone) {
    const c = findContactByPhone(contacts, t.phone);
    if (c) return fullName(c);
  }
  return t.counterparty;
}

/** Who sent a request: the contact's name, or the number as it came. */
export function requesterName(contacts: ContactsState, r: PaymentRequest): string {
  const c = findContactByPhone(contacts, r.from);
  return c ? fullName(c) : r.from;
}

export const isKnownNumber = (contacts: ContactsState, phone: string): boolean => findContactByPhone(contacts, phone) !== undefined;

/** Search: the name shown, the note, the category, or the amount as written ("23.50"), in any case. */
export function transactionMatches(contacts: ContactsState, t: Transaction, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  const amount = amountText(Math.abs(t.amount));
  return counterpartyName(contacts, t).toLowerCase().includes(q) || t.note.toLowerCase().includes(q) || t.category.toLowerCase().includes(q) ||
    (/^\$?[\d.,]+$/.test(q) && amount.includes(q.replace(/[$,]/g, ''))) || (t.phone !== null && q.replace(/\D/g, '').length >= 4 && t.phone.replace(/\D/g, '').includes(q.replace(/\D/g, '')));
}

/** The first day of the month `now` is in. */
export function startOfMonth(now: number): number {
  const p = parts(now);
  return Date.UTC(p.year, p.month, 1);
}

/** What a card has spent since the start of the month `day` is in, in cents (refunds aside). */
export function spentThisMonth(s: WalletState, cardId: string, day: number): number {
  const from = startOfMonth(day);
  return s.transactions.filter((t) => t.card === cardId && t.at >= from && t.amount < 0).reduce((sum, t) => sum - t.amount, 0);
}

/** Pending requests first (soonest due first), then the settled ones, newest first. */
export function sortRequests(list: readonly PaymentRequest[]): PaymentRequest[] {
  const pending = list.filter((r) => r.status === 'pending').sort((a, b) => a.due - b.due || a.at - b.at);
  const past = list.filter((r) => r.status !== 'pending').sort((a, b) => (b.settledAt ?? b.at) - (a.settledAt ?? a.at));
  return [...pending, ...past];
}

/** "Due today", "Due tomorrow", "Due in 4 days", "Overdue by 2 days". */
export function dueText(due: number, now: number): string {
  const days = Math.round((startOfDay(due) - startOfDay(now)) / DAY);
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  if (days > 1) return `Due in ${days} days`;
  return days === -1 ? 'Overdue by 1 day' : `Overdue by ${-days} days`;
}

// ---------------------------------------------------------------- seed data

interface Merchant { name: string; category: Category; min: number; max: number; online?: boolean }

const MERCHANTS: readonly Merchant[] = [
  { name: 'Green Basket Market', category: 'Groceries', min: 1800, max: 12000 },
  { name: 'FreshCo Grocers', category: 'Groceries', min: 900, max: 8500 },
  { name: 'Corner Deli', category: 'Groceries', min: 450, max: 2400 },
  { name: 'Tidewater Cafe', category: 'Dining', min: 380, max: 2200 },
  { name: 'Sakura Sushi Bar', category: 'Dining', min: 2400, max: 7800 },
  { name: 'Luigi Trattoria', category: 'Dining', min: 2800, max: 9600 },
  { name: 'Burger Barn', category: 'Dining', min: 1100, max: 3400 },
  { name: 'Metro Transit', category: 'Transport', min: 275, max: 4000 },
  { name: 'CityCab', category: 'Transport', min: 900, max: 4600 },
  { name: 'QuickFuel Station', category: 'Transport', min: 2500, max: 7000 },
  { name: 'Northwind Outfitters', category: 'Shopping', min: 2500, max: 18000, online: true },
  { name: 'PageTurner Books', category: 'Shopping', min: 900, max: 4800 },
  { name: 'Gadget Hub', category: 'Shopping', min: 1500, max: 24000, online: true },
  { name: 'Bluefin Studio', category: 'Shopping', min: 2000, max: 9000, online: true },
  { name: 'Starlight Cinema', category: 'Entertainment', min: 1200, max: 4200 },
  { name: 'Harmony Music', category: 'Entertainment', min: 999, max: 3500, online: true },
  { name: 'Cedar Health Pharmacy', category: 'Health', min: 600, max: 5200 },
  { name: 'Pulse Fitness', category: 'Health', min: 2500, max: 6000 },
];

/** Subscriptions billed to the credit card once a month. */
const SUBSCRIPTIONS: readonly { name: string; category: Category; amount: number }[] = [
  { name: 'StreamBox', category: 'Entertainment', amount: 1299 },
  { name: 'CloudDrive Plus', category: 'Bills', amount: 299 },
  { name: 'Daily Ledger News', category: 'Bills', amount: 899 },
];

/** What friends pay each other for. */
export const P2P_NOTES = [
  'Pizza night', 'Concert tickets', 'Taxi share', 'Birthday gift', 'Groceries', 'Lunch', 'Movie tickets', 'Book club snacks',
  'Gas money', 'Coffee', 'Brunch', 'Parking', 'Bowling', 'Flowers for Mum', 'Festival pass', 'Takeaway',
] as const;

/** What contacts ask you to pay for. */
export const REQUEST_NOTES = [
  'Dinner at Sakura', 'Cabin weekend', 'Airport taxi', 'Party groceries', 'Football pitch', 'Museum tickets', 'Theatre seats',
  'Wedding gift share', 'Climbing gym', 'Board game night', 'Karaoke room', 'Boat trip', 'Picnic supplies', 'Ski rental',
] as const;

/** What requests from numbers nobody knows say. */
export const STRANGER_NOTES = ['Parcel redelivery fee', 'Overdue toll charge', 'Account verification deposit', 'Prize release fee'] as const;

/** The firms paid by account number: the landlord, the utility, and others now and then. */
const PAYEES = ['Harbour Street Lettings', 'City Power & Water', 'Riverside School', 'Summit Legal', 'Green Valley Insurance'] as const;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** How far back the seeded history goes. */
export const HISTORY_DAYS = 75;

export function seedWallet(rng: Rng, world: SeedContext): WalletState {
  const { now, contacts } = world;
  const today = startOfDay(now);
  const accounts: Account[] = [
    { id: 'a1', kind: 'checking', name: 'Everyday Checking', number: makeAccountNumber('US', `PINE${digitsOf(rng, 14)}`), balance: 0, creditLimit: 0 },
    { id: 'a2', kind: 'savings', name: 'High-Yield Savings', number: makeAccountNumber('US', `PINE${digitsOf(rng, 14)}`), balance: 0, creditLimit: 0 },
    { id: 'a3', kind: 'credit', name: 'Platinum Credit Card', number: makeAccountNumber('US', `PINE${digitsOf(rng, 14)}`), balance: 0, creditLimit: rng.pick([500000, 750000, 1000000, 1200000]) },
  ];
  const year = parts(now).year % 100;
  const cards: Card[] = [
    { id: 'k1', name: 'Debit card', account: 'a1', network: 'Visa', last4: digitsOf(rng, 4), expires: `${String(rng.int(1, 12)).padStart(2, '0')}/${year + rng.int(1, 4)}`, frozen: false, limit: rng.pick([150000, 200000, 250000, 300000]), online: true, abroad: rng.chance(0.5) },
    { id: 'k2', name: 'Credit card', account: 'a3', network: 'Mastercard', last4: digitsOf(rng, 4), expires: `${String(rng.int(1, 12)).padStart(2, '0')}/${year + rng.int(1, 4)}`, frozen: false, limit: rng.pick([200000, 300000, 400000]), online: true, abroad: true },
    { id: 'k3', name: 'Online shopping card', account: 'a3', network: 'Mastercard', last4: digitsOf(rng, 4), expires: `${String(rng.int(1, 12)).padStart(2, '0')}/${year + rng.int(1, 3)}`, frozen: rng.chance(0.3), limit: rng.pick([50000, 75000, 100000]), online: true, abroad: false },
  ];

  // Friends you pay and who pay you: contacts with a phone number.
  const withPhone = contacts.contacts.filter((c) => c.phone !== '');
  const friends: Contact[] = rng.sample(withPhone, Math.min(12, withPhone.length));
  // The landlord and the utility are paid every month; a third payee now and then.
  const payees: Payee[] = [PAYEES[0], PAYEES[1], rng.pick(PAYEES.slice(2))].map((name, i) => ({ id: `p${i + 1}`, name, accountNumber: randomAccountNumber(rng) }));
  const employer = rng.pick(COMPANIES);

  type Draft = Omit<Transaction, 'id'>;
  const drafts: Draft[] = [];
  const book = (t: Partial<Draft> & Pick<Draft, 'account' | 'kind' | 'amount' | 'at' | 'counterparty' | 'category'>) =>
    drafts.push({ phone: null, accountNumber: null, note: '', card: null, request: null, ...t });
  const at = (day: number, fromHour = 7, toHour = 22) => day + rng.int(fromHour * 60, toHour * 60 - 1) * MINUTE;
  const past = (ms: number) => ms < now - 10 * MINUTE;

  const first = today - HISTORY_DAYS * DAY;
  const salary = rng.int(2100, 3400) * 100;
  const rent = rng.int(12, 21) * 10000;
  const saving = rng.int(2, 6) * 10000;
  for (let day = first; day <= today; day += DAY) {
    const p = parts(day);
    // Pay day on the 1st and the 15th; rent and bills early in the month; savings and the card bill mid-month.
    if (p.day === 1 || p.day === 15) book({ account: 'a1', kind: 'income', amount: salary, at: day + 6 * HOUR, counterparty: `${employer} Payroll`, category: 'Income', note: 'Salary' });
    if (p.day === 2) {
      const landlord = payees[0]!;
      book({ account: 'a1', kind: 'bank', amount: -rent, at: at(day, 8, 10), counterparty: landlord.name, accountNumber: landlord.accountNumber, category: 'Bills', note: `Rent ${MONTHS[p.month]}` });
    }
    if (p.day === 5) {
      const utility = payees[1]!;
      book({ account: 'a1', kind: 'bank', amount: -rng.int(6000, 18000), at: at(day, 8, 12), counterparty: utility.name, accountNumber: utility.accountNumber, category: 'Bills', note: `Invoice ${rng.int(100000, 999999)}` });
    }
    if (p.day === 16) {
      const t = at(day, 9, 11);
      book({ account: 'a1', kind: 'move', amount: -saving, at: t, counterparty: 'High-Yield Savings', accountNumber: accounts[1]!.number, category: 'Transfers', note: 'Monthly savings' });
      book({ account: 'a2', kind: 'move', amount: saving, at: t, counterparty: 'Everyday Checking', accountNumber: accounts[0]!.number, category: 'Transfers', note: 'Monthly savings' });
    }
    if (p.day === 20) {
      const bill = rng.int(300, 1500) * 100;
      const t = at(day, 9, 11);
      book({ account: 'a1', kind: 'move', amount: -bill, at: t, counterparty: 'Platinum Credit Card', accountNumber: accounts[2]!.number, category: 'Transfers', note: 'Card payment' });
      book({ account: 'a3', kind: 'move', amount: bill, at: t, counterparty: 'Everyday Checking', accountNumber: accounts[0]!.number, category: 'Transfers', note: 'Card payment' });
    }
    if (p.day === 28) book({ account: 'a2', kind: 'interest', amount: rng.int(800, 4500), at: day + 3 * HOUR, counterparty: BANK_NAME, category: 'Income', note: 'Interest' });
    SUBSCRIPTIONS.forEach((s, i) => {
      if (p.day === 7 + i * 5) book({ account: 'a3', kind: 'card', amount: -s.amount, at: day + 4 * HOUR, counterparty: s.name, category: s.category, card: 'k2' });
    });
    // Card purchases: none to three a day.
    for (let n = rng.pick([0, 1, 1, 2, 2, 3]); n > 0; n--) {
      const m = rng.pick(MERCHANTS);
      const card = m.online ? rng.pick(['k3', 'k2', 'k1']) : rng.pick(['k1', 'k1', 'k2']);
      book({ account: card === 'k1' ? 'a1' : 'a3', kind: 'card', amount: -rng.int(m.min, m.max), at: at(day), counterparty: m.name, category: m.category, card });
    }
  }
  // Money sent to and received from friends.
  for (let i = 0; i < rng.int(9, 13); i++) {
    const f = rng.pick(friends);
    book({ account: rng.chance(0.85) ? 'a1' : 'a2', kind: 'p2p', amount: -rng.int(5, 90) * 100 - rng.pick([0, 0, 50, 25, 99]), at: at(first + rng.int(0, HISTORY_DAYS) * DAY), counterparty: fullName(f), phone: f.phone, category: 'Transfers', note: rng.pick(P2P_NOTES) });
  }
  for (let i = 0; i < rng.int(4, 7); i++) {
    const f = rng.pick(friends);
    book({ account: 'a1', kind: 'p2p', amount: rng.int(5, 120) * 100, at: at(first + rng.int(0, HISTORY_DAYS) * DAY), counterparty: fullName(f), phone: f.phone, category: 'Transfers', note: rng.pick(P2P_NOTES) });
  }

  // Requests: settled ones in the past (the paid ones with their payment), pending ones now.
  let nextId = 1;
  const requests: PaymentRequest[] = [];
  const requesters = rng.sample(friends, 7);
  requesters.slice(0, 3).forEach((f, i) => {
    const sentAt = at(today - rng.int(12, 60) * DAY);
    const amount = rng.int(8, 120) * 100 + rng.pick([0, 50]);
    const note = rng.pick(REQUEST_NOTES);
    const settledAt = sentAt + rng.int(30, 60 * 30) * MINUTE;
    const declined = i === 2;
    requests.push({ id: '', from: f.phone, amount, note, at: sentAt, due: startOfDay(sentAt) + 7 * DAY, status: declined ? 'declined' : 'paid', unread: false, settledAt, transaction: null });
    if (!declined) book({ account: 'a1', kind: 'p2p', amount: -amount, at: settledAt, counterparty: fullName(f), phone: f.phone, category: 'Transfers', note, request: `#${requests.length - 1}` });
  });
  const pendingNotes = rng.sample(REQUEST_NOTES, 4);
  requesters.slice(3).forEach((f, i) => {
    const sentAt = now - rng.int(30, 60 * 24 * 6) * MINUTE;
    requests.push({ id: '', from: f.phone, amount: rng.int(8, 160) * 100 + rng.pick([0, 0, 50, 25]), note: pendingNotes[i]!, at: sentAt, due: today + rng.int(1, 10) * DAY, status: 'pending', unread: now - sentAt < 2 * DAY, settledAt: null, transaction: null });
  });
  // One from a number Contacts does not know.
  const strangerAt = now - rng.int(60, 60 * 40) * MINUTE;
  let stranger = rng.phone();
  while (findContactByPhone(contacts, stranger)) stranger = rng.phone();
  requests.push({ id: '', from: stranger, amount: rng.pick([299, 499, 1250, 2500]), note: rng.pick(STRANGER_NOTES), at: strangerAt, due: today + rng.int(0, 2) * DAY, status: 'pending', unread: true, settledAt: null, transaction: null });

  // Ids in time order; a request is numbered where it was sent.
  const kept = drafts.filter((t) => past(t.at)).sort((a, b) => a.at - b.at);
  const transactions: Transaction[] = kept.map((t) => ({ ...t, id: `t${nextId++}` }));
  requests.sort((a, b) => a.at - b.at).forEach((r) => (r.id = `r${nextId++}`));
  for (const t of transactions) {
    if (t.request?.startsWith('#')) {
      const r = requests.find((x) => x.status === 'paid' && x.from === t.phone && x.amount === -t.amount && x.settledAt === t.at)!;
      t.request = r.id;
      r.transaction = t.id;
    }
  }
  // What each account holds today (the history ends there: what came before it is not shown).
  const held: Record<string, number> = { a1: rng.int(1400, 5200) * 100 + rng.int(0, 99), a2: rng.int(4000, 26000) * 100 + rng.int(0, 99), a3: -(rng.int(150, 2400) * 100 + rng.int(0, 99)) };
  for (const a of accounts) a.balance = held[a.id]!;
  const state: WalletState = { accounts, cards, transactions, requests, payees, hideBalances: false, nextId: Math.max(nextId, payees.length + 1), opened: [] };
  // A card's limit is above what it spent this month (the bank declines what goes over it).
  for (const c of cards) {
    const spent = spentThisMonth(state, c.id, now);
    if (spent > c.limit * 0.8) c.limit = Math.ceil((spent * 1.5) / 50000) * 50000;
  }
  return state;
}
