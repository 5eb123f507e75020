// What the cross-app templates share: the record-level rules and checks of a sent text (read
// through `ctx.changes`, whatever ids the new records get), and the two routes to send one
// (Messages' own compose, and the Message button of a contact's page). Not a template.
import { added, expectEqual, expectThat, type ChangeRule, type Check, type JudgeContext } from '../../judges/index.ts';
import { phoneMatchKey } from '../../apps/contacts/state.ts';
import type { Conversation, Message } from '../../apps/messages/state.ts';
import type { Call } from '../../apps/phone/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import { open as openContact } from '../contacts/kit.ts';

export const CONVERSATIONS = 'apps.messages.conversations';
export const MESSAGES = 'apps.messages.conversations[*].messages';
export const CALLS = 'apps.phone.calls';
export const CONTACTS = 'apps.contacts.contacts';

type Ctx = JudgeContext<DeviceState>;

const fromMe = (m: { from: unknown }): boolean => m.from === 'me';

/**
 * A text to someone: one outgoing message in their conversation (a seeded id), or one new
 * conversation holding only what you sent when there was none (whatever id it gets).
 */
export function sendRules(p: { existing: boolean; conversationId: string }): ChangeRule[] {
  return p.existing
    ? [added(`${CONVERSATIONS}[${p.conversationId}].messages`, { where: (m) => m.from === 'me' })]
    : [added(CONVERSATIONS, { where: (c) => (c.messages as unknown as Message[]).every(fromMe) })];
}

export interface Sent {
  to: string;
  text: string;
  status: string;
  at: number;
  photoId: string | null;
}

/** The messages the episode sent, with the number each went to, read from the changes. */
export function sent(ctx: Ctx): Sent[] {
  const convs = ctx.after.apps.messages.conversations;
  const of = (m: Message, to: string): Sent => ({ to, text: m.text, status: m.status, at: m.at, photoId: m.photo?.photoId ?? null });
  const inOld = ctx.changes.added<Message>(MESSAGES).filter(fromMe)
    .map((m) => of(m, convs.find((c) => c.messages.some((x) => x.id === m.id && x.at === m.at))?.address ?? ''));
  const inNew = ctx.changes.added<Conversation>(CONVERSATIONS).flatMap((c) => c.messages.filter(fromMe).map((m) => of(m, c.address)));
  return [...inOld, ...inNew];
}

const one = (ctx: Ctx): Sent | undefined => {
  const all = sent(ctx);
  return all.length === 1 ? all[0] : undefined;
};

/** Exactly one message sent, to `name` at `phone`, delivered, whose `read` value is `expected`. */
export function sentOne(name: string, phone: string, what: string, expected: unknown, read: (m: Sent) => unknown): Check<DeviceState>[] {
  return [
    expectEqual('exactly one message was sent', 1, (ctx) => sent(ctx).length),
    expectThat(`it went to ${name} (${phone})`, phone, (ctx) => one(ctx)?.to, (to) => to !== undefined && phoneMatchKey(to) === phoneMatchKey(phone)),
    expectEqual(what, expected, (ctx) => { const m = one(ctx); return m ? read(m) : undefined; }),
    expectEqual('it was delivered', 'sent', (ctx) => one(ctx)?.status),
  ];
}

/** The time of the one message sent (for `inOrder`). */
export const sentAt = (ctx: Ctx): number | undefined => one(ctx)?.at;

/** The outgoing calls the episode placed, oldest first. */
export const placed = (ctx: Ctx): Call[] => ctx.changes.added<Call>(CALLS).filter((c) => c.type === 'outgoing').sort((a, b) => a.at - b.at);

/** Messages' own route: Start chat, pick the contact by name, type, Send. */
export async function sendTo(ui: TaskUi, name: string, text: string): Promise<void> {
  await ui.launch('Messages');
  await ui.tap({ text: 'Start chat', role: 'button' });
  await ui.fill({ hint: 'Name or number' }, name);
  await ui.tap({ text: name, role: 'button' });
  await ui.fill({ hint: 'Text message' }, text);
  await ui.tap({ text: 'Send', role: 'button' });
}

/** The other route: the contact's page in Contacts, its Message button, type, Send. */
export async function sendFromContact(ui: TaskUi, name: string, text: string): Promise<void> {
  await ui.launch('Contacts');
  await openContact(ui, name);
  await ui.tap({ text: 'Message', role: 'button' });
  await ui.fill({ hint: 'Text message' }, text);
  await ui.tap({ text: 'Send', role: 'button' });
}

/** A text template's alternative: the same reading, sent from the contact's page. */
export function viaContactPage<P>(read: (ui: TaskUi, p: P) => Promise<{ name: string; text: string }>) {
  return { name: "sends it from the contact's page in Contacts", run: async (ui: TaskUi, p: P) => { const { name, text } = await read(ui, p); await sendFromContact(ui, name, text); await ui.done(); } };
}
