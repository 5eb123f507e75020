// Webmail: pure actions on the site's state, shared by the pages, the task setups and the tests.
// Effects that cannot be taken back are written in the OS ledger the moment they happen: an e-mail
// sent (`webmail-send`), an invitation answered (`webmail-rsvp`), an event's invitations sent to its
// attendees (`webmail-invite`) and Trash emptied (`webmail-erase`, the ids erased).
import { record, type Ledger, type LedgerEntry } from '../os/ledger.ts';
import { declaredKey } from '../app.ts';
import manifest from './app.ts';
import { ADDRESS, type CalEvent, type Draft, type Folder, type Message, type WebmailState } from './state.ts';

/** An e-mail sent: its addresses (sets), subject and body, the message it forwards or answers, and its id in Sent. */
export interface WebmailSendEntry extends LedgerEntry { kind: 'webmail-send'; to: string[]; cc: string[]; subject: string; body: string; forwarded: string | null; inReplyTo: string | null; message: string }
/** An invitation answered: the event, and the answer. */
export interface WebmailRsvpEntry extends LedgerEntry { kind: 'webmail-rsvp'; event: string; answer: 'accepted' | 'declined' }
/** Invitations sent for an event the user made or changed: to whom (the attendees newly invited). */
export interface WebmailInviteEntry extends LedgerEntry { kind: 'webmail-invite'; event: string; title: string; start: number; end: number; to: string[] }
/** Trash emptied: the ids of the messages erased for good. */
export interface WebmailEraseEntry extends LedgerEntry { kind: 'webmail-erase'; erased: string[] }

const mint = (s: WebmailState, prefix: string) => `${prefix}${s.nextId++}`;

export const findMessage = (s: WebmailState, id: string): Message | undefined => s.messages.find((m) => m.id === id);
export const findDraft = (s: WebmailState, id: string): Draft | undefined => s.drafts.find((d) => d.id === id);
export const findEvent = (s: WebmailState, id: string): CalEvent | undefined => s.events.find((e) => e.id === id);

/** Open a message: it is read, and opened (app.ts: a read mark moves only for what was opened). */
export function openMessage(s: WebmailState, id: string): void {
  const m = findMessage(s, id);
  if (!m) return;
  if (m.unread) m.unread = false;
  if (!s.opened.includes(id)) s.opened.push(id);
}

export function setUnread(s: WebmailState, id: string, unread: boolean): void {
  const m = findMessage(s, id);
  if (m) m.unread = unread;
}

export function setStarred(s: WebmailState, id: string, on: boolean): void {
  const m = findMessage(s, id);
  if (m) m.starred = on;
}

/** Add or take off one of the user's labels. */
export function setLabel(s: WebmailState, id: string, label: string, on: boolean): void {
  const m = findMessage(s, id);
  if (!m || !s.labels.includes(label)) return;
  const has = m.labels.includes(label);
  if (on && !has) m.labels.push(label);
  if (!on && has) m.labels.splice(m.labels.indexOf(label), 1);
}

/** Make a new label; returns the refusal, or null. Labels are told apart without case. */
export function createLabel(s: WebmailState, name: string): string | null {
  const n = name.trim();
  if (n === '') return 'A label needs a name';
  if (s.labels.some((l) => declaredKey(manifest, 'label', l) === declaredKey(manifest, 'label', n))) return `There is already a label "${n}"`;
  s.labels.push(n);
  return null;
}

/** Move a message to a folder; to Trash it remembers where it came from. */
export function moveTo(s: WebmailState, id: string, folder: Folder): void {
  const m = findMessage(s, id);
  if (!m || m.folder === folder) return;
  if (folder === 'trash') m.fromFolder = m.folder;
  else m.fromFolder = null;
  m.folder = folder;
}

export const archive = (s: WebmailState, id: string) => moveTo(s, id, 'archive');
export const trash = (s: WebmailState, id: string) => moveTo(s, id, 'trash');

