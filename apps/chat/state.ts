// Chat: group chats and direct chats with people from Contacts (distinct from SMS Messages). A
// chat has members (contact ids, a set; the owner is not listed), messages with replies (a quoted
// message), reactions (a set of emoji per person), shared photos and locations, and a mute that
// ends on the device clock. Two community groups are public and large: most of their members are
// people the owner does not know (`others`). Names of people come from Contacts at render time.
import type { Rng } from '../kit/random.ts';
import type { SeedContext } from '../app.ts';
import { DAY, HOUR, MINUTE, formatClock, formatShortDate, startOfDay } from '../kit/time.ts';
import { fullName, type Contact, type ContactsState } from '../contacts/state.ts';

/** The owner, as a sender and a reacting person. */
export const ME = 'me';

export interface SharedPhoto {
  /** The file name it was sent as ("IMG_20260214_0932.jpg"). */
  name: string;
  /** The picture (apps/gallery/scene.tsx draws it from these). */
  kind: string;
  seed: number;
}

export interface SharedLocation {
  place: string;
  address: string;
}

/** One person's reactions to a message: the emoji they picked (a set). */
export interface Reaction {
  /** `me` or a contact id. */
  id: string;
  emoji: string[];
}

export interface ChatMessage {
  id: string;
  /** `me`, a contact id, or for a public group a member's display name prefixed with `@`. */
  from: string;
  at: number;
  text: string;
  /** The message it quotes, if it is a reply. */
  replyTo: string | null;
  photo: SharedPhoto | null;
  location: SharedLocation | null;
  /** Set when it was forwarded from another chat. */
  forwarded: boolean;
  reactions: Reaction[];
}

export interface Chat {
  id: string;
  /** A group's name; '' for a direct chat (it shows the person's name). */
  name: string;
  kind: 'group' | 'direct';
  /** Contact ids of the members besides the owner (a set). */
  members: string[];
  /** Members the owner does not know (public community groups): only their number is shown. */
  others: number;
  /** A public community group: anyone can find and join it. */
  public: boolean;
  description: string;
  createdAt: number;
  /** Notifications are off until this time on the device clock; null when not muted. */
  mutedUntil: number | null;
  /** The owner left the group: it stays in the list, read-only. */
  left: boolean;
  /** Messages not looked at yet (the badge). */
  unread: number;
  messages: ChatMessage[];
}

export interface ChatState {
  chats: Chat[];
  /** Next numeric id: chats `g<n>`, messages `m<n>`. */
  nextId: number;
  /** Ids of the chats the agent opened (an unread count may go to 0 only for these: app.ts). */
  opened: string[];
}

// ---------------------------------------------------------------- reading

export const chatById = (s: ChatState, id: string): Chat | undefined => s.chats.find((c) => c.id === id);

export function contactById(contacts: ContactsState, id: string): Contact | undefined {
  return contacts.contacts.find((c) => c.id === id);
}

/** Who a sender is, as the chat shows them: "You", a contact's full name, or a stranger's handle. */
export function senderName(contacts: ContactsState, from: string): string {
  if (from === ME) return 'You';
  if (from.startsWith('@')) return from.slice(1);
  const c = contactById(contacts, from);
  return c ? fullName(c) : 'Unknown';
}

/** A chat's title: the group's name, or the other person's name. */
export function chatTitle(contacts: ContactsState, c: Chat): string {
  if (c.kind === 'group') return c.name;
  const other = c.members[0];
  return other ? senderName(contacts, other) : 'Unknown';
}

/** Everyone in a group, the owner counted (as its info page says "N members"). */
export const memberCount = (c: Chat): number => c.members.length + c.others + (c.left ? 0 : 1);

export const isMuted = (c: Chat, now: number): boolean => c.mutedUntil !== null && c.mutedUntil > now;

export const lastMessage = (c: Chat): ChatMessage | undefined => c.messages.at(-1);

/** Newest activity first. */
export function sortChats(list: readonly Chat[]): Chat[] {
  return list.slice().sort((a, b) => (lastMessage(b)?.at ?? b.createdAt) - (lastMessage(a)?.at ?? a.createdAt) || a.id.localeCompare(b.id));
}

