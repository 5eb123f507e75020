// The Chat kit: the moves an oracle makes in the app, the readers and checks its templates share.
// The noise the judge gate plays around its templates is in noise.ts.
import { added, expectEqual, expectThat, modified, sameName, sameTyped, type ChangeRule, type Check, type JudgeContext } from '../../judges/index.ts';
import { countNamed, nameRule, type TrialContext } from '../define.ts';
import { effects, mayRecord } from '../ledger.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import { ME, chatTitle, fullName, messageLabel, senderName, type Chat, type ChatMessage } from '../../apps/chat/state.ts';
import type { ChatEntry } from '../../apps/chat/model.ts';

export { script } from '../ui.ts';
export { messageLabel, fullName };
export type { ChatEntry };

export const CHATS = 'apps.chat.chats';
export const messagesOf = (chatId: string) => `apps.chat.chats[${chatId}].messages`;

// ---------------------------------------------------------------- moves

/** Chat on its list: open it, and start it afresh when it was left on another screen. */
export async function start(ui: TaskUi): Promise<void> {
  await ui.openApp('Chat');
  if (!ui.has({ hint: 'Search chats' }) || ui.has({ text: 'Forward to', role: 'heading' })) await ui.launch('Chat');
}

/** Open a chat by its title through the search box. */
export async function open(ui: TaskUi, title: string): Promise<void> {
  await start(ui);
  await ui.fill({ hint: 'Search chats' }, title);
  await ui.tap({ text: title, role: 'button' });
}

/** The other way in: scroll the chat list to the row. */
export async function openByScrolling(ui: TaskUi, title: string): Promise<void> {
  await start(ui);
  await ui.scrollTo({ text: title, role: 'button' });
  await ui.tap({ text: title, role: 'button' });
}

/** Open a chat's info page. */
export async function info(ui: TaskUi, title: string): Promise<void> {
  await open(ui, title);
  await ui.tap({ matches: /^(Group|Chat) info$/, role: 'button' });
}

/** In an open chat: type the text and Send (or press Enter). */
export async function write(ui: TaskUi, text: string, how: 'Send' | 'Enter' = 'Send'): Promise<void> {
  await ui.fill({ hint: 'Message' }, text);
  if (how === 'Enter') await ui.key('Enter');
  else await ui.tap({ text: 'Send', role: 'button' });
}

/** Send a message in a chat. */
export async function send(ui: TaskUi, title: string, text: string, how: 'Send' | 'Enter' = 'Send'): Promise<void> {
  await open(ui, title);
  await write(ui, text, how);
}

/** In an open chat: bring a message (by its row's name) on screen and open its menu. */
export async function messageMenu(ui: TaskUi, label: string, how: 'tap' | 'long' = 'tap'): Promise<void> {
  await ui.scrollTo({ text: label, role: 'button' }, 'down');
  if (how === 'long') await ui.longPress({ text: label, role: 'button' });
  else await ui.tap({ text: label, role: 'button' });
}

/** In an open chat: reply to a message with a text. */
export async function reply(ui: TaskUi, label: string, text: string): Promise<void> {
  await messageMenu(ui, label);
  await ui.tap({ text: 'Reply', role: 'button' });
  await write(ui, text);
}

/** In an open chat: react to a message with an emoji (a tap on a picked one takes it back). */
export async function react(ui: TaskUi, label: string, emoji: string, how: 'tap' | 'long' = 'tap'): Promise<void> {
  await messageMenu(ui, label, how);
  await ui.tap({ text: 'React', role: 'button' });
  await ui.tap({ text: emoji, role: 'button' });
}

/** In an open chat: forward a message to another chat, confirming (or cancelling). */
export async function forward(ui: TaskUi, label: string, to: string, confirm = true): Promise<void> {
  await messageMenu(ui, label);
  await ui.tap({ text: 'Forward', role: 'button' });
  await ui.fill({ hint: 'Search chats' }, to);
  await ui.tap({ text: to, role: 'button' });
  await ui.tap({ text: confirm ? 'Forward' : 'Cancel', role: 'button' });
}

/** In an open chat: share a place from the location picker. */
export async function shareLocation(ui: TaskUi, place: string, confirm = true): Promise<void> {
  await ui.tap({ text: 'Attach', role: 'button' });
  await ui.tap({ text: 'Location', role: 'button' });
  await ui.scrollTo({ text: place, role: 'button' });
  await ui.tap({ text: place, role: 'button' });
  await ui.tap({ text: confirm ? 'Share' : 'Cancel', role: 'button' });
}