/** A message in Trash back to where it was. */
export function restore(s: WebmailState, id: string): void {
  const m = findMessage(s, id);
  if (m && m.folder === 'trash') moveTo(s, id, m.fromFolder ?? 'inbox');
}

/** Erase everything in Trash for good; returns the ids erased. */
export function emptyTrash(s: WebmailState, ledger: Ledger, now: number): string[] {
  const erased = s.messages.filter((m) => m.folder === 'trash').map((m) => m.id);
  if (erased.length === 0) return [];
  s.messages = s.messages.filter((m) => m.folder !== 'trash');
  s.opened = s.opened.filter((id) => !erased.includes(id));
  record(ledger, now, { app: 'webmail', kind: 'webmail-erase', erased });
  return erased;
}

// ---------------------------------------------------------------- compose

export interface ComposeFields { to: string[]; cc: string[]; subject: string; body: string; forwarded: string | null; inReplyTo: string | null }
export type ComposeErrors = { to?: string };

/** Addresses are kept trimmed and in lower case; a set, so the same one twice is one. */
export const cleanAddress = (a: string): string => a.trim().replace(/^.*<([^>]+)>$/, '$1').toLowerCase();

export function composeErrors(f: Pick<ComposeFields, 'to' | 'cc'>): ComposeErrors {
  if (f.to.length === 0) return { to: 'Add at least one recipient' };
  const bad = [...f.to, ...f.cc].find((a) => !ADDRESS.test(a));
  return bad ? { to: `"${bad}" is not a valid address` } : {};
}

/** Send: the message goes to Sent, the draft it was written in is gone. Returns its id, or the form's errors. */
export function send(s: WebmailState, ledger: Ledger, now: number, f: ComposeFields, draftId: string | null = null): { id: string } | { errors: ComposeErrors } {
  const to = [...new Set(f.to.map(cleanAddress))];
  const cc = [...new Set(f.cc.map(cleanAddress))].filter((a) => !to.includes(a));
  const errors = composeErrors({ to, cc });
  if (errors.to) return { errors };
  const id = mint(s, 'm');
  const source = f.forwarded ? findMessage(s, f.forwarded) : undefined;
  const subject = f.subject.trim();
  const body = f.body.replace(/\s+$/, '');
  s.messages.unshift({ id, folder: 'sent', fromFolder: null, fromName: s.me.name, from: s.me.address, to, cc, subject, body, at: now, unread: false, starred: false, labels: [], attachments: source ? source.attachments.map((a) => ({ ...a })) : [], invite: null, rsvp: null });
  if (draftId) s.drafts = s.drafts.filter((d) => d.id !== draftId);
  record(ledger, now, { app: 'webmail', kind: 'webmail-send', to, cc, subject, body, forwarded: f.forwarded, inReplyTo: f.inReplyTo, message: id });
  return { id };
}

/** A new message's fields the form starts with (New message, or a contact's Write link): nobody in
 *  copy, forwarding and answering nothing. What a kit holds a new draft's unnamed fields to. */
export const NEW_DRAFT: Pick<Draft, 'cc' | 'forwarded' | 'inReplyTo'> = { cc: [], forwarded: null, inReplyTo: null };

/** Save the compose form as a draft (over the draft it was opened from); returns its id. */
export function saveDraft(s: WebmailState, now: number, f: ComposeFields, draftId: string | null): string {
  const existing = draftId ? findDraft(s, draftId) : undefined;
  const fields = { to: f.to.map(cleanAddress), cc: f.cc.map(cleanAddress), subject: f.subject, body: f.body, forwarded: f.forwarded, inReplyTo: f.inReplyTo, at: now };
  if (existing) { Object.assign(existing, fields); return existing.id; }
  const id = mint(s, 'd');
  s.drafts.unshift({ id, ...fields });
  return id;
}

export function discardDraft(s: WebmailState, id: string): void {
  s.drafts = s.drafts.filter((d) => d.id !== id);
}

