// The Messages kit: the moves an oracle makes in the app and the checks its templates share. The
// noise the judge gate plays around its templates is in noise.ts.
import { added, expectEqual, expectThat, parseTime, type ChangeRule, type Check, type JudgeContext } from '../../judges/index.ts';
import { findContactByPhone, phoneMatchKey } from '../../apps/contacts/state.ts';
import { conversationTitle, findConversationByAddress, type Conversation, type Message } from '../../apps/messages/state.ts';
import { addMessage } from '../../apps/messages/model.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import * as contactsKit from '../contacts/kit.ts';
import { typedText } from '../mail/kit.ts';

export { typedText };

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

/**
 * The ids the episode gave out that are gone at the end. Messages numbers conversations and
 * messages from one counter, and makes a conversation only when its first message goes out (a
 * Message button opens the compose screen, not a thread), so a gap means something was sent and
 * then deleted with its conversation: the text still reached that person, though the state no
 * longer holds it (a photo or a text sent to the wrong person, the new thread deleted, then sent
 * to the right one).
 */
export function vanishedIds(ctx: JudgeContext<DeviceState>): string[] {
  const present = new Set(ctx.after.apps.messages.conversations.flatMap((c) => [c.id, ...c.messages.map((m) => m.id)]));
  const gone: string[] = [];
  for (let k = ctx.before.apps.messages.nextId; k < ctx.after.apps.messages.nextId; k++) if (!present.has(`t${k}`) && !present.has(`m${k}`)) gone.push(String(k));
  return gone;
}

/** Nothing the episode sent was deleted afterwards (`vanishedIds`): a send checked by `sentOne` / `sentOneThat` is the only one. */
export const nothingSentDeleted: Check<DeviceState> = expectEqual('nothing sent was deleted afterwards', [], vanishedIds);

/** Exactly one message was sent, to `phone`, reading `text` (as typed text compares: spacing and wrapping quotes aside), and delivered. */
export function sentOne(name: string, phone: string, text: string): Check<DeviceState>[] {
  return [
    expectEqual('exactly one message was sent', 1, (ctx) => sentMessages(ctx).length),
    expectThat(`it went to ${name} (${phone})`, phone, (ctx) => sentMessages(ctx)[0]?.to, (to) => to !== undefined && phoneMatchKey(to) === phoneMatchKey(phone)),
    expectEqual(`it reads "${text}"`, typedText(text), (ctx) => { const m = sentMessages(ctx)[0]; return m && typedText(m.text); }),
    expectEqual('it was delivered', 'sent', (ctx) => sentMessages(ctx)[0]?.status),
    nothingSentDeleted,
  ];
}

// ---------------------------------------------------------------- for the cross-app templates

/** Where a message to `phone` lands: the existing conversation with that number, or a new one (the next id). */
export function conversationFor(world: DeviceState, phone: string): { conversationId: string; existing: boolean } {
  const existing = findConversationByAddress(world.apps.messages, phone);
  return { conversationId: existing?.id ?? `t${world.apps.messages.nextId}`, existing: existing !== undefined };
}

/**
 * A text to one person: one outgoing message in their conversation (a seeded id), or one new
 * conversation holding only what you sent when there was none (whatever id it gets).
 */
export function sendRules(p: { existing: boolean; conversationId: string }): ChangeRule[] {
  return p.existing
    ? [added(`${CONVERSATIONS}[${p.conversationId}].messages`, { where: (m) => m.from === 'me' })]
    : [added(CONVERSATIONS, { where: (c) => (c.messages as unknown as Message[]).every((m) => m.from === 'me') })];
}

type Sent = Message & { to: string };

/** A sent text as typed text compares (mail's `typedText`): spacing and wrapping quotes aside, case and words kept. */
export const typedOf = (m: Pick<Message, 'text'>): string => typedText(m.text);
const theOne = (ctx: JudgeContext<DeviceState>): Sent | undefined => {
  const all = sentMessages(ctx);
  return all.length === 1 ? all[0] : undefined;
};

/** Exactly one message sent, to `name` at `phone`, delivered, whose `read` value is `expected` (named `what`). */
export function sentOneThat(name: string, phone: string, what: string, expected: unknown, read: (m: Sent) => unknown): Check<DeviceState>[] {
  return [
    expectEqual('exactly one message was sent', 1, (ctx) => sentMessages(ctx).length),
    expectThat(`it went to ${name} (${phone})`, phone, (ctx) => theOne(ctx)?.to, (to) => to !== undefined && phoneMatchKey(to) === phoneMatchKey(phone)),
    expectEqual(what, expected, (ctx) => { const m = theOne(ctx); return m ? read(m) : undefined; }),
    expectEqual('it was delivered', 'sent', (ctx) => theOne(ctx)?.status),
    nothingSentDeleted,
  ];
}

/** The time of the one message sent (for `inOrder`). */
export const sentAt = (ctx: JudgeContext<DeviceState>): number | undefined => theOne(ctx)?.at;

/** From anywhere: Contacts at its list, the contact's page, its Message button, type, Send. */
export async function sendFromContact(ui: TaskUi, name: string, text: string): Promise<void> {
  await ui.launch('Contacts');
  await fromContactPage(ui, name, text);
}