/** A list preview: "Ana: See you there", "You: Photo", "Location: Riverside Park". */
export function messagePreview(contacts: ContactsState, c: Chat, m: ChatMessage | undefined): string {
  if (!m) return 'No messages yet';
  const what = m.photo ? `Photo${m.text ? `: ${m.text}` : ''}` : m.location ? `Location: ${m.location.place}` : m.text;
  if (m.from === ME) return `You: ${what}`;
  return c.kind === 'group' ? `${senderName(contacts, m.from).split(' ')[0]}: ${what}` : what;
}

/** Search in the list: the chat's title, in any case. */
export function chatMatches(contacts: ContactsState, c: Chat, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || chatTitle(contacts, c).toLowerCase().includes(q);
}

/** The photos shared in a chat, newest first. */
export const sharedPhotos = (c: Chat): ChatMessage[] => c.messages.filter((m) => m.photo !== null).reverse();

/** What a message says, as its row's name: "Ana Silva: See you there", "You: Photo IMG_….jpg Look". */
export function messageLabel(contacts: ContactsState, m: ChatMessage): string {
  const what = m.photo ? `Photo ${m.photo.name}${m.text ? ` ${m.text}` : ''}` : m.location ? `Location ${m.location.place}` : m.text;
  return `${senderName(contacts, m.from)}: ${what}`;
}

/** When a mute ends, as the info page says it: "14:30" today, "Tomorrow 09:00", "Mar 3 · 09:00" later. */
export function untilText(at: number, now: number): string {
  const days = Math.round((startOfDay(at) - startOfDay(now)) / DAY);
  if (days === 0) return formatClock(at);
  if (days === 1) return `Tomorrow ${formatClock(at)}`;
  return `${formatShortDate(at)} · ${formatClock(at)}`;
}

// ---------------------------------------------------------------- seed data

export const GROUP_NAMES = [
  'Family', 'Book Club', 'Weekend Hikers', 'Flat 4B', 'Project Falcon', 'Soccer Sundays', 'College Friends', 'Birthday Planning',
  'Wedding Crew', 'Running Club', 'Board Game Night', 'Lisbon Trip', 'Office Lunch', 'Choir Altos',
] as const;

export const PUBLIC_GROUPS = [
  { name: 'Riverside Neighbours', description: 'Public community group for everyone living around Riverside. Be kind, no ads.' },
  { name: 'City Cyclists Community', description: 'Open group for riders in the city: routes, repairs, meetups. Anyone can join.' },
] as const;

/** Where people share their location from. */
export const PLACES: readonly SharedLocation[] = [
  { place: 'Riverside Park', address: '12 River Rd' }, { place: 'Central Station', address: '1 Station Sq' },
  { place: 'City Library', address: '40 Elm St' }, { place: 'Harbor Front Cafe', address: '3 Quay Walk' },
  { place: 'Old Town Square', address: 'Old Town Square' }, { place: 'Maple Street Gym', address: '88 Maple St' },
  { place: 'Botanical Garden', address: '5 Garden Ln' }, { place: 'Lakeside Trailhead', address: 'Lakeside Dr' },
  { place: 'Sunset Beach', address: 'Ocean Blvd' }, { place: 'Green Basket Market', address: '27 Market St' },
];

const LINES = [
  'Morning all!', 'Who is in for Saturday?', 'Count me in', 'Running 10 minutes late, sorry', 'Does anyone have a spare charger?',
  'Great idea', 'Let me check my calendar', 'I can bring snacks', 'What time works for everyone?', 'See you there',
  'Thanks for organising this', 'Haha yes', 'Can we move it to next week?', 'I booked the table for 8', 'Photos from last time are up',
  'Anyone need a lift?', 'The tickets are sold out', 'I will be there around 7', 'Happy birthday!!', 'Don\'t forget the umbrella',
  'Reminder: bring your own cup', 'Sounds good to me', 'Sorry, can\'t make it this time', 'Who has the keys?', 'Parking is free after 6',
  'Let\'s vote on the date', 'I sent the money', 'That was so much fun', 'Nice one!', 'On my way',
] as const;

const EMOJI = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;
export const REACTIONS: readonly string[] = EMOJI;

