// Sending a message: queue it as `sending` in the store, post it to the gateway, then mark it
// `sent` or `failed`. The request is tracked by the in-page network (apps/api.ts), so the
// bridge's settle() waits for it unless the network's latency parks it until a later step.
import { device, mountEpoch, update } from '../device.ts';
import type { DeviceState } from '../world.ts';

/** Inside an update: append an outgoing message to a conversation; returns its id (null if no such conversation or empty text). */
export function queueOutgoing(d: DeviceState, conversationId: string, text: string): string | null {
  const body = text.trim();
  const conversation = d.apps.messages.conversations.find((c) => c.id === conversationId);
  if (!conversation || body === '') return null;
  const id = `m${d.apps.messages.nextId}`;
  d.apps.messages.nextId += 1;
  conversation.messages.push({ id, from: 'me', text: body, at: d.os.now, status: 'sending' });
  return id;
}

/** Post a queued message and record the outcome on it. */
export async function deliver(conversationId: string, messageId: string): Promise<void> {
  const epoch = mountEpoch.getState().epoch;
  const conversation = device.getState().apps.messages.conversations.find((c) => c.id === conversationId);
  const message = conversation?.messages.find((m) => m.id === messageId);
  if (!conversation || !message) return;
  let ok = false;
  try {
    const response = await fetch('/api/messages/send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ conversationId, messageId, address: conversation.address, text: message.text }),
    });
    ok = response.ok;
  } catch {
    ok = false;
  }
  // A snapshot loaded meanwhile is another world: leave it alone.
  if (mountEpoch.getState().epoch !== epoch) return;
  update((d) => {
    const m = d.apps.messages.conversations.find((c) => c.id === conversationId)?.messages.find((x) => x.id === messageId);
    if (m && m.status === 'sending') m.status = ok ? 'sent' : 'failed';
  });
}

/** Send `text` into a conversation: one store update, then the delivery. */
export function sendMessage(conversationId: string, text: string, alsoInSameUpdate?: (d: DeviceState) => void): void {
  const queued: { id: string | null } = { id: null };
  update((d) => {
    queued.id = queueOutgoing(d, conversationId, text);
    if (queued.id) alsoInSameUpdate?.(d);
  });
  if (queued.id) void deliver(conversationId, queued.id);
}

/** Tap on a failed message: mark it sending again and deliver it. */
export function retryMessage(conversationId: string, messageId: string): void {
  const failed = device.getState().apps.messages.conversations.find((c) => c.id === conversationId)?.messages.find((x) => x.id === messageId);
  if (failed?.status !== 'failed') return;
  update((d) => {
    const m = d.apps.messages.conversations.find((c) => c.id === conversationId)?.messages.find((x) => x.id === messageId);
    if (m) m.status = 'sending';
  });
  void deliver(conversationId, messageId);
}
