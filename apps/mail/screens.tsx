// Mail screens: a mailbox list with search and the drawer (`main`), one conversation (`thread`)
// and the composer (`compose`, also for replies, forwards and drafts). The mailbox, search text,
// open drawer or dialog and the compose fields all live in the route on the back stack.
import { useMemo, type ReactNode } from 'react';
import { Archive, ArchiveRestore, Clock, File, Forward, Inbox, MailOpen, Menu, Pencil, Reply, ReplyAll, Save, Send, SendHorizontal, Star, Tag, Trash2, X } from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { back, push, showToast } from '../os/nav.ts';
import { nav, update, useDevice, useToday } from '../device.ts';
import { AppBar, Avatar, Dialog, Empty, Fab, IconButton, ListItem, Scroll, SectionHeader } from '../kit/ui.tsx';
import { formatClock, formatListTime, formatShortDate, startOfDay } from '../kit/time.ts';
import { fullName, sortContacts, type ContactsState } from '../contacts/state.ts';
import type { DeviceState } from '../world.ts';
import {
  MAILBOXES, ME_ADDRESS, inMailbox, isAddress, isOutgoing, lastAt, nameForAddress, resolveAddress, sortThreads, splitAddresses, threadMatches,
  type Draft, type Email, type Label, type Thread,
} from './state.ts';
import { deliverEmail, queueEmail, retryEmail } from './send.ts';
import * as model from './model.ts';
import './mail.css';

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: JsonValue | undefined): string | null => (typeof value === 'string' ? value : null);

const BOX_ICONS: Record<string, ReactNode> = {
  inbox: <Inbox size={20} />, starred: <Star size={20} />, sent: <Send size={20} />, outbox: <Clock size={20} />,
  drafts: <File size={20} />, archive: <Archive size={20} />, trash: <Trash2 size={20} />,
};

const threadRoute = (id: string): Route => ({ screen: 'thread', id, dialog: null });

interface ComposeFields {
  to: string;
  cc: string;
  subject: string;
  body: string;
  threadId: string | null;
  forwardedId: string | null;
  draftId: string | null;
}

const composeRoute = (f: ComposeFields): Route => ({ screen: 'compose', ...f, suggest: null });

const EMPTY_COMPOSE: ComposeFields = { to: '', cc: '', subject: '', body: '', threadId: null, forwardedId: null, draftId: null };

function findEmail(threads: readonly Thread[], id: string | null): Email | undefined {
  if (id === null) return undefined;
  for (const t of threads) for (const e of t.messages) if (e.id === id) return e;
  return undefined;
}

/** Inside an update: close the route's dialog and leave the screen on top. */
function closeDialog(d: DeviceState): void {
  const top = d.os.ui.stacks.mail?.at(-1);
  if (top) top.dialog = null;
}

function openThread(id: string): void {
  update((d) => {
    model.markRead(d.apps.mail, id);
    push(d.os, threadRoute(id));
  });
}

function toggleStar(id: string): void {
  update((d) => void model.toggleStar(d.apps.mail, id));
}

/** Move a thread to a folder and go back to the list. */
function moveThread(id: string, folder: Thread['folder'], toast: string): void {
  update((d) => {
    if (!model.findThread(d.apps.mail, id)) return;
    model.moveThread(d.apps.mail, id, folder);
    back(d.os);
    showToast(d.os, toast);
  });
}

function deleteForever(id: string): void {
  update((d) => {
    model.deleteForever(d.apps.mail, id);
    closeDialog(d);
    back(d.os);
    showToast(d.os, 'Conversation deleted forever');
  });
}

function markUnread(id: string): void {
  update((d) => {
    if (!model.findThread(d.apps.mail, id)) return;
    model.markUnread(d.apps.mail, id);
    back(d.os);
    showToast(d.os, 'Marked as unread');
  });
}

function toggleLabel(id: string, labelId: string): void {
  update((d) => model.toggleLabel(d.apps.mail, id, labelId));
}