/** On the info page: Mute notifications, then one of the durations. */
export async function muteFor(ui: TaskUi, option: string): Promise<void> {
  await ui.scrollTo({ text: 'Mute notifications', role: 'button' });
  await ui.tap({ text: 'Mute notifications', role: 'button' });
  await ui.tap({ text: option, role: 'button' });
}

/** On the info page: Rename group, type, Save (or Enter). */
export async function renameOpen(ui: TaskUi, name: string, how: 'Save' | 'Enter' = 'Save'): Promise<void> {
  await ui.tap({ text: 'Rename group', role: 'button' });
  await ui.fill({ hint: 'Group name' }, name);
  if (how === 'Enter') await ui.key('Enter');
  else await ui.tap({ text: 'Save', role: 'button' });
}

/** In a contact picker: search each name and tick it. */
export async function pick(ui: TaskUi, names: readonly string[]): Promise<void> {
  for (const n of names) {
    await ui.fill({ hint: 'Search contacts' }, n);
    await ui.tap({ text: n, role: 'checkbox' });
  }
}

/** On the info page: Add members, tick these people, Add. */
export async function addOpen(ui: TaskUi, names: readonly string[]): Promise<void> {
  await ui.tap({ text: 'Add members', role: 'button' });
  await pick(ui, names);
  await ui.tap({ text: 'Add', role: 'button' });
}

/** On the info page: the member's Remove button, then confirm (or cancel). */
export async function removeOpen(ui: TaskUi, name: string, confirm = true): Promise<void> {
  await ui.scrollTo({ text: `Remove ${name}`, role: 'button' });
  await ui.tap({ text: `Remove ${name}`, role: 'button' });
  await ui.tap({ text: confirm ? 'Remove' : 'Cancel', role: 'button' });
}

/** New group: tick the people, Next, name it, Create (the new chat opens). */
export async function createGroup(ui: TaskUi, names: readonly string[], name: string): Promise<void> {
  await start(ui);
  await ui.tap({ text: 'New group', role: 'button' });
  await pick(ui, names);
  await ui.tap({ text: 'Next', role: 'button' });
  await ui.fill({ hint: 'Group name' }, name);
  await ui.tap({ text: 'Create', role: 'button' });
}

// ---------------------------------------------------------------- reading the state

export const chatById = (s: DeviceState, id: string): Chat | undefined => s.apps.chat.chats.find((c) => c.id === id);

/** Groups the owner is in (not left, not public). */
export const privateGroups = (s: DeviceState): Chat[] => s.apps.chat.chats.filter((c) => c.kind === 'group' && !c.left && !c.public);

/** How many groups have this name, as Chat tells two group names apart (apps/chat/app.ts `names`). */
export const groupsNamed = (s: DeviceState, name: string): number => countNamed('chat', 'group', s.apps.chat.chats.filter((c) => c.kind === 'group').map((c) => c.name), name);

/** How many contacts have this full name, as Chat finds people (app.ts names.person). */
export const peopleNamed = (s: DeviceState, name: string): number => countNamed('chat', 'person', s.apps.contacts.contacts.map(fullName), name);

/** Groups whose name no other chat has, and whose members' names no other contact has. */
export const uniqueGroups = (s: DeviceState): Chat[] =>
  privateGroups(s).filter((c) => groupsNamed(s, c.name) === 1 && c.members.every((m) => peopleNamed(s, nameOf(s, m)) === 1));

export const nameOf = (s: DeviceState, contactId: string): string => senderName(s.apps.contacts, contactId);
export const titleOf = (s: DeviceState, c: Chat): string => chatTitle(s.apps.contacts, c);

/** A message's row name, as the chat shows it. */
export const labelOf = (s: DeviceState, m: ChatMessage): string => messageLabel(s.apps.contacts, m);

/** Text messages of a chat whose row name no other message of the chat has, from members (not the owner). */
export const uniqueTexts = (s: DeviceState, c: Chat): ChatMessage[] =>
  c.messages.filter((m) => m.from !== ME && !m.photo && !m.location && m.text !== '' && c.messages.filter((x) => labelOf(s, x) === labelOf(s, m)).length === 1);

