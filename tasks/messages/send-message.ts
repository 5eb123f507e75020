import { defineTask } from '../define.ts';
import { fullName, sortContacts } from '../../apps/contacts/state.ts';
import { findConversationByAddress } from '../../apps/messages/state.ts';
import * as messages from './kit.ts';
import { peopleNamed } from '../contacts/kit.ts';

const PHRASES = [
  'See you at 7.', 'On my way home now.', 'Can we move our call to Friday?', 'Thanks again for dinner!',
  'I just landed.', 'Running late, start without me.', 'Do you need anything from the store?', 'Good luck today!',
  'The keys are under the mat.', 'Let me know when you are free.',
] as const;

/** The text with one letter changed: the first vowel after the first letter becomes another vowel. */
function typo(text: string): string {
  const i = text.slice(1).search(/[aeiou]/) + 1;
  return text.slice(0, i) + (text[i] === 'e' ? 'a' : 'e') + text.slice(i + 1);
}

export default defineTask({
  id: 'messages/send-message',
  apps: ['messages'],
  difficulty: 1,
  maxSteps: 22,
  params: ({ rng, world }) => {
    const contacts = sortContacts(world.apps.contacts.contacts.filter((c) => c.phone !== ''));
    const index = rng.int(0, contacts.length - 1);
    // The next contact down the list with no conversation yet, for the near misses that text the
    // wrong person (a new conversation, which deleting leaves nothing of on the screens).
    const contact = contacts[index]!;
    const other = [...contacts.slice(index + 1), ...contacts.slice(0, index)].find((c) => !findConversationByAddress(world.apps.messages, c.phone))!;
    return { name: fullName(contact), phone: contact.phone, text: rng.pick<string>(PHRASES), other: fullName(other) };
  },
  goal: (p) => `Send ${p.name} the message "${p.text}".`,
  named: (p, initial) => ({ [`the contact ${p.name}`]: peopleNamed(initial, p.name) }),
  // Sends fail without a network.
  setup: (d) => void (d.apps.settings.airplaneMode = false),
  changes: () => messages.sendChanges(),
  checks: (p) => messages.sentOne(p.name, p.phone, p.text),
  oracle: messages.finish((ui, p) => messages.compose(ui, p.name, p.text)),
  alternatives: [
    { name: "the Message button on the contact's page in Contacts", run: messages.finish((ui, p) => messages.fromContactPage(ui, p.name, p.text)) },
    { name: 'the full name typed in To without picking the suggestion', run: messages.finish((ui, p) => messages.compose(ui, p.name, p.text, { pick: false })) },
    { name: 'their number typed in To', run: messages.finish((ui, p) => messages.compose(ui, p.phone, p.text, { pick: false })) },
  ],
  nearMisses: [
    { name: 'sends it to another contact', params: (p) => ({ ...p, name: p.other }) },
    { name: 'sends the message with a typo', params: (p) => ({ ...p, text: typo(p.text) }) },
    { name: 'types the message but never sends it', run: messages.finish((ui, p) => messages.compose(ui, p.name, p.text, { send: false })) },
    // A change in another app riding along: the conversation's Call button rings them.
    { name: 'sends it, then calls them with the Call button of the conversation', run: messages.finish(async (ui, p) => {
      await messages.compose(ui, p.name, p.text);
      await ui.tap({ text: 'Call', role: 'button' });
      await ui.tap({ text: 'End call', role: 'button' });
    }) },
    // A text reached the wrong person: deleting the conversation it started leaves no trace on the screens, but it was sent.
    { name: 'texts another contact by mistake, deletes that conversation, then texts them', run: messages.finish(async (ui, p) => {
      await messages.compose(ui, p.other, p.text);
      await ui.tap({ text: 'Delete conversation', role: 'button' });
      await ui.tap({ text: 'Delete', role: 'button' });
      await messages.compose(ui, p.name, p.text);
    }) },
  ],
});