/** What Reply, Reply all and Forward put in the form. */
export function prefill(s: WebmailState, id: string, how: 'reply' | 'all' | 'forward'): ComposeFields | null {
  const m = findMessage(s, id);
  if (!m) return null;
  const strip = (x: string) => x.replace(/^((re|fwd?):\s*)+/i, '');
  if (how === 'forward') return { to: [], cc: [], subject: `Fwd: ${strip(m.subject)}`, body: '', forwarded: m.id, inReplyTo: null };
  const to = m.from === s.me.address ? m.to : [m.from];
  const cc = how === 'all' ? [...m.to, ...m.cc].filter((a) => a !== s.me.address && !to.includes(a)) : [];
  return { to, cc, subject: `Re: ${strip(m.subject)}`, body: '', forwarded: null, inReplyTo: m.id };
}

// ---------------------------------------------------------------- calendar

export interface EventFields { title: string; start: number; end: number; location: string; attendees: string[] }
export type EventErrors = { title?: string; date?: string; time?: string; attendees?: string };

export function eventErrors(f: { title: string; start: number | null; end: number | null; attendees: string[] }): EventErrors {
  const errors: EventErrors = {};
  if (f.title.trim() === '') errors.title = 'An event needs a title';
  if (f.start === null) errors.date = 'Enter the date as YYYY-MM-DD';
  else if (f.end === null || f.end <= f.start) errors.time = 'The end must be after the start';
  const bad = f.attendees.find((a) => !ADDRESS.test(a));
  if (bad) errors.attendees = `"${bad}" is not a valid address`;
  return errors;
}

/** Create an event (the user organises it); its attendees are invited. Returns its id. */
export function createEvent(s: WebmailState, ledger: Ledger, now: number, f: EventFields): string {
  const id = mint(s, 'e');
  const attendees = [...new Set(f.attendees.map(cleanAddress))].filter((a) => a !== s.me.address);
  const event: CalEvent = { id, title: f.title.trim(), start: f.start, end: f.end, location: f.location.trim(), attendees, organizer: s.me.address, status: 'confirmed' };
  s.events.push(event);
  s.events.sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
  if (attendees.length > 0) record(ledger, now, { app: 'webmail', kind: 'webmail-invite', event: id, title: event.title, start: event.start, end: event.end, to: attendees });
  return id;
}

/** Save an edit of an event the user organises; attendees added are invited. */
export function editEvent(s: WebmailState, ledger: Ledger, now: number, id: string, f: EventFields): void {
  const e = findEvent(s, id);
  if (!e || e.organizer !== s.me.address) return;
  const attendees = [...new Set(f.attendees.map(cleanAddress))].filter((a) => a !== s.me.address);
  const fresh = attendees.filter((a) => !e.attendees.includes(a));
  Object.assign(e, { title: f.title.trim(), start: f.start, end: f.end, location: f.location.trim(), attendees });
  s.events.sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
  if (fresh.length > 0) record(ledger, now, { app: 'webmail', kind: 'webmail-invite', event: id, title: e.title, start: e.start, end: e.end, to: fresh });
}

export function deleteEvent(s: WebmailState, id: string): void {
  s.events = s.events.filter((e) => e.id !== id || e.organizer !== s.me.address);
}

/** Answer an invitation (from its message or the event's page): the event is confirmed or declined. */
export function answerInvite(s: WebmailState, ledger: Ledger, now: number, eventId: string, answer: 'accepted' | 'declined'): void {
  const e = findEvent(s, eventId);
  if (!e || e.organizer === s.me.address) return;
  const status = answer === 'accepted' ? 'confirmed' : 'declined';
  if (e.status === status) return;
  e.status = status;
  for (const m of s.messages) if (m.invite === eventId) m.rsvp = answer;
  record(ledger, now, { app: 'webmail', kind: 'webmail-rsvp', event: eventId, answer });
}

/** Events on the calendar that overlap the time span (declined ones left out). */
export const clashes = (s: WebmailState, start: number, end: number, except?: string): CalEvent[] =>
  s.events.filter((e) => e.id !== except && e.status !== 'declined' && e.start < end && start < e.end);
