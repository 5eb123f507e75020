// Chat: pure actions on the app's state, shared by the screens, the task setups and the noise.
// Sending a message, a photo or a location (and forwarding one) reached the chat's members the
// moment it happened: it is a `chat` entry in the OS ledger, whatever happens to the chat after.
import { record, type Ledger, type LedgerEntry } from '../os/ledger.ts';
import { declaredKey } from '../app.ts';
import manifest from './app.ts';
import { fullName, type Contact, type ContactsState } from '../contacts/state.ts';
import { chatById, memberCount, ME, type Chat, type ChatState, type SharedLocation, type SharedPhoto } from './state.ts';

/** A message, photo or location sent to a chat: where it went, what it said, what it quotes. */
export interface ChatEntry extends LedgerEntry {
  kind: 'chat';
  /** The chat's id and its title when sent (a group's name; '' for a direct chat). */
  chat: string;
  chatName: string;
  /** The contact ids it reached (the members), and how many people in all (strangers of a public group counted). */
  members: string[];
  reached: number;
  public: boolean;
  text: string;
  /** The message it replies to, if any. */
  replyTo: string | null;
  /** The photo's file name, the location's place, if any. */
  photo: string | null;
  location: string | null;
  /** The message it forwards, if any. */
  forwarded: string | null;
  /** Its id in Chat. */
  message: string;
}

export interface Outgoing {
  text: string;
  replyTo?: string | null;
  photo?: SharedPhoto | null;
  location?: SharedLocation | null;
  /** The id of the message forwarded (its photo, location and text go along). */
  forwardOf?: string | null;
}

const mint = (s: ChatState, prefix: string) => `${prefix}${s.nextId++}`;

/** Find a message anywhere: its chat and itself. */
export function findMessage(s: ChatState, id: string) {
  for (const c of s.chats) {
    const m = c.messages.find((x) => x.id === id);
    if (m) return { chat: c, message: m };
  }
  return undefined;
}

/** Why nothing can be sent to this chat, or null. */
export function sendRefusal(c: Chat | undefined, out: Outgoing): string | null {
  if (!c) return 'This chat no longer exists';
  if (c.left) return 'You left this group';
  if (out.text.trim() === '' && !out.photo && !out.location && !out.forwardOf) return 'Type a message';
  return null;
}

/** Send to a chat: the message is added and written in the ledger, stamped `now`. Returns its id, or the refusal. */
export function sendMessage(s: ChatState, ledger: Ledger, now: number, to: string, out: Outgoing): { id: string; chat: string } | { refused: string } {
  const contact = pendingContact(to);
  if (contact !== null && sendRefusal(pendingDirect(to), out) === null) {
    to = directWith(s, contact, now);
    openChat(s, to);
  }
  const chatId = to;
  const c = chatById(s, chatId);
  const refused = sendRefusal(c, out);
  if (refused !== null) return { refused };
  const source = out.forwardOf ? findMessage(s, out.forwardOf)?.message : undefined;
  const photo = out.photo ?? (source?.photo ? { ...source.photo } : null);
  const location = out.location ?? (source?.location ? { ...source.location } : null);
  const text = (source ? source.text : out.text).trim();
  const replyTo = out.replyTo && c!.messages.some((m) => m.id === out.replyTo) ? out.replyTo : null;
  const id = mint(s, 'm');
  c!.messages.push({ id, from: ME, at: now, text, replyTo, photo, location: location ? { ...location } : null, forwarded: source !== undefined, reactions: [] });
  // Writing in a chat (a forward goes there without opening it) reads it: it counts as opened (app.ts).
  openChat(s, c!.id);
  record(ledger, now, {
    app: 'chat', kind: 'chat', chat: c!.id, chatName: c!.name, members: [...c!.members], reached: memberCount(c!) - 1, public: c!.public,
    text, replyTo, photo: photo?.name ?? null, location: location?.place ?? null, forwarded: source?.id ?? null, message: id,
  });
  return { id, chat: chatId };
}

/** Open a chat: its messages are read, and it is opened (app.ts: the unread count moves only for what was opened). */
export function openChat(s: ChatState, id: string): void {
  const c = chatById(s, id);
  if (!c) return;
  c.unread = 0;
  if (!s.opened.includes(id)) s.opened.push(id);
}

/** Add or take back the owner's reaction with this emoji on a message. */
export function toggleReaction(s: ChatState, messageId: string, emoji: string): void {
  const m = findMessage(s, messageId)?.message;
  if (!m) return;
  let mine = m.reactions.find((r) => r.id === ME);
  if (!mine) {
    mine = { id: ME, emoji: [] };
    m.reactions.push(mine);
  }
  mine.emoji = mine.emoji.includes(emoji) ? mine.emoji.filter((e) => e !== emoji) : [...mine.emoji, emoji];
  if (mine.emoji.length === 0) m.reactions = m.reactions.filter((r) => r.id !== ME);
}

