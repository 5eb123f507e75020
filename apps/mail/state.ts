// Mail: e-mail threads from contacts and outside senders, in mailboxes (Inbox, Archive, Trash,
// Sent), with stars, labels and drafts. The owner's own address is ME_ADDRESS.
import type { Rng } from '../kit/random.ts';
import { FIRST_NAMES, LAST_NAMES } from '../kit/names.ts';
import { HOUR, MINUTE } from '../kit/time.ts';
import { fullName, type Contact, type ContactsState } from '../contacts/state.ts';
import type { SeedContext } from '../app.ts';

export const ME_ADDRESS = 'alex.rivera@mail.com';
export const ME_NAME = 'Alex Rivera';

export type EmailStatus = 'received' | 'sending' | 'sent' | 'failed';

export interface Email {
  id: string;
  /** The sender's address (ME_ADDRESS for outgoing mail). */
  from: string;
  fromName: string;
  to: string[];
  cc: string[];
  subject: string;
  body: string;
  at: number;
  status: EmailStatus;
  /** The message this one forwards, shown quoted below the body. */
  forwardedId: string | null;
}

/** `sent`: a conversation you started, shown in Sent only (until archived or deleted). */
export type Folder = 'inbox' | 'archive' | 'trash' | 'sent';

export interface Thread {
  id: string;
  subject: string;
  messages: Email[];
  folder: Folder;
  starred: boolean;
  unread: boolean;
  /** Label ids. */
  labels: string[];
}

export interface Label {
  id: string;
  name: string;
  color: string;
}

export interface Draft {
  id: string;
  to: string;
  cc: string;
  subject: string;
  body: string;
  at: number;
  threadId: string | null;
  forwardedId: string | null;
}

export interface MailState {
  threads: Thread[];
  labels: Label[];
  drafts: Draft[];
  /** Next numeric id; threads are `th<n>`, e-mails `e<n>`, drafts `d<n>`. */
  nextId: number;
  /** Ids of the threads the agent opened (a read mark may move towards read only for these: app.ts). */
  opened: string[];
}

export const LABELS: readonly Label[] = [
  { id: 'l1', name: 'Work', color: '#1e88e5' },
  { id: 'l2', name: 'Family', color: '#43a047' },
  { id: 'l3', name: 'Travel', color: '#fb8c00' },
  { id: 'l4', name: 'Finance', color: '#8e24aa' },
  { id: 'l5', name: 'Friends', color: '#e53935' },
  { id: 'l6', name: 'Receipts', color: '#6d4c41' },
];

type Topic = readonly [subject: string, body: string, label: string | null];

/** Conversations with contacts: unique subjects, a first message, and the label it belongs under. */
const CONTACT_TOPICS: readonly Topic[] = [
  ['Q3 planning notes', 'Hi! I put together the notes from our planning session. Could you look at the timeline section before Friday?', 'l1'],
  ['Slides for Thursday', 'Here are the slides for Thursday. I kept it to twelve pages, feel free to cut more.', 'l1'],
  ['Budget review', 'The budget review moved to next Tuesday at 2 PM. Can you bring the updated numbers?', 'l1'],
  ['Team offsite agenda', 'Draft agenda for the offsite is below. Morning is strategy, afternoon is the boat trip.', 'l1'],
  ['Contract draft v2', 'Attached the second draft of the contract with the changes from legal marked in red.', 'l1'],
  ['Interview schedule', 'We have three candidates next week. Could you take the Wednesday slot at 11?', 'l1'],
  ['Project kickoff', 'Kickoff is set for Monday. I will send the invite once the room is confirmed.', 'l1'],
  ['Weekly status update', 'Quick status: design is done, backend is at 80%, testing starts next week.', 'l1'],
  ['Client feedback', 'The client loved the prototype but asked for a darker colour scheme. Thoughts?', 'l1'],
  ['Sunday lunch', 'Lunch at our place this Sunday? Dad is making his famous lasagna.', 'l2'],
  ["Grandma's birthday", "Grandma turns 90 next month! Let's plan something together. Any gift ideas?", 'l2'],
  ['Photos from the weekend', 'Sharing the photos from the weekend. The one at the lake is my favourite.', 'l2'],
  ['Holiday plans', 'Are you coming home for the holidays this year? Mum wants to know how many beds to make.', 'l2'],
  ['Recipe you asked for', 'Here is the lemon cake recipe. The trick is to use the zest of two lemons.', 'l2'],
  ["Kids' school play", 'The school play is on the 14th at 6 PM. We saved you a seat in the second row.', 'l2'],
  ['Lisbon trip ideas', 'I made a list of places for Lisbon: the castle, Belém and a fado bar in Alfama.', 'l3'],
  ['Ski weekend', 'The chalet is booked for the last weekend of the month. Who is driving?', 'l3'],
  ['Hotel options for June', 'I found three hotels near the old town. The second one has a rooftop pool.', 'l3'],
  ['Road trip route', 'Here is the route I planned: five days along the coast with two nights in the mountains.', 'l3'],
  ['Book club pick', 'Next book club pick is "The Overstory". We meet on the first Thursday as usual.', 'l5'],
  ['Concert tickets', 'I got two extra tickets for the concert on Saturday. Want to join?', 'l5'],
  ['Running group Saturday', 'Running group meets at 8 at the park gate. We are doing the 10 km loop.', 'l5'],
  ['Board game night', 'Board game night at my place on Friday. Bring snacks and your competitive spirit.', 'l5'],
  ['Housewarming party', 'We finally moved! Housewarming party on the 21st, from 7 PM. Hope you can make it.', 'l5'],
  ['Camping gear', 'Can I borrow your tent and the camping stove for the weekend?', 'l5'],
  ['Rent split', 'I worked out the rent split for next month. Your share comes to 640.', 'l4'],
  ['Shared expenses', 'Here is the spreadsheet of shared expenses from the trip. We are almost even.', 'l4'],
  ['Garden help', 'Could you help me move the planters on Saturday morning? Coffee is on me.', null],
  ['Piano recital', 'My piano recital is next Sunday at 4. No pressure, but it would mean a lot.', null],
  ['Lost keys', 'I think I left my keys at your place last night. Could you check the sofa?', null],
] as const;

