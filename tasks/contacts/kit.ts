// The Contacts kit: the moves an oracle makes in the app and the checks its templates share. The
// noise the judge gate plays around its templates is in noise.ts.
import { createdRecord, sameName, valuesAt, type Check } from '../../judges/index.ts';
import { CONTACT_REFS } from '../../apps/apps.ts';
import { countNamed, nameRule } from '../define.ts';
import { fullName, phoneMatchKey, sortContacts, type Contact } from '../../apps/contacts/state.ts';
import { NEW_CONTACT, type ContactFields } from '../../apps/contacts/model.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

export const CONTACTS = 'apps.contacts.contacts';

// ---------------------------------------------------------------- moves

/** Find a contact with the search box and open it. */
export async function open(ui: TaskUi, name: string): Promise<void> {
  await ui.openApp('Contacts');
  await ui.fill({ hint: 'Search contacts' }, name);
  await ui.tap({ text: name, role: 'button' });
}

/** The form's fields by their hints; empty ones are left alone. */
async function fillForm(ui: TaskUi, fields: Partial<ContactFields>): Promise<void> {
  const hints: [keyof ContactFields, string][] = [['firstName', 'First name'], ['lastName', 'Last name'], ['phone', 'Phone'], ['email', 'Email'], ['company', 'Company']];
  for (const [key, hint] of hints) if (fields[key] !== undefined && fields[key] !== '') await ui.fill({ hint }, fields[key]!);
}

/** Create a contact through the form from the list, then Save. */
export async function create(ui: TaskUi, fields: Partial<ContactFields>): Promise<void> {
  await ui.openApp('Contacts');
  await ui.tap('Create contact');
  await fillForm(ui, fields);
  await ui.tap('Save');
}

/** Open a contact, press Edit, change these fields, Save. */
export async function edit(ui: TaskUi, name: string, fields: Partial<ContactFields>): Promise<void> {
  await open(ui, name);
  await ui.tap('Edit');
  await fillForm(ui, fields);
  await ui.tap('Save');
}

/** Open a contact, press Delete and confirm (or cancel). */
export async function remove(ui: TaskUi, name: string, confirm = true): Promise<void> {
  await open(ui, name);
  await ui.tap({ text: 'Delete', role: 'button' });
  await ui.tap({ text: confirm ? 'Delete' : 'Cancel', role: 'button' });
}

/** Open a contact and press its star. */
export async function star(ui: TaskUi, name: string): Promise<void> {
  await open(ui, name);
  const label = ui.has({ text: 'Add to favorites', role: 'button' }) ? 'Add to favorites' : 'Remove from favorites';
  await ui.tap({ text: label, role: 'button' });
}

/** The other entry point: long-press the row in the (searched) list and pick from its menu. */
export async function fromRowMenu(ui: TaskUi, name: string, option: 'Add to favorites' | 'Remove from favorites' | 'Edit' | 'Delete'): Promise<void> {
  await ui.openApp('Contacts');
  await ui.fill({ hint: 'Search contacts' }, name);
  await ui.longPress({ text: name, role: 'button' });
  await ui.tap({ text: option, role: 'button' });
}

/** Read a contact's phone number from its page: the text above "Mobile". */
export async function readPhone(ui: TaskUi, name: string): Promise<string> {
  await open(ui, name);
  const tree = ui.tree();
  const label = tree.findIndex((e) => e.text === 'Mobile');
  if (label < 1) throw new Error(`no phone number on ${name}'s page`);
  return tree[label - 1]!.text;
}

