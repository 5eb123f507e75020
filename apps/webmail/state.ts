// Webmail: a desktop webmail client with a calendar and an address book, with its own data (not the
// phone's Mail app). The signed-in user is `ME`. Messages live in one list, each in one folder
// (Inbox, Sent, Archive, Trash; Starred is a view of the starred ones) with a set of user labels;
// the user's drafts are a list of their own. Events are the calendar's; an invitation is a message
// whose `invite` names an event the user has not answered yet. Ids are `m<n>`, `d<n>`, `e<n>` and
// `k<n>` (contacts), from one counter.
import type { Rng } from '../kit/random.ts';
import { DAY, HOUR, MINUTE, startOfDay } from '../kit/time.ts';
import type { SeedContext } from '../app.ts';

export type Folder = 'inbox' | 'sent' | 'archive' | 'trash';
export const FOLDERS: { id: Folder | 'starred' | 'drafts'; label: string }[] = [
  { id: 'inbox', label: 'Inbox' }, { id: 'starred', label: 'Starred' }, { id: 'sent', label: 'Sent' },
  { id: 'drafts', label: 'Drafts' }, { id: 'archive', label: 'Archive' }, { id: 'trash', label: 'Trash' },
];
/** Folders a message can be moved to. */
export const MOVE_TARGETS: { id: Folder; label: string }[] = [{ id: 'inbox', label: 'Inbox' }, { id: 'archive', label: 'Archive' }, { id: 'trash', label: 'Trash' }];

export interface Attachment { name: string; size: string }

export interface Message {
  id: string;
  folder: Folder;
  /** The folder it was deleted from (Trash only), for Restore. */
  fromFolder: Folder | null;
  fromName: string;
  from: string;
  /** Addresses (a set). */
  to: string[];
  cc: string[];
  subject: string;
  body: string;
  at: number;
  unread: boolean;
  starred: boolean;
  /** User labels (a set). */
  labels: string[];
  attachments: Attachment[];
  /** An invitation: the event it invites to. */
  invite: string | null;
  /** The answer given to the invitation (null: not answered). */
  rsvp: 'accepted' | 'declined' | null;
}

export interface Draft {
  id: string;
  to: string[];
  cc: string[];
  subject: string;
  body: string;
  /** The message it forwards (its attachments go with it). */
  forwarded: string | null;
  /** The message it answers. */
  inReplyTo: string | null;
  at: number;
}

export interface CalEvent {
  id: string;
  title: string;
  /** Start and end, epoch ms (same day). */
  start: number;
  end: number;
  location: string;
  /** Attendees' addresses (a set), the user's own left out. */
  attendees: string[];
  /** Who invited the user (an address), or the user's own address. */
  organizer: string;
  /** `invited`: an invitation not answered yet; `declined` ones stay, shown struck out. */
  status: 'confirmed' | 'invited' | 'declined';
}

export interface Contact { id: string; name: string; address: string; company: string }

export interface WebmailState {
  me: { name: string; address: string };
  messages: Message[];
  drafts: Draft[];
  events: CalEvent[];
  contacts: Contact[];
  /** The user's labels, in the sidebar's order. */
  labels: string[];
  /** Ids of messages the user opened (a read mark moves towards read only for these: app.ts). */
  opened: string[];
  nextId: number;
}

export const PAGE_SIZE = 15;
export const ME = { name: 'Robin Hale', address: 'robin.hale@vivarium.test' };

/** "Name <address>" or the bare address. */
export const shownAddress = (name: string, address: string): string => (name ? `${name} <${address}>` : address);
export const ADDRESS = /^[^\s@<>,]+@[^\s@<>,]+\.[a-z]{2,}$/i;

/** Whether the message matches the search text: `from:word` terms match the sender, other words the subject or text. */
export function messageMatches(m: Message, query: string): boolean {
  const terms = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return terms.every((t) => {
    if (t.startsWith('from:')) { const who = t.slice(5); return who === '' || m.from.toLowerCase().includes(who) || m.fromName.toLowerCase().includes(who); }
    if (t.startsWith('subject:')) return m.subject.toLowerCase().includes(t.slice(8));
    return m.subject.toLowerCase().includes(t) || m.body.toLowerCase().includes(t) || m.fromName.toLowerCase().includes(t) || m.from.toLowerCase().includes(t);
  });
}

// ---------------------------------------------------------------- seed data

const PEOPLE: [name: string, company: string][] = [
  ['Ana Ruiz', 'Northwind'], ['Ben Okafor', 'Northwind'], ['Chloe Martin', 'Northwind'], ['Dev Patel', 'Northwind'],
  ['Elena Rossi', 'Bluefin Design'], ['Farid Haddad', 'Bluefin Design'], ['Grace Liu', 'Harbor Legal'], ['Hugo Berg', 'Harbor Legal'],
  ['Ines Costa', ''], ['Jonas Weber', ''], ['Kara Singh', 'Northwind'], ['Liam Murphy', ''], ['Maya Cohen', 'Bluefin Design'],
  ['Noah Kim', ''], ['Olivia Brown', 'Greenleaf School'], ['Pavel Novak', 'Northwind'], ['Quinn Taylor', ''], ['Rosa Diaz', 'Greenleaf School'],
  ['Sam Lee', ''], ['Tess Walker', 'Harbor Legal'],
];

