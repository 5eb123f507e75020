// Webmail's pages: a folder's (or label's) message list with search, filters and pages, a message
// with its actions and an invitation's answer, the compose form (reply, reply all, forward, drafts),
// the calendar (month and week), an event and its form, and the address book. The URL carries the
// page (folder, search text, filter, page number, calendar view and date); the page's own state
// (form drafts, the open dialog) lives in the browser entry (props.page).
import { useEffect, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { JsonValue } from '../os/state.ts';
import { update, useDevice, web } from '../device.ts';
import { Link } from '../browser/Browser.tsx';
import { SiteDialog, SiteSearch, type DialogAction } from '../browser/parts.tsx';
import { patchPage, replaceUrl } from '../browser/nav.ts';
import { showToast } from '../os/nav.ts';
import type { Location } from '../browser/state.ts';
import type { SitePageProps } from '../browser/manifest.ts';
import { DAY, MINUTE, formatClock, formatIsoDate, formatListTime, formatLongDateWithYear, formatMonthYear, formatMinutes, parseIsoDate, parseTimeOfDay, parts, startOfDay } from '../kit/time.ts';
import type { DeviceState } from '../world.ts';
import { FOLDERS, PAGE_SIZE, messageMatches, shownAddress, type CalEvent, type Message, type WebmailState } from './state.ts';
import { HOST, eventUrl, messageUrl, url } from './urls.ts';
import * as model from './model.ts';
import './webmail.css';

type PageState = SitePageProps['page'];
const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');
const strs = (v: JsonValue | undefined): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const obj = (v: JsonValue | undefined): { [k: string]: JsonValue } => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
const patch = (state: { [key: string]: JsonValue | null }) => web.patch(state);

// ---------------------------------------------------------------- routing

type Route =
  | { page: 'folder'; folder: string } | { page: 'label'; label: string } | { page: 'search' } | { page: 'message'; id: string }
  | { page: 'compose' } | { page: 'calendar' } | { page: 'event'; id: string } | { page: 'new-event' } | { page: 'edit-event'; id: string }
  | { page: 'contacts' } | { page: 'missing' };

export function routeOf(path: string): Route {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return { page: 'folder', folder: 'inbox' };
  if (parts[0] === 'mail' && parts.length === 2 && FOLDERS.some((f) => f.id === parts[1])) return { page: 'folder', folder: parts[1]! };
  if (parts[0] === 'label' && parts.length === 2) return { page: 'label', label: parts[1]! };
  if (parts[0] === 'message' && parts.length === 2) return { page: 'message', id: parts[1]! };
  if (parts.length === 1 && (parts[0] === 'search' || parts[0] === 'compose' || parts[0] === 'calendar' || parts[0] === 'contacts')) return { page: parts[0] };
  if (parts[0] === 'event' && parts.length === 2) return parts[1] === 'new' ? { page: 'new-event' } : { page: 'event', id: parts[1]! };
  if (parts[0] === 'event' && parts.length === 3 && parts[2] === 'edit') return { page: 'edit-event', id: parts[1]! };
  return { page: 'missing' };
}

const folderLabel = (id: string) => FOLDERS.find((f) => f.id === id)?.label ?? id;

/**
 * A paperclip, drawn (the bundled Roboto has no "📎" glyph: it showed as an empty box). With a
 * `label` it is a picture (role img) the UI tree lists by that name; without one it only decorates a text.
 */
function Paperclip({ label }: { label?: string }) {
  return (
    <svg className="wm-clip" viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      {label && <title>{label}</title>}
      <path d="M21.44 11.05l-9.19 9.19a6 6 0 0 1-8.49-8.49l9.19-9.19a4 4 0 0 1 5.66 5.66l-9.2 9.19a2 2 0 0 1-2.83-2.83l8.49-8.48" />
    </svg>
  );
}

export function pageTitle(location: Location, state: DeviceState): string {
  const s = state.apps.webmail;
  const r = routeOf(location.path);
  switch (r.page) {
    case 'folder': return `${folderLabel(r.folder)} · Webmail`;
    case 'label': return `${r.label} · Webmail`;
    case 'search': return `Search${location.query.q ? `: ${location.query.q}` : ''} · Webmail`;
    case 'message': { const m = model.findMessage(s, r.id); return m ? `${m.subject || '(no subject)'} · Webmail` : 'Message not found · Webmail'; }
    case 'compose': return 'Compose · Webmail';
    case 'calendar': return 'Calendar · Webmail';
    case 'event': { const e = model.findEvent(s, r.id); return e ? `${e.title} · Calendar` : 'Event not found · Webmail'; }
    case 'new-event': return 'New event · Calendar';
    case 'edit-event': return 'Edit event · Calendar';
    case 'contacts': return 'Contacts · Webmail';
    default: return 'Page not found · Webmail';
  }
}

export function WebmailPage({ location, page }: SitePageProps) {
  const r = routeOf(location.path);
  let body: ReactNode;
  let side = true;
  switch (r.page) {
    case 'folder': body = <FolderView folder={r.folder} location={location} page={page} />; break;
    case 'label': body = <FolderView label={r.label} location={location} page={page} />; break;
    case 'search': body = <FolderView search location={location} page={page} />; break;
    case 'message': body = <MessagePage id={r.id} page={page} />; break;
    case 'compose': body = <Compose location={location} page={page} />; break;
    case 'calendar': side = false; body = <Calendar location={location} />; break;
    case 'event': side = false; body = <EventPage id={r.id} page={page} />; break;
    case 'new-event': side = false; body = <EventForm location={location} page={page} />; break;
    case 'edit-event': side = false; body = <EventForm id={r.id} location={location} page={page} />; break;
    case 'contacts': side = false; body = <Contacts location={location} />; break;
    default: body = <NotFound />;
  }
  return (
    <div className="wm">
      <Header location={location} page={page} />
      <div className="wm-body">
        {side && <Sidebar location={location} page={page} />}
        <div className="wm-main">{body}</div>
      </div>
    </div>
  );
}

function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <div className="wm-missing" role="alert">
      <h1>This {what} does not exist</h1>
      <p>It may have been deleted, or the address is wrong.</p>
      <Link href={url('/')}>Go to the Inbox</Link>
    </div>
  );
}

