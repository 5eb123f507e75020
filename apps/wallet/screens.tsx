// Wallet screens: the tabs (`main`: Home, Activity, Payments, Cards), an account, a transaction, a
// payment request, a card, and the payment flows (send to a person, pay an account number, pay a
// request: a form, a review, a receipt) and Move money. Every bit of UI state (tab, search, filters,
// form fields, an open dialog, a form's error) lives in the route on the back stack.
import { useMemo, type ReactNode } from 'react';
import {
  ArrowDownLeft, ArrowLeftRight, ArrowUpRight, CheckCircle2, CreditCard, Eye, EyeOff, HandCoins, Home, Landmark, List, PiggyBank,
  Send, ShieldAlert, Snowflake, Wallet as WalletIcon,
} from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { back, push, showToast } from '../os/nav.ts';
import { nav, update, useDevice, useToday } from '../device.ts';
import { AppBar, Avatar, Empty, IconButton, ListItem, Scroll, SearchBar, SectionHeader, Switch } from '../kit/ui.tsx';
import { DAY, formatClock, formatLongDate, formatLongDateWithYear, startOfDay } from '../kit/time.ts';
import { contactMatches, fullName, sortContacts, findContactByPhone, type ContactsState } from '../contacts/state.ts';
import type { DeviceState } from '../world.ts';
import {
  accountById, amountText, counterpartyName, dueText, formatMoney, groupNumber, isKnownNumber, isPending, maskNumber, parseAmount,
  requesterName, sortRequests, sortTransactions, spentThisMonth, transactionMatches,
  type Account, type Card, type PaymentRequest, type Transaction,
} from './state.ts';
import * as model from './model.ts';
import './wallet.css';

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: JsonValue | undefined): string | null => (typeof value === 'string' ? value : null);

type Tab = 'home' | 'activity' | 'payments' | 'cards';
const TABS: { id: Tab; label: string; icon: ReactNode }[] = [
  { id: 'home', label: 'Home', icon: <Home size={22} /> },
  { id: 'activity', label: 'Activity', icon: <List size={22} /> },
  { id: 'payments', label: 'Payments', icon: <HandCoins size={22} /> },
  { id: 'cards', label: 'Cards', icon: <CreditCard size={22} /> },
];

/** The screens of a payment flow: a confirmed payment leaves them for its receipt. */
const FLOW = new Set(['send', 'send-review', 'pay-account', 'account-review', 'pay-request', 'move']);

const HIDDEN = '••••••';

/** "Monday, March 2, 2026" */
const longDateWithYear = formatLongDateWithYear;

/** "Today", "Yesterday", or "Monday, March 2": a day's header in a list of transactions. */
function dayHeader(day: number, today: number): string {
  if (day === today) return 'Today';
  if (day === today - DAY) return 'Yesterday';
  return formatLongDate(day);
}

const ACCOUNT_ICONS: Record<Account['kind'], ReactNode> = { checking: <WalletIcon size={22} />, savings: <PiggyBank size={22} />, credit: <CreditCard size={22} /> };

/** What most screens read: the app's state, the address book (names), the day (a list renders again when it changes, not at every step). */
function useWallet() {
  return { wallet: useDevice((s) => s.apps.wallet), contacts: useDevice((s) => s.apps.contacts), today: useToday() };
}

// ---------------------------------------------------------------- actions

/** Inside an update: leave the payment flow's screens and show the receipt of `transaction`. */
function showReceipt(d: DeviceState, transaction: string): void {
  const stack = d.os.ui.stacks.wallet ?? [];
  while (stack.length > 1 && FLOW.has(stack[stack.length - 1]!.screen)) stack.pop();
  push(d.os, { screen: 'receipt', id: transaction });
}

/** Payments need the network: in airplane mode the bank cannot be reached. */
const OFFLINE = 'No internet connection. Turn off airplane mode and try again.';

function confirmPayment(order: model.PaymentOrder, payee?: { name: string; number: string }): void {
  update((d) => {
    if (d.apps.settings.airplaneMode) {
      showToast(d.os, OFFLINE);
      return;
    }
    if (payee) {
      const refused = model.addPayee(d.apps.wallet, payee.name, payee.number);
      if (refused !== null) {
        showToast(d.os, refused);
        return;
      }
    }
    const paid = model.sendPayment(d.apps.wallet, d.os.ledger, d.os.now, order);
    if ('refused' in paid) showToast(d.os, paid.refused);
    else showReceipt(d, paid.transaction);
  });
}

function confirmRequest(id: string, from: string, name: string): void {
  update((d) => {
    if (d.apps.settings.airplaneMode) {
      showToast(d.os, OFFLINE);
      return;
    }
    const paid = model.payRequest(d.apps.wallet, d.os.ledger, d.os.now, id, from, name);
    if ('refused' in paid) showToast(d.os, paid.refused);
    else showReceipt(d, paid.transaction);
  });
}

function openRequest(id: string): void {
  update((d) => {
    model.openRequest(d.apps.wallet, id);
    push(d.os, { screen: 'request', id, dialog: null });
  });
}

function declineRequest(id: string): void {
  update((d) => {
    const top = d.os.ui.stacks.wallet?.at(-1);
    if (top) top.dialog = null;
    if (model.declineRequest(d.apps.wallet, id, d.os.now)) showToast(d.os, 'Request declined');
  });
}

// ---------------------------------------------------------------- pieces

function Money({ cents, hidden, sign, className }: { cents: number; hidden?: boolean; sign?: boolean; className?: string }) {
  return <span className={`${className ?? ''}${cents > 0 && sign ? ' in' : ''}`}>{hidden ? HIDDEN : formatMoney(cents, { sign })}</span>;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="wl-field">
      <span className="wl-field-label">{label}</span>
      <span className="wl-field-value">{children}</span>
    </div>
  );
}

function ErrorLine({ text }: { text: string }) {
  return text === '' ? null : <div className="wl-error" role="alert">{text}</div>;
}