/** "Maya, me (3)": who took part, as the list shows it. */
function participants(contacts: ContactsState, t: Thread): string {
  const names: string[] = [];
  for (const e of t.messages) {
    const name = e.from === ME_ADDRESS ? 'me' : nameForAddress(contacts, e.from, e.fromName).split(' ')[0]!;
    if (!names.includes(name)) names.push(name);
  }
  if (names.length === 1 && names[0] === 'me') {
    const first = t.messages[0]!;
    return `To: ${first.to.map((a) => nameForAddress(contacts, a)).join(', ')}`;
  }
  const all = t.messages.length === 1 ? nameForAddress(contacts, t.messages[0]!.from, t.messages[0]!.fromName) : names.join(', ');
  return t.messages.length > 1 ? `${all} (${t.messages.length})` : all;
}

const firstLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function LabelChips({ labels, ids }: { labels: readonly Label[]; ids: readonly string[] }) {
  if (ids.length === 0) return null;
  return (
    <span className="ml-chips">
      {ids.map((id) => {
        const label = labels.find((l) => l.id === id);
        return label ? <span key={id} className="ml-chip" style={{ color: label.color, borderColor: label.color }}>{label.name}</span> : null;
      })}
    </span>
  );
}

const FOLDER_NAMES: Record<Thread['folder'], string> = { inbox: 'Inbox', archive: 'Archive', trash: 'Trash', sent: 'Sent' };

function ThreadRow({ t, contacts, labels, today, showFolder }: { t: Thread; contacts: ContactsState; labels: readonly Label[]; today: number; showFolder: boolean }) {
  const last = t.messages[t.messages.length - 1]!;
  const who = participants(contacts, t);
  const pending = t.messages.some((e) => e.status === 'sending');
  const failed = t.messages.some((e) => e.status === 'failed');
  return (
    <div className={`ml-row${t.unread ? ' unread' : ''}`}>
      <button className="ml-row-main" aria-label={t.subject} onClick={() => openThread(t.id)}>
        <Avatar name={who.replace(/^To: /, '')} />
        <div className="ml-row-texts">
          <div className="ml-line">
            <span className="ml-who">{who}</span>
            <span className="ml-time">{formatListTime(lastAt(t), today)}</span>
          </div>
          <div className="ml-subject">{t.subject}</div>
          <div className="ml-line">
            <span className="ml-snippet">{firstLine(last.body)}</span>
          </div>
          {(showFolder || pending || failed || t.labels.length > 0) && (
            <div className="ml-tags">
              {failed && <span className="ml-state failed">Not sent</span>}
              {pending && !failed && <span className="ml-state">Sending…</span>}
              {showFolder && t.folder !== 'inbox' && <span className="ml-folder">{FOLDER_NAMES[t.folder]}</span>}
              <LabelChips labels={labels} ids={t.labels} />
            </div>
          )}
        </div>
      </button>
      <button className={`ml-star${t.starred ? ' on' : ''}`} aria-label={t.starred ? `Unstar ${t.subject}` : `Star ${t.subject}`} onClick={() => toggleStar(t.id)}>
        <Star size={20} />
      </button>
    </div>
  );
}

function draftRoute(dr: Draft): Route {
  return composeRoute({ to: dr.to, cc: dr.cc, subject: dr.subject, body: dr.body, threadId: dr.threadId, forwardedId: dr.forwardedId, draftId: dr.id });
}

function DraftRow({ dr, today }: { dr: Draft; today: number }) {
  const subject = dr.subject.trim() === '' ? '(no subject)' : dr.subject;
  return (
    <div className="ml-row">
      <button className="ml-row-main" aria-label={subject} onClick={() => nav.push(draftRoute(dr))}>
        <Avatar name={dr.to || 'Draft'} />
        <div className="ml-row-texts">
          <div className="ml-line">
            <span className="ml-who"><span className="ml-draft">Draft</span> {dr.to === '' ? '(no recipients)' : dr.to}</span>
            <span className="ml-time">{formatListTime(dr.at, today)}</span>
          </div>
          <div className="ml-subject">{subject}</div>
          <div className="ml-line"><span className="ml-snippet">{firstLine(dr.body)}</span></div>
        </div>
      </button>
    </div>
  );
}