const REPLIES = [
  'Sounds great, count me in.', 'Thanks! I will take a look tonight.', 'Perfect, see you then.',
  'Good idea. Let me check my calendar and get back to you.', 'Yes, that works for me.',
  'Thanks for sending this over.', 'Can we talk about it tomorrow?', 'Love it, thank you!',
] as const;

interface Org {
  name: string;
  address: string;
  topics: readonly Topic[];
}

/** Outside senders (companies and services), each with three messages. */
const ORGS: readonly Org[] = [
  { name: 'Northwind Airlines', address: 'bookings@northwind-air.com', topics: [
    ['Your flight to Lisbon is confirmed', 'Booking reference NW7Q2K. Your flight departs at 07:40 from Terminal 2. Have a good trip!', 'l3'],
    ['Check in now for your flight', 'Online check-in is open. Choose your seat and download your boarding pass.', 'l3'],
    ['Your receipt for booking NW7Q2K', 'Thank you for flying with us. Your receipt for 2 passengers is attached. Total paid 412.00.', 'l6'],
  ] },
  { name: 'Pinecone Bank', address: 'alerts@pineconebank.com', topics: [
    ['Your monthly statement is ready', 'Your statement for last month is ready to view in online banking.', 'l4'],
    ['New sign-in to your account', 'We noticed a new sign-in to your account from a Chrome browser. If this was you, no action is needed.', 'l4'],
    ['Your card payment was declined', 'A payment of 89.99 at Bluefin Studio was declined. Please check your card details.', 'l4'],
  ] },
  { name: 'Orbit Logistics', address: 'tracking@orbitlogistics.com', topics: [
    ['Your parcel is on its way', 'Your parcel left our depot and will arrive in 2 to 3 working days.', 'l6'],
    ['Delivery scheduled for tomorrow', 'Good news! Your parcel will be delivered tomorrow between 9:00 and 13:00.', 'l6'],
    ['Your parcel was delivered', 'Your parcel was left at the front door at 11:42. Thanks for choosing Orbit Logistics.', 'l6'],
  ] },
  { name: 'Cedar Health', address: 'noreply@cedarhealth.org', topics: [
    ['Appointment reminder', 'This is a reminder of your appointment with Dr. Okafor next Tuesday at 10:30.', null],
    ['Your test results are available', 'Your recent test results are available in the patient portal.', null],
    ['Time for your flu shot', 'Flu shots are now available at all Cedar Health clinics. Book online in two minutes.', null],
  ] },
  { name: 'Tidewater Cafe', address: 'hello@tidewatercafe.com', topics: [
    ['Your loyalty reward is waiting', 'You collected 10 stamps! Your next coffee is on us.', 'l6'],
    ['Receipt for your order', 'Thanks for your order: 2 flat whites and a cinnamon bun. Total 11.40.', 'l6'],
    ['New autumn menu', 'Pumpkin soup, chai lattes and a new apple crumble are on the menu from Monday.', null],
  ] },
  { name: 'The Weekly Reader', address: 'newsletter@weeklyreader.com', topics: [
    ['This week: 10 books for spring', 'Our editors picked ten new books to read this spring, from thrillers to poetry.', null],
    ["Editor's picks for the weekend", 'Three long reads, one podcast and a recipe for a slow Sunday.', null],
    ['Your subscription renews soon', 'Your yearly subscription renews on the 1st. No action is needed to keep reading.', 'l4'],
  ] },
  { name: 'Riverside School', address: 'office@riverside-school.edu', topics: [
    ['Parent evening next week', 'Parent evening takes place next Wednesday from 5 to 8 PM in the main hall.', 'l2'],
    ['Field trip permission form', 'Please sign and return the permission form for the museum trip by Friday.', 'l2'],
    ['School closed on Monday', 'The school will be closed on Monday for staff training. Classes resume on Tuesday.', 'l2'],
  ] },
];

