import { defineTask } from '../define.ts';
import { frame, phoneKey, shown } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { peopleNamed, readPhone } from '../contacts/kit.ts';
import * as messages from '../messages/kit.ts';

/** The message the goal asks for: the contact's first name, then the number in its slot. */
const frameFor = (first: string) => frame(`${first}: NUMBER`, 'NUMBER', { type: 'phone' });

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
      sharedName: fullName(shared), sharedFirst: shared.firstName, sharedPhone: shared.phone,
      recipientName: fullName(recipient), recipientPhone: recipient.phone, otherName: fullName(other),
      ...messages.conversationFor(world, recipient.phone),
    };
  },
  goal: (p) => `Text ${p.recipientName} "${shown(frameFor(p.sharedFirst))}" with ${p.sharedName}'s phone number.`,
  named: (p, initial) => ({ [`the contact ${p.recipientName}`]: peopleNamed(initial, p.recipientName), [`the contact ${p.sharedName}`]: peopleNamed(initial, p.sharedName) }),
  // Sends fail without a network.
  setup: (d) => { d.apps.settings.airplaneMode = false; },
  // The frame with the number in any form a phone number takes ("+1 555-…", "555…" digits only).
  checks: (p) => messages.sentFramed(p.recipientName, p.recipientPhone, frameFor(p.sharedFirst), p.sharedPhone),
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => {
    await messages.compose(ui, p.recipientName, shown(frameFor(p.sharedFirst), await readPhone(ui, p.sharedName)));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the recipient's page in Contacts", run: async (ui, p) => { await messages.sendFromContact(ui, p.recipientName, shown(frameFor(p.sharedFirst), await readPhone(ui, p.sharedName))); await ui.done(); } },
    { name: "types the recipient's number (digits only) into To instead of picking the name", run: async (ui, p) => {
      await messages.compose(ui, p.recipientPhone.replace(/\D/g, ''), shown(frameFor(p.sharedFirst), await readPhone(ui, p.sharedName)), { pick: false });
      await ui.done();
    } },
    { name: 'sends the number as ten bare digits, without the +1', run: async (ui, p) => {
      await messages.compose(ui, p.recipientName, shown(frameFor(p.sharedFirst), phoneKey(await readPhone(ui, p.sharedName))));
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: "sends the recipient's own number", params: (p) => ({ ...p, sharedName: p.recipientName }) },
    { name: 'sends the number to someone else', params: (p) => ({ ...p, recipientName: p.otherName }) },
    // The audit's digit gathering: other digits in the text made it another number, or none.
    { name: 'sends the number in a sentence of its own, not the frame', run: async (ui, p) => {
      await messages.compose(ui, p.recipientName, `Here is the number you asked for: ${await readPhone(ui, p.sharedName)}`);
      await ui.done();
    } },
  ],
});
