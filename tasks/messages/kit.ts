// The Messages kit: the moves an oracle makes in the app, the checks its templates share, and the
// noise the judge gate plays around every template (harmless browsing, and damage).
import { added, expectEqual, expectThat, type ChangeRule, type Check, type JudgeContext } from '../../judges/index.ts';
import { phoneMatchKey } from '../../apps/contacts/state.ts';
import { conversationTitle, sortConversations, type Conversation, type Message } from '../../apps/messages/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { AppNoise, TrialContext } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as contactsKit from '../contacts/kit.ts';

export const CONVERSATIONS = 'apps.messages.conversations';
export const MESSAGES = 'apps.messages.conversations[*].messages';

// ---------------------------------------------------------------- moves

/** A move, then `done`: the shape of most oracles and alternatives. */
export const finish = <P>(move: (ui: TaskUi, p: P) => Promise<unknown>) => async (ui: TaskUi, p: P): Promise<void> => {
  await move(ui, p);
  await ui.done();
};

/** Open Messages at the list and the conversation with this title. */
export async function openThread(ui: TaskUi, title: string): Promise<void> {
  await ui.launch('Messages');
  await ui.scrollTo({ text: title, role: 'button' });
  await ui.tap({ text: title, role: 'button' });
}

/** In an open thread or a new conversation: type the text and press Send (or leave it typed). */
export async function write(ui: TaskUi, text: string, send = true): Promise<void> {
  await ui.fill({ hint: 'Text message' }, text);
  if (send) await ui.tap({ text: 'Send', role: 'button' });
}

/** Start chat, search the name in To and pick the suggestion (or type `to` and leave it as typed), then write. */
export async function compose(ui: TaskUi, to: string, text: string, options: { pick?: boolean; send?: boolean } = {}): Promise<void> {
  await ui.launch('Messages');
  await ui.tap({ text: 'Start chat', role: 'button' });
  await ui.fill({ hint: 'Name or number' }, to);
  if (options.pick ?? true) await ui.tap({ text: to, role: 'button' });
  await write(ui, text, options.send ?? true);
}

/** The other entry point: the Message button on the contact's page in Contacts, then write. */
export async function fromContactPage(ui: TaskUi, name: string, text: string): Promise<void> {
  await contactsKit.open(ui, name);
  await ui.tap({ text: 'Message', role: 'button' });
  await write(ui, text);
}

/** Delete a conversation from the list (long press) or from its thread's bin, confirming or not. */
export async function deleteConversation(ui: TaskUi, title: string, options: { from?: 'list' | 'thread'; confirm?: boolean } = {}): Promise<void> {
  if (options.from === 'thread') {
    await openThread(ui, title);
    await ui.tap({ text: 'Delete conversation', role: 'button' });
  } else {
    await ui.launch('Messages');
    await ui.scrollTo({ text: title, role: 'button' });
    await ui.longPress({ text: title, role: 'button' });
  }
  await ui.tap({ text: options.confirm ?? true ? 'Delete' : 'Cancel', role: 'button' });
}

/** The open thread's texts between the app bar and the composer, oldest first, by the side they sit on. */
export function threadTexts(ui: TaskUi): { text: string; side: 'them' | 'me' | 'middle' }[] {
  const tree = ui.tree();
  const composer = tree.find((e) => e.hint === 'Text message')!;
  const send = ui.find({ text: 'Send', role: 'button' })!;
  const top = tree.find((e) => e.role === 'heading')!.bounds[3];
  // Incoming bubbles hang on the left, outgoing ones (and their status) on the right; date lines are centred.
  const middle = (composer.bounds[0] + send.bounds[2]) / 2;
  return tree
    .filter((e) => e.role === 'text' && e.bounds[1] >= top && e.bounds[3] <= composer.bounds[1])
    .map((e) => {
      const centre = (e.bounds[0] + e.bounds[2]) / 2;
      return { text: e.text, side: centre < middle - 20 ? 'them' : centre > middle + 20 ? 'me' : 'middle' };
    });
}

/** Open Messages at the list: the preview line under a conversation's row (its newest message, "You: " first if it is ours). */
export async function preview(ui: TaskUi, title: string): Promise<string> {
  await ui.launch('Messages');
  await ui.scrollTo({ text: title, role: 'button' });
  const tree = ui.tree();
  return tree[tree.findIndex((e) => e.role === 'button' && e.text === title) + 1]!.text;
}