/** A text template's two routes: Messages' own compose (the oracle) and the contact's page (an alternative), after reading the text. */
export function textRoutes<P extends { name: string }>(read: (ui: TaskUi, p: P) => Promise<string>) {
  return {
    oracle: async (ui: TaskUi, p: P) => { await compose(ui, p.name, await read(ui, p)); await ui.done(); },
    viaContact: { name: "texts it from the contact's page in Contacts", run: async (ui: TaskUi, p: P) => { await sendFromContact(ui, p.name, await read(ui, p)); await ui.done(); } },
  };
}

/** Conversations with a contact whose name is their title and names no other conversation. */
export const contactThreads = (s: DeviceState) => titled(s).filter((t) => t.unique && findContactByPhone(s.apps.contacts, t.c.address) !== undefined);

/** A setup's incoming message, `ago` ms before now, at the end of the conversation, which turns unread. */
export function receive(d: DeviceState, conversationId: string, text: string, ago: number): void {
  addMessage(d.apps.messages, conversationId, { from: 'them', text, at: d.os.now - ago, status: 'received' });
  d.apps.messages.conversations.find((c) => c.id === conversationId)!.unread = true;
}

/** Open the conversation with this title and match `re` against its newest bubble that matches it. */
export async function readBubble(ui: TaskUi, title: string, re: RegExp): Promise<RegExpExecArray> {
  await openThread(ui, title);
  const bubble = ui.tree().filter((e) => e.role === 'text' && re.test(e.text)).at(-1);
  if (!bubble) throw new Error(`no message matching ${re} on screen`);
  return re.exec(bubble.text)!;
}

/** Open Messages on the conversation whose preview is `text`, and read its title (a number, for a stranger). */
export async function openByPreview(ui: TaskUi, text: string): Promise<string> {
  await ui.launch('Messages');
  await ui.scrollTo({ text });
  await ui.tap({ text });
  return ui.read({ role: 'heading' });
}

/** Open Messages on a conversation titled with a number whose preview is not `text`, scrolling the list; read its title. */
export async function openOtherStranger(ui: TaskUi, text: string): Promise<string> {
  await ui.launch('Messages');
  const isOther = () => ui.tree().find((e, i, tree) => e.role === 'button' && /^\+[\d\s-]+$/.test(e.text) && tree[i + 1]?.text !== text);
  for (let i = 0; i < 10 && !isOther(); i++) await ui.swipe('up');
  await ui.tap({ text: isOther()!.text, role: 'button' });
  return ui.read({ role: 'heading' });
}

/** The title of the `index`-th row of the Messages list (0: the conversation with the newest message). */
export async function topTitle(ui: TaskUi, index = 0): Promise<string> {
  await ui.launch('Messages');
  return ui.tree().filter((e) => e.role === 'button' && e.text !== 'Start chat')[index]!.text;
}

/** A setup: make the conversation end with a message from them, `ago` ms before now (its last one retimed, or a new one). */
export function endWithIncoming(d: DeviceState, conversationId: string, ago: number, text = 'See you then!'): void {
  const c = d.apps.messages.conversations.find((x) => x.id === conversationId)!;
  const last = c.messages[c.messages.length - 1]!;
  if (last.from === 'me') c.messages.push({ id: `m${d.apps.messages.nextId++}`, from: 'them', text, at: d.os.now - ago, status: 'received' });
  else last.at = d.os.now - ago;
}

/** Texts that no seeded conversation contains, so that one of them names one sender. */
export const SENDER_TEXTS = [
  'Your table for two is confirmed for Friday at 7:30 PM.',
  'Your car is ready for pickup at the garage.',
  'Your prescription is ready at the pharmacy counter.',
  'Hi, this is your new landlord. Please save my number.',
  'Your haircut is booked for Saturday at 11:00.',
  'The plumber will arrive between 2 and 4 PM today.',
  'Your library books are due back on Monday.',
  'Hi! It is the dog walker, Buddy had a great walk today.',
] as const;

/**
 * The clock times a message gives, as HH:MM, in the order written: "07:30", "7:30", "7.30" and
 * "7:30 AM" are 07:30, "7:30 PM" is 19:30, "12:15 am" is 00:15 (answers.ts' `parseTime`). `dots`
 * also reads "7.30" as a time.
 */
function clockTimes(text: string, dots: boolean): string[] {
  const re = dots ? /\b(\d{1,2})[:.](\d{2})(?!\d)(?:\s*([ap])\.?\s?m\b\.?)?/gi : /\b(\d{1,2}):(\d{2})(?!\d)(?:\s*([ap])\.?\s?m\b\.?)?/gi;
  return [...text.matchAll(re)].map(([, h, m, half]) => parseTime(`${h}:${m}${half ? ` ${half}m` : ''}`) ?? 'not a time');
}

/** A message read as one clock time: "07:30", "7:30", "7:30 AM" or "My alarm is at 07:30." all are 07:30, "7:30 PM" is 19:30 (null unless it names exactly one). */
export function timeIn(text: string): string | null {
  const found = clockTimes(text, true);
  return found.length === 1 && found[0] !== 'not a time' ? found[0]! : null;
}

/** The clock times a message mentions ("9:30", "09:30" and "9:30 AM" alike; "2:00 PM" is 14:00), as HH:MM, comma-separated. */
export const timesIn = (text: string): string => clockTimes(text, false).join(',');

/** "14:05" on the 12-hour clock ("2:05 PM"), or in the other half of the day ("2:05 AM") when `flip`. */
export function twelveHour(hhmm: string, flip = false): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${(h >= 12) !== flip ? 'PM' : 'AM'}`;
}