const addressOf = (name: string, company: string): string => {
  const [first, last] = name.toLowerCase().split(' ');
  const domain = company === '' ? 'mailbox.test' : `${company.toLowerCase().replace(/\s+/g, '')}.test`;
  return `${first}.${last}@${domain}`;
};

/** Senders of receipts and invoices: [name, address, what they sell]. */
export const VENDORS: [name: string, address: string, what: string][] = [
  ['Cloudline Hosting', 'billing@cloudline.test', 'web hosting'],
  ['PowerGrid Energy', 'invoices@powergrid.test', 'electricity'],
  ['Fibre One', 'billing@fibreone.test', 'broadband'],
  ['Parcel Post Shop', 'orders@parcelpost.test', 'an order'],
];

export const NEWSLETTERS: [name: string, address: string, topics: string[]][] = [
  ['The Weekly Byte', 'news@weeklybyte.test', ['Ten tools we loved this month', 'Why your laptop fan is loud', 'The year in open source', 'A guide to password managers']],
  ['Garden Notes', 'hello@gardennotes.test', ['Planting bulbs before the frost', 'Composting in small spaces', 'Winter pruning basics', 'Seed catalogues are here']],
  ['City Events', 'digest@cityevents.test', ['This weekend in town', 'Late openings at the museum', 'Markets and fairs this month', 'Free concerts in the park']],
];

const WORK_SUBJECTS: [subject: string, body: string][] = [
  ['Quarterly report draft', 'Hi Robin,\n\nAttached is the first draft of the quarterly report. Could you check the sales section before Thursday?\n\nThanks'],
  ['Design review notes', 'Here are my notes from the design review. The main open point is the colour of the checkout button.'],
  ['Server migration plan', 'The migration is planned for the weekend. Downtime should be under an hour.'],
  ['Budget for the offsite', 'We have a budget of 4,000 for the offsite. Venue options are in the attached sheet.'],
  ['Contract renewal', 'The contract renews at the end of the month. Please confirm whether we keep the same terms.'],
  ['Onboarding checklist', 'Here is the onboarding checklist for the new starters. Let me know if anything is missing.'],
  ['Customer feedback summary', 'I grouped this month\'s feedback into five themes. Delivery times come up most often.'],
  ['Hiring plan for spring', 'We are planning two new roles in spring: a designer and a support lead.'],
  ['Release notes for 2.4', 'Draft release notes for version 2.4 are ready for review.'],
  ['Office move logistics', 'Boxes arrive on Monday. Please label your desk items by Wednesday.'],
  ['Workshop photos', 'Photos from the workshop are in the shared folder. Great session everyone.'],
  ['Invoice question from Harbor Legal', 'Could you confirm the purchase order number for the last invoice?'],
];

const PERSONAL_SUBJECTS: [subject: string, body: string][] = [
  ['Dinner on Saturday?', 'Are you free for dinner on Saturday? We could try the new place on Elm Street.'],
  ['Photos from the hike', 'Here are the photos from the hike. The one at the summit came out best.'],
  ['Book recommendation', 'I just finished a novel I think you would love. I can lend it to you next week.'],
  ['Moving house', 'We finally found a flat. Moving day is the 20th, any help is welcome!'],
  ['Birthday present ideas', 'Any ideas for a present for Mum? I was thinking of a cookery class.'],
  ['Bike for sale', 'My old bike is for sale if you still want one. Good condition, new tyres.'],
  ['Concert tickets', 'I have two spare tickets for the concert next month. Interested?'],
  ['Recipe you asked for', 'Here is the lentil soup recipe. The secret is a spoon of smoked paprika.'],
];

const MEETINGS = ['Project sync', 'Design critique', 'Budget review', 'Team lunch', 'Client call', 'Planning session', 'One-to-one', 'Retro', 'Interview panel', 'Training'];
const PLACES = ['Room 3B', 'Room 5A', 'Video call', 'Cafeteria', 'Main hall', 'Room 2C'];