function boxName(box: string, labels: readonly Label[]): string {
  if (box.startsWith('label:')) return labels.find((l) => l.id === box.slice(6))?.name ?? 'Label';
  return MAILBOXES.find((m) => m.id === box)?.name ?? 'Inbox';
}

function Drawer({ box, threads, drafts, labels }: { box: string; threads: readonly Thread[]; drafts: number; labels: readonly Label[] }) {
  const choose = (next: string) => nav.patch({ box: next, query: '', dialog: null });
  const count = (id: string): number | null => {
    if (id === 'inbox') return threads.filter((t) => t.folder === 'inbox' && t.unread).length;
    if (id === 'drafts') return drafts;
    if (id === 'outbox') return threads.filter((t) => inMailbox(t, 'outbox')).length;
    return null;
  };
  return (
    <div className="ml-scrim" onClick={(e) => { if (e.target === e.currentTarget) nav.patch({ dialog: null }); }}>
      <nav className="ml-drawer" aria-label="Mailboxes" data-scroll>
        <div className="ml-drawer-title">Mail</div>
        <div className="ml-drawer-account">{ME_ADDRESS}</div>
        {MAILBOXES.map((m) => {
          const n = count(m.id);
          return (
            <button key={m.id} className={`ml-drawer-item${box === m.id ? ' on' : ''}`} aria-label={m.name} onClick={() => choose(m.id)}>
              <span className="ml-drawer-icon" aria-hidden>{BOX_ICONS[m.id]}</span>
              <span className="ml-drawer-name">{m.name}</span>
              {n !== null && n > 0 && <span className="ml-drawer-count">{String(n)}</span>}
            </button>
          );
        })}
        <div className="ml-drawer-section">Labels</div>
        {labels.map((l) => (
          <button key={l.id} className={`ml-drawer-item${box === `label:${l.id}` ? ' on' : ''}`} aria-label={l.name} onClick={() => choose(`label:${l.id}`)}>
            <span className="ml-drawer-icon" aria-hidden><Tag size={20} color={l.color} /></span>
            <span className="ml-drawer-name">{l.name}</span>
          </button>
        ))}
      </nav>
    </div>
  );
}

