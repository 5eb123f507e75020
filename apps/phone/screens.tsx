// Phone screens: the tabs (`main`: favourites, recents, contacts, keypad), one call's details
// (`details`), the call in progress (`call`), settings (`settings`) and blocked numbers (`blocked`).
// Every bit of UI state (tab, typed digits, search text, open dialog) lives in the route.
import { useMemo, type ReactNode } from 'react';
import {
  Ban, Delete, Grid3x3, MessageSquare, Mic, MicOff, MoreVertical, Phone, PhoneIncoming, PhoneMissed, PhoneOff,
  PhoneOutgoing, Plus, Star, Trash2, UserPlus, UserRound, Volume2, Clock3, Users, ShieldBan, ChevronRight,
} from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { openApp, patchRoute, push, showToast } from '../os/nav.ts';
import { nav, update, useDevice, useToday } from '../device.ts';
import { AppBar, Avatar, Dialog, Empty, IconButton, ListItem, OptionsDialog, Scroll, SearchBar, SectionHeader } from '../kit/ui.tsx';
import { DAY, formatAgo, formatClock, formatLongDateWithYear, startOfDay } from '../kit/time.ts';
import { contactMatches, displayName, findContactByPhone, sortContacts } from '../contacts/state.ts';
import { findConversationByAddress } from '../messages/state.ts';
import { markRead } from '../messages/model.ts';
import type { DeviceState } from '../world.ts';
import {
  callerName, formatDuration, formatNumber, formatTimer, isBlocked, sameNumber, sortCalls, unseenMissed, type Call, type CallType,
} from './state.ts';
import * as model from './model.ts';
import './phone.css';

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');

type Tab = 'favorites' | 'recents' | 'contacts' | 'keypad';
const TABS: { id: Tab; label: string; icon: ReactNode }[] = [
  { id: 'favorites', label: 'Favourites', icon: <Star size={22} /> },
  { id: 'recents', label: 'Recents', icon: <Clock3 size={22} /> },
  { id: 'contacts', label: 'Contacts', icon: <Users size={22} /> },
  { id: 'keypad', label: 'Keypad', icon: <Grid3x3 size={22} /> },
];

const TYPE_LABEL: Record<CallType, string> = { incoming: 'Incoming', outgoing: 'Outgoing', missed: 'Missed', blocked: 'Blocked' };

function TypeIcon({ type }: { type: CallType }) {
  const props = { size: 15, 'aria-hidden': true } as const;
  if (type === 'incoming') return <PhoneIncoming {...props} className="ph-type in" />;
  if (type === 'outgoing') return <PhoneOutgoing {...props} className="ph-type out" />;
  if (type === 'missed') return <PhoneMissed {...props} className="ph-type missed" />;
  return <Ban {...props} className="ph-type missed" />;
}

// ---- actions (each one store update) ----

/**
 * Inside an update: start a call to `number` and show the in-call screen in front (a call already
 * in progress is shown instead). Phone's own call buttons and the OS's `call` intent (the Call
 * buttons of Contacts and Messages) both come here.
 */
export function showCall(d: DeviceState, number: string): void {
  if (!model.startCall(d.apps.phone, number, d.os.now, d.os.ledger)) return;
  openApp(d.os, 'phone');
  if (d.os.ui.stacks.phone?.at(-1)?.screen !== 'call') push(d.os, { screen: 'call' });
}

/** Start a call to `number` and show the in-call screen. A call already in progress is shown instead. */
export function placeCall(number: string, alsoInSameUpdate?: (d: DeviceState) => void): void {
  if (formatNumber(number) === '') return;
  update((d) => {
    alsoInSameUpdate?.(d);
    showCall(d, number);
  });
}

/** Hang up: the call goes to the log as an outgoing call with its duration. */
function endCall(): void {
  update((d) => {
    const c = model.endCall(d.apps.phone, d.os.now);
    if (c) showToast(d.os, `Call ended · ${formatTimer(d.os.now - c.startedAt)}`);
    const stack = (d.os.ui.stacks.phone ?? []).filter((r) => r.screen !== 'call');
    d.os.ui.stacks.phone = stack.length > 0 ? stack : [{ screen: 'main' }];
  });
}

function setCallFlag(flag: 'muted' | 'speaker' | 'keypad', value: boolean): void {
  update((d) => {
    const c = d.apps.phone.activeCall;
    if (c) c[flag] = value;
  });
}