const LETTER_HEADING = /^(\p{Lu}|#)$/u;

/**
 * Read the Favorites section of the list: the rows between the "Favorites" heading and the first
 * letter heading, scrolling as far as it goes (the UI tree lists only what is on screen). Also
 * returns rows seen after the first letter heading that are not favourites.
 */
export async function readFavorites(ui: TaskUi): Promise<{ favorites: string[]; others: string[] }> {
  await ui.openApp('Contacts');
  const favorites = new Set<string>();
  const others = new Set<string>();
  let section: 'before' | 'favorites' | 'letters' = 'before';
  for (let screen = 0; screen < 20; screen++) {
    const tree = ui.tree();
    const start = tree.findIndex((e) => e.hint === 'Search contacts');
    const fab = tree.findIndex((e) => e.text === 'Create contact');
    for (const e of tree.slice(start + 1, fab < 0 ? tree.length : fab)) {
      if (e.role === 'heading') {
        if (e.text === 'Favorites') section = 'favorites';
        else if (LETTER_HEADING.test(e.text) && section !== 'before') section = 'letters';
      } else if (e.role === 'button') {
        if (section === 'favorites') favorites.add(e.text);
        else if (section === 'letters' && !favorites.has(e.text)) others.add(e.text);
      }
    }
    if (section === 'letters' && others.size > 0) break;
    if (section === 'before' && screen > 0) break;
    await ui.swipe('up');
  }
  return { favorites: [...favorites], others: [...others] };
}

// ---------------------------------------------------------------- reading the state

export const byId = (s: DeviceState, id: string): Contact | undefined => s.apps.contacts.contacts.find((c) => c.id === id);

/** Contacts in list order, for picking targets and their neighbours. */
export const listed = (s: DeviceState): Contact[] => sortContacts(s.apps.contacts.contacts);

/** How many contacts have this full name, as Contacts tells two people apart: what a goal naming a person counts (`named`). */
export const peopleNamed = (s: DeviceState, name: string): number => countNamed('contacts', 'person', s.apps.contacts.contacts.map(fullName), name);

/** What a goal names in Contacts, for a template's `named`: each person by full name, with the contacts that have it. */
export const namedPeople = (s: DeviceState, names: readonly string[]): Record<string, number> =>
  Object.fromEntries(names.map((n) => [`the contact ${n}`, peopleNamed(s, n)]));

/**
 * Where the state keeps this contact by id, as the apps declare it (their manifests' `contactRefs`:
 * Calendar's invitees, Chat's members and senders, Meetings, Rides, Social): the paths, empty when
 * nowhere. A contact deleted and made again has a new id, so each of these loses the person on its
 * screens (a member list drops them, a message reads "Unknown"): it is not the same contact there.
 */
export function referencesTo(s: DeviceState, id: string): string[] {
  const paths: string[] = [];
  for (const pattern of CONTACT_REFS) {
    for (const { path, value } of valuesAt(s, pattern)) {
      if (value === id || (Array.isArray(value) && value.includes(id))) paths.push(path);
    }
  }
  return paths;
}

/** Whether any app keeps this contact by id (`referencesTo`). */
export const referenced = (s: DeviceState, id: string): boolean => referencesTo(s, id).length > 0;

/** A first name nobody in the address book has, so that the new contact's name is not taken. */
export const unusedFirstNames = (s: DeviceState, names: readonly string[]): string[] => names.filter((n) => !s.apps.contacts.contacts.some((c) => c.firstName === n));

/** A number as someone types it from a North American "+1 555-013-2841": the ten digits alone. */
export const localDigits = (phone: string): string => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

// ---------------------------------------------------------------- checks

/**
 * One contact was created with these fields; the fields the goal does not name stay empty (and
 * it is not a favourite). A full name typed into First name alone counts as the same name.
 */
export function created(fields: { first: string; last: string } & Partial<Pick<ContactFields, 'phone' | 'email' | 'company'>>): Check<DeviceState>[] {
  const name = `${fields.first} ${fields.last}`.trim();
  const named: Record<string, unknown> = {};
  if (fields.phone !== undefined) named.phone = { expected: fields.phone, test: (v: unknown) => phoneMatchKey(String(v)) === phoneMatchKey(fields.phone!) };
  if (fields.email !== undefined) named.email = { expected: fields.email, test: (v: unknown) => String(v).trim().toLowerCase() === fields.email!.toLowerCase() };
  if (fields.company !== undefined) named.company = fields.company;
  const { firstName: _f, lastName: _l, ...defaults } = NEW_CONTACT;
  return [
    ...createdRecord<DeviceState>(CONTACTS, 'contact', named, defaults),
    {
      name: `it is named ${name}`,
      run: ({ changes }) => {
        const [c] = changes.added<Contact>(CONTACTS);
        const actual = c ? fullName({ firstName: c.firstName.trim(), lastName: c.lastName.trim() }) : null;
        // A name as Contacts tells two apart (apps/contacts/app.ts `names`: trimmed, any case; inner spaces count).
        return { passed: actual !== null && sameName(nameRule('contacts', 'person'), actual, name), expected: name, actual };
      },
    },
  ];
}

// ---------------------------------------------------------------- scripts templates share

export { script } from '../ui.ts';

/** Star a contact from its page, then unstar and star it again with the same button. */
export async function starTwice(ui: TaskUi, name: string): Promise<void> {
  await star(ui, name);
  await ui.tap({ text: 'Remove from favorites', role: 'button' });
  await ui.tap({ text: 'Add to favorites', role: 'button' });
}

/** Delete a contact from its row menu (long press) and confirm. */
export async function removeFromRowMenu(ui: TaskUi, name: string): Promise<void> {
  await fromRowMenu(ui, name, 'Delete');
  await ui.tap({ text: 'Delete', role: 'button' });
}

// ---------------------------------------------------------------- for the cross-app templates

/** On a contact's open card: Delete, and confirm (the undo of a template that ends on the new card). */
export async function deleteOpen(ui: TaskUi): Promise<void> {
  await ui.tap({ text: 'Delete', role: 'button' });
  await ui.tap({ text: 'Delete', role: 'button' });
}