function TransactionRow({ t, contacts, accounts, today }: { t: Transaction; contacts: ContactsState; accounts: readonly Account[]; today: number }) {
  const name = counterpartyName(contacts, t);
  const account = accounts.find((a) => a.id === t.account);
  const detail = [t.note || t.category, account?.name].filter(Boolean).join(' · ');
  return (
    <button className="wl-row" aria-label={name} onClick={() => nav.push({ screen: 'transaction', id: t.id })}>
      <span className={`wl-row-icon ${t.amount > 0 ? 'in' : 'out'}`} aria-hidden>{t.amount > 0 ? <ArrowDownLeft size={18} /> : <ArrowUpRight size={18} />}</span>
      <span className="wl-row-texts">
        <span className="wl-row-title">{name}</span>
        <span className="wl-row-sub">{detail}</span>
      </span>
      <span className="wl-row-end">
        <Money cents={t.amount} sign className="wl-amount" />
        {isPending(t, today) && <span className="wl-pending">Pending</span>}
      </span>
    </button>
  );
}

/** Transactions grouped under their day's header. */
function TransactionList({ list, contacts, accounts, today }: { list: readonly Transaction[]; contacts: ContactsState; accounts: readonly Account[]; today: number }) {
  const groups: { day: number; items: Transaction[] }[] = [];
  for (const t of list) {
    const day = startOfDay(t.at);
    if (groups.at(-1)?.day !== day) groups.push({ day, items: [] });
    groups.at(-1)!.items.push(t);
  }
  return (
    <>
      {groups.map((g) => (
        <div key={g.day}>
          <SectionHeader>{dayHeader(g.day, today)}</SectionHeader>
          {g.items.map((t) => <TransactionRow key={t.id} t={t} contacts={contacts} accounts={accounts} today={today} />)}
        </div>
      ))}
    </>
  );
}

function AccountCard({ a, hidden }: { a: Account; hidden: boolean }) {
  const credit = a.kind === 'credit';
  return (
    <button className={`wl-account ${a.kind}`} aria-label={a.name} onClick={() => nav.push({ screen: 'account', id: a.id })}>
      <span className="wl-account-icon" aria-hidden>{ACCOUNT_ICONS[a.kind]}</span>
      <span className="wl-account-texts">
        <span className="wl-account-name">{a.name}</span>
        <span className="wl-account-number">{maskNumber(a.number)}</span>
      </span>
      <span className="wl-account-end">
        <span className="wl-account-caption">{credit ? 'Balance owed' : 'Available'}</span>
        <Money cents={credit ? -a.balance : a.balance} hidden={hidden} className="wl-account-balance" />
      </span>
    </button>
  );
}

function QuickAction({ label, icon, onClick, badge }: { label: string; icon: ReactNode; onClick: () => void; badge?: number }) {
  return (
    <button className="wl-quick" aria-label={label} onClick={onClick}>
      <span className="wl-quick-icon" aria-hidden>{icon}</span>
      <span className="wl-quick-label">{label}</span>
      {badge !== undefined && badge > 0 && <span className="wl-badge">{badge}</span>}
    </button>
  );
}

const sendRoute = (fields: Partial<Record<'to' | 'pick' | 'amount' | 'note' | 'from', string | null>> = {}): Route =>
  ({ screen: 'send', to: '', pick: null, amount: '', note: '', from: 'a1', error: '', ...fields });
const payAccountRoute = (fields: Partial<Record<'name' | 'number' | 'amount' | 'reference' | 'from', string>> = {}): Route =>
  ({ screen: 'pay-account', name: '', number: '', amount: '', reference: '', from: 'a1', save: false, error: '', ...fields });
const moveRoute = (from = 'a2', to = 'a1'): Route => ({ screen: 'move', from, to, amount: '', error: '' });

// ---------------------------------------------------------------- tabs

function HomeTab() {
  const { wallet, contacts, today } = useWallet();
  const recent = useMemo(() => sortTransactions(wallet.transactions).slice(0, 5), [wallet.transactions]);
  const waiting = wallet.requests.filter((r) => r.status === 'pending' && r.unread).length;
  const available = wallet.accounts.filter((a) => a.kind !== 'credit').reduce((sum, a) => sum + a.balance, 0);
  return (
    <>
      <div className="wl-total">
        <span className="wl-total-caption">Total in your accounts</span>
        <Money cents={available} hidden={wallet.hideBalances} className="wl-total-amount" />
      </div>
      {wallet.accounts.map((a) => <AccountCard key={a.id} a={a} hidden={wallet.hideBalances} />)}
      <div className="wl-quick-row">
        <QuickAction label="Send money" icon={<Send size={20} />} onClick={() => nav.push(sendRoute())} />
        <QuickAction label="Pay to account" icon={<Landmark size={20} />} onClick={() => nav.push(payAccountRoute())} />
        <QuickAction label="Move money" icon={<ArrowLeftRight size={20} />} onClick={() => nav.push(moveRoute())} />
        <QuickAction label="Requests" icon={<HandCoins size={20} />} onClick={() => nav.patch({ tab: 'payments' })} badge={waiting} />
      </div>
      <SectionHeader>Recent activity</SectionHeader>
      {recent.map((t) => <TransactionRow key={t.id} t={t} contacts={contacts} accounts={wallet.accounts} today={today} />)}
      <button className="wl-link" onClick={() => nav.patch({ tab: 'activity' })}>See all activity</button>
      {recent.length === 0 && <Empty>No transactions yet</Empty>}
    </>
  );
}

const DIRECTIONS = [
  { id: 'all', label: 'All' },
  { id: 'in', label: 'Money in' },
  { id: 'out', label: 'Money out' },
] as const;

function Chip({ label, on, onClick }: { label: string; on: boolean; onClick: () => void }) {
  return (
    <button role="radio" aria-checked={on} aria-label={label} className={`wl-chip${on ? ' on' : ''}`} onClick={onClick}>
      {label}
    </button>
  );
}