function closeDialog(d: DeviceState): void {
  const top = d.os.ui.stacks.phone?.at(-1);
  if (top) top.dialog = null;
}

function blockNumber(number: string): void {
  update((d) => {
    model.blockNumber(d.apps.phone, number, d.os.now);
    closeDialog(d);
    showToast(d.os, `${formatNumber(number)} blocked`);
  });
}

function unblockNumber(number: string): void {
  update((d) => {
    model.unblockNumber(d.apps.phone, number);
    closeDialog(d);
    showToast(d.os, `${number} unblocked`);
  });
}

function deleteCall(id: string): void {
  update((d) => {
    model.deleteCall(d.apps.phone, id);
    const stack = (d.os.ui.stacks.phone ?? []).filter((r) => !(r.screen === 'details' && r.id === id));
    if (stack.length === 0) stack.push({ screen: 'main', tab: 'recents' });
    stack[stack.length - 1]!.dialog = null;
    d.os.ui.stacks.phone = stack;
    showToast(d.os, 'Call deleted');
  });
}

function markAllSeen(): void {
  update((d) => {
    model.markAllMissedSeen(d.apps.phone);
    closeDialog(d);
    showToast(d.os, 'Missed calls marked as seen');
  });
}

/** Open a call's details; a missed call counts as seen once looked at. */
function openDetails(id: string): void {
  update((d) => {
    model.markSeen(d.apps.phone, id);
    push(d.os, { screen: 'details', id, dialog: null });
  });
}

/** Open Messages on the conversation with this number, or on a new one addressed to it. */
function messageNumber(number: string): void {
  update((d) => {
    const conversation = findConversationByAddress(d.apps.messages, number);
    let route: Route;
    if (conversation) {
      markRead(d.apps.messages, conversation.id);
      route = { screen: 'thread', id: conversation.id, draft: '', dialog: null };
    } else {
      route = { screen: 'compose', to: number, draft: '' };
    }
    d.os.ui.stacks.messages = [{ screen: 'main' }, route];
    openApp(d.os, 'messages');
  });
}

/** Open the contact's page in Contacts, as a dialer's contact list does; its Call button hands back to Phone. */
function showContact(id: string): void {
  update((d) => {
    d.os.ui.stacks.contacts = [{ screen: 'main' }, { screen: 'view', id, dialog: null }];
    openApp(d.os, 'contacts');
  });
}

/** Open Contacts on a new contact form with the number filled in. */
function addContact(number: string): void {
  update((d) => {
    d.os.ui.stacks.contacts = [{ screen: 'main' }, { screen: 'edit', id: null, draft: { firstName: '', lastName: '', phone: number, email: '', company: '' } }];
    openApp(d.os, 'contacts');
  });
}

// ---- the tabs ----

function OngoingBanner() {
  const call = useDevice((s) => s.apps.phone.activeCall);
  const contacts = useDevice((s) => s.apps.contacts);
  const now = useDevice((s) => s.os.now);
  if (!call) return null;
  return (
    <button className="ph-ongoing" aria-label="Return to call" onClick={() => nav.push({ screen: 'call' })}>
      <Phone size={16} aria-hidden />
      <span>{`Ongoing call · ${callerName(contacts, call.number)} · ${formatTimer(now - call.startedAt)}`}</span>
    </button>
  );
}

function Favorites() {
  const contacts = useDevice((s) => s.apps.contacts.contacts);
  const favorites = useMemo(() => sortContacts(contacts).filter((c) => c.favorite && c.phone !== ''), [contacts]);
  if (favorites.length === 0) return <Empty>No favourites yet. Star a contact in Contacts to see it here.</Empty>;
  return (
    <div className="ph-fav-grid">
      {favorites.map((c) => (
        <button key={c.id} className="ph-fav" aria-label={displayName(c)} onClick={() => placeCall(c.phone)}>
          <Avatar name={displayName(c)} large />
          <span className="ph-fav-name">{displayName(c)}</span>
        </button>
      ))}
    </div>
  );
}

function dayBucket(at: number, now: number): string {
  const day = startOfDay(at), today = startOfDay(now);
  if (day === today) return 'Today';
  if (day === today - DAY) return 'Yesterday';
  return 'Older';
}

