// Sending a message: queue it as `sending` in the store, post it to the gateway, then mark it
// `sent` or `failed`. The request is tracked by the in-page network (apps/api.ts), so the
// bridge's settle() waits for it unless the network's latency parks it until a later step.
import { device, mountEpoch, update } from '../device.ts';
import type { DeviceState } from '../world.ts';
import * as model from './model.ts';

/** Inside an update: append an outgoing message to a conversation; returns its id (null if no such conversation or empty text). */
export function queueOutgoing(d: DeviceState, conversationId: string, text: string): string | null {
  return model.queueOutgoing(d.apps.messages, conversationId, text, d.os.now);
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
  update((d) => model.settleOutgoing(d.apps.messages, conversationId, messageId, ok, d.os.ledger));
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
  update((d) => void model.markRetry(d.apps.messages, conversationId, messageId));
  void deliver(conversationId, messageId);
}