function Modal(props: { title: string; children?: ReactNode; actions: readonly DialogAction[] }) {
  return <SiteDialog prefix="wm" {...props} />;
}

// ---------------------------------------------------------------- header and sidebar

function Header({ location, page }: { location: Location; page: PageState }) {
  const me = useDevice((s) => s.apps.webmail.me);
  return (
    <header className="wm-header">
      <Link href={url('/')} className="wm-logo" label="Webmail home">Webmail</Link>
      <SiteSearch prefix="wm" label="Search mail" placeholder="Search mail (from:name, subject words)" host={HOST} path="/search" location={location} page={page} />
      <nav className="wm-nav" aria-label="Site">
        <Link href={url('/')}>Mail</Link>
        <Link href={url('/calendar')}>Calendar</Link>
        <Link href={url('/contacts')}>Contacts</Link>
        <span className="wm-me">{me.name}</span>
      </nav>
    </header>
  );
}

const unreadIn = (s: WebmailState, folder: string) => s.messages.filter((m) => m.unread && m.folder === folder).length;

function Sidebar({ location, page }: { location: Location; page: PageState }) {
  const s = useDevice((d) => d.apps.webmail);
  const labelDialog = page.newLabel !== undefined;
  const here = location.path === '/' ? '/mail/inbox' : location.path;
  return (
    <aside className="wm-side" aria-label="Folders">
      <Link href={url('/compose')} className="wm-compose">Compose</Link>
      <ul>
        {FOLDERS.map((f) => {
          const n = f.id === 'drafts' ? s.drafts.length : f.id === 'starred' ? 0 : unreadIn(s, f.id);
          return (
            <li key={f.id} className={here === `/mail/${f.id}` ? 'on' : ''}>
              <Link href={url(`/mail/${f.id}`)}>{f.label}</Link>
              {n > 0 && <span className="wm-count" aria-label={f.id === 'drafts' ? `${n} drafts` : `${n} unread`}>{n}</span>}
            </li>
          );
        })}
      </ul>
      <h2>Labels</h2>
      <ul>
        {s.labels.map((l) => <li key={l} className={here === `/label/${l}` ? 'on' : ''}><Link href={url(`/label/${l}`)} label={`Label ${l}`}>{l}</Link></li>)}
      </ul>
      <button className="wm-link-btn" onClick={() => patch({ newLabel: '' })}>New label</button>
      {labelDialog && (
        <Modal title="New label" actions={[
          { label: 'Cancel', onClick: () => patch({ newLabel: null, labelError: null }) },
          { label: 'Create', primary: true, onClick: () => update((d) => {
            const refused = model.createLabel(d.apps.webmail, str(page.newLabel));
            patchPage(d.os, refused ? { labelError: refused } : { newLabel: null, labelError: null });
            if (!refused) showToast(d.os, 'Label created');
          }) },
        ]}>
          <input aria-label="Label name" placeholder="Label name" value={str(page.newLabel)} onChange={(e) => patch({ newLabel: e.target.value, labelError: null })} />
          {str(page.labelError) !== '' && <p className="wm-error" role="alert">{str(page.labelError)}</p>}
        </Modal>
      )}
    </aside>
  );
}

// ---------------------------------------------------------------- message lists

const pageOf = (query: Record<string, string>): number => Math.max(1, Math.floor(Number(query.page)) || 1);
const FILTERS = [{ id: '', label: 'All' }, { id: 'unread', label: 'Unread' }, { id: 'attachments', label: 'Has attachment' }];

