// Mail: pure actions on the app's state, shared by the screens, the task setups and the tests.
import { record, type Ledger } from '../os/ledger.ts';
import { ME_ADDRESS, ME_NAME, type Draft, type Email, type Folder, type MailState, type Thread } from './state.ts';

/** A conversation you start: what a new thread has before anything else happens to it. */
export const NEW_THREAD: Pick<Thread, 'folder' | 'starred' | 'unread' | 'labels'> = { folder: 'sent', starred: false, unread: false, labels: [] };

/** An outgoing e-mail's fields that the composer does not set. */
export const NEW_EMAIL: Pick<Email, 'from' | 'fromName' | 'cc' | 'forwardedId'> = { from: ME_ADDRESS, fromName: ME_NAME, cc: [], forwardedId: null };

export interface Outgoing {
  /** Append to this thread (a reply or a forward), or start a new one. */
  threadId: string | null;
  to: string[];
  cc: string[];
  subject: string;
  body: string;
  forwardedId: string | null;
}

export const findThread = (s: MailState, id: string): Thread | undefined => s.threads.find((t) => t.id === id);

/** Add the outgoing e-mail, still `sending`, to its thread (or a new thread); returns the ids. */
export function queueEmail(s: MailState, out: Outgoing, now: number): { threadId: string; messageId: string } | null {
  let thread = out.threadId === null ? undefined : findThread(s, out.threadId);
  if (out.threadId !== null && !thread) return null;
  const n = s.nextId;
  s.nextId += 1;
  if (!thread) {
    thread = { id: `th${n}`, subject: out.subject.trim() === '' ? '(no subject)' : out.subject.trim(), messages: [], ...NEW_THREAD, labels: [] };
    s.threads.push(thread);
  }
  const email: Email = {
    id: `e${n}`, ...NEW_EMAIL, to: out.to, cc: out.cc, subject: out.subject.trim(),
    body: out.body.trim(), at: now, status: 'sending', forwardedId: out.forwardedId,
  };
  thread.messages.push(email);
  return { threadId: thread.id, messageId: email.id };
}

/**
 * The delivery's outcome on a queued e-mail: `sent`, or `failed` (it waits in the Outbox). A sent
 * e-mail has reached its recipients: it goes into the ledger, stamped with the time it was sent
 * (not the delivery's moment, which depends on when the network answers).
 */
export function settleEmail(s: MailState, threadId: string, messageId: string, ok: boolean, ledger: Ledger): void {
  const m = findThread(s, threadId)?.messages.find((x) => x.id === messageId);
  if (!m || m.status !== 'sending') return;
  m.status = ok ? 'sent' : 'failed';
  if (ok) record(ledger, m.at, { app: 'mail', kind: 'mail', to: [...m.to], cc: [...m.cc], subject: m.subject, body: m.body, forwarded: m.forwardedId, email: m.id, thread: threadId });
}

/** Open a thread: it is read, and opened (app.ts: a read mark moves only for what was opened). */
export function markRead(s: MailState, id: string): void {
  const t = findThread(s, id);
  if (!t) return;
  t.unread = false;
  if (!s.opened.includes(id)) s.opened.push(id);
}

export function markUnread(s: MailState, id: string): void {
  const t = findThread(s, id);
  if (t) t.unread = true;
}

/** Star or unstar; returns the new value (undefined when there is no such thread). */
export function toggleStar(s: MailState, id: string): boolean | undefined {
  const t = findThread(s, id);
  if (!t) return undefined;
  t.starred = !t.starred;
  return t.starred;
}

export function moveThread(s: MailState, id: string, folder: Folder): void {
  const t = findThread(s, id);
  if (t) t.folder = folder;
}

export function deleteForever(s: MailState, id: string): void {
  s.threads = s.threads.filter((t) => t.id !== id);
}

/** Put the label on the thread, or take it off. */
export function toggleLabel(s: MailState, id: string, labelId: string): void {
  const t = findThread(s, id);
  if (!t) return;
  t.labels = t.labels.includes(labelId) ? t.labels.filter((l) => l !== labelId) : [...t.labels, labelId];
}

export type DraftFields = Omit<Draft, 'id' | 'at'>;

/**
 * Save the composer's fields: over the draft it was opened from, or as a new draft. Returns its id.
 * Saving a draft unchanged leaves it as it was, its time too: nothing was edited.
 */
export function saveDraft(s: MailState, draftId: string | null, fields: DraftFields, now: number): string {
  const values = { ...fields, to: fields.to.trim(), cc: fields.cc.trim(), at: now };
  const existing = draftId === null ? undefined : s.drafts.find((x) => x.id === draftId);
  if (existing) {
    const edited = (Object.keys(fields) as (keyof DraftFields)[]).some((k) => existing[k] !== values[k]);
    if (edited) Object.assign(existing, values);
    return existing.id;
  }
  const id = `d${s.nextId}`;
  s.nextId += 1;
  s.drafts.push({ id, ...values });
  return id;
}

export function removeDraft(s: MailState, draftId: string | null): void {
  if (draftId !== null) s.drafts = s.drafts.filter((x) => x.id !== draftId);
}

/** Add text to the body of a thread's first message (task setups: plant a reference to search for). */
export function appendToBody(s: MailState, threadId: string, text: string): void {
  const first = findThread(s, threadId)?.messages[0];
  if (first) first.body += text;
}