function MailList({ route }: { route: Route }) {
  const mail = useDevice((s) => s.apps.mail);
  const contacts = useDevice((s) => s.apps.contacts);
  const today = useToday();
  const box = str(route.box) || 'inbox';
  const query = str(route.query);
  const searching = query.trim() !== '';
  const sorted = useMemo(() => sortThreads(mail.threads), [mail.threads]);
  const shown = useMemo(
    () => (searching ? sorted.filter((t) => threadMatches(t, query)) : sorted.filter((t) => inMailbox(t, box))),
    [sorted, searching, query, box],
  );
  const drafts = useMemo(() => mail.drafts.slice().sort((a, b) => b.at - a.at), [mail.drafts]);
  const showDrafts = !searching && box === 'drafts';
  const title = searching ? 'Search results' : boxName(box, mail.labels);
  const failedCount = mail.threads.reduce((n, t) => n + t.messages.filter((e) => e.status === 'failed').length, 0);
  return (
    <>
      <div className="ml-top">
        <div className="ml-search">
          <IconButton label="Open navigation drawer" onClick={() => nav.patch({ dialog: 'drawer' })}>
            <Menu size={22} />
          </IconButton>
          <input aria-label="Search in mail" placeholder="Search in mail" value={query} onChange={(e) => nav.patch({ query: e.target.value })} autoComplete="off" spellCheck={false} />
          {query !== '' && (
            <IconButton label="Clear search" onClick={() => nav.patch({ query: '' })}>
              <X size={20} />
            </IconButton>
          )}
        </div>
      </div>
      {failedCount > 0 && box !== 'outbox' && (
        <button className="ml-banner" onClick={() => nav.patch({ box: 'outbox', query: '' })}>
          {`Couldn't send ${failedCount === 1 ? '1 message' : `${failedCount} messages`}: no connection. Open Outbox`}
        </button>
      )}
      <Scroll label="Conversations">
        <SectionHeader>{title}</SectionHeader>
        {showDrafts ? (
          <>
            {drafts.length === 0 && <Empty>No drafts</Empty>}
            {drafts.map((dr) => <DraftRow key={dr.id} dr={dr} today={today} />)}
          </>
        ) : (
          <>
            {shown.length === 0 && <Empty>{searching ? 'No results' : `Nothing in ${title}`}</Empty>}
            {shown.map((t) => <ThreadRow key={t.id} t={t} contacts={contacts} labels={mail.labels} today={today} showFolder={searching} />)}
          </>
        )}
        <div className="ml-fab-space" />
      </Scroll>
      <Fab label="Compose" extended icon={<Pencil size={20} />} onClick={() => nav.push(composeRoute(EMPTY_COMPOSE))} />
      {route.dialog === 'drawer' && <Drawer box={box} threads={mail.threads} drafts={mail.drafts.length} labels={mail.labels} />}
    </>
  );
}

function whenText(at: number, today: number): string {
  if (startOfDay(at) === startOfDay(today)) return formatClock(at);
  return `${formatShortDate(at)}, ${formatClock(at)}`;
}

function recipientsLine(contacts: ContactsState, e: Email): string {
  const name = (a: string) => (a === ME_ADDRESS ? 'me' : nameForAddress(contacts, a));
  const to = `to ${e.to.map(name).join(', ')}`;
  return e.cc.length > 0 ? `${to}, cc ${e.cc.map(name).join(', ')}` : to;
}

function Forwarded({ email }: { email: Email }) {
  return (
    <div className="ml-forwarded">
      <div>---------- Forwarded message ----------</div>
      <div>{`From: ${email.fromName} <${email.from}>`}</div>
      <div>{`Subject: ${email.subject}`}</div>
      <div className="ml-forwarded-body">{email.body}</div>
    </div>
  );
}

const STATUS_TEXT: Record<Email['status'], string> = { sending: 'Sending…', sent: 'Sent', failed: 'Not sent · Tap to retry', received: '' };

function MessageCard({ e, t, contacts, threads, today }: { e: Email; t: Thread; contacts: ContactsState; threads: readonly Thread[]; today: number }) {
  const name = e.from === ME_ADDRESS ? 'me' : nameForAddress(contacts, e.from, e.fromName);
  const forwarded = findEmail(threads, e.forwardedId);
  return (
    <div className="ml-message">
      <div className="ml-message-head">
        <Avatar name={e.from === ME_ADDRESS ? e.fromName : name} />
        <div className="ml-message-who">
          <div className="ml-line">
            <span className="ml-from">{name}</span>
            <span className="ml-time">{whenText(e.at, today)}</span>
          </div>
          <div className="ml-addr">{e.from}</div>
          <div className="ml-to">{recipientsLine(contacts, e)}</div>
        </div>
      </div>
      {e.body !== '' && <div className="ml-body">{e.body}</div>}
      {forwarded && <Forwarded email={forwarded} />}
      {isOutgoing(e) && (e.status === 'failed' ? (
        <button className="ml-status failed" onClick={() => retryEmail(t.id, e.id)}>{STATUS_TEXT.failed}</button>
      ) : (
        <div className="ml-status">{STATUS_TEXT[e.status]}</div>
      ))}
    </div>
  );
}