/** The text of the newest incoming bubble of the open thread. */
export const lastIncoming = (ui: TaskUi): string => threadTexts(ui).filter((t) => t.side === 'them').at(-1)!.text;

// ---------------------------------------------------------------- reading the state

/** Conversations with their titles as the list shows them, and whether the title names one only. */
export function titled(s: DeviceState): { c: Conversation; title: string; unique: boolean }[] {
  const list = s.apps.messages.conversations.map((c) => ({ c, title: conversationTitle(s.apps.contacts, c) }));
  return list.map((t) => ({ ...t, unique: list.filter((u) => u.title === t.title).length === 1 }));
}

/** The outgoing messages an episode added, with the number each went to: in existing conversations and in new ones. */
export function sentMessages(ctx: JudgeContext<DeviceState>): (Message & { to: string })[] {
  const inNew = ctx.changes.added<Conversation>(CONVERSATIONS).flatMap((c) => c.messages.map((m) => ({ ...m, to: c.address })));
  const conversations = ctx.after.apps.messages.conversations;
  const inOld = ctx.changes.added<Message>(MESSAGES).map((m) => ({ ...m, to: conversations.find((c) => c.messages.some((x) => x.id === m.id))?.address ?? '' }));
  return [...inOld, ...inNew].filter((m) => m.from === 'me').sort((a, b) => a.at - b.at);
}

/** A send may add outgoing messages to conversations and start new conversations (of outgoing messages only). */
export function sendChanges(): ChangeRule[] {
  return [
    added(MESSAGES, { count: 'any', where: (m) => m.from === 'me' }),
    added(CONVERSATIONS, { count: 'any', where: (c) => Array.isArray(c.messages) && c.messages.every((m) => typeof m === 'object' && m !== null && !Array.isArray(m) && m.from === 'me') }),
  ];
}

/** Exactly one message was sent, to `phone`, reading `text` (spaces at the ends aside), and delivered. */
export function sentOne(name: string, phone: string, text: string): Check<DeviceState>[] {
  return [
    expectEqual('exactly one message was sent', 1, (ctx) => sentMessages(ctx).length),
    expectThat(`it went to ${name} (${phone})`, phone, (ctx) => sentMessages(ctx)[0]?.to, (to) => to !== undefined && phoneMatchKey(to) === phoneMatchKey(phone)),
    expectEqual(`it reads "${text}"`, text, (ctx) => sentMessages(ctx)[0]?.text.trim()),
    expectEqual('it was delivered', 'sent', (ctx) => sentMessages(ctx)[0]?.status),
  ];
}

// ---------------------------------------------------------------- noise

/** A conversation the goal does not mention (by title or number), to harm in a damage trial. */
function bystander(ctx: TrialContext): { c: Conversation; title: string } {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  const numbers = (said.match(/\+?\d[\d\s().-]{6,}\d/g) ?? []).map(phoneMatchKey);
  const list = titled(ctx.initial);
  const order = sortConversations(list.map((t) => t.c)).map((c) => c.id);
  return list
    .filter((t) => t.unique && !said.includes(t.title) && !said.includes(t.c.id) && !numbers.includes(phoneMatchKey(t.c.address)))
    .sort((a, b) => order.indexOf(a.c.id) - order.indexOf(b.c.id))[0]!;
}

export const noise: AppNoise = {
  browse: async (ui, ctx) => {
    const newest = titled(ctx.initial).find((t) => t.c.id === sortConversations(ctx.initial.apps.messages.conversations)[0]!.id)!;
    await ui.launch('Messages');
    await ui.tap({ text: newest.title, role: 'button' });
    await ui.back();
    await ui.tap({ text: 'Start chat', role: 'button' });
    await ui.fill({ hint: 'Name or number' }, contactsKit.listed(ctx.initial)[1]!.firstName);
    await ui.back();
    await ui.close('Messages');
  },
  damage: [
    { name: 'deletes an unrelated conversation', run: async (ui, ctx) => {
      await deleteConversation(ui, bystander(ctx).title);
    } },
    { name: 'sends an extra message into an unrelated conversation', run: async (ui, ctx) => {
      await openThread(ui, bystander(ctx).title);
      await write(ui, 'Hello!');
    } },
  ],
};
