// Messages: pure actions on the app's state, shared by the screens, the sending code, the task
// setups and the tests. Times come in as arguments (the device clock), never from Date.
import { findConversationByAddress, type Message, type MessagesState } from './state.ts';
import { record, type Ledger } from '../os/ledger.ts';

/** A message as a setup writes it; the id is the app's next one. */
export type MessageFields = Omit<Message, 'id'>;

/** The conversation with `address`, or a new empty one; returns its id. */
export function conversationWith(state: MessagesState, address: string): string {
  const existing = findConversationByAddress(state, address);
  if (existing) return existing.id;
  const id = `t${state.nextId}`;
  state.nextId += 1;
  state.conversations.push({ id, address, messages: [], unread: false });
  return id;
}

/** Append a message to a conversation; returns its id (null when there is no such conversation). */
export function addMessage(state: MessagesState, conversationId: string, fields: MessageFields): string | null {
  const conversation = state.conversations.find((c) => c.id === conversationId);
  if (!conversation) return null;
  const id = `m${state.nextId}`;
  state.nextId += 1;
  conversation.messages.push({ id, ...fields });
  return id;
}

/** Queue an outgoing message (status `sending`); returns its id (null for empty text or no such conversation). */
export function queueOutgoing(state: MessagesState, conversationId: string, text: string, now: number): string | null {
  const body = text.trim();
  if (body === '') return null;
  return addMessage(state, conversationId, { from: 'me', text: body, at: now, status: 'sending' });
}

/**
 * The delivery's outcome on a queued message. A delivered text has reached its recipient: it goes
 * into the ledger, stamped with the time it was sent (the delivery's own moment depends on when the
 * network answers, and the ledger must be the same on every replay).
 */
export function settleOutgoing(state: MessagesState, conversationId: string, messageId: string, ok: boolean, ledger: Ledger): void {
  const c = state.conversations.find((x) => x.id === conversationId);
  const m = c?.messages.find((x) => x.id === messageId);
  if (!c || !m || m.status !== 'sending') return;
  m.status = ok ? 'sent' : 'failed';
  if (ok) recordText(ledger, m.at, 'messages', c.address, m.text, null, m.id);
}

/** A text (or a photo, from Gallery's share) that reached `to`, in the ledger. */
export function recordText(ledger: Ledger, now: number, app: string, to: string, text: string, photo: string | null, message: string): void {
  record(ledger, now, { app, kind: 'text', to, text, photo, message });
}

/** A failed message goes back to `sending` for a retry; returns whether it was failed. */
export function markRetry(state: MessagesState, conversationId: string, messageId: string): boolean {
  const m = state.conversations.find((c) => c.id === conversationId)?.messages.find((x) => x.id === messageId);
  if (m?.status !== 'failed') return false;
  m.status = 'sending';
  return true;
}

/** Open a conversation: it is read, and opened (app.ts: a read mark moves only for what was opened). */
export function markRead(state: MessagesState, conversationId: string): void {
  const c = state.conversations.find((x) => x.id === conversationId);
  if (!c) return;
  c.unread = false;
  if (!state.opened.includes(conversationId)) state.opened.push(conversationId);
}

export function deleteConversation(state: MessagesState, conversationId: string): void {
  state.conversations = state.conversations.filter((c) => c.id !== conversationId);
}
