// Messages: SMS conversations with contacts and bare numbers.
import type { Rng } from '../kit/random.ts';
import { HOUR, MINUTE } from '../kit/time.ts';
import { displayName, findContactByPhone, phoneMatchKey, type ContactsState } from '../contacts/state.ts';

export type MessageStatus = 'sending' | 'sent' | 'failed' | 'received';

export interface Message {
  id: string;
  /** `me` for outgoing, `them` for incoming. */
  from: 'me' | 'them';
  text: string;
  at: number;
  status: MessageStatus;
  /** Added for Gallery's "share to Messages": an optional photo sent with the message (thumbnail bubble). */
  photo?: PhotoAttachment;
}

/** Added for Gallery: a shared photo, copied so the bubble stays drawable if the photo is deleted later. */
export interface PhotoAttachment {
  photoId: string;
  name: string;
  /** The Gallery scene kind and seed that draw the picture (apps/gallery/scene.tsx). */
  kind: string;
  seed: number;
}

export interface Conversation {
  id: string;
  /** The other party's phone number, as typed or as stored in Contacts. */
  address: string;
  messages: Message[];
  unread: boolean;
}

export interface MessagesState {
  conversations: Conversation[];
  nextId: number;
  /** Ids of the conversations the agent opened (a read mark may move towards read only for these: app.ts). */
  opened: string[];
}

export const CONVERSATION_COUNT = 20;

const OPENERS = [
  'Are we still on for lunch tomorrow?', 'Can you send me the address?', 'Running 10 minutes late, sorry!',
  'Thanks for yesterday, it was great.', 'Did you see the game last night?', 'Call me when you get a chance.',
  'The package arrived this morning.', 'Happy birthday!', 'What time does the meeting start?',
  'I left my umbrella at your place.', 'Can you pick up milk on the way home?', 'Flight lands at 6:40.',
];
const REPLIES = [
  'Sure, sounds good.', 'Yes! See you there.', 'No worries.', 'I will check and let you know.',
  'Thank you!', 'On my way.', 'Perfect, thanks.', 'Let me think about it.', 'Haha, definitely.',
];
const CODES = ['Your verification code is 4821.', 'Your parcel is out for delivery today.', 'Reminder: dentist appointment Thursday at 10:30.'];

/** Last message time of a conversation (0 when empty). */
export function lastActivity(c: Conversation): number {
  return c.messages.reduce((t, m) => Math.max(t, m.at), 0);
}

export function seedMessages(rng: Rng, contacts: ContactsState, now: number): MessagesState {
  const people = rng.sample(contacts.contacts, CONVERSATION_COUNT - 2);
  const conversations: Conversation[] = [];
  let nextId = 1;
  const addresses = [...people.map((p) => p.phone), rng.phone(), rng.phone()];
  addresses.forEach((address, index) => {
    const isService = index >= people.length;
    const count = isService ? 1 : rng.int(1, 6);
    let at = now - rng.int(5, 60 * 24 * 20) * MINUTE;
    const messages: Message[] = [];
    for (let i = 0; i < count; i++) {
      const fromMe = !isService && i % 2 === 1;
      const text = isService ? rng.pick(CODES) : i === 0 ? rng.pick(OPENERS) : rng.pick(fromMe ? REPLIES : OPENERS);
      messages.push({ id: `m${nextId++}`, from: fromMe ? 'me' : 'them', text, at, status: fromMe ? 'sent' : 'received' });
      at += rng.int(1, 180) * MINUTE;
      if (at > now - MINUTE) at = now - MINUTE;
    }
    const last = messages[messages.length - 1]!;
    conversations.push({ id: `t${index + 1}`, address, messages, unread: last.from === 'them' && now - last.at < 48 * HOUR && rng.chance(0.6) });
  });
  return { conversations, nextId, opened: [] };
}

/** The conversation with this phone number (digits compared, a leading +1 ignored), if any. */
export function findConversationByAddress(state: MessagesState, address: string): Conversation | undefined {
  const key = phoneMatchKey(address);
  if (key === '') return undefined;
  return state.conversations.find((c) => phoneMatchKey(c.address) === key);
}

/** The name the Messages app shows for a conversation: the contact's name, else the number. */
export function conversationTitle(contacts: ContactsState, conversation: Conversation): string {
  const key = phoneMatchKey(conversation.address);
  const contact = key === '' ? undefined : findContactByPhone(contacts, conversation.address);
  return contact ? displayName(contact) : conversation.address;
}

/** Conversations, most recent activity first. */
export function sortConversations(conversations: readonly Conversation[]): Conversation[] {
  return conversations.slice().sort((a, b) => lastActivity(b) - lastActivity(a) || a.id.localeCompare(b.id));
}