/** Outside people (not in Contacts) who write once. */
const STRANGER_TOPICS: readonly Topic[] = [
  ['Apartment viewing on Friday', 'Hello, I am the agent for the flat on Harbour Street. Would Friday at 5 PM suit you for a viewing?', null],
  ['Opportunity at Vertex Robotics', 'Hi, I came across your profile and think you would be a great fit for a role on our team. Open to a chat?', 'l1'],
  ['Your bike listing', 'Hi! Is the bike you listed still available? I could pick it up this weekend.', null],
  ['Volunteer day at the shelter', 'Thanks for signing up! The volunteer day starts at 9 AM, please wear comfortable shoes.', null],
] as const;

const DOMAINS = ['mail.com', 'inbox.net', 'post.org'] as const;

/** The subject of the draft every world starts with in Drafts: the owner's own unsent work. */
export const SEEDED_DRAFT_SUBJECT = 'Catching up';

export function emailOf(first: string, last: string, domain: string): string {
  return `${first}.${last}@${domain}`.toLowerCase();
}

export function seedMail(rng: Rng, world: SeedContext): MailState {
  const { now, contacts } = world;
  let nextId = 1;
  const threads: Thread[] = [];
  const emailId = () => `e${nextId++}`;
  const received = (name: string, address: string, subject: string, body: string, at: number): Email =>
    ({ id: emailId(), from: address, fromName: name, to: [ME_ADDRESS], cc: [], subject, body, at, status: 'received', forwardedId: null });
  const mine = (to: string, subject: string, body: string, at: number): Email =>
    ({ id: emailId(), from: ME_ADDRESS, fromName: ME_NAME, to: [to], cc: [], subject, body, at, status: 'sent', forwardedId: null });
  const when = (maxDays: number) => now - rng.int(20, 60 * 24 * maxDays) * MINUTE;
  const pushThread = (subject: string, messages: Email[], label: string | null, folder: Folder) => {
    const last = messages[messages.length - 1]!;
    const recent = now - last.at < 4 * 24 * HOUR;
    threads.push({
      id: `th${threads.length + 1}`,
      subject,
      messages,
      folder,
      starred: rng.chance(0.18),
      unread: folder === 'inbox' && last.status === 'received' && rng.chance(recent ? 0.7 : 0.3),
      labels: label !== null && rng.chance(0.75) ? [label] : [],
    });
  };
  const folderFor = (): Folder => (rng.chance(0.78) ? 'inbox' : rng.chance(0.7) ? 'archive' : 'trash');

  // Conversations with contacts who have an address: some write twice.
  const withEmail = contacts.contacts.filter((c) => c.email !== '');
  const people: Contact[] = rng.sample(withEmail, Math.min(7, withEmail.length));
  const topics = rng.sample(CONTACT_TOPICS, 12);
  topics.forEach((topic, i) => {
    const person = people[i % people.length]!;
    const [subject, body, label] = topic;
    let at = when(21);
    const messages: Email[] = [];
    const startedByMe = i >= 10;
    const count = startedByMe ? rng.int(1, 2) : rng.int(1, 3);
    for (let k = 0; k < count; k++) {
      const fromMe = startedByMe ? k % 2 === 0 : k % 2 === 1;
      const text = k === 0 ? body : rng.pick(REPLIES);
      const s = k === 0 ? subject : `Re: ${subject}`;
      messages.push(fromMe ? mine(person.email, s, text, at) : received(fullName(person), person.email, s, text, at));
      at = Math.min(now - 5 * MINUTE, at + rng.int(20, 60 * 20) * MINUTE);
    }
    const folder = startedByMe && messages.length === 1 ? 'sent' : folderFor();
    pushThread(subject, messages, label, folder);
  });

  // Companies and services: each sends three messages.
  for (const org of rng.sample(ORGS, 5)) {
    for (const [subject, body, label] of org.topics) {
      pushThread(subject, [received(org.name, org.address, subject, body, when(20))], label, rng.chance(0.85) ? 'inbox' : 'archive');
    }
  }

  // People not in Contacts (first names no contact has).
  const freeFirst = FIRST_NAMES.filter((n) => !contacts.contacts.some((c) => c.firstName === n));
  const strangers = rng.sample(freeFirst, 3);
  rng.sample(STRANGER_TOPICS, strangers.length).forEach(([subject, body, label], i) => {
    const first = strangers[i]!, last = rng.pick(LAST_NAMES);
    pushThread(subject, [received(`${first} ${last}`, emailOf(first, last, rng.pick(DOMAINS)), subject, body, when(10))], label, 'inbox');
  });

  // Thread ids follow the newest message, oldest first, so that ids read in time order.
  threads.sort((a, b) => lastAt(a) - lastAt(b));
  threads.forEach((t, i) => (t.id = `th${i + 1}`));

  const nextDraft = `d${nextId++}`;
  const drafted = rng.pick(people);
  const drafts: Draft[] = [
    { id: nextDraft, to: drafted.email, cc: '', subject: SEEDED_DRAFT_SUBJECT, body: 'Hi! It has been a while. Are you free for coffee next week?', at: now - rng.int(60, 3000) * MINUTE, threadId: null, forwardedId: null },
  ];
  return { threads, labels: LABELS.map((l) => ({ ...l })), drafts, nextId, opened: [] };
}