function CallRow({ call, title, blocked }: { call: Call; title: string; blocked: boolean }) {
  const unseen = call.type === 'missed' && !call.seen;
  // "5 min ago" moves with the clock: each row follows it for itself, so a tick renders only the rows whose text changes.
  const ago = useDevice((s) => formatAgo(call.at, s.os.now));
  const subtitle = [TYPE_LABEL[call.type], ago, blocked && call.type !== 'blocked' ? 'Blocked number' : ''].filter(Boolean).join(' · ');
  return (
    <div className="ph-row">
      <button className="ph-row-main" aria-label={title} onClick={() => openDetails(call.id)}>
        {blocked ? <div className="ph-blocked-avatar" aria-hidden><Ban size={20} /></div> : title === call.number ? <div className="ph-unknown-avatar small" aria-hidden><UserRound size={22} /></div> : <Avatar name={title} />}
        <div className="ph-row-texts">
          <div className={`ph-row-title${call.type === 'missed' || call.type === 'blocked' ? ' missed' : ''}${unseen ? ' unseen' : ''}`}>{title}</div>
          <div className="ph-row-sub">
            <TypeIcon type={call.type} />
            <span>{subtitle}</span>
          </div>
        </div>
      </button>
      <IconButton label={`Call ${title}`} onClick={() => placeCall(call.number)}>
        <Phone size={20} />
      </IconButton>
    </div>
  );
}

function Recents() {
  const calls = useDevice((s) => s.apps.phone.calls);
  const phone = useDevice((s) => s.apps.phone);
  const contacts = useDevice((s) => s.apps.contacts);
  const today = useToday();
  const sorted = useMemo(() => sortCalls(calls), [calls]);
  if (sorted.length === 0) return <Empty>Your call history is empty</Empty>;
  const rows: ReactNode[] = [];
  let bucket = '';
  for (const call of sorted) {
    const b = dayBucket(call.at, today);
    if (b !== bucket) {
      bucket = b;
      rows.push(<SectionHeader key={`h-${b}`}>{b}</SectionHeader>);
    }
    rows.push(<CallRow key={call.id} call={call} title={callerName(contacts, call.number)} blocked={isBlocked(phone, call.number)} />);
  }
  return <>{rows}</>;
}

function ContactsTab({ route }: { route: Route }) {
  const contacts = useDevice((s) => s.apps.contacts.contacts);
  const query = str(route.query);
  const results = useMemo(() => sortContacts(contacts).filter((c) => c.phone !== '' && contactMatches(c, query)), [contacts, query]);
  return (
    <>
      <SearchBar value={query} placeholder="Search contacts" onChange={(v) => nav.patch({ query: v })} />
      {results.length === 0 && <Empty>No contacts found</Empty>}
      {results.map((c) => (
        <ListItem key={c.id} label={displayName(c)} leading={<Avatar name={displayName(c)} />} title={displayName(c)} subtitle={c.phone} onClick={() => showContact(c.id)} />
      ))}
    </>
  );
}

const KEYS: [string, string][] = [
  ['1', ''], ['2', 'ABC'], ['3', 'DEF'], ['4', 'GHI'], ['5', 'JKL'], ['6', 'MNO'],
  ['7', 'PQRS'], ['8', 'TUV'], ['9', 'WXYZ'], ['*', ''], ['0', '+'], ['#', ''],
];

function KeyGrid({ onKey, dark }: { onKey: (key: string) => void; dark?: boolean }) {
  return (
    <div className={`ph-keys${dark ? ' on-call' : ''}`}>
      {KEYS.map(([key, letters]) => (
        <button key={key} className="ph-key" aria-label={key} onClick={() => onKey(key)}>
          <span className="ph-key-digit" aria-hidden>{key}</span>
          <span className="ph-key-letters" aria-hidden>{letters}</span>
        </button>
      ))}
    </div>
  );
}

function Keypad({ route }: { route: Route }) {
  const digits = str(route.digits);
  const contacts = useDevice((s) => s.apps.contacts);
  const match = digits.replace(/\D/g, '').length >= 7 ? findContactByPhone(contacts, digits) : undefined;
  return (
    <div className="ph-keypad">
      <div className="ph-digits-box">
        {digits !== '' && <div className="ph-digits">{digits}</div>}
        {match && <div className="ph-digits-match">{displayName(match)}</div>}
      </div>
      <KeyGrid onKey={(key) => nav.patch({ digits: digits + key })} />
      <div className="ph-keypad-actions">
        <div className="ph-keypad-side" />
        <button className="ph-call-fab" aria-label="Call" onClick={() => (digits.trim() === '' ? nav.toast('Enter a number') : placeCall(digits, (d) => patchRoute(d.os, { digits: '' })))}>
          <Phone size={28} />
        </button>
        <div className="ph-keypad-side">
          {digits !== '' && (
            <IconButton label="Backspace" onClick={() => nav.patch({ digits: digits.slice(0, -1) })}>
              <Delete size={24} />
            </IconButton>
          )}
        </div>
      </div>
    </div>
  );
}