/** Does any other group the owner is in have this name (the app's rule: app.ts names.group)? */
export function groupNameTaken(s: ChatState, name: string, except?: string): boolean {
  return s.chats.some((c) => c.kind === 'group' && !c.left && c.id !== except && declaredKey(manifest, 'group', c.name) === declaredKey(manifest, 'group', name));
}

/** Why a group cannot have this name, or null. */
export function groupNameRefusal(s: ChatState, name: string, except?: string): string | null {
  if (name.trim() === '') return 'Enter a group name';
  if (groupNameTaken(s, name, except)) return `You already have a group named ${name.trim()}`;
  return null;
}

/** Create a group with these contacts; returns its id, or the refusal. */
export function createGroup(s: ChatState, name: string, members: readonly string[], now: number): { id: string } | { refused: string } {
  const refused = groupNameRefusal(s, name) ?? (members.length === 0 ? 'Add at least one member' : null);
  if (refused !== null) return { refused };
  const id = mint(s, 'g');
  s.chats.push({ id, name: name.trim(), kind: 'group', members: [...new Set(members)], others: 0, public: false, description: '', createdAt: now, mutedUntil: null, left: false, unread: 0, messages: [] });
  return { id };
}

/**
 * A direct chat not started yet: "New chat" with someone the owner has no chat with opens it
 * under this id, and it becomes a record only with its first message (sendMessage). Looking at
 * someone's empty chat and going back leaves nothing behind, as in real messengers.
 */
const PENDING = 'new:';
export const pendingDirectId = (contactId: string): string => `${PENDING}${contactId}`;
export const pendingContact = (id: string): string | null => (id.startsWith(PENDING) ? id.slice(PENDING.length) : null);

/** The shape a not-yet-started direct chat shows (not in the state). */
export function pendingDirect(id: string): Chat | undefined {
  const contact = pendingContact(id);
  if (contact === null) return undefined;
  return { id, name: '', kind: 'direct', members: [contact], others: 0, public: false, description: '', createdAt: 0, mutedUntil: null, left: false, unread: 0, messages: [] };
}

/** The existing direct chat with a contact, or the pending one to open. */
export function directChatId(s: ChatState, contactId: string): string {
  return s.chats.find((c) => c.kind === 'direct' && c.members[0] === contactId)?.id ?? pendingDirectId(contactId);
}

/** The direct chat with a contact: the existing one, or a new empty one. */
export function directWith(s: ChatState, contactId: string, now: number): string {
  const found = s.chats.find((c) => c.kind === 'direct' && c.members[0] === contactId);
  if (found) return found.id;
  const id = mint(s, 'g');
  s.chats.push({ id, name: '', kind: 'direct', members: [contactId], others: 0, public: false, description: '', createdAt: now, mutedUntil: null, left: false, unread: 0, messages: [] });
  return id;
}

export function renameGroup(s: ChatState, id: string, name: string): string | null {
  const c = chatById(s, id);
  if (!c || c.kind !== 'group' || c.left) return 'You cannot rename this chat';
  const refused = groupNameRefusal(s, name, id);
  if (refused === null) c.name = name.trim();
  return refused;
}

export function addMembers(s: ChatState, id: string, contactIds: readonly string[]): void {
  const c = chatById(s, id);
  if (!c || c.kind !== 'group' || c.left) return;
  for (const m of contactIds) if (!c.members.includes(m)) c.members.push(m);
}

export function removeMember(s: ChatState, id: string, contactId: string): void {
  const c = chatById(s, id);
  if (!c || c.kind !== 'group' || c.left) return;
  c.members = c.members.filter((m) => m !== contactId);
}

export function leaveGroup(s: ChatState, id: string): void {
  const c = chatById(s, id);
  if (!c || c.kind !== 'group') return;
  c.left = true;
  c.mutedUntil = null;
}

/** The mute choices the app offers, in hours. */
export const MUTE_OPTIONS: readonly { label: string; hours: number }[] = [
  { label: '1 hour', hours: 1 }, { label: '8 hours', hours: 8 }, { label: '1 day', hours: 24 }, { label: '1 week', hours: 168 },
];

export function mute(s: ChatState, id: string, until: number | null): void {
  const c = chatById(s, id);
  if (c && !c.left) c.mutedUntil = until;
}

/** The contact a typed name stands for, by the app's rule (app.ts names.person): the one whose full name it is, if exactly one. */
export function personNamed(contacts: ContactsState, name: string): Contact | undefined {
  const hits = contacts.contacts.filter((c) => declaredKey(manifest, 'person', fullName(c)) === declaredKey(manifest, 'person', name));
  return hits.length === 1 ? hits[0] : undefined;
}