function ActivityTab({ route }: { route: Route }) {
  const { wallet, contacts, today } = useWallet();
  const query = str(route.query);
  const direction = str(route.direction) || 'all';
  const account = str(route.account) || 'all';
  const shown = useMemo(
    () => sortTransactions(wallet.transactions).filter((t) =>
      (direction === 'all' || (direction === 'in' ? t.amount > 0 : t.amount < 0)) && (account === 'all' || t.account === account) && transactionMatches(contacts, t, query)),
    [wallet.transactions, contacts, query, direction, account],
  );
  const total = shown.reduce((sum, t) => sum + t.amount, 0);
  return (
    <>
      <SearchBar value={query} onChange={(v) => nav.patch({ query: v })} placeholder="Search transactions" />
      <div className="wl-chips" role="radiogroup" aria-label="Direction">
        {DIRECTIONS.map((d) => <Chip key={d.id} label={d.label} on={direction === d.id} onClick={() => nav.patch({ direction: d.id })} />)}
      </div>
      <div className="wl-chips" role="radiogroup" aria-label="Account">
        <Chip label="All accounts" on={account === 'all'} onClick={() => nav.patch({ account: 'all' })} />
        {wallet.accounts.map((a) => <Chip key={a.id} label={a.kind === 'credit' ? 'Credit card' : a.kind === 'savings' ? 'Savings' : 'Checking'} on={account === a.id} onClick={() => nav.patch({ account: a.id })} />)}
      </div>
      <Scroll label="Transactions">
        {(query.trim() !== '' || direction !== 'all' || account !== 'all') && shown.length > 0 && (
          <div className="wl-summary">{`${shown.length} ${shown.length === 1 ? 'transaction' : 'transactions'} · net ${formatMoney(total, { sign: true })}`}</div>
        )}
        {shown.length === 0 && <Empty>No transactions match</Empty>}
        <TransactionList list={shown} contacts={contacts} accounts={wallet.accounts} today={today} />
        <div className="wl-day-end" />
      </Scroll>
    </>
  );
}

function RequestRow({ r, contacts, today }: { r: PaymentRequest; contacts: ContactsState; today: number }) {
  const name = requesterName(contacts, r);
  const known = isKnownNumber(contacts, r.from);
  const state = r.status === 'pending' ? dueText(r.due, today) : r.status === 'paid' ? 'Paid' : 'Declined';
  return (
    <button className={`wl-row${r.unread ? ' unread' : ''}`} aria-label={name} onClick={() => openRequest(r.id)}>
      {known ? <Avatar name={name} /> : <span className="wl-unknown" aria-hidden><ShieldAlert size={20} /></span>}
      <span className="wl-row-texts">
        <span className="wl-row-title">{name}</span>
        <span className="wl-row-sub">{r.note}</span>
        <span className={`wl-row-sub${r.status === 'pending' && r.due < today ? ' late' : ''}`}>{known ? state : `${state} · Not in your contacts`}</span>
      </span>
      <span className="wl-row-end">
        <span className="wl-amount">{formatMoney(r.amount)}</span>
      </span>
    </button>
  );
}

function PaymentsTab() {
  const { wallet, contacts, today } = useWallet();
  const sorted = useMemo(() => sortRequests(wallet.requests), [wallet.requests]);
  const pending = sorted.filter((r) => r.status === 'pending');
  const settled = sorted.filter((r) => r.status !== 'pending');
  return (
    <>
      <div className="wl-quick-row">
        <QuickAction label="Send money" icon={<Send size={20} />} onClick={() => nav.push(sendRoute())} />
        <QuickAction label="Pay to account" icon={<Landmark size={20} />} onClick={() => nav.push(payAccountRoute())} />
        <QuickAction label="Move money" icon={<ArrowLeftRight size={20} />} onClick={() => nav.push(moveRoute())} />
      </div>
      <SectionHeader>{`Payment requests (${pending.length})`}</SectionHeader>
      {pending.length === 0 && <Empty>No requests waiting</Empty>}
      {pending.map((r) => <RequestRow key={r.id} r={r} contacts={contacts} today={today} />)}
      <SectionHeader>Saved payees</SectionHeader>
      {wallet.payees.length === 0 && <Empty>No saved payees</Empty>}
      {wallet.payees.map((p) => (
        <ListItem key={p.id} label={p.name} leading={<span className="wl-row-icon" aria-hidden><Landmark size={18} /></span>} title={p.name} subtitle={maskNumber(p.accountNumber)}
          onClick={() => nav.push(payAccountRoute({ name: p.name, number: groupNumber(p.accountNumber) }))} />
      ))}
      <SectionHeader>Past requests</SectionHeader>
      {settled.length === 0 && <Empty>No past requests</Empty>}
      {settled.map((r) => <RequestRow key={r.id} r={r} contacts={contacts} today={today} />)}
    </>
  );
}

function CardArt({ c, account }: { c: Card; account: Account | undefined }) {
  return (
    <div className={`wl-card-art ${c.id === 'k1' ? 'debit' : c.id === 'k2' ? 'credit' : 'virtual'}${c.frozen ? ' frozen' : ''}`}>
      <div className="wl-card-top">
        <span className="wl-card-bank">Pinecone</span>
        {c.frozen && <span className="wl-card-frozen"><Snowflake size={14} aria-hidden />Frozen</span>}
      </div>
      <div className="wl-card-number">{`•••• •••• •••• ${c.last4}`}</div>
      <div className="wl-card-bottom">
        <span>{c.name}</span>
        <span className="wl-card-network">{c.network}</span>
      </div>
      {account && <div className="wl-card-account">{account.name}</div>}
    </div>
  );
}

