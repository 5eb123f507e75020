// Contacts: pure actions on the app's state, shared by the screens, the task setups and the tests.
import type { Contact, ContactsState } from './state.ts';

export type ContactFields = Pick<Contact, 'firstName' | 'lastName' | 'phone' | 'email' | 'company'>;

/** A new contact's fields before anyone types: what a created contact has where the form was left empty. */
export const NEW_CONTACT: ContactFields & Pick<Contact, 'favorite'> = { firstName: '', lastName: '', phone: '', email: '', company: '', favorite: false };

const trimmed = (fields: ContactFields): ContactFields => ({
  firstName: fields.firstName.trim(), lastName: fields.lastName.trim(), phone: fields.phone.trim(), email: fields.email.trim(), company: fields.company.trim(),
});

/** Add a contact; returns its id. */
export function addContact(state: ContactsState, fields: ContactFields, now: number): string {
  const id = `c${state.nextId}`;
  state.nextId += 1;
  state.contacts.push({ id, ...NEW_CONTACT, ...trimmed(fields), createdAt: now });
  return id;
}

export function updateContact(state: ContactsState, id: string, fields: ContactFields): void {
  const contact = state.contacts.find((c) => c.id === id);
  if (contact) Object.assign(contact, trimmed(fields));
}

export function removeContact(state: ContactsState, id: string): void {
  state.contacts = state.contacts.filter((c) => c.id !== id);
}

/** Star or unstar; returns the new value (undefined when there is no such contact). */
export function toggleFavorite(state: ContactsState, id: string): boolean | undefined {
  const contact = state.contacts.find((c) => c.id === id);
  if (!contact) return undefined;
  contact.favorite = !contact.favorite;
  return contact.favorite;
}
