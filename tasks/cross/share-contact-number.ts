import { defineTask } from '../define.ts';
import { normalizePhone } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { readPhone } from '../contacts/kit.ts';
import * as messages from '../messages/kit.ts';

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
      sharedName: fullName(shared), sharedPhone: shared.phone,
      recipientName: fullName(recipient), recipientPhone: recipient.phone, otherName: fullName(other),
      ...messages.conversationFor(world, recipient.phone),
    };
  },
  goal: (p) => `Send ${p.sharedName}'s phone number to ${p.recipientName} in a message.`,
  // Sends fail without a network.
  setup: (d) => { d.apps.settings.airplaneMode = false; },
  // The text, read as a phone number (its digits), is A's number: "+1 555-…" and "Her number is +1 555-…" both are.
  checks: (p) => messages.sentOneThat(p.recipientName, p.recipientPhone, `its digits are ${p.sharedName}'s number`, normalizePhone(p.sharedPhone), (m) => normalizePhone(m.text)),
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => {
    await messages.compose(ui, p.recipientName, await readPhone(ui, p.sharedName));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the recipient's page in Contacts", run: async (ui, p) => { await messages.sendFromContact(ui, p.recipientName, await readPhone(ui, p.sharedName)); await ui.done(); } },
    { name: "types the recipient's number (digits only) into To instead of picking the name", run: async (ui, p) => {
      await messages.compose(ui, p.recipientPhone.replace(/\D/g, ''), await readPhone(ui, p.sharedName), { pick: false });
      await ui.done();
    } },
    { name: 'sends the number as ten bare digits, without the +1', run: async (ui, p) => {
      await messages.compose(ui, p.recipientName, normalizePhone(await readPhone(ui, p.sharedName)));
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: "sends the recipient's own number", params: (p) => ({ ...p, sharedName: p.recipientName }) },
    { name: 'sends the number to someone else', params: (p) => ({ ...p, recipientName: p.otherName }) },
  ],
});