/** The time of a thread's newest message. */
export function lastAt(t: Thread): number {
  return t.messages.reduce((m, e) => Math.max(m, e.at), 0);
}

/** Threads, newest activity first. */
export function sortThreads(threads: readonly Thread[]): Thread[] {
  return threads.slice().sort((a, b) => lastAt(b) - lastAt(a) || b.id.localeCompare(a.id));
}

export const isOutgoing = (e: Email) => e.status !== 'received';

/** The mailboxes of the drawer. */
export const MAILBOXES = [
  { id: 'inbox', name: 'Inbox' },
  { id: 'starred', name: 'Starred' },
  { id: 'sent', name: 'Sent' },
  { id: 'outbox', name: 'Outbox' },
  { id: 'drafts', name: 'Drafts' },
  { id: 'archive', name: 'Archive' },
  { id: 'trash', name: 'Trash' },
] as const;

/** Does the thread belong in this mailbox (`label:<id>` for a label)? */
export function inMailbox(t: Thread, box: string): boolean {
  if (box.startsWith('label:')) return t.folder !== 'trash' && t.labels.includes(box.slice(6));
  switch (box) {
    case 'inbox': return t.folder === 'inbox';
    case 'starred': return t.folder !== 'trash' && t.starred;
    case 'sent': return t.folder !== 'trash' && t.messages.some(isOutgoing);
    case 'outbox': return t.messages.some((e) => e.status === 'sending' || e.status === 'failed');
    case 'archive': return t.folder === 'archive';
    case 'trash': return t.folder === 'trash';
    default: return false;
  }
}

/** Search: sender name or address, subject, or body, case-insensitive; trash is not searched. */
export function threadMatches(t: Thread, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  if (t.folder === 'trash') return false;
  if (t.subject.toLowerCase().includes(q)) return true;
  return t.messages.some((e) =>
    e.fromName.toLowerCase().includes(q) || e.from.toLowerCase().includes(q) || e.body.toLowerCase().includes(q) ||
    e.to.some((a) => a.toLowerCase().includes(q)));
}

/** Split a recipients field ("a@x.com, b@y.org") into its parts. */
export function splitAddresses(text: string): string[] {
  return text.split(/[,;]/).map((s) => s.trim()).filter((s) => s !== '');
}

export const isAddress = (s: string) => /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/.test(s);

/** A recipient as typed: an address, or a contact's exact full name (which stands for their address). */
export function resolveAddress(contacts: ContactsState, text: string): string | null {
  const t = text.trim();
  if (isAddress(t)) return t.toLowerCase();
  const byName = contacts.contacts.find((c) => c.email !== '' && fullName(c).toLowerCase() === t.toLowerCase());
  return byName ? byName.email.toLowerCase() : null;
}

/** The name shown for an address: the contact's name, else the name it was sent with, else the address. */
export function nameForAddress(contacts: ContactsState, address: string, fallback?: string): string {
  const c = contacts.contacts.find((x) => x.email !== '' && x.email.toLowerCase() === address.toLowerCase());
  if (c) return fullName(c);
  return fallback && fallback !== '' ? fallback : address;
}
