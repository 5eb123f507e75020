import { defineTask } from '../define.ts';
import { normalizePhone } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import { conversationFor, sendChanges, sentOneMessage } from '../messages/sending.ts';

/** Look a contact up in Contacts and read the phone number on their card. */
async function readPhone(ui: TaskUi, name: string): Promise<string> {
  await ui.openApp('Contacts');
  await ui.fill({ hint: 'Search contacts' }, name);
  await ui.tap({ text: name, role: 'button' });
  // The number is the line just above its "Mobile" label.
  const tree = ui.tree();
  return tree[tree.findIndex((e) => e.text === 'Mobile') - 1]!.text;
}

/** Start a chat with a contact by name and send one message. */
async function sendTo(ui: TaskUi, name: string, text: string): Promise<void> {
  await ui.openApp('Messages');
  await ui.tap({ text: 'Start chat', role: 'button' });
  await ui.fill({ hint: 'Name or number' }, name);
  await ui.tap({ text: name, role: 'button' });
  await ui.fill({ hint: 'Text message' }, text);
  await ui.tap({ text: 'Send', role: 'button' });
}

export default defineTask({
  id: 'cross/share-contact-number',
  apps: ['contacts', 'messages'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const withPhone = world.apps.contacts.contacts.filter((c) => c.phone !== '');
    // `other` is a third contact, for the near miss that sends the number to the wrong person.
    const [shared, recipient, other] = rng.sample(withPhone, 3) as [Contact, Contact, Contact];
    return {
      sharedName: fullName(shared),
      sharedPhone: shared.phone,
      recipientName: fullName(recipient),
      recipientPhone: recipient.phone,
      otherName: fullName(other),
      ...conversationFor(world, recipient.phone),
    };
  },
  goal: (p) => `Send ${p.sharedName}'s phone number to ${p.recipientName} in a message.`,
  setup: (d) => {
    // Sends fail without a network.
    d.apps.settings.airplaneMode = false;
  },
  // The text, read as a phone number (its digits), is A's number: "+1 555-…" and "Her number is +1 555-…" both are.
  checks: (p) => sentOneMessage(p.recipientName, p.recipientPhone, `its digits are ${p.sharedName}'s number`, normalizePhone(p.sharedPhone), normalizePhone),
  // Opening or writing into a conversation marks it read.
  allowedChanges: sendChanges,
  oracle: async (ui, p) => {
    const phone = await readPhone(ui, p.sharedName);
    await sendTo(ui, p.recipientName, phone);
    await ui.done();
  },
  nearMisses: [
    {
      name: "sends the recipient's own number",
      run: async (ui, p) => {
        const phone = await readPhone(ui, p.recipientName);
        await sendTo(ui, p.recipientName, phone);
        await ui.done();
      },
    },
    {
      name: 'sends the number to someone else',
      run: async (ui, p) => {
        const phone = await readPhone(ui, p.sharedName);
        await sendTo(ui, p.otherName, phone);
        await ui.done();
      },
    },
  ],
});
