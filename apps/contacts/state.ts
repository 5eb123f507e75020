// Contacts: the address book every other app reads names from.
import type { Rng } from '../kit/random.ts';
import { COMPANIES, FIRST_NAMES, LAST_NAMES } from '../kit/names.ts';
import { DAY } from '../kit/time.ts';

export interface Contact {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  company: string;
  favorite: boolean;
  createdAt: number;
}

export interface ContactsState {
  contacts: Contact[];
  /** Next numeric id; ids are `c<n>` so that a seed always names the same contact. */
  nextId: number;
}

export function fullName(c: Pick<Contact, 'firstName' | 'lastName'>): string {
  return [c.firstName, c.lastName].filter(Boolean).join(' ');
}

/** Canonical phone form for comparisons: digits only, with a leading + kept. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+') ? `+${digits}` : digits;
}

export function findContactByPhone(state: ContactsState, phone: string): Contact | undefined {
  const key = phoneKey(phone).replace(/^\+?1?/, '');
  return state.contacts.find((c) => phoneKey(c.phone).replace(/^\+?1?/, '') === key);
}

export function sortContacts(contacts: readonly Contact[]): Contact[] {
  return contacts.slice().sort((a, b) => fullName(a).localeCompare(fullName(b), 'en') || a.id.localeCompare(b.id));
}

export const CONTACT_COUNT = 50;

export function seedContacts(rng: Rng, now: number): ContactsState {
  const names = new Set<string>();
  const contacts: Contact[] = [];
  while (contacts.length < CONTACT_COUNT) {
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const name = `${firstName} ${lastName}`;
    // First names are unique too, so that "text Maya" names one person.
    if (names.has(name) || contacts.some((c) => c.firstName === firstName)) {
      if (contacts.length >= FIRST_NAMES.length - 4) break;
      continue;
    }
    names.add(name);
    const id = `c${contacts.length + 1}`;
    contacts.push({
      id,
      firstName,
      lastName,
      phone: rng.phone(),
      email: rng.chance(0.7) ? `${firstName}.${lastName}@${rng.pick(['mail.com', 'inbox.net', 'post.org'])}`.toLowerCase() : '',
      company: rng.chance(0.4) ? rng.pick(COMPANIES) : '',
      favorite: rng.chance(0.15),
      createdAt: now - rng.int(30, 900) * DAY,
    });
  }
  return { contacts, nextId: contacts.length + 1 };
}

/** What the UI calls a contact: the full name, else the phone number, else the email. */
export function displayName(c: Contact): string {
  return fullName(c) || c.phone || c.email || c.company || '(No name)';
}

/** Phone form for matching two numbers: digits only, without a leading +1 / 1 country code. */
export function phoneMatchKey(phone: string): string {
  return phoneKey(phone).replace(/^\+?1?/, '');
}

/** Name (any part, case-insensitive) or phone digits. */
export function contactMatches(c: Contact, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  if (displayName(c).toLowerCase().includes(q)) return true;
  const digits = q.replace(/\D/g, '');
  return digits !== '' && /^[\d\s+().-]+$/.test(q) && c.phone.replace(/\D/g, '').includes(digits);
}