/** What Reply, Reply all and Forward put in the composer. */
function replyFields(t: Thread, mode: 'reply' | 'all' | 'forward'): ComposeFields {
  const last = t.messages[t.messages.length - 1]!;
  const lastIn = [...t.messages].reverse().find((e) => e.from !== ME_ADDRESS);
  if (mode === 'forward') {
    return { ...EMPTY_COMPOSE, subject: /^fwd:/i.test(t.subject) ? t.subject : `Fwd: ${t.subject}`, threadId: t.id, forwardedId: last.id };
  }
  const subject = /^re:/i.test(t.subject) ? t.subject : `Re: ${t.subject}`;
  const source = lastIn ?? last;
  const to = lastIn ? [lastIn.from] : last.to;
  const cc = mode === 'all' ? [...source.to, ...source.cc].filter((a) => a !== ME_ADDRESS && !to.includes(a)) : [];
  return { ...EMPTY_COMPOSE, to: to.join(', '), cc: cc.join(', '), subject, threadId: t.id };
}

function LabelsDialog({ t, labels }: { t: Thread; labels: readonly Label[] }) {
  return (
    <div className="dialog-scrim" onClick={(e) => { if (e.target === e.currentTarget) nav.patch({ dialog: null }); }}>
      <div className="dialog options-dialog" role="dialog" aria-label="Label as">
        <h2>Label as</h2>
        <div className="options">
          {labels.map((l) => {
            const on = t.labels.includes(l.id);
            return (
              <button key={l.id} role="checkbox" aria-checked={on} aria-label={l.name} className="option ml-label-option" onClick={() => toggleLabel(t.id, l.id)}>
                <span className={`ml-check${on ? ' on' : ''}`} style={on ? { background: l.color, borderColor: l.color } : { borderColor: l.color }} aria-hidden />
                <span>{l.name}</span>
              </button>
            );
          })}
        </div>
        <div className="actions ml-dialog-actions">
          <button className="button text" onClick={() => nav.patch({ dialog: null })}>Done</button>
        </div>
      </div>
    </div>
  );
}

function ThreadView({ route }: { route: Route }) {
  const id = str(route.id);
  const threads = useDevice((s) => s.apps.mail.threads);
  const labels = useDevice((s) => s.apps.mail.labels);
  const contacts = useDevice((s) => s.apps.contacts);
  const today = useToday();
  const t = threads.find((x) => x.id === id);
  if (!t) {
    return (
      <>
        <AppBar title="Mail" onBack={nav.back} />
        <Empty>This conversation no longer exists</Empty>
      </>
    );
  }
  const inTrash = t.folder === 'trash';
  const archived = t.folder === 'archive';
  return (
    <>
      <AppBar
        title=""
        onBack={nav.back}
        actions={
          <>
            {inTrash || archived ? (
              <IconButton label="Move to Inbox" onClick={() => moveThread(t.id, 'inbox', 'Moved to Inbox')}>
                <ArchiveRestore size={21} />
              </IconButton>
            ) : (
              <IconButton label="Archive" onClick={() => moveThread(t.id, 'archive', 'Conversation archived')}>
                <Archive size={21} />
              </IconButton>
            )}
            {inTrash ? (
              <IconButton label="Delete forever" onClick={() => nav.patch({ dialog: 'delete' })}>
                <Trash2 size={21} />
              </IconButton>
            ) : (
              <IconButton label="Delete" onClick={() => moveThread(t.id, 'trash', 'Moved to Trash')}>
                <Trash2 size={21} />
              </IconButton>
            )}
            <IconButton label="Mark unread" onClick={() => markUnread(t.id)}>
              <MailOpen size={21} />
            </IconButton>
            <IconButton label="Labels" onClick={() => nav.patch({ dialog: 'labels' })}>
              <Tag size={21} />
            </IconButton>
          </>
        }
      />
      <Scroll label="Conversation">
        <div className="ml-thread-head">
          <div className="ml-thread-title">
            <h2 className="ml-thread-subject">{t.subject}</h2>
            <div className="ml-tags">
              <span className="ml-folder">{FOLDER_NAMES[t.folder]}</span>
              {t.labels.map((lid) => {
                const l = labels.find((x) => x.id === lid);
                return l ? (
                  <span key={lid} className="ml-chip" style={{ color: l.color, borderColor: l.color }}>
                    {l.name}
                    <button className="ml-chip-x" aria-label={`Remove label ${l.name}`} onClick={() => toggleLabel(t.id, lid)}>
                      <X size={14} />
                    </button>
                  </span>
                ) : null;
              })}
            </div>
          </div>
          <button className={`ml-star big${t.starred ? ' on' : ''}`} aria-label={t.starred ? 'Unstar' : 'Star'} onClick={() => toggleStar(t.id)}>
            <Star size={22} />
          </button>
        </div>
        {t.messages.map((e) => <MessageCard key={e.id} e={e} t={t} contacts={contacts} threads={threads} today={today} />)}
        <div className="ml-reply-bar">
          <button className="ml-reply" onClick={() => nav.push(composeRoute(replyFields(t, 'reply')))}><Reply size={18} aria-hidden />Reply</button>
          <button className="ml-reply" onClick={() => nav.push(composeRoute(replyFields(t, 'all')))}><ReplyAll size={18} aria-hidden />Reply all</button>
          <button className="ml-reply" onClick={() => nav.push(composeRoute(replyFields(t, 'forward')))}><Forward size={18} aria-hidden />Forward</button>
        </div>
      </Scroll>
      {route.dialog === 'labels' && <LabelsDialog t={t} labels={labels} />}
      {route.dialog === 'delete' && (
        <Dialog
          title="Delete forever?"
          message="This conversation will be permanently deleted."
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
            { label: 'Delete', danger: true, onClick: () => deleteForever(t.id) },
          ]}
        />
      )}
    </>
  );
}

