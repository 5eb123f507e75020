// Messages: pure actions on the app's state, shared by the screens, the sending code, the task
// setups and the tests. Times come in as arguments (the device clock), never from Date.
import { findConversationByAddress, type Message, type MessagesState } from './state.ts';

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

/** The delivery's outcome on a queued message. */
export function settleOutgoing(state: MessagesState, conversationId: string, messageId: string, ok: boolean): void {
  const m = state.conversations.find((c) => c.id === conversationId)?.messages.find((x) => x.id === messageId);
  if (m && m.status === 'sending') m.status = ok ? 'sent' : 'failed';
}

/** A failed message goes back to `sending` for a retry; returns whether it was failed. */
export function markRetry(state: MessagesState, conversationId: string, messageId: string): boolean {
  const m = state.conversations.find((c) => c.id === conversationId)?.messages.find((x) => x.id === messageId);
  if (m?.status !== 'failed') return false;
  m.status = 'sending';
  return true;
}

export function markRead(state: MessagesState, conversationId: string): void {
  const c = state.conversations.find((x) => x.id === conversationId);
  if (c) c.unread = false;
}

export function deleteConversation(state: MessagesState, conversationId: string): void {
  state.conversations = state.conversations.filter((c) => c.id !== conversationId);
}