function CardsTab() {
  const { wallet, today } = useWallet();
  return (
    <>
      {wallet.cards.map((c) => (
        <button key={c.id} className="wl-card-button" aria-label={c.name} onClick={() => nav.push({ screen: 'card', id: c.id, dialog: null, draft: '', error: '' })}>
          <CardArt c={c} account={accountById(wallet, c.account)} />
          <span className="wl-card-caption">{`${c.frozen ? 'Frozen · ' : ''}Spent ${formatMoney(spentThisMonth(wallet, c.id, today))} of ${formatMoney(c.limit)} this month`}</span>
        </button>
      ))}
    </>
  );
}

function WalletMain({ route }: { route: Route }) {
  const tab = (TABS.some((t) => t.id === route.tab) ? route.tab : 'home') as Tab;
  const hidden = useDevice((s) => s.apps.wallet.hideBalances);
  const waiting = useDevice((s) => s.apps.wallet.requests.filter((r) => r.status === 'pending' && r.unread).length);
  const title = tab === 'home' ? 'Wallet' : TABS.find((t) => t.id === tab)!.label;
  return (
    <>
      <AppBar
        title={title}
        actions={tab === 'home' ? (
          <IconButton label={hidden ? 'Show balances' : 'Hide balances'} onClick={() => update((d) => void (d.apps.wallet.hideBalances = !hidden))}>
            {hidden ? <Eye size={22} /> : <EyeOff size={22} />}
          </IconButton>
        ) : undefined}
      />
      {tab === 'activity' ? <ActivityTab route={route} /> : (
        <Scroll label={title}>
          {tab === 'home' && <HomeTab />}
          {tab === 'payments' && <PaymentsTab />}
          {tab === 'cards' && <CardsTab />}
          <div className="wl-day-end" />
        </Scroll>
      )}
      <nav className="wl-tabs" role="tablist">
        {TABS.map((t) => (
          <button key={t.id} role="tab" aria-label={t.label} aria-selected={t.id === tab} className={`wl-tab${t.id === tab ? ' on' : ''}`} onClick={() => nav.patch({ tab: t.id })}>
            <span className="wl-tab-icon" aria-hidden>{t.icon}</span>
            <span className="wl-tab-label" aria-hidden>{t.label}</span>
            {t.id === 'payments' && waiting > 0 && <span className="wl-badge tab">{waiting}</span>}
          </button>
        ))}
      </nav>
    </>
  );
}

// ---------------------------------------------------------------- detail pages

function Missing({ title, what }: { title: string; what: string }) {
  return (
    <>
      <AppBar title={title} onBack={nav.back} />
      <Empty>{what}</Empty>
    </>
  );
}

function AccountScreen({ route }: { route: Route }) {
  const { wallet, contacts, today } = useWallet();
  const a = accountById(wallet, str(route.id));
  const list = useMemo(() => (a ? sortTransactions(wallet.transactions.filter((t) => t.account === a.id)).slice(0, 40) : []), [wallet.transactions, a]);
  if (!a) return <Missing title="Account" what="This account no longer exists" />;
  const credit = a.kind === 'credit';
  return (
    <>
      <AppBar title={a.name} onBack={nav.back} />
      <Scroll label={a.name}>
        <div className="wl-hero">
          <span className="wl-hero-caption">{credit ? 'Balance owed' : 'Available balance'}</span>
          <Money cents={credit ? -a.balance : a.balance} hidden={wallet.hideBalances} className="wl-hero-amount" />
        </div>
        <Field label="Account number">{groupNumber(a.number)}</Field>
        {credit && <Field label="Credit limit">{formatMoney(a.creditLimit)}</Field>}
        {credit && <Field label="Available credit">{wallet.hideBalances ? HIDDEN : formatMoney(a.creditLimit + a.balance)}</Field>}
        <div className="wl-actions">
          {!credit && <button className="wl-action" onClick={() => nav.push(sendRoute({ from: a.id }))}>Send money</button>}
          <button className="wl-action" onClick={() => nav.push(credit ? moveRoute('a1', a.id) : moveRoute(a.id, a.id === 'a1' ? 'a2' : 'a1'))}>{credit ? 'Pay card' : 'Move money'}</button>
        </div>
        {list.length === 0 && <Empty>No transactions yet</Empty>}
        <TransactionList list={list} contacts={contacts} accounts={wallet.accounts} today={today} />
        <div className="wl-day-end" />
      </Scroll>
    </>
  );
}

function TransactionScreen({ route }: { route: Route }) {
  const { wallet, contacts, today } = useWallet();
  const t = wallet.transactions.find((x) => x.id === str(route.id));
  if (!t) return <Missing title="Transaction" what="This transaction no longer exists" />;
  const name = counterpartyName(contacts, t);
  const account = accountById(wallet, t.account);
  const card = t.card ? wallet.cards.find((c) => c.id === t.card) : undefined;
  const outgoing = t.amount < 0;
  const knownPerson = t.phone !== null && findContactByPhone(contacts, t.phone) !== undefined;
  return (
    <>
      <AppBar title="Transaction" onBack={nav.back} />
      <Scroll label="Transaction">
        <div className="wl-hero">
          <h2 className="wl-hero-name">{name}</h2>
          <Money cents={t.amount} sign className="wl-hero-amount" />
          <span className={`wl-status${isPending(t, today) ? ' pending' : ''}`}>{isPending(t, today) ? 'Pending' : 'Completed'}</span>
        </div>
        <Field label="Date">{longDateWithYear(t.at)}</Field>
        <Field label="Time">{formatClock(t.at)}</Field>
        <Field label={outgoing ? 'From account' : 'To account'}>{account?.name ?? ''}</Field>
        {t.phone && <Field label={outgoing ? 'Paid to' : 'Received from'}>{knownPerson ? `${name} · ${t.phone}` : t.phone}</Field>}
        {t.accountNumber && <Field label={t.kind === 'move' ? (outgoing ? 'Moved to' : 'Moved from') : outgoing ? 'Paid to account' : 'From account number'}>{groupNumber(t.accountNumber)}</Field>}
        {card && <Field label="Card">{`${card.name} ${maskNumber(card.last4)}`}</Field>}
        <Field label="Category">{t.category}</Field>
        {t.note !== '' && <Field label={t.kind === 'bank' ? 'Reference' : 'Note'}>{t.note}</Field>}
        <Field label="Transaction ID">{t.id.toUpperCase()}</Field>
        {t.kind === 'p2p' && outgoing && (
          <div className="wl-actions">
            <button className="wl-action" onClick={() => nav.push(sendRoute({ to: name, pick: t.phone, amount: amountText(-t.amount), note: t.note, from: t.account }))}>Send again</button>
          </div>
        )}
      </Scroll>
    </>
  );
}