function readCompose(route: Route): ComposeFields {
  return {
    to: str(route.to), cc: str(route.cc), subject: str(route.subject), body: str(route.body),
    threadId: strOrNull(route.threadId), forwardedId: strOrNull(route.forwardedId), draftId: strOrNull(route.draftId),
  };
}

/** The text after the last comma: what suggestions complete. */
const lastToken = (text: string) => text.slice(Math.max(text.lastIndexOf(','), text.lastIndexOf(';')) + 1).trim();

function replaceLastToken(text: string, address: string): string {
  const cut = Math.max(text.lastIndexOf(','), text.lastIndexOf(';')) + 1;
  const head = text.slice(0, cut).trim();
  return `${head === '' ? '' : `${head} `}${address}, `;
}

/** Every recipient resolved to an address, or the first one that is not one. */
function resolveAll(contacts: ContactsState, text: string): { ok: string[]; bad: string | null } {
  const ok: string[] = [];
  for (const part of splitAddresses(text)) {
    const a = resolveAddress(contacts, part);
    if (a === null) return { ok, bad: part };
    ok.push(a);
  }
  return { ok, bad: null };
}

function sendCompose(contacts: ContactsState, f: ComposeFields): void {
  const to = resolveAll(contacts, f.to), cc = resolveAll(contacts, f.cc);
  if (to.ok.length === 0 && to.bad === null) {
    nav.toast('Add at least one recipient');
    return;
  }
  const bad = to.bad ?? cc.bad;
  if (bad !== null) {
    nav.toast(`Invalid address: ${bad}`);
    return;
  }
  const queued: { ids: { threadId: string; messageId: string } | null } = { ids: null };
  update((d) => {
    queued.ids = queueEmail(d, { threadId: f.threadId, to: to.ok, cc: cc.ok, subject: f.subject, body: f.body, forwardedId: f.forwardedId });
    if (!queued.ids) return;
    model.removeDraft(d.apps.mail, f.draftId);
    back(d.os);
    showToast(d.os, 'Sending…');
  });
  if (queued.ids) void deliverEmail(queued.ids.threadId, queued.ids.messageId);
}

