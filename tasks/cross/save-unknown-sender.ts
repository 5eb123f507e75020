import { defineTask } from '../define.ts';
import { expectEqual, expectThat, normalizePhone, deepEqual } from '../../judges/index.ts';
import { findContactByPhone, type Contact } from '../../apps/contacts/state.ts';
import { FIRST_NAMES, LAST_NAMES } from '../../apps/kit/names.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

/** Texts that no seeded conversation contains, so that one of them names one sender. */
const SENDER_TEXTS = [
  'Your table for two is confirmed for Friday at 7:30 PM.',
  'Your car is ready for pickup at the garage.',
  'Your prescription is ready at the pharmacy counter.',
  'Hi, this is your new landlord. Please save my number.',
  'Your haircut is booked for Saturday at 11:00.',
  'The plumber will arrive between 2 and 4 PM today.',
  'Your library books are due back on Monday.',
  'Hi! It is the dog walker, Buddy had a great walk today.',
] as const;

const newContacts = (before: DeviceState, after: DeviceState): Contact[] =>
  after.apps.contacts.contacts.filter((c) => !before.apps.contacts.contacts.some((b) => b.id === c.id));

/** Open Messages on the conversation whose newest message is `text`, and read its number from the title. */
async function numberThatWrote(ui: TaskUi, text: string): Promise<string> {
  await ui.openApp('Messages');
  await ui.scrollTo({ text });
  await ui.tap({ text });
  return ui.read({ role: 'heading' });
}

async function createContact(ui: TaskUi, firstName: string, lastName: string, phone: string): Promise<void> {
  await ui.openApp('Contacts');
  await ui.tap({ text: 'Create contact', role: 'button' });
  await ui.fill({ hint: 'First name' }, firstName);
  await ui.fill({ hint: 'Last name' }, lastName);
  await ui.fill({ hint: 'Phone' }, phone);
  await ui.tap({ text: 'Save', role: 'button' });
}

export default defineTask({
  id: 'cross/save-unknown-sender',
  apps: ['contacts', 'messages'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const { contacts, messages } = world.apps;
    // Numbers that text you but are not in Contacts (the service numbers of the seeded world).
    const unknown = messages.conversations.filter((c) => c.messages.length > 0 && findContactByPhone(contacts, c.address) === undefined);
    const target = rng.pick(unknown);
    // A first name that no contact has, so that the new contact is the only one with it.
    const firstName = rng.pick(FIRST_NAMES.filter((n) => !contacts.contacts.some((c) => c.firstName === n)));
    return { conversationId: target.id, address: target.address, text: rng.pick(SENDER_TEXTS), firstName, lastName: rng.pick(LAST_NAMES) };
  },
  goal: (p) => `Save the number that texted you "${p.text}" as a new contact named ${p.firstName} ${p.lastName}.`,
  setup: (d, p) => {
    // The sender's newest message is the one the goal quotes.
    const conversation = d.apps.messages.conversations.find((c) => c.id === p.conversationId)!;
    conversation.messages[conversation.messages.length - 1]!.text = p.text;
  },
  checks: (p) => [
    expectEqual('one contact was added', 1, ({ before, after }) => after.apps.contacts.contacts.length - before.apps.contacts.contacts.length),
    expectThat(
      `the new contact is named ${p.firstName} ${p.lastName}`,
      [{ firstName: p.firstName, lastName: p.lastName }],
      ({ before, after }) => newContacts(before, after).map((c) => ({ firstName: c.firstName, lastName: c.lastName })),
      (names) => names.length === 1 && names[0]!.firstName.trim() === p.firstName && names[0]!.lastName.trim() === p.lastName,
    ),
    expectThat(
      `its phone is ${p.address}`,
      [p.address],
      ({ before, after }) => newContacts(before, after).map((c) => c.phone),
      (phones) => phones.length === 1 && normalizePhone(phones[0]!) === normalizePhone(p.address),
    ),
    expectEqual('no existing contact was changed or deleted', [], ({ before, after }) =>
      before.apps.contacts.contacts.filter((b) => !deepEqual(b, after.apps.contacts.contacts.find((c) => c.id === b.id))).map((c) => c.id),
    ),
  ],
  // Opening a conversation marks it read.
  allowedChanges: ['apps.contacts.contacts', 'apps.contacts.nextId', 'apps.messages.conversations[*].unread'],
  oracle: async (ui, p) => {
    const number = await numberThatWrote(ui, p.text);
    await createContact(ui, p.firstName, p.lastName, number);
    await ui.done();
  },
  // The oracle ends on the new contact's card: delete it again.
  undo: async (ui) => {
    await ui.tap({ text: 'Delete', role: 'button' });
    await ui.tap({ text: 'Delete', role: 'button' });
  },
  nearMisses: [
    {
      name: 'saves another unknown number',
      run: async (ui, p) => {
        await ui.openApp('Messages');
        // Scroll down the list to a conversation titled with a number other than the sender's.
        const isOther = () => ui.tree().find((e, i, tree) => e.role === 'button' && /^\+[\d\s-]+$/.test(e.text) && tree[i + 1]?.text !== p.text);
        for (let i = 0; i < 10 && !isOther(); i++) await ui.swipe('up');
        const other = isOther()!;
        await ui.tap({ text: other.text, role: 'button' });
        await createContact(ui, p.firstName, p.lastName, ui.read({ role: 'heading' }));
        await ui.done();
      },
    },
    {
      name: 'saves the right number under another last name',
      run: async (ui, p) => {
        const number = await numberThatWrote(ui, p.text);
        await createContact(ui, p.firstName, LAST_NAMES.find((n) => n !== p.lastName)!, number);
        await ui.done();
      },
    },
  ],
});
