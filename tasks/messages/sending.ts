// What every "send a message" template judges: one new outgoing message, to one person,
// delivered, and the paths a send may change. Kept for tasks/cross (migrated later); the Messages
// templates use the kit's record-level versions (./kit.ts: sendChanges, sentOne).
import { expectEqual, expectThat, type Check } from '../../judges/index.ts';
import { phoneMatchKey } from '../../apps/contacts/state.ts';
import { findConversationByAddress } from '../../apps/messages/state.ts';
import type { DeviceState } from '../../apps/world.ts';

export interface OutgoingMessage {
  to: string;
  text: string;
  status: string;
}

/** Outgoing messages in `after` that were not in `before`, with the number each went to. */
export function newOutgoing(before: DeviceState, after: DeviceState): OutgoingMessage[] {
  const old = new Set(before.apps.messages.conversations.flatMap((c) => c.messages.map((m) => m.id)));
  return after.apps.messages.conversations.flatMap((c) =>
    c.messages.filter((m) => m.from === 'me' && !old.has(m.id)).map((m) => ({ to: c.address, text: m.text, status: m.status })),
  );
}

/** Where a message to `phone` lands: the existing conversation with that number, or a new one with the next id. */
export function conversationFor(world: DeviceState, phone: string): { conversationId: string; existing: boolean } {
  const existing = findConversationByAddress(world.apps.messages, phone);
  return { conversationId: existing?.id ?? `t${world.apps.messages.nextId}`, existing: existing !== undefined };
}

/**
 * Exactly one new message, sent to `name` at `phone`, whose text passes `content` (named in
 * `contentCheck`), and delivered.
 */
export function sentOneMessage(name: string, phone: string, contentCheck: string, expectedContent: unknown, content: (text: string) => unknown): Check<DeviceState>[] {
  return [
    expectEqual('exactly one new message was sent', 1, ({ before, after }) => newOutgoing(before, after).length),
    expectThat(
      `it went to ${name} (${phone})`,
      phone,
      ({ before, after }) => newOutgoing(before, after).map((m) => m.to),
      (to) => to.length === 1 && phoneMatchKey(to[0]!) === phoneMatchKey(phone),
    ),
    expectThat(
      contentCheck,
      expectedContent,
      ({ before, after }) => newOutgoing(before, after).map((m) => content(m.text)),
      (found) => found.length === 1 && found[0] === expectedContent,
    ),
    expectEqual('it was delivered', ['sent'], ({ before, after }) => newOutgoing(before, after).map((m) => m.status)),
  ];
}

/** A send may add to one conversation (or create it), mark conversations read, and take an id. */
export function sendChanges(p: { conversationId: string; existing: boolean }): string[] {
  return [
    p.existing ? `apps.messages.conversations[${p.conversationId}].messages` : `apps.messages.conversations[${p.conversationId}]`,
    'apps.messages.conversations[*].unread',
    'apps.messages.nextId',
  ];
}