function FolderView({ folder, label, search, location, page }: { folder?: string; label?: string; search?: boolean; location: Location; page: PageState }) {
  const s = useDevice((d) => d.apps.webmail);
  const now = useDevice((d) => d.os.now);
  if (folder === 'drafts') return <DraftsView />;
  if (label !== undefined && !s.labels.includes(label)) return <NotFound what="label" />;
  const q = location.query.q ?? '';
  const filter = location.query.filter ?? '';
  let list: Message[];
  let title: string;
  if (search) { list = s.messages.filter((m) => m.folder !== 'trash' && q.trim() !== '' && messageMatches(m, q)); title = `Search results for "${q}"`; }
  else if (label !== undefined) { list = s.messages.filter((m) => m.labels.includes(label) && m.folder !== 'trash'); title = label; }
  else if (folder === 'starred') { list = s.messages.filter((m) => m.starred && m.folder !== 'trash'); title = 'Starred'; }
  else { list = s.messages.filter((m) => m.folder === folder); title = folderLabel(folder!); }
  if (filter === 'unread') list = list.filter((m) => m.unread);
  if (filter === 'attachments') list = list.filter((m) => m.attachments.length > 0);
  list = [...list].sort((a, b) => b.at - a.at || a.id.localeCompare(b.id));
  const unread = list.filter((m) => m.unread).length;
  const base = location.path === '/' ? '/mail/inbox' : location.path;
  const pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
  const n = Math.min(pageOf(location.query), pages);
  const shown = list.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE);
  const at = (k: number) => url(base, { ...location.query, page: k === 1 ? undefined : k });
  return (
    <main className="wm-list">
      <div className="wm-list-head">
        <h1>{title}</h1>
        <span className="wm-meta">{list.length} {list.length === 1 ? 'message' : 'messages'}, {unread} unread</span>
        {folder === 'trash' && list.length > 0 && <button className="wm-btn danger" onClick={() => patch({ dialog: 'empty-trash' })}>Empty Trash</button>}
      </div>
      <div className="wm-filters" aria-label="Filter messages">
        {FILTERS.map((f) => <Link key={f.id} href={url(base, { q: q || undefined, filter: f.id || undefined })} className={f.id === filter ? 'on' : ''} label={f.id === filter ? `${f.label} (selected)` : f.label}>{f.label}</Link>)}
      </div>
      {shown.length === 0 ? <p className="wm-empty">No messages here.</p> : (
        <ul className="wm-rows" aria-label="Messages">
          {shown.map((m) => (
            <li key={m.id} className={m.unread ? 'wm-row unread' : 'wm-row'}>
              <span className="wm-row-from">{m.folder === 'sent' ? `To: ${m.to.join(', ')}` : m.fromName || m.from}</span>
              <Link href={messageUrl(m.id)} className="wm-row-subject">{m.subject || '(no subject)'}</Link>
              <span className="wm-row-flags">
                {m.unread && <span className="wm-dot" aria-label="Unread">●</span>}
                {m.starred && <span aria-label="Starred">★</span>}
                {m.attachments.length > 0 && <Paperclip label="Has attachment" />}
                {m.labels.map((l) => <span key={l} className="wm-chip">{l}</span>)}
              </span>
              <span className="wm-row-time">{formatListTime(m.at, now)}</span>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className="wm-pager" aria-label="Pages">
          {n > 1 ? <Link href={at(n - 1)}>Previous page</Link> : <span />}
          <span>Page {n} of {pages}</span>
          {n < pages ? <Link href={at(n + 1)}>Next page</Link> : <span />}
        </div>
      )}
      {page.dialog === 'empty-trash' && (
        <Modal title="Empty Trash?" actions={[
          { label: 'Cancel', onClick: () => patch({ dialog: null }) },
          { label: 'Delete forever', primary: true, onClick: () => update((d) => { const gone = model.emptyTrash(d.apps.webmail, d.os.ledger, d.os.now); patchPage(d.os, { dialog: null }); showToast(d.os, `${gone.length} messages deleted forever`); }) },
        ]}><p>All {list.length} messages in Trash will be deleted forever. This can't be undone.</p></Modal>
      )}
    </main>
  );
}

function DraftsView() {
  const s = useDevice((d) => d.apps.webmail);
  const now = useDevice((d) => d.os.now);
  return (
    <main className="wm-list">
      <div className="wm-list-head"><h1>Drafts</h1><span className="wm-meta">{s.drafts.length} {s.drafts.length === 1 ? 'draft' : 'drafts'}</span></div>
      {s.drafts.length === 0 ? <p className="wm-empty">No drafts.</p> : (
        <ul className="wm-rows" aria-label="Drafts">
          {s.drafts.map((d) => (
            <li key={d.id} className="wm-row">
              <span className="wm-row-from">To: {d.to.join(', ') || '(nobody yet)'}</span>
              <Link href={url('/compose', { draft: d.id })} className="wm-row-subject" label={`Draft: ${d.subject || '(no subject)'}`}>{d.subject || '(no subject)'}</Link>
              <span />
              <span className="wm-row-time">{formatListTime(d.at, now)}</span>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

// ---------------------------------------------------------------- a message

function MessagePage({ id, page }: { id: string; page: PageState }) {
  const s = useDevice((d) => d.apps.webmail);
  const m = model.findMessage(s, id);
  const needsOpen = m !== undefined && (m.unread || !s.opened.includes(id));
  const skipRead = page.keepUnread === true;
  useEffect(() => {
    if (needsOpen && !skipRead) update((d) => model.openMessage(d.apps.webmail, id));
  }, [needsOpen, skipRead, id]);
  if (!m) return <NotFound what="message" />;
  const act = (fn: (d: DeviceState) => void, toast: string, leave = false) => update((d) => { fn(d); if (leave) replaceUrl(d.os, url(`/mail/${m.folder === 'trash' ? 'trash' : 'inbox'}`)); showToast(d.os, toast); });
  const event = m.invite ? model.findEvent(s, m.invite) : undefined;
  return (
    <main className="wm-message">
      <div className="wm-toolbar" role="toolbar" aria-label="Message actions">
        <Link href={url('/compose', { reply: m.id })} className="wm-btn">Reply</Link>
        <Link href={url('/compose', { all: m.id })} className="wm-btn">Reply all</Link>
        <Link href={url('/compose', { forward: m.id })} className="wm-btn">Forward</Link>
        {m.folder === 'archive' ? <button className="wm-btn" onClick={() => act((d) => model.moveTo(d.apps.webmail, m.id, 'inbox'), 'Moved to Inbox')}>Move to Inbox</button>
          : m.folder !== 'sent' && m.folder !== 'trash' && <button className="wm-btn" onClick={() => act((d) => model.archive(d.apps.webmail, m.id), 'Archived', true)}>Archive</button>}
        {m.folder === 'trash' ? <button className="wm-btn" onClick={() => act((d) => model.restore(d.apps.webmail, m.id), 'Restored')}>Restore</button>
          : <button className="wm-btn" onClick={() => act((d) => model.trash(d.apps.webmail, m.id), 'Moved to Trash', true)}>Delete</button>}
        <button className="wm-btn" onClick={() => update((d) => { model.setUnread(d.apps.webmail, m.id, true); patchPage(d.os, { keepUnread: true }); showToast(d.os, 'Marked as unread'); })}>Mark as unread</button>
        <button className="wm-btn" aria-label={m.starred ? 'Unstar' : 'Star'} onClick={() => update((d) => model.setStarred(d.apps.webmail, m.id, !m.starred))}>{m.starred ? '★ Starred' : '☆ Star'}</button>
      </div>
      <h1 className="wm-subject">{m.subject || '(no subject)'}</h1>
      <div className="wm-headers">
        <div><span className="wm-meta">From </span><span className="wm-from">{shownAddress(m.fromName, m.from)}</span></div>
        <div><span className="wm-meta">To </span><span>{m.to.join(', ')}</span></div>
        {m.cc.length > 0 && <div><span className="wm-meta">Cc </span><span>{m.cc.join(', ')}</span></div>}
        <div><span className="wm-meta">Date </span><span>{formatLongDateWithYear(m.at)}, {formatClock(m.at)}</span></div>
        <div><span className="wm-meta">Folder </span><span>{folderLabel(m.folder)}</span></div>
      </div>
      <fieldset className="wm-labels">
        <legend>Labels</legend>
        {s.labels.map((l) => (
          <button key={l} type="button" role="checkbox" aria-label={l} aria-checked={m.labels.includes(l)} className={m.labels.includes(l) ? 'wm-chip on' : 'wm-chip'} onClick={() => update((d) => model.setLabel(d.apps.webmail, m.id, l, !m.labels.includes(l)))}>{m.labels.includes(l) ? '✓ ' : ''}{l}</button>
        ))}
      </fieldset>
      {event && (
        <section className="wm-invite" aria-label="Invitation">
          <h2>Invitation: {event.title}</h2>
          <p>{formatLongDateWithYear(event.start)}, {formatClock(event.start)} – {formatClock(event.end)}{event.location ? ` · ${event.location}` : ''}</p>
          {event.status === 'invited' ? (
            <div className="wm-invite-actions">
              <button className="wm-btn primary" onClick={() => update((d) => { model.answerInvite(d.apps.webmail, d.os.ledger, d.os.now, event.id, 'accepted'); showToast(d.os, 'Invitation accepted'); })}>Accept</button>
              <button className="wm-btn" onClick={() => update((d) => { model.answerInvite(d.apps.webmail, d.os.ledger, d.os.now, event.id, 'declined'); showToast(d.os, 'Invitation declined'); })}>Decline</button>
            </div>
          ) : <p className="wm-meta">{event.status === 'confirmed' ? 'You accepted this invitation.' : 'You declined this invitation.'} <Link href={eventUrl(event.id)}>Open in Calendar</Link></p>}
        </section>
      )}
      <div className="wm-text">{m.body.split('\n').map((line, i) => <p key={i}>{line || '\u00a0'}</p>)}</div>
      {m.attachments.length > 0 && (
        <section className="wm-attachments" aria-label="Attachments">
          <h2>Attachments</h2>
          <ul>{m.attachments.map((a) => <li key={a.name}><Paperclip /> {a.name} ({a.size})</li>)}</ul>
        </section>
      )}
    </main>
  );
}

// ---------------------------------------------------------------- compose

interface ComposeDraft { to: string[]; cc: string[]; subject: string; body: string; forwarded: string | null; inReplyTo: string | null; draftId: string | null }

function initialCompose(s: WebmailState, query: Record<string, string>): ComposeDraft {
  const draft = query.draft ? model.findDraft(s, query.draft) : undefined;
  if (draft) return { to: draft.to, cc: draft.cc, subject: draft.subject, body: draft.body, forwarded: draft.forwarded, inReplyTo: draft.inReplyTo, draftId: draft.id };
  const how = query.reply ? 'reply' : query.all ? 'all' : query.forward ? 'forward' : null;
  const filled = how ? model.prefill(s, query.reply ?? query.all ?? query.forward!, how) : null;
  if (filled) return { ...filled, draftId: null };
  return { to: query.to ? [model.cleanAddress(query.to)] : [], cc: [], subject: '', body: '', forwarded: null, inReplyTo: null, draftId: null };
}

function readCompose(s: WebmailState, query: Record<string, string>, page: PageState): ComposeDraft {
  if (page.init !== true) return initialCompose(s, query);
  const n = (v: JsonValue | undefined) => (typeof v === 'string' && v !== '' ? v : null);
  return { to: strs(page.to), cc: strs(page.cc), subject: str(page.subject), body: str(page.body), forwarded: n(page.forwarded), inReplyTo: n(page.inReplyTo), draftId: n(page.draftId) };
}

const asPage = (c: ComposeDraft): { [k: string]: JsonValue } => ({ init: true, to: c.to, cc: c.cc, subject: c.subject, body: c.body, forwarded: c.forwarded ?? '', inReplyTo: c.inReplyTo ?? '', draftId: c.draftId ?? '' });

/** The typed text of an address box, split into addresses on commas, semicolons and spaces. */
const typedAddresses = (text: string): string[] => text.split(/[,;\s]+/).map(model.cleanAddress).filter(Boolean);

function AddressField({ field, label, list, typed, onChange }: { field: string; label: string; list: string[]; typed: string; onChange: (list: string[], typed: string) => void }) {
  const contacts = useDevice((d) => d.apps.webmail.contacts);
  const add = (more: string[]) => onChange([...new Set([...list, ...more])], '');
  const q = typed.trim().toLowerCase();
  const suggestions = q === '' ? [] : contacts.filter((c) => (c.name.toLowerCase().includes(q) || c.address.includes(q)) && !list.includes(c.address)).slice(0, 5);
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      if (typedAddresses(typed).length > 0) add(typedAddresses(typed));
    } else if (e.key === 'Backspace' && typed === '' && list.length > 0) onChange(list.slice(0, -1), '');
  };
  return (
    <div className="wm-field wm-address">
      <span className="wm-label">{label}</span>
      <div className="wm-chips">
        {list.map((a) => (
          <span key={a} className="wm-chip">{a}<button type="button" aria-label={`Remove ${a} from ${label}`} onClick={() => onChange(list.filter((x) => x !== a), typed)}>×</button></span>
        ))}
        <input aria-label={label} name={field} value={typed} onChange={(e) => onChange(list, e.target.value)} onKeyDown={onKey} autoComplete="off" />
      </div>
      {suggestions.length > 0 && (
        <ul className="wm-suggest" role="listbox" aria-label={`Suggestions for ${label}`}>
          {suggestions.map((c) => <li key={c.id} role="option" aria-selected={false} onClick={() => add([c.address])}>{shownAddress(c.name, c.address)}</li>)}
        </ul>
      )}
    </div>
  );
}

function Compose({ location, page }: { location: Location; page: PageState }) {
  const s = useDevice((d) => d.apps.webmail);
  const c = readCompose(s, location.query, page);
  const toTyped = str(page.toTyped);
  const ccTyped = str(page.ccTyped);
  const errors = obj(page.errors);
  const set = (next: Partial<ComposeDraft>, extra: { [k: string]: JsonValue | null } = {}) => patch({ ...asPage({ ...c, ...next }), ...extra });
  const source = c.forwarded ? model.findMessage(s, c.forwarded) : c.inReplyTo ? model.findMessage(s, c.inReplyTo) : undefined;
  // What is left typed in a box goes with the chips, as a mail client takes it on Send.
  const final = (): ComposeDraft => ({ ...c, to: [...new Set([...c.to, ...typedAddresses(toTyped)])], cc: [...new Set([...c.cc, ...typedAddresses(ccTyped)])] });
  const sendNow = (e: FormEvent) => {
    e.preventDefault();
    const f = final();
    update((d) => {
      const result = model.send(d.apps.webmail, d.os.ledger, d.os.now, f, f.draftId);
      if ('errors' in result) { patchPage(d.os, { ...asPage(f), toTyped: null, ccTyped: null, errors: result.errors }); return; }
      replaceUrl(d.os, url('/mail/sent'));
      showToast(d.os, 'Message sent');
    });
  };
  const saveDraft = () => {
    const f = final();
    update((d) => { model.saveDraft(d.apps.webmail, d.os.now, f, f.draftId); replaceUrl(d.os, url('/mail/drafts')); showToast(d.os, 'Draft saved'); });
  };
  const discard = () => update((d) => { if (c.draftId) model.discardDraft(d.apps.webmail, c.draftId); replaceUrl(d.os, url('/mail/inbox')); showToast(d.os, 'Draft discarded'); });
  return (
    <main className="wm-compose-page">
      <h1>{c.forwarded ? 'Forward' : c.inReplyTo ? 'Reply' : 'New message'}</h1>
      <form className="wm-form" onSubmit={sendNow} noValidate>
        <AddressField field="to" label="To" list={c.to} typed={toTyped} onChange={(to, typed) => set({ to }, { toTyped: typed, errors: null })} />
        {str(errors.to) !== '' && <p className="wm-error" role="alert">{str(errors.to)}</p>}
        <AddressField field="cc" label="Cc" list={c.cc} typed={ccTyped} onChange={(cc, typed) => set({ cc }, { ccTyped: typed, errors: null })} />
        <div className="wm-field"><input aria-label="Subject" placeholder="Subject" value={c.subject} onChange={(e) => set({ subject: e.target.value })} /></div>
        <div className="wm-field"><textarea aria-label="Message body" placeholder="Write your message" value={c.body} onChange={(e) => set({ body: e.target.value })} /></div>
        {c.forwarded && source && source.attachments.length > 0 && (
          <section className="wm-attachments" aria-label="Attachments">
            <h2>Attachments</h2>
            <ul>{source.attachments.map((a) => <li key={a.name}><Paperclip /> {a.name} ({a.size})</li>)}</ul>
          </section>
        )}
        <div className="wm-form-actions">
          <button type="submit" className="wm-btn primary">Send</button>
          <button type="button" className="wm-btn" onClick={saveDraft}>Save draft</button>
          <button type="button" className="wm-btn" onClick={discard}>Discard</button>
        </div>
      </form>
      {source && (
        <section className="wm-quoted" aria-label={c.forwarded ? 'Forwarded message' : 'Original message'}>
          <p className="wm-meta">{c.forwarded ? '---------- Forwarded message ----------' : `On ${formatLongDateWithYear(source.at)}, ${shownAddress(source.fromName, source.from)} wrote:`}</p>
          <p className="wm-meta">Subject: {source.subject}</p>
          {source.body.split('\n').map((line, i) => <p key={i}>{line || '\u00a0'}</p>)}
        </section>
      )}
    </main>
  );
}

// ---------------------------------------------------------------- calendar

const dayOf = (query: Record<string, string>, now: number): number => (query.date ? parseIsoDate(query.date) : null) ?? startOfDay(now);
const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function EventChip({ e }: { e: CalEvent }) {
  return (
    <Link href={eventUrl(e.id)} className={`wm-event ${e.status}`} label={`${formatClock(e.start)} ${e.title}${e.status === 'invited' ? ' (invitation)' : e.status === 'declined' ? ' (declined)' : ''}`}>
      {formatClock(e.start)} {e.title}
    </Link>
  );
}

function Calendar({ location }: { location: Location }) {
  const s = useDevice((d) => d.apps.webmail);
  const now = useDevice((d) => d.os.now);
  const view = location.query.view === 'week' ? 'week' : 'month';
  const day = dayOf(location.query, now);
  const p = parts(day);
  let days: number[];
  let prev: number;
  let next: number;
  let heading: string;
  if (view === 'week') {
    const first = day - p.weekday * DAY;
    days = Array.from({ length: 7 }, (_, i) => first + i * DAY);
    prev = first - 7 * DAY; next = first + 7 * DAY;
    heading = `Week of ${formatLongDateWithYear(first)}`;
  } else {
    const first = Date.UTC(p.year, p.month, 1);
    const gridStart = first - parts(first).weekday * DAY;
    const monthEnd = Date.UTC(p.year, p.month + 1, 1);
    const weeks = Math.ceil((monthEnd - gridStart) / (7 * DAY));
    days = Array.from({ length: weeks * 7 }, (_, i) => gridStart + i * DAY);
    prev = Date.UTC(p.year, p.month - 1, 1); next = monthEnd;
    heading = formatMonthYear(first);
  }
  const on = (d: number) => s.events.filter((e) => e.start >= d && e.start < d + DAY).sort((a, b) => a.start - b.start);
  const at = (d: number, v = view) => url('/calendar', { view: v === 'week' ? 'week' : undefined, date: formatIsoDate(d) });
  return (
    <main className="wm-calendar">
      <div className="wm-cal-head">
        <h1>{heading}</h1>
        <Link href={at(prev)} className="wm-btn">{view === 'week' ? 'Previous week' : 'Previous month'}</Link>
        <Link href={url('/calendar', { view: view === 'week' ? 'week' : undefined })} className="wm-btn">Today</Link>
        <Link href={at(next)} className="wm-btn">{view === 'week' ? 'Next week' : 'Next month'}</Link>
        <span className="wm-views">
          <Link href={at(day, 'month')} className={view === 'month' ? 'on' : ''} label={view === 'month' ? 'Month (selected)' : 'Month'}>Month</Link>
          <Link href={at(day, 'week')} className={view === 'week' ? 'on' : ''} label={view === 'week' ? 'Week (selected)' : 'Week'}>Week</Link>
        </span>
        <Link href={url('/event/new', { date: formatIsoDate(day) })} className="wm-btn primary">New event</Link>
      </div>
      <div className={view === 'week' ? 'wm-grid week' : 'wm-grid'} role="grid" aria-label={heading}>
        {WEEKDAY_NAMES.map((w) => <div key={w} className="wm-grid-head" role="columnheader">{w}</div>)}
        {days.map((d) => (
          <div key={d} role="gridcell" aria-label={formatLongDateWithYear(d)} className={`wm-day${parts(d).month !== p.month && view === 'month' ? ' other' : ''}${d === startOfDay(now) ? ' today' : ''}`}>
            <span className="wm-day-n">{view === 'week' ? `${WEEKDAY_NAMES[parts(d).weekday]} ${parts(d).day}` : parts(d).day}</span>
            {on(d).map((e) => <EventChip key={e.id} e={e} />)}
          </div>
        ))}
      </div>
    </main>
  );
}

function EventPage({ id, page }: { id: string; page: PageState }) {
  const s = useDevice((d) => d.apps.webmail);
  const e = model.findEvent(s, id);
  if (!e) return <NotFound what="event" />;
  const mine = e.organizer === s.me.address;
  const nameOf = (a: string) => { const c = s.contacts.find((x) => x.address === a); return c ? shownAddress(c.name, a) : a; };
  return (
    <main className="wm-event-page">
      <Link href={url('/calendar', { date: formatIsoDate(e.start) })}>Back to the calendar</Link>
      <h1>{e.title}</h1>
      {e.status !== 'confirmed' && <p className="wm-status">{e.status === 'invited' ? 'Invitation: not answered yet' : 'You declined this event'}</p>}
      <dl className="wm-dl">
        <dt>Date</dt><dd>{formatLongDateWithYear(e.start)}</dd>
        <dt>Time</dt><dd>{formatClock(e.start)} – {formatClock(e.end)}</dd>
        <dt>Location</dt><dd>{e.location || '—'}</dd>
        <dt>Organizer</dt><dd>{mine ? 'You' : nameOf(e.organizer)}</dd>
        <dt>Attendees</dt><dd>{e.attendees.length === 0 ? 'Nobody else' : <ul>{e.attendees.map((a) => <li key={a}>{nameOf(a)}</li>)}</ul>}</dd>
      </dl>
      <div className="wm-form-actions">
        {!mine && e.status !== 'confirmed' && <button className="wm-btn primary" onClick={() => update((d) => { model.answerInvite(d.apps.webmail, d.os.ledger, d.os.now, e.id, 'accepted'); showToast(d.os, 'Invitation accepted'); })}>Accept</button>}
        {!mine && e.status !== 'declined' && <button className="wm-btn" onClick={() => update((d) => { model.answerInvite(d.apps.webmail, d.os.ledger, d.os.now, e.id, 'declined'); showToast(d.os, 'Invitation declined'); })}>Decline</button>}
        {mine && <Link href={url(`/event/${e.id}/edit`)} className="wm-btn">Edit</Link>}
        {mine && <button className="wm-btn danger" onClick={() => patch({ dialog: 'delete-event' })}>Delete</button>}
      </div>
      {page.dialog === 'delete-event' && (
        <Modal title="Delete event?" actions={[
          { label: 'Cancel', onClick: () => patch({ dialog: null }) },
          { label: 'Delete', primary: true, onClick: () => update((d) => { model.deleteEvent(d.apps.webmail, e.id); replaceUrl(d.os, url('/calendar', { date: formatIsoDate(e.start) })); showToast(d.os, 'Event deleted'); }) },
        ]}><p>"{e.title}" will be removed from your calendar.</p></Modal>
      )}
    </main>
  );
}

function EventForm({ id, location, page }: { id?: string; location: Location; page: PageState }) {
  const s = useDevice((d) => d.apps.webmail);
  const now = useDevice((d) => d.os.now);
  const existing = id ? model.findEvent(s, id) : undefined;
  if (id && (!existing || existing.organizer !== s.me.address)) return <NotFound what="event" />;
  const init = page.init === true;
  const startMin = existing ? parts(existing.start).hours * 60 + parts(existing.start).minutes : 9 * 60;
  const f = {
    title: init ? str(page.title) : existing?.title ?? '',
    date: init ? str(page.date) : formatIsoDate(existing?.start ?? dayOf(location.query, now)),
    start: init ? str(page.start) : formatMinutes(startMin),
    end: init ? str(page.end) : formatMinutes(existing ? startMin + (existing.end - existing.start) / MINUTE : startMin + 60),
    location: init ? str(page.location) : existing?.location ?? '',
    attendees: init ? strs(page.attendees) : existing?.attendees ?? [],
  };
  const typed = str(page.attendeeTyped);
  const errors = obj(page.errors);
  const set = (next: Partial<typeof f>, extra: { [k: string]: JsonValue | null } = {}) => patch({ init: true, ...f, ...next, ...extra });
  const save = (e: FormEvent) => {
    e.preventDefault();
    const attendees = [...new Set([...f.attendees, ...typedAddresses(typed)])];
    const day = parseIsoDate(f.date);
    const a = parseTimeOfDay(f.start);
    const b = parseTimeOfDay(f.end);
    const start = day !== null && a !== null ? day + a * MINUTE : null;
    const end = day !== null && b !== null ? day + b * MINUTE : null;
    const errs = model.eventErrors({ title: f.title, start, end: a === null ? null : end, attendees });
    if (Object.keys(errs).length > 0 || start === null || end === null) { patch({ init: true, ...f, attendees, attendeeTyped: null, errors: errs }); return; }
    const fields = { title: f.title, start, end, location: f.location, attendees };
    update((d) => {
      const eid = existing ? (model.editEvent(d.apps.webmail, d.os.ledger, d.os.now, existing.id, fields), existing.id) : model.createEvent(d.apps.webmail, d.os.ledger, d.os.now, fields);
      replaceUrl(d.os, eventUrl(eid));
      showToast(d.os, existing ? 'Event saved' : 'Event created');
    });
  };
  const err = (k: string) => str(errors[k]) !== '' && <p className="wm-error" role="alert">{str(errors[k])}</p>;
  return (
    <main className="wm-event-page">
      <h1>{existing ? 'Edit event' : 'New event'}</h1>
      <form className="wm-form" onSubmit={save} noValidate>
        <label className="wm-field"><span className="wm-label">Title</span><input aria-label="Title" value={f.title} onChange={(e) => set({ title: e.target.value }, { errors: null })} /></label>
        {err('title')}
        <label className="wm-field"><span className="wm-label">Date (YYYY-MM-DD)</span><input aria-label="Date" value={f.date} onChange={(e) => set({ date: e.target.value }, { errors: null })} /></label>
        {err('date')}
        <label className="wm-field"><span className="wm-label">Starts</span><input aria-label="Start time" value={f.start} onChange={(e) => set({ start: e.target.value }, { errors: null })} /></label>
        <label className="wm-field"><span className="wm-label">Ends</span><input aria-label="End time" value={f.end} onChange={(e) => set({ end: e.target.value }, { errors: null })} /></label>
        {err('time')}
        <label className="wm-field"><span className="wm-label">Location</span><input aria-label="Location" value={f.location} onChange={(e) => set({ location: e.target.value })} /></label>
        <AddressField field="attendees" label="Attendees" list={f.attendees} typed={typed} onChange={(attendees, t) => set({ attendees }, { attendeeTyped: t, errors: null })} />
        {err('attendees')}
        <div className="wm-form-actions">
          <button type="submit" className="wm-btn primary">{existing ? 'Save' : 'Create event'}</button>
          <Link href={existing ? eventUrl(existing.id) : url('/calendar')} className="wm-btn">Cancel</Link>
        </div>
      </form>
    </main>
  );
}

// ---------------------------------------------------------------- contacts

function Contacts({ location }: { location: Location }) {
  const contacts = useDevice((d) => d.apps.webmail.contacts);
  const q = location.query.q ?? '';
  const shown = contacts.filter((c) => q.trim() === '' || `${c.name} ${c.address} ${c.company}`.toLowerCase().includes(q.trim().toLowerCase())).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <main className="wm-contacts">
      <h1>Contacts</h1>
      <form role="search" className="wm-search inline" onSubmit={(e) => { e.preventDefault(); const v = (e.currentTarget.elements.namedItem('q') as HTMLInputElement).value; update((d) => replaceUrl(d.os, url('/contacts', { q: v.trim() || undefined }))); }}>
        <input name="q" aria-label="Search contacts" placeholder="Search contacts" defaultValue={q} key={q} />
        <button type="submit">Search</button>
      </form>
      {shown.length === 0 ? <p className="wm-empty">No contacts match.</p> : (
        <table className="wm-table">
          <thead><tr><th>Name</th><th>Address</th><th>Company</th><th /></tr></thead>
          <tbody>
            {shown.map((c) => (
              <tr key={c.id}>
                <td>{c.name}</td><td>{c.address}</td><td>{c.company || '—'}</td>
                <td><Link href={url('/compose', { to: c.address })} label={`Write to ${c.name}`}>Write</Link></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