function saveDraft(f: ComposeFields): void {
  update((d) => {
    model.saveDraft(d.apps.mail, f.draftId, { to: f.to, cc: f.cc, subject: f.subject, body: f.body, threadId: f.threadId, forwardedId: f.forwardedId }, d.os.now);
    back(d.os);
    showToast(d.os, 'Draft saved');
  });
}

function discard(f: ComposeFields): void {
  update((d) => {
    model.removeDraft(d.apps.mail, f.draftId);
    back(d.os);
    showToast(d.os, 'Draft discarded');
  });
}

function ComposeScreen({ route }: { route: Route }) {
  const f = readCompose(route);
  const contacts = useDevice((s) => s.apps.contacts);
  const threads = useDevice((s) => s.apps.mail.threads);
  const suggestFor = route.suggest === 'to' || route.suggest === 'cc' ? route.suggest : null;
  const token = suggestFor ? lastToken(f[suggestFor]) : '';
  const suggestions = useMemo(() => {
    const q = token.toLowerCase();
    if (q === '' || isAddress(token)) return [];
    return sortContacts(contacts.contacts).filter((c) => c.email !== '' && (fullName(c).toLowerCase().includes(q) || c.email.toLowerCase().includes(q))).slice(0, 6);
  }, [contacts, token]);
  const forwarded = findEmail(threads, f.forwardedId);
  const title = f.forwardedId !== null ? 'Forward' : f.threadId !== null ? 'Reply' : 'Compose';
  const field = (key: 'to' | 'cc' | 'subject', label: string) => (
    <label className="ml-field">
      <span className="ml-field-label">{label}</span>
      <input
        aria-label={label}
        placeholder={label}
        type={key === 'subject' ? 'text' : 'email'}
        value={f[key]}
        onChange={(e) => nav.patch(key === 'subject' ? { subject: e.target.value } : { [key]: e.target.value, suggest: key })}
        autoComplete="off"
        spellCheck={false}
      />
    </label>
  );
  const suggestionList = (key: 'to' | 'cc') =>
    suggestFor === key && suggestions.length > 0 && (
      <div className="ml-suggestions" aria-label="Suggestions">
        {suggestions.map((c) => (
          <ListItem
            key={c.id}
            label={fullName(c)}
            leading={<Avatar name={fullName(c)} />}
            title={fullName(c)}
            subtitle={c.email}
            onClick={() => nav.patch({ [key]: replaceLastToken(f[key], c.email), suggest: null })}
          />
        ))}
      </div>
    );
  return (
    <>
      <AppBar
        title={title}
        onBack={nav.back}
        actions={
          <>
            <IconButton label="Save draft" onClick={() => saveDraft(f)}>
              <Save size={21} />
            </IconButton>
            <IconButton label="Discard" onClick={() => discard(f)}>
              <Trash2 size={21} />
            </IconButton>
            <IconButton label="Send" onClick={() => sendCompose(contacts, f)}>
              <SendHorizontal size={22} />
            </IconButton>
          </>
        }
      />
      <Scroll label="Compose form">
        <div className="ml-field ml-from-row">
          <span className="ml-field-label">From</span>
          <span className="ml-from-address">{ME_ADDRESS}</span>
        </div>
        {field('to', 'To')}
        {suggestionList('to')}
        {field('cc', 'Cc')}
        {suggestionList('cc')}
        {field('subject', 'Subject')}
        <textarea
          className="ml-compose-body"
          aria-label="Compose email"
          placeholder="Compose email"
          value={f.body}
          onChange={(e) => nav.patch({ body: e.target.value })}
          spellCheck={false}
        />
        {forwarded && <Forwarded email={forwarded} />}
      </Scroll>
    </>
  );
}

export function MailApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'thread':
      return <ThreadView route={route} />;
    case 'compose':
      return <ComposeScreen route={route} />;
    default:
      return <MailList route={route} />;
  }
}