const PHOTO_KINDS = ['mountains', 'sea', 'city', 'sunset', 'people', 'flowers'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** A camera file name for a time: IMG_20260214_0932.jpg. */
export function photoName(at: number, n: number): string {
  const d = new Date(at);
  return `IMG_${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}_${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(n % 60)}.jpg`;
}

/** Every seeded message is at least this long before the episode starts; a setup's messages come after it. */
export const SETUP_AFTER = 60 * MINUTE;

const STRANGERS = ['Dana K.', 'Mo Patel', 'Lena Fischer', 'Ravi', 'J. Okafor', 'Sam W.', 'Tereza', 'Hugo M.', 'Priya S.', 'Ines'] as const;

export function seedChat(rng: Rng, world: SeedContext): ChatState {
  const { now, contacts } = world;
  const people = contacts.contacts;
  const s: ChatState = { chats: [], nextId: 1, opened: [] };
  const mint = (prefix: string) => `${prefix}${s.nextId++}`;

  const fill = (c: Chat, count: number, span: number) => {
    const senders = c.public ? STRANGERS.map((n) => `@${n}`) : c.members;
    // The last hour before the episode is quiet: what a template adds "minutes ago" is the chat's newest (SETUP_AFTER).
    const times = Array.from({ length: count }, () => now - rng.int(SETUP_AFTER / MINUTE, Math.floor(span / MINUTE)) * MINUTE).sort((a, b) => a - b);
    for (let i = 0; i < count; i++) {
      const at = times[i]!;
      const from = rng.chance(0.25) ? ME : rng.pick(senders);
      const roll = rng.next();
      const photo = roll < 0.12 ? { name: photoName(at, s.nextId), kind: rng.pick(PHOTO_KINDS), seed: rng.int(1, 1_000_000) } : null;
      const location = !photo && roll < 0.17 ? rng.pick(PLACES) : null;
      const replyTo = !photo && !location && c.messages.length > 2 && rng.chance(0.15) ? rng.pick(c.messages.slice(-4)).id : null;
      const reactions: Reaction[] = rng.chance(0.3) ? rng.sample([ME, ...senders], rng.int(1, 2)).map((id) => ({ id, emoji: [rng.pick(EMOJI)] })) : [];
      c.messages.push({
        id: mint('m'), from, at, text: photo ? (rng.chance(0.4) ? rng.pick(['Look at this', 'From today', 'Last weekend']) : '') : location ? '' : rng.pick(LINES),
        replyTo, photo, location: location ? { ...location } : null, forwarded: false, reactions,
      });
    }
    if (lastMessage(c)?.from === ME) c.unread = 0;
  };

  const names = rng.sample(GROUP_NAMES, 8);
  for (const name of names) {
    const members = rng.sample(people, rng.int(3, 7)).map((p) => p.id);
    const c: Chat = {
      id: mint('g'), name, kind: 'group', members, others: 0, public: false, description: '', createdAt: now - rng.int(40, 400) * DAY,
      mutedUntil: rng.chance(0.15) ? now + rng.int(2, 40) * HOUR : null, left: false, unread: rng.chance(0.5) ? rng.int(1, 6) : 0, messages: [],
    };
    fill(c, rng.int(10, 22), rng.int(2, 12) * DAY);
    s.chats.push(c);
  }
  for (const g of PUBLIC_GROUPS) {
    const c: Chat = {
      id: mint('g'), name: g.name, kind: 'group', members: rng.sample(people, rng.int(1, 3)).map((p) => p.id), others: rng.int(420, 2400), public: true,
      description: g.description, createdAt: now - rng.int(200, 900) * DAY, mutedUntil: null, left: false, unread: rng.int(5, 40), messages: [],
    };
    fill(c, rng.int(12, 20), rng.int(1, 3) * DAY);
    s.chats.push(c);
  }
  for (const p of rng.sample(people, 6)) {
    const c: Chat = {
      id: mint('g'), name: '', kind: 'direct', members: [p.id], others: 0, public: false, description: '', createdAt: now - rng.int(30, 300) * DAY,
      mutedUntil: null, left: false, unread: rng.chance(0.4) ? rng.int(1, 3) : 0, messages: [],
    };
    fill(c, rng.int(4, 12), rng.int(1, 20) * DAY);
    s.chats.push(c);
  }
  return s;
}

export { fullName };