function PhoneMain({ route }: { route: Route }) {
  const tab = (TABS.some((t) => t.id === route.tab) ? route.tab : 'recents') as Tab;
  const badge = useDevice((s) => unseenMissed(s.apps.phone));
  const title = TABS.find((t) => t.id === tab)!.label;
  return (
    <>
      <AppBar
        title={tab === 'keypad' ? 'Phone' : title}
        actions={
          <IconButton label="More options" onClick={() => nav.patch({ dialog: 'menu' })}>
            <MoreVertical size={22} />
          </IconButton>
        }
      />
      <OngoingBanner />
      {tab === 'keypad' ? (
        <Keypad route={route} />
      ) : (
        <Scroll label={title}>
          {tab === 'favorites' && <Favorites />}
          {tab === 'recents' && <Recents />}
          {tab === 'contacts' && <ContactsTab route={route} />}
          <div className="ph-list-end" />
        </Scroll>
      )}
      <nav className="ph-tabs" role="tablist">
        {TABS.map((t) => (
          <button key={t.id} role="tab" aria-label={t.label} aria-selected={t.id === tab} className={`ph-tab${t.id === tab ? ' on' : ''}`} onClick={() => nav.patch({ tab: t.id, dialog: null })}>
            <span className="ph-tab-icon" aria-hidden>{t.icon}</span>
            <span className="ph-tab-label" aria-hidden>{t.label}</span>
            {t.id === 'recents' && badge > 0 && <span className="ph-badge">{badge}</span>}
          </button>
        ))}
      </nav>
      {route.dialog === 'menu' && (
        <OptionsDialog
          title="Phone"
          onDismiss={() => nav.patch({ dialog: null })}
          options={[
            { label: 'Mark missed calls as seen', onClick: markAllSeen },
            { label: 'Settings', onClick: () => update((d) => { closeDialog(d); push(d.os, { screen: 'settings' }); }) },
          ]}
        />
      )}
    </>
  );
}

// ---- details of one call ----

function dayHeading(at: number, now: number): string {
  const day = startOfDay(at), today = startOfDay(now);
  if (day === today) return 'Today';
  if (day === today - DAY) return 'Yesterday';
  return formatLongDateWithYear(at);
}

const HISTORY_LABEL: Record<CallType, string> = { incoming: 'Incoming call', outgoing: 'Outgoing call', missed: 'Missed call', blocked: 'Blocked call' };