function RequestScreen({ route }: { route: Route }) {
  const { wallet, contacts, today } = useWallet();
  const r = wallet.requests.find((x) => x.id === str(route.id));
  if (!r) return <Missing title="Payment request" what="This request no longer exists" />;
  const name = requesterName(contacts, r);
  const known = isKnownNumber(contacts, r.from);
  return (
    <>
      <AppBar title="Payment request" onBack={nav.back} />
      <Scroll label="Payment request">
        <div className="wl-hero">
          {known ? <Avatar name={name} large /> : <span className="wl-unknown large" aria-hidden><ShieldAlert size={40} /></span>}
          <h2 className="wl-hero-name">{name}</h2>
          <span className="wl-hero-caption">{`requests ${formatMoney(r.amount)}`}</span>
        </div>
        {!known && (
          <div className="wl-warning" role="alert">
            <ShieldAlert size={18} aria-hidden />
            <span>This number is not in your contacts. Only pay people you know and trust: money you send cannot be taken back.</span>
          </div>
        )}
        <Field label="Amount">{formatMoney(r.amount)}</Field>
        <Field label="For">{r.note}</Field>
        <Field label="From number">{r.from}</Field>
        <Field label="Requested">{longDateWithYear(r.at)}</Field>
        <Field label="Due">{longDateWithYear(r.due)}</Field>
        <Field label="Status">{r.status === 'pending' ? dueText(r.due, today) : r.status === 'paid' ? `Paid on ${longDateWithYear(r.settledAt ?? r.at)}` : `Declined on ${longDateWithYear(r.settledAt ?? r.at)}`}</Field>
        {r.status === 'pending' && (
          <div className="wl-actions">
            <button className="wl-action primary" onClick={() => nav.push({ screen: 'pay-request', id: r.id, from: 'a1' })}>{`Pay ${formatMoney(r.amount)}`}</button>
            <button className="wl-action" onClick={() => nav.patch({ dialog: 'decline' })}>Decline</button>
          </div>
        )}
        {r.transaction && (
          <div className="wl-actions">
            <button className="wl-action" onClick={() => nav.push({ screen: 'transaction', id: r.transaction })}>View payment</button>
          </div>
        )}
      </Scroll>
      {route.dialog === 'decline' && (
        <div className="dialog-scrim">
          <div className="dialog" role="dialog" aria-label="Decline this request?">
            <h2>Decline this request?</h2>
            <p>{`${name} asked for ${formatMoney(r.amount)} for ${r.note}. Nothing will be paid.`}</p>
            <div className="actions">
              <button className="button text" onClick={() => nav.patch({ dialog: null })}>Cancel</button>
              <button className="button danger" onClick={() => declineRequest(r.id)}>Decline request</button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

function FromAccounts({ accounts, from, hidden, label = 'Pay from' }: { accounts: readonly Account[]; from: string; hidden: boolean; label?: string }) {
  return (
    <>
      <SectionHeader>{label}</SectionHeader>
      <div role="radiogroup" aria-label={label}>
        {accounts.filter(model.canSendFrom).map((a) => (
          <button key={a.id} role="radio" aria-checked={from === a.id} aria-label={a.name} className={`wl-radio${from === a.id ? ' on' : ''}`} onClick={() => nav.patch({ from: a.id, error: '' })}>
            <span className="wl-radio-dot" aria-hidden />
            <span className="wl-radio-name">{a.name}</span>
            <span className="wl-radio-value">{hidden ? HIDDEN : formatMoney(a.balance)}</span>
          </button>
        ))}
      </div>
    </>
  );
}

function CardScreen({ route }: { route: Route }) {
  const { wallet, contacts, today } = useWallet();
  const c = wallet.cards.find((x) => x.id === str(route.id));
  const recent = useMemo(() => (c ? sortTransactions(wallet.transactions.filter((t) => t.card === c.id)).slice(0, 6) : []), [wallet.transactions, c]);
  if (!c) return <Missing title="Card" what="This card no longer exists" />;
  const account = accountById(wallet, c.account);
  const spent = spentThisMonth(wallet, c.id, today);
  const draft = str(route.draft);
  const saveLimit = () => {
    const cents = parseAmount(draft);
    const refused = model.limitRefusal(cents);
    if (refused !== null) {
      nav.patch({ error: refused });
      return;
    }
    update((d) => {
      model.setLimit(d.apps.wallet, c.id, cents!);
      const top = d.os.ui.stacks.wallet?.at(-1);
      if (top) Object.assign(top, { dialog: null, draft: '', error: '' });
      showToast(d.os, `Limit set to ${formatMoney(cents!)}`);
    });
  };
  const freeze = (on: boolean) => update((d) => {
    model.setFrozen(d.apps.wallet, c.id, on);
    showToast(d.os, on ? 'Card frozen' : 'Card unfrozen');
  });
  return (
    <>
      <AppBar title={c.name} onBack={nav.back} />
      <Scroll label={c.name}>
        <div className="wl-card-hero"><CardArt c={c} account={account} /></div>
        {c.frozen && <div className="wl-warning info" role="alert"><Snowflake size={18} aria-hidden /><span>This card is frozen. Payments with it are declined until you unfreeze it.</span></div>}
        <div className="wl-setting">
          <span className="wl-setting-texts"><span className="wl-setting-title">Freeze card</span><span className="wl-setting-sub">Stop all payments with this card for now</span></span>
          <Switch checked={c.frozen} onChange={freeze} label="Freeze card" />
        </div>
        <div className="wl-setting">
          <span className="wl-setting-texts"><span className="wl-setting-title">Online payments</span><span className="wl-setting-sub">Shopping on websites and in apps</span></span>
          <Switch checked={c.online} onChange={(on) => update((d) => model.setControl(d.apps.wallet, c.id, 'online', on))} label="Online payments" />
        </div>
        <div className="wl-setting">
          <span className="wl-setting-texts"><span className="wl-setting-title">Use abroad</span><span className="wl-setting-sub">Payments and cash outside the country</span></span>
          <Switch checked={c.abroad} onChange={(on) => update((d) => model.setControl(d.apps.wallet, c.id, 'abroad', on))} label="Use abroad" />
        </div>
        <SectionHeader>Spending limit</SectionHeader>
        <Field label="Monthly spending limit">{formatMoney(c.limit)}</Field>
        <div className="wl-meter" aria-hidden><div className="wl-meter-fill" style={{ width: `${Math.min(100, (spent / c.limit) * 100)}%` }} /></div>
        <Field label="Spent this month">{`${formatMoney(spent)} of ${formatMoney(c.limit)}`}</Field>
        <div className="wl-actions">
          <button className="wl-action" onClick={() => nav.patch({ dialog: 'limit', draft: amountText(c.limit).replace(/\.00$/, ''), error: '' })}>Change limit</button>
        </div>
        <SectionHeader>Card details</SectionHeader>
        <Field label="Card number">{maskNumber(c.last4)}</Field>
        <Field label="Expires">{c.expires}</Field>
        <Field label="Network">{c.network}</Field>
        <Field label="Linked account">{account?.name ?? ''}</Field>
        <SectionHeader>Recent card payments</SectionHeader>
        {recent.length === 0 && <Empty>No payments with this card yet</Empty>}
        <TransactionList list={recent} contacts={contacts} accounts={wallet.accounts} today={today} />
        <div className="wl-day-end" />
      </Scroll>
      {route.dialog === 'limit' && (
        <div className="dialog-scrim">
          <div className="dialog" role="dialog" aria-label="Monthly spending limit">
            <h2>Monthly spending limit</h2>
            <div className="wl-dialog-field">
              <span className="wl-dollar" aria-hidden>$</span>
              <input aria-label="New limit" placeholder="New limit" inputMode="decimal" value={draft} onChange={(e) => nav.patch({ draft: e.target.value, error: '' })} autoComplete="off" spellCheck={false} />
            </div>
            <ErrorLine text={str(route.error)} />
            <div className="actions">
              <button className="button text" onClick={() => nav.patch({ dialog: null, draft: '', error: '' })}>Cancel</button>
              <button className="button text" onClick={saveLimit}>Save limit</button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

function Receipt({ route }: { route: Route }) {
  const { wallet, contacts } = useWallet();
  const t = wallet.transactions.find((x) => x.id === str(route.id));
  if (!t) return <Missing title="Payment" what="This payment no longer exists" />;
  return (
    <>
      <AppBar title="Payment sent" onBack={nav.back} />
      <Scroll label="Receipt">
        <div className="wl-hero receipt">
          <CheckCircle2 size={64} className="wl-check" aria-hidden />
          <h2 className="wl-hero-name">Payment sent</h2>
          <span className="wl-hero-amount">{formatMoney(-t.amount)}</span>
          <span className="wl-hero-caption">{`to ${counterpartyName(contacts, t)}`}</span>
        </div>
        <Field label="To">{t.phone ?? groupNumber(t.accountNumber ?? '')}</Field>
        <Field label="From account">{accountById(wallet, t.account)?.name ?? ''}</Field>
        {t.note !== '' && <Field label={t.kind === 'bank' ? 'Reference' : 'Note'}>{t.note}</Field>}
        <Field label="Transaction ID">{t.id.toUpperCase()}</Field>
        <div className="wl-actions">
          <button className="wl-action primary" onClick={nav.back}>Done</button>
          <button className="wl-action" onClick={() => nav.replace({ screen: 'transaction', id: t.id })}>View transaction</button>
        </div>
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------- payment flows

/** What the To field of Send money stands for: the contact picked, else a contact's exact name or a phone number typed. */
function resolveRecipient(contacts: ContactsState, typed: string, pick: string | null): Extract<model.Recipient, { via: 'phone' }> | null {
  if (pick !== null) {
    const c = findContactByPhone(contacts, pick);
    return { via: 'phone', phone: pick, name: c ? fullName(c) : pick };
  }
  const t = typed.trim();
  const byName = contacts.contacts.find((c) => c.phone !== '' && fullName(c).toLowerCase() === t.toLowerCase());
  if (byName) return { via: 'phone', phone: byName.phone, name: fullName(byName) };
  const phone = model.normalPhone(t);
  if (phone === null || !/^[\d\s()+.-]+$/.test(t)) return null;
  const c = findContactByPhone(contacts, phone);
  return c ? { via: 'phone', phone: c.phone, name: fullName(c) } : { via: 'phone', phone, name: phone };
}

function SendScreen({ route }: { route: Route }) {
  const { wallet, contacts } = useWallet();
  const to = str(route.to), pick = strOrNull(route.pick), from = str(route.from) || 'a1';
  const suggestions = useMemo(() => {
    if (pick !== null || to.trim() === '') return [];
    return sortContacts(contacts.contacts).filter((c) => c.phone !== '' && contactMatches(c, to)).slice(0, 6);
  }, [contacts, to, pick]);
  const picked = pick !== null ? findContactByPhone(contacts, pick) : undefined;
  const review = () => {
    const recipient = resolveRecipient(contacts, to, pick);
    if (!recipient) {
      nav.patch({ error: 'Choose a contact or enter a 10-digit phone number' });
      return;
    }
    const amount = parseAmount(str(route.amount));
    const refused = model.paymentRefusal(wallet, { from, to: recipient, amount: amount ?? 0, note: str(route.note) });
    if (refused !== null) {
      nav.patch({ error: refused });
      return;
    }
    nav.push({ screen: 'send-review', via: 'phone', phone: recipient.phone, name: recipient.name, amount: amount!, note: str(route.note).trim(), from });
  };
  return (
    <>
      <AppBar title="Send money" onBack={nav.back} />
      <Scroll label="Send money">
        <SectionHeader>To</SectionHeader>
        {pick !== null ? (
          <div className="wl-picked">
            <Avatar name={picked ? fullName(picked) : pick} />
            <span className="wl-row-texts">
              <span className="wl-row-title">{picked ? fullName(picked) : pick}</span>
              <span className="wl-row-sub">{pick}</span>
            </span>
            <button className="wl-change" onClick={() => nav.patch({ pick: null, to: '', error: '' })}>Change</button>
          </div>
        ) : (
          <div className="wl-input">
            <input aria-label="Name or phone number" placeholder="Name or phone number" value={to} onChange={(e) => nav.patch({ to: e.target.value, error: '' })} autoComplete="off" spellCheck={false} />
          </div>
        )}
        {suggestions.length > 0 && (
          <div className="wl-suggestions" aria-label="Contacts">
            {suggestions.map((c) => (
              <ListItem key={c.id} label={fullName(c)} leading={<Avatar name={fullName(c)} />} title={fullName(c)} subtitle={c.phone} onClick={() => nav.patch({ pick: c.phone, to: fullName(c), error: '' })} />
            ))}
          </div>
        )}
        <SectionHeader>Amount</SectionHeader>
        <div className="wl-input amount">
          <span className="wl-dollar" aria-hidden>$</span>
          <input aria-label="Amount" placeholder="Amount" inputMode="decimal" value={str(route.amount)} onChange={(e) => nav.patch({ amount: e.target.value, error: '' })} autoComplete="off" spellCheck={false} />
        </div>
        <div className="wl-input">
          <input aria-label="Note" placeholder="Note (optional)" value={str(route.note)} onChange={(e) => nav.patch({ note: e.target.value })} autoComplete="off" spellCheck={false} />
        </div>
        <FromAccounts accounts={wallet.accounts} from={from} hidden={wallet.hideBalances} />
        <ErrorLine text={str(route.error)} />
        <div className="wl-actions">
          <button className="wl-action primary" onClick={review}>Review</button>
        </div>
      </Scroll>
    </>
  );
}

function PayAccountScreen({ route }: { route: Route }) {
  const wallet = useDevice((s) => s.apps.wallet);
  const from = str(route.from) || 'a1';
  const save = route.save === true;
  const review = () => {
    const amount = parseAmount(str(route.amount));
    const to: model.Recipient = { via: 'account', number: str(route.number), name: str(route.name) };
    const refused = model.paymentRefusal(wallet, { from, to, amount: amount ?? 0, note: str(route.reference) }) ?? (save ? model.payeeRefusal(wallet, to.name, to.number) : null);
    if (refused !== null) {
      nav.patch({ error: refused });
      return;
    }
    nav.push({ screen: 'account-review', via: 'account', number: to.number, name: to.name.trim(), amount: amount!, note: str(route.reference).trim(), from, save });
  };
  const input = (key: 'name' | 'number' | 'reference', label: string) => (
    <div className="wl-input">
      <input aria-label={label} placeholder={label} value={str(route[key])} onChange={(e) => nav.patch({ [key]: e.target.value, error: '' })} autoComplete="off" spellCheck={false} />
    </div>
  );
  return (
    <>
      <AppBar title="Pay to account" onBack={nav.back} />
      <Scroll label="Pay to account">
        {wallet.payees.length > 0 && (
          <>
            <SectionHeader>Saved payees</SectionHeader>
            <div className="wl-chips wrap">
              {wallet.payees.map((p) => (
                <button key={p.id} className="wl-chip" aria-label={`Use ${p.name}`} onClick={() => nav.patch({ name: p.name, number: groupNumber(p.accountNumber), error: '' })}>{p.name}</button>
              ))}
            </div>
          </>
        )}
        <SectionHeader>Recipient</SectionHeader>
        {input('name', 'Name on the account')}
        {input('number', 'Account number')}
        <SectionHeader>Amount</SectionHeader>
        <div className="wl-input amount">
          <span className="wl-dollar" aria-hidden>$</span>
          <input aria-label="Amount" placeholder="Amount" inputMode="decimal" value={str(route.amount)} onChange={(e) => nav.patch({ amount: e.target.value, error: '' })} autoComplete="off" spellCheck={false} />
        </div>
        {input('reference', 'Reference (optional)')}
        <FromAccounts accounts={wallet.accounts} from={from} hidden={wallet.hideBalances} />
        <div className="wl-setting">
          <span className="wl-setting-texts"><span className="wl-setting-title">Save as payee</span><span className="wl-setting-sub">Find this account under Saved payees next time</span></span>
          <Switch checked={save} onChange={(on) => nav.patch({ save: on, error: '' })} label="Save as payee" />
        </div>
        <ErrorLine text={str(route.error)} />
        <div className="wl-actions">
          <button className="wl-action primary" onClick={review}>Review</button>
        </div>
      </Scroll>
    </>
  );
}

/** The review before a payment: who, how much, from where; the button sends it. */
function ReviewScreen({ route }: { route: Route }) {
  const { wallet, contacts } = useWallet();
  const viaPhone = route.via === 'phone';
  const amount = typeof route.amount === 'number' ? route.amount : 0;
  const from = str(route.from);
  const to: model.Recipient = viaPhone ? { via: 'phone', phone: str(route.phone), name: str(route.name) } : { via: 'account', number: str(route.number), name: str(route.name) };
  const stranger = viaPhone && !isKnownNumber(contacts, str(route.phone));
  const send = () => confirmPayment({ from, to, amount, note: str(route.note) }, route.save === true ? { name: to.name, number: str(route.number) } : undefined);
  return (
    <>
      <AppBar title="Review payment" onBack={nav.back} />
      <Scroll label="Review payment">
        <div className="wl-hero">
          <span className="wl-hero-caption">You are sending</span>
          <span className="wl-hero-amount">{formatMoney(amount)}</span>
          <span className="wl-hero-caption">{`to ${to.name}`}</span>
        </div>
        {stranger && (
          <div className="wl-warning" role="alert">
            <ShieldAlert size={18} aria-hidden />
            <span>This number is not in your contacts. Money you send cannot be taken back.</span>
          </div>
        )}
        <Field label="To">{viaPhone ? str(route.phone) : groupNumber(str(route.number))}</Field>
        {to.name !== (viaPhone ? str(route.phone) : '') && <Field label="Name">{to.name}</Field>}
        <Field label="From account">{accountById(wallet, from)?.name ?? ''}</Field>
        <Field label={viaPhone ? 'Note' : 'Reference'}>{str(route.note) || 'None'}</Field>
        {route.save === true && <Field label="Save as payee">Yes</Field>}
        <div className="wl-actions">
          <button className="wl-action primary" onClick={send}>{`Send ${formatMoney(amount)}`}</button>
          <button className="wl-action" onClick={nav.back}>Edit</button>
        </div>
      </Scroll>
    </>
  );
}

function PayRequestScreen({ route }: { route: Route }) {
  const { wallet, contacts } = useWallet();
  const r = wallet.requests.find((x) => x.id === str(route.id));
  if (!r) return <Missing title="Pay request" what="This request no longer exists" />;
  const name = requesterName(contacts, r);
  const from = str(route.from) || 'a1';
  const account = accountById(wallet, from);
  const short = account !== undefined && account.balance < r.amount;
  return (
    <>
      <AppBar title="Pay request" onBack={nav.back} />
      <Scroll label="Pay request">
        <div className="wl-hero">
          <span className="wl-hero-caption">You are paying</span>
          <span className="wl-hero-amount">{formatMoney(r.amount)}</span>
          <span className="wl-hero-caption">{`to ${name}`}</span>
        </div>
        {!isKnownNumber(contacts, r.from) && (
          <div className="wl-warning" role="alert">
            <ShieldAlert size={18} aria-hidden />
            <span>This number is not in your contacts. Money you send cannot be taken back.</span>
          </div>
        )}
        <Field label="To">{r.from}</Field>
        <Field label="For">{r.note}</Field>
        <FromAccounts accounts={wallet.accounts} from={from} hidden={wallet.hideBalances} />
        {short && <ErrorLine text={`Not enough money in ${account.name} (${formatMoney(account.balance)})`} />}
        <div className="wl-actions">
          <button className="wl-action primary" onClick={() => confirmRequest(r.id, from, name)}>{`Send ${formatMoney(r.amount)}`}</button>
        </div>
      </Scroll>
    </>
  );
}

function MoveScreen({ route }: { route: Route }) {
  const wallet = useDevice((s) => s.apps.wallet);
  const from = str(route.from) || 'a2', to = str(route.to) || 'a1';
  const typedAmount = str(route.amount);
  const cents = parseAmount(typedAmount);
  const move = () => update((d) => {
    const top = d.os.ui.stacks.wallet?.at(-1);
    const refused = model.moveMoney(d.apps.wallet, d.os.now, from, to, cents ?? 0);
    if (refused !== null) {
      if (top) top.error = refused;
      return;
    }
    back(d.os);
    showToast(d.os, `Moved ${formatMoney(cents!)} to ${accountById(d.apps.wallet, to)!.name}`);
  });
  const group = (which: 'from' | 'to', chosen: string, label: string) => (
    <>
      <SectionHeader>{label}</SectionHeader>
      <div role="radiogroup" aria-label={label}>
        {wallet.accounts.filter((a) => which === 'to' || model.canSendFrom(a)).map((a) => (
          <button key={a.id} role="radio" aria-checked={chosen === a.id} aria-label={`${label}: ${a.name}`} className={`wl-radio${chosen === a.id ? ' on' : ''}`} onClick={() => nav.patch({ [which]: a.id, error: '' })}>
            <span className="wl-radio-dot" aria-hidden />
            <span className="wl-radio-name">{a.name}</span>
            <span className="wl-radio-value">{wallet.hideBalances ? HIDDEN : formatMoney(a.kind === 'credit' ? -a.balance : a.balance)}</span>
          </button>
        ))}
      </div>
    </>
  );
  return (
    <>
      <AppBar title="Move money" onBack={nav.back} />
      <Scroll label="Move money">
        {group('from', from, 'From')}
        {group('to', to, 'To')}
        <SectionHeader>Amount</SectionHeader>
        <div className="wl-input amount">
          <span className="wl-dollar" aria-hidden>$</span>
          <input aria-label="Amount" placeholder="Amount" inputMode="decimal" value={typedAmount} onChange={(e) => nav.patch({ amount: e.target.value, error: '' })} autoComplete="off" spellCheck={false} />
        </div>
        <ErrorLine text={str(route.error)} />
        <div className="wl-actions">
          <button className="wl-action primary" onClick={move}>{cents !== null && cents > 0 ? `Move ${formatMoney(cents)}` : 'Move'}</button>
        </div>
      </Scroll>
    </>
  );
}

export function WalletApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'account': return <AccountScreen route={route} />;
    case 'transaction': return <TransactionScreen route={route} />;
    case 'request': return <RequestScreen route={route} />;
    case 'card': return <CardScreen route={route} />;
    case 'send': return <SendScreen route={route} />;
    case 'pay-account': return <PayAccountScreen route={route} />;
    case 'send-review': case 'account-review': return <ReviewScreen route={route} />;
    case 'pay-request': return <PayRequestScreen route={route} />;
    case 'move': return <MoveScreen route={route} />;
    case 'receipt': return <Receipt route={route} />;
    default: return <WalletMain route={route} />;
  }
}