/** What a goal names in Chat: each group by name, each person by full name, with the records that fit. */
export function namedInChat(s: DeviceState, what: { groups?: readonly string[]; people?: readonly string[] }): Record<string, number> {
  return Object.fromEntries([
    ...(what.groups ?? []).map((g) => [`the group "${g}"`, groupsNamed(s, g)] as const),
    ...(what.people ?? []).map((n) => [`the contact ${n}`, peopleNamed(s, n)] as const),
  ]);
}

/** Full names of contacts the owner has no direct chat with (and no other contact shares). */
export const notChattedWith = (s: DeviceState): string[] =>
  s.apps.contacts.contacts.filter((p) => peopleNamed(s, fullName(p)) === 1 && !s.apps.chat.chats.some((c) => c.kind === 'direct' && c.members[0] === p.id)).map(fullName);

/** Contacts not in the chat whose full name no other contact has. */
export const outsiders = (s: DeviceState, c: Chat) => s.apps.contacts.contacts.filter((p) => !c.members.includes(p.id) && peopleNamed(s, fullName(p)) === 1);

// ---------------------------------------------------------------- checks

type Ctx = Pick<JudgeContext<DeviceState>, 'before' | 'after'>;

/** What the episode sent in Chat, oldest first, from the ledger. */
export const sent = (ctx: Ctx): ChatEntry[] => effects<ChatEntry>(ctx, 'chat');

/** A send: the ledger entry and the owner's new messages in that chat. */
export function sendRules(chatId: string): ChangeRule[] {
  return [mayRecord('chat', (e) => e.chat === chatId), added(messagesOf(chatId), { count: 'any', where: (m) => m.from === ME })];
}

const theOne = (ctx: Ctx): ChatEntry | undefined => {
  const all = sent(ctx);
  return all.length === 1 ? all[0] : undefined;
};

/** Exactly one thing was sent in Chat, to this chat, and `read` of it is `expected` (a check named `what`). */
export function sentOneThat(chatId: string, title: string, what: string, expected: unknown, read: (e: ChatEntry) => unknown): Check<DeviceState>[] {
  return [
    expectEqual('exactly one message was sent in Chat', 1, (ctx) => sent(ctx).length),
    expectEqual(`it went to ${title}`, chatId, (ctx) => theOne(ctx)?.chat),
    expectEqual(what, expected, (ctx) => { const e = theOne(ctx); return e ? read(e) : undefined; }),
  ];
}

/** Exactly one message, to this chat, reading `text` as typed text compares (and replying to `replyTo` when given). */
export function sentText(chatId: string, title: string, text: string, replyTo: string | null = null): Check<DeviceState>[] {
  return [
    ...sentOneThat(chatId, title, `it reads "${text}"`, true, (e) => sameTyped(e.text, text) && e.photo === null && e.location === null),
    expectEqual(replyTo ? 'it replies to the message the goal names' : 'it replies to no message', replyTo, (ctx) => theOne(ctx)?.replyTo ?? null),
  ];
}

/** A group's name, as Chat tells two apart. */
export const sameGroupName = (typed: unknown, want: string) => sameName(nameRule('chat', 'group'), typed, want);

/** The chat's members (a set) are exactly these contact ids. */
export const membersAre = (chatId: string, ids: readonly string[], what: string): Check<DeviceState> =>
  expectThat(what, [...ids].sort(), ({ after }) => [...(chatById(after, chatId)?.members ?? [])].sort(), (a) => JSON.stringify(a) === JSON.stringify([...ids].sort()));

/** Members of a chat may change (and nothing else of it). */
export const memberRule = (chatId: string): ChangeRule => modified(CHATS, chatId, ['members']);

// ---------------------------------------------------------------- picks the gate's noise shares

/** Groups the goal and the params do not mention (by name or id). */
export function bystanders(ctx: TrialContext): Chat[] {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  return privateGroups(ctx.initial).filter((c) => !said.includes(c.name) && !said.includes(`"${c.id}"`) && groupsNamed(ctx.initial, c.name) === 1);
}

/** The owner's reactions to a message (a set) are exactly these emoji. */
export const reactionsAre = (chatId: string, messageId: string, emoji: readonly string[]): Check<DeviceState> =>
  expectThat(`your reactions to the message are ${emoji.join(' ') || 'none'}`, [...emoji].sort(),
    ({ after }) => [...(chatById(after, chatId)?.messages.find((m) => m.id === messageId)?.reactions.find((r) => r.id === ME)?.emoji ?? [])].sort(),
    (a) => JSON.stringify(a) === JSON.stringify([...emoji].sort()));