function CallDetails({ route }: { route: Route }) {
  const id = str(route.id);
  const phone = useDevice((s) => s.apps.phone);
  const contacts = useDevice((s) => s.apps.contacts);
  const today = useToday();
  const call = phone.calls.find((c) => c.id === id);
  if (!call) {
    return (
      <>
        <AppBar title="Call details" onBack={nav.back} />
        <Empty>This call is no longer in your call log</Empty>
      </>
    );
  }
  const contact = findContactByPhone(contacts, call.number);
  const name = callerName(contacts, call.number);
  const blocked = isBlocked(phone, call.number);
  const history = sortCalls(phone.calls.filter((c) => sameNumber(c.number, call.number)));
  const rows: ReactNode[] = [];
  let heading = '';
  for (const c of history) {
    const h = dayHeading(c.at, today);
    if (h !== heading) {
      heading = h;
      rows.push(<div key={`h-${c.id}`} className="ph-hist-day" role="heading">{h}</div>);
    }
    rows.push(
      <div key={c.id} className={`ph-hist${c.id === call.id ? ' current' : ''}`}>
        <TypeIcon type={c.type} />
        <div className="ph-hist-texts">
          <div className="ph-hist-type">{HISTORY_LABEL[c.type]}</div>
          <div className="ph-hist-time">{formatClock(c.at)}</div>
        </div>
        {c.duration > 0 && <div className="ph-hist-dur">{formatDuration(c.duration)}</div>}
      </div>,
    );
  }
  const dialog = str(route.dialog);
  return (
    <>
      <AppBar
        title="Call details"
        onBack={nav.back}
        actions={
          <IconButton label="Delete from call log" onClick={() => nav.patch({ dialog: 'delete' })}>
            <Trash2 size={21} />
          </IconButton>
        }
      />
      <Scroll label="Call details">
        <div className="ph-hero">
          {blocked ? <div className="ph-blocked-avatar large" aria-hidden><Ban size={44} /></div> : contact ? <Avatar name={name} large /> : <div className="ph-unknown-avatar" aria-hidden><UserRound size={48} /></div>}
          <div className="ph-hero-name">{name}</div>
          {contact ? <div className="ph-hero-sub">{`Mobile · ${contact.phone}`}</div> : <div className="ph-hero-sub">Not in your contacts</div>}
          {blocked && <div className="ph-hero-blocked">Blocked number</div>}
        </div>
        <div className="ph-actions">
          <button className="ph-action" aria-label="Call" onClick={() => placeCall(call.number)}>
            <span className="ph-action-icon"><Phone size={22} /></span>
            <span>Call</span>
          </button>
          <button className="ph-action" aria-label="Message" onClick={() => messageNumber(call.number)}>
            <span className="ph-action-icon"><MessageSquare size={22} /></span>
            <span>Message</span>
          </button>
          {!contact && (
            <button className="ph-action" aria-label="Add contact" onClick={() => addContact(call.number)}>
              <span className="ph-action-icon"><UserPlus size={22} /></span>
              <span>Add contact</span>
            </button>
          )}
          <button className="ph-action" aria-label={blocked ? 'Unblock number' : 'Block number'} onClick={() => nav.patch({ dialog: blocked ? 'unblock' : 'block' })}>
            <span className="ph-action-icon"><ShieldBan size={22} /></span>
            <span>{blocked ? 'Unblock' : 'Block'}</span>
          </button>
        </div>
        <div className="ph-card">
          <div className="ph-card-title">Call history</div>
          {rows}
        </div>
      </Scroll>
      {dialog === 'delete' && (
        <Dialog
          title="Delete this call?"
          message={`The ${HISTORY_LABEL[call.type].toLowerCase()} with ${name} will be removed from your call log.`}
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
            { label: 'Delete', danger: true, onClick: () => deleteCall(call.id) },
          ]}
        />
      )}
      {dialog === 'block' && <BlockDialog number={call.number} />}
      {dialog === 'unblock' && <UnblockDialog number={call.number} />}
    </>
  );
}

function BlockDialog({ number }: { number: string }) {
  return (
    <Dialog
      title={`Block ${number}?`}
      message="You will no longer receive calls from this number. Its calls will show as blocked."
      actions={[
        { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
        { label: 'Block', danger: true, onClick: () => blockNumber(number) },
      ]}
    />
  );
}

function UnblockDialog({ number }: { number: string }) {
  return (
    <Dialog
      title={`Unblock ${number}?`}
      message="This number will be able to call you again."
      actions={[
        { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
        { label: 'Unblock', onClick: () => unblockNumber(number) },
      ]}
    />
  );
}

// ---- the call in progress ----

function InCall() {
  const call = useDevice((s) => s.apps.phone.activeCall);
  const contacts = useDevice((s) => s.apps.contacts);
  const now = useDevice((s) => s.os.now);
  if (!call) {
    return (
      <div className="ph-incall">
        <div className="ph-incall-top">
          <div className="ph-incall-name">Call ended</div>
        </div>
        <div className="ph-incall-bottom">
          <button className="ph-end" aria-label="Close" onClick={nav.back}><PhoneOff size={28} /></button>
        </div>
      </div>
    );
  }
  const contact = findContactByPhone(contacts, call.number);
  const name = contact ? displayName(contact) : call.number;
  const toggle = (flag: 'muted' | 'speaker' | 'keypad', label: string, icon: ReactNode) => (
    <button role="switch" aria-checked={call[flag]} aria-label={label} className={`ph-incall-btn${call[flag] ? ' on' : ''}`} onClick={() => setCallFlag(flag, !call[flag])}>
      <span className="ph-incall-btn-icon" aria-hidden>{icon}</span>
      <span className="ph-incall-btn-label" aria-hidden>{label}</span>
    </button>
  );
  return (
    <div className="ph-incall">
      <div className="ph-incall-top">
        {!call.keypad && (contact ? <Avatar name={name} large /> : <div className="ph-unknown-avatar on-call" aria-hidden><UserRound size={48} /></div>)}
        <div className="ph-incall-name">{name}</div>
        {contact && <div className="ph-incall-number">{`Mobile ${call.number}`}</div>}
        <div className="ph-incall-timer">{formatTimer(now - call.startedAt)}</div>
        {call.keypad && <div className="ph-incall-tones">{call.tones}</div>}
      </div>
      {call.keypad && <KeyGrid dark onKey={(key) => update((d) => { const c = d.apps.phone.activeCall; if (c) c.tones += key; })} />}
      <div className="ph-incall-controls">
        {toggle('muted', 'Mute', call.muted ? <MicOff size={24} /> : <Mic size={24} />)}
        {toggle('keypad', 'Keypad', <Grid3x3 size={24} />)}
        {toggle('speaker', 'Speaker', <Volume2 size={24} />)}
      </div>
      <div className="ph-incall-bottom">
        <button className="ph-end" aria-label="End call" onClick={endCall}>
          <PhoneOff size={28} />
        </button>
      </div>
    </div>
  );
}

// ---- settings ----

function PhoneSettings() {
  const count = useDevice((s) => s.apps.phone.blocked.length);
  return (
    <>
      <AppBar title="Settings" onBack={nav.back} />
      <Scroll label="Phone settings">
        <SectionHeader>Calls</SectionHeader>
        <ListItem
          label="Blocked numbers"
          leading={<span className="ph-settings-icon"><Ban size={20} /></span>}
          title="Blocked numbers"
          subtitle={count === 1 ? '1 number' : `${count} numbers`}
          trailing={<ChevronRight size={18} aria-hidden />}
          onClick={() => nav.push({ screen: 'blocked', dialog: null })}
        />
      </Scroll>
    </>
  );
}

interface AddDialog {
  kind: 'add';
  number: string;
}

function readAddDialog(value: JsonValue | undefined): AddDialog | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  return value.kind === 'add' && typeof value.number === 'string' ? { kind: 'add', number: value.number } : null;
}

function readUnblockDialog(value: JsonValue | undefined): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  return value.kind === 'unblock' && typeof value.number === 'string' ? value.number : null;
}

