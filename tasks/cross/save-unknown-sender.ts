import { defineTask } from '../define.ts';
import { added, typedText } from '../../judges/index.ts';
import { findContactByPhone } from '../../apps/contacts/state.ts';
import { FIRST_NAMES, LAST_NAMES } from '../../apps/kit/names.ts';
import type { TaskUi } from '../ui.ts';
import * as contacts from '../contacts/kit.ts';
import * as messages from '../messages/kit.ts';

/** Read the number off a conversation (`open` returns it), then save it in Contacts' own form as written by `as`. */
const saveAs = (open: (ui: TaskUi) => Promise<string>, as: (phone: string) => string = (n) => n) =>
  async (ui: TaskUi, p: { firstName: string; lastName: string }) => {
    const phone = as(await open(ui));
    await contacts.create(ui, { firstName: p.firstName, lastName: p.lastName, phone });
    await ui.done();
  };

export default defineTask({
  id: 'cross/save-unknown-sender',
  apps: ['contacts', 'messages'],
  difficulty: 2,
  maxSteps: 39,
  params: ({ rng, world }) => {
    const { contacts: book, messages: s } = world.apps;
    // Numbers that text you but are not in Contacts (the service numbers of the seeded world).
    const target = rng.pick(s.conversations.filter((c) => c.messages.length > 0 && findContactByPhone(book, c.address) === undefined));
    // A first name that no contact has, so that the new contact is the only one with it.
    const firstName = rng.pick(FIRST_NAMES.filter((n) => !book.contacts.some((c) => c.firstName === n)));
    return { conversationId: target.id, address: target.address, text: rng.pick(messages.SENDER_TEXTS), firstName, lastName: rng.pick(LAST_NAMES) };
  },
  goal: (p) => `Save the number that texted you "${p.text}" as a new contact named ${p.firstName} ${p.lastName} (just the name and the number).`,
  named: (p, initial) => ({ [`the number that texted you "${p.text}"`]: initial.apps.messages.conversations.filter((c) => c.messages.some((m) => m.from === 'them' && typedText(m.text) === typedText(p.text))).length }),
  // The sender's newest message is the one the goal quotes.
  setup: (d, p) => { d.apps.messages.conversations.find((c) => c.id === p.conversationId)!.messages.at(-1)!.text = p.text; },
  checks: (p) => contacts.created({ first: p.firstName, last: p.lastName, phone: p.address }),
  changes: () => [added(contacts.CONTACTS)],
  oracle: (ui, p) => saveAs((u) => messages.openByPreview(u, p.text))(ui, p),
  alternatives: [
    { name: 'types the number with its digits only', run: (ui, p) => saveAs((u) => messages.openByPreview(u, p.text), (n) => n.replace(/[^\d+]/g, ''))(ui, p) },
    { name: 'saves it under a mistyped last name, then edits the contact to fix it', run: async (ui, p) => {
      const phone = await messages.openByPreview(ui, p.text);
      await contacts.create(ui, { firstName: p.firstName, lastName: `${p.lastName}x`, phone });
      await ui.launch('Contacts');
      await contacts.edit(ui, `${p.firstName} ${p.lastName}x`, { lastName: p.lastName });
      await ui.done();
    } },
    { name: 'saves it under a mistyped last name, deletes that contact, then saves it again', run: async (ui, p) => {
      const phone = await messages.openByPreview(ui, p.text);
      await contacts.create(ui, { firstName: p.firstName, lastName: `${p.lastName}x`, phone });
      await contacts.deleteOpen(ui);
      await ui.launch('Contacts');
      await contacts.create(ui, { firstName: p.firstName, lastName: p.lastName, phone });
      await ui.done();
    } },
    { name: 'types the name in lower case', run: (ui, p) => saveAs((u) => messages.openByPreview(u, p.text))(ui, { firstName: p.firstName.toLowerCase(), lastName: p.lastName.toLowerCase() }) },
  ],
  // The oracle ends on the new contact's card: delete it again.
  undo: (ui) => contacts.deleteOpen(ui),
  nearMisses: [
    { name: 'saves another unknown number', run: (ui, p) => saveAs((u) => messages.openOtherStranger(u, p.text))(ui, p) },
    { name: 'saves the right number under another last name', params: (p) => ({ ...p, lastName: LAST_NAMES.find((n) => n !== p.lastName)! }) },
    { name: 'saves it under the first name only', run: (ui, p) => saveAs((u) => messages.openByPreview(u, p.text))(ui, { firstName: p.firstName, lastName: '' }) },
  ],
});