/** An amount like "$1,234.50". */
export const money = (cents: number): string => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function seedWebmail(rng: Rng, world: SeedContext): WebmailState {
  const now = world.now;
  let nextId = 1;
  const mint = (prefix: string) => `${prefix}${nextId++}`;
  const contacts: Contact[] = PEOPLE.map(([name, company]) => ({ id: mint('k'), name, company, address: addressOf(name, company) }));
  for (const [name, address] of VENDORS) contacts.push({ id: mint('k'), name, company: name, address });
  const people = contacts.filter((c) => !VENDORS.some((v) => v[1] === c.address));
  const messages: Message[] = [];
  const base = (over: Partial<Message> & Pick<Message, 'fromName' | 'from' | 'subject' | 'body' | 'at'>): Message => ({
    id: mint('m'), folder: 'inbox', fromFolder: null, to: [ME.address], cc: [], unread: false, starred: false, labels: [], attachments: [], invite: null, rsvp: null, ...over,
  });
  const ago = (minDays: number, maxDays: number) => now - rng.int(Math.round(minDays * 24 * 60), Math.round(maxDays * 24 * 60)) * MINUTE;

  // Work mail, some with colleagues in copy and attachments.
  for (const [subject, body] of rng.sample(WORK_SUBJECTS, 10)) {
    const who = rng.pick(people.filter((p) => p.company !== ''));
    const cc = rng.chance(0.4) ? rng.sample(people.filter((p) => p.id !== who.id && p.company === who.company), 1).map((p) => p.address) : [];
    const attachments = rng.chance(0.4) ? [{ name: `${subject.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`, size: `${rng.int(80, 900)} KB` }] : [];
    messages.push(base({ fromName: who.name, from: who.address, cc, subject, body: `${body}\n\n${who.name.split(' ')[0]}`, at: ago(0.05, 25), unread: rng.chance(0.35), starred: rng.chance(0.15), attachments, folder: rng.chance(0.2) ? 'archive' : 'inbox' }));
  }
  for (const [subject, body] of rng.sample(PERSONAL_SUBJECTS, 6)) {
    const who = rng.pick(people.filter((p) => p.company === ''));
    messages.push(base({ fromName: who.name, from: who.address, subject, body: `${body}\n\n${who.name.split(' ')[0]}`, at: ago(0.1, 30), unread: rng.chance(0.3), starred: rng.chance(0.2) }));
  }
  // Invoices and receipts: one to three from each vendor, each with its amount.
  for (const [name, address, what] of VENDORS) {
    const n = rng.int(1, 3);
    for (let k = 0; k < n; k++) {
      const cents = rng.int(1500, 48000);
      const number = rng.int(10000, 99999);
      messages.push(base({ fromName: name, from: address, subject: `Your invoice INV-${number}`, body: `Hello Robin,\n\nThank you for choosing ${name}. Here is your invoice for ${what}.\n\nInvoice number: INV-${number}\nAmount due: ${money(cents)}\n\nThe invoice is attached as a PDF.`, at: ago(k * 30 + 1, k * 30 + 28), unread: rng.chance(0.4), attachments: [{ name: `INV-${number}.pdf`, size: `${rng.int(40, 200)} KB` }], folder: rng.chance(0.25) ? 'archive' : 'inbox' }));
    }
  }
  // Newsletters, read and unread.
  for (const [name, address, topics] of NEWSLETTERS) {
    for (const topic of rng.sample(topics, rng.int(2, 4))) {
      messages.push(base({ fromName: name, from: address, subject: topic, body: `${name}\n\n${topic}. Read the full story on our site.\n\nYou receive this newsletter because you subscribed. Unsubscribe at any time.`, at: ago(0.5, 28), unread: rng.chance(0.5) }));
    }
  }
  // Sent mail.
  for (let k = 0; k < 6; k++) {
    const who = rng.pick(people);
    messages.push(base({ fromName: ME.name, from: ME.address, to: [who.address], folder: 'sent', subject: rng.pick(['Re: Quick question', 'Notes from today', 'Thanks!', 'Re: Weekend plans', 'Documents you asked for', 'Re: Schedule']), body: 'Hi,\n\nSee you soon.\n\nRobin', at: ago(0.5, 20) }));
  }
  // A few messages already in Trash.
  for (let k = 0; k < 3; k++) {
    const [nl, addr, topics] = rng.pick(NEWSLETTERS);
    messages.push(base({ fromName: nl, from: addr, subject: `${rng.pick(topics)} (last week)`, body: 'An older issue.', at: ago(10, 30), folder: 'trash', fromFolder: 'inbox' }));
  }

  // Events: the user's own and accepted ones over the month around the clock, on half hours.
  const events: CalEvent[] = [];
  const today = startOfDay(now);
  const used = new Set<string>();
  for (let k = 0; k < 22; k++) {
    const day = today + rng.int(-14, 24) * DAY;
    const hour = rng.int(8, 17);
    const key = `${day}:${hour}`;
    if (used.has(key)) continue;
    used.add(key);
    const start = day + hour * HOUR + (rng.chance(0.5) ? 30 * MINUTE : 0);
    const attendees = rng.sample(people, rng.int(0, 3)).map((p) => p.address);
    events.push({ id: mint('e'), title: rng.pick(MEETINGS), start, end: start + rng.pick([30, 60, 60, 90]) * MINUTE, location: rng.pick(PLACES), attendees, organizer: ME.address, status: 'confirmed' });
  }
  events.sort((a, b) => a.start - b.start);

  messages.sort((a, b) => b.at - a.at);
  return { me: { ...ME }, messages, drafts: [], events, contacts, labels: ['Work', 'Family', 'Travel', 'Receipts'], opened: [], nextId };
}