function BlockedNumbers({ route }: { route: Route }) {
  const blocked = useDevice((s) => s.apps.phone.blocked);
  const contacts = useDevice((s) => s.apps.contacts);
  const sorted = useMemo(() => blocked.slice().sort((a, b) => b.at - a.at || a.id.localeCompare(b.id)), [blocked]);
  const adding = readAddDialog(route.dialog);
  const unblocking = readUnblockDialog(route.dialog);
  const canAdd = adding !== null && adding.number.replace(/\D/g, '').length >= 3;
  return (
    <>
      <AppBar title="Blocked numbers" onBack={nav.back} />
      <Scroll label="Blocked numbers">
        <div className="ph-blocked-intro">You won't receive calls from these numbers.</div>
        <ListItem
          label="Add a number"
          leading={<span className="ph-settings-icon"><Plus size={20} /></span>}
          title="Add a number"
          onClick={() => nav.patch({ dialog: { kind: 'add', number: '' } })}
        />
        {sorted.length === 0 && <Empty>No blocked numbers</Empty>}
        {sorted.map((b) => {
          const contact = findContactByPhone(contacts, b.number);
          return (
            <div key={b.id} className="ph-blocked-row">
              <div className="ph-blocked-avatar" aria-hidden><Ban size={20} /></div>
              <div className="ph-row-texts">
                <div className="ph-row-title">{b.number}</div>
                {contact && <div className="ph-row-sub">{displayName(contact)}</div>}
              </div>
              <button className="ph-unblock" aria-label={`Unblock ${b.number}`} onClick={() => nav.patch({ dialog: { kind: 'unblock', number: b.number } })}>
                Unblock
              </button>
            </div>
          );
        })}
      </Scroll>
      {adding && (
        <Dialog
          title="Block a number"
          message={
            <input
              className="ph-dialog-input"
              aria-label="Phone number"
              placeholder="Phone number"
              type="tel"
              value={adding.number}
              onChange={(e) => nav.patch({ dialog: { kind: 'add', number: e.target.value } })}
              autoComplete="off"
              spellCheck={false}
            />
          }
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
            { label: 'Block', danger: true, onClick: () => (canAdd ? blockNumber(adding.number) : nav.toast('Enter a phone number')) },
          ]}
        />
      )}
      {unblocking !== null && <UnblockDialog number={unblocking} />}
    </>
  );
}

export function PhoneApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'details':
      return <CallDetails route={route} />;
    case 'call':
      return <InCall />;
    case 'settings':
      return <PhoneSettings />;
    case 'blocked':
      return <BlockedNumbers route={route} />;
    default:
      return <PhoneMain route={route} />;
  }
}
