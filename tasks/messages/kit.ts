// The Messages kit: the moves an oracle makes in the app and the checks its templates share. The
// noise the judge gate plays around its templates is in noise.ts.
import { added, expectEqual, expectThat, matchFrame, shown, typedText, type ChangeRule, type Check, type Frame, type JudgeContext } from '../../judges/index.ts';
import { countNamed } from '../define.ts';
import { effects, mayRecord, type TextEntry } from '../ledger.ts';
import { findContactByPhone, phoneMatchKey } from '../../apps/contacts/state.ts';
import { conversationTitle, findConversationByAddress, type Conversation, type Message } from '../../apps/messages/state.ts';
import { addMessage } from '../../apps/messages/model.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import { parseTimeOfDay } from '../../apps/kit/time.ts';
import * as contactsKit from '../contacts/kit.ts';
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

/** How many conversations the list shows under this title (a contact's name, as Contacts tells names apart; else the number). */
export const conversationsTitled = (s: DeviceState, title: string): number => countNamed('contacts', 'person', titled(s).map((t) => t.title), title);

/**
 * Outgoing messages the episode left `sending`: with the network's latency (the session's
 * `network.latency_ms`) a send is parked until a later step, so one sent just before the end is
 * delivered after it. It is on its way all the same (no screen can stop it), so the judge counts it
 * as sent, with the ledger entry its delivery will write (model.ts `settleOutgoing`). A message
 * already `sending` at the start is not the episode's.
 */
function stillSending(ctx: Pick<JudgeContext<DeviceState>, 'before' | 'after'>): TextEntry[] {
  const key = (c: Conversation, m: Message) => `${c.id}/${m.id}`;
  const queued = (s: DeviceState) => s.apps.messages.conversations.flatMap((c) => c.messages.filter((m) => m.from === 'me' && m.status === 'sending').map((m) => ({ c, m })));
  const was = new Set(queued(ctx.before).map(({ c, m }) => key(c, m)));
  return queued(ctx.after).filter(({ c, m }) => !was.has(key(c, m)))
    .map(({ c, m }) => ({ id: `sending:${key(c, m)}`, at: m.at, app: 'messages', kind: 'text', to: c.address, text: m.text, photo: m.photo?.photoId ?? null, message: m.id }));
}

/**
 * The texts the episode sent, oldest first: the ledger's (each reached its number whatever the app
 * shows after: a conversation deleted after a send does not unsend it), and the outgoing messages
 * still on their way at the end (`stillSending`), so that every outgoing message is counted and
 * named, delivered yet or not. A photo shared from Gallery is a text with the photo's id.
 */
export const sentMessages = (ctx: Pick<JudgeContext<DeviceState>, 'before' | 'after'>): TextEntry[] =>
  [...effects<TextEntry>(ctx, 'text'), ...stillSending(ctx)].sort((a, b) => a.at - b.at);

/**
 * A send puts texts in the ledger, and may add outgoing messages to conversations and start new
 * conversations (of outgoing messages only). The checks count and name the texts.
 */
export function sendChanges(): ChangeRule[] {
  return [
    mayRecord('text'),
    added(MESSAGES, { count: 'any', where: (m) => m.from === 'me' }),
    added(CONVERSATIONS, { count: 'any', where: (c) => Array.isArray(c.messages) && c.messages.every((m) => typeof m === 'object' && m !== null && !Array.isArray(m) && m.from === 'me') }),
  ];
}

const theOne = (ctx: JudgeContext<DeviceState>): TextEntry | undefined => {
  const all = sentMessages(ctx);
  return all.length === 1 ? all[0] : undefined;
};

/** Exactly one text was sent (delivered, or on its way: `sentMessages`), to `name` at `phone`, and `read` of it is `expected` (a check named `what`). */
export function sentOneThat(name: string, phone: string, what: string, expected: unknown, read: (m: TextEntry) => unknown): Check<DeviceState>[] {
  return [
    expectEqual('exactly one message was sent', 1, (ctx) => sentMessages(ctx).length),
    expectThat(`it went to ${name} (${phone})`, phone, (ctx) => theOne(ctx)?.to, (to) => to !== undefined && phoneMatchKey(to) === phoneMatchKey(phone)),
    expectEqual(what, expected, (ctx) => { const m = theOne(ctx); return m ? read(m) : undefined; }),
  ];
}

/** Exactly one text was sent, to `phone`, reading `text` as typed text compares (judges/frames.ts `typedText`). */
export const sentOne = (name: string, phone: string, text: string): Check<DeviceState>[] =>
  sentOneThat(name, phone, `it reads "${text}"`, typedText(text), (m) => typedText(m.text));

/**
 * Exactly one text was sent, to `phone`, and it is the goal's frame with `expected` in its slot
 * (judges/frames.ts: the literal text as typed text compares, the slot by the answer grammar).
 */
export function sentFramed(name: string, phone: string, f: Frame, expected: string): Check<DeviceState>[] {
  return [
    ...sentOneThat(name, phone, 'it is a text', 'string', (m) => typeof m.text).slice(0, 2),
    expectThat(`it reads "${shown(f)}" with ${expected} in the slot`, shown(f, expected), (ctx) => { const m = theOne(ctx); return m ? matchFrame(f, expected, m.text) : undefined; }, (r) => r?.passed === true),
  ];
}

/** The time of the one message sent (for `inOrder`). */
export const sentAt = (ctx: JudgeContext<DeviceState>): number | undefined => theOne(ctx)?.at;

// ---------------------------------------------------------------- for the cross-app templates

/** Where a message to `phone` lands: the existing conversation with that number, or a new one (the next id). */
export function conversationFor(world: DeviceState, phone: string): { conversationId: string; existing: boolean } {
  const existing = findConversationByAddress(world.apps.messages, phone);
  return { conversationId: existing?.id ?? `t${world.apps.messages.nextId}`, existing: existing !== undefined };
}

/**
 * A text to one person: its ledger entry, and one outgoing message in their conversation (a seeded
 * id), or one new conversation holding only what you sent when there was none (whatever id it gets).
 */
export function sendRules(p: { existing: boolean; conversationId: string }): ChangeRule[] {
  return [
    mayRecord('text'),
    p.existing
      ? added(`${CONVERSATIONS}[${p.conversationId}].messages`, { where: (m) => m.from === 'me' })
      : added(CONVERSATIONS, { where: (c) => (c.messages as unknown as Message[]).every((m) => m.from === 'me') }),
  ];
}

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
 * A time read on screen on either clock ("14:05" or "2:05 PM") on the 12-hour clock ("2:05 PM"), or in
 * the other half of the day ("2:05 AM") when `flip`.
 */
export function twelveHour(shownTime: string, flip = false): string {
  const minutes = parseTimeOfDay(shownTime);
  if (minutes === null) throw new Error(`"${shownTime}" is not a time of day`);
  const [h, m] = [Math.floor(minutes / 60), minutes % 60];
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${(h >= 12) !== flip ? 'PM' : 'AM'}`;
}
