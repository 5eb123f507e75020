import { defineTask } from '../define.ts';
import { fullName, sortContacts } from '../../apps/contacts/state.ts';
import * as messages from './kit.ts';

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
    // The contact next to it in the list, for the near miss that picks the wrong suggestion.
    const [contact, other] = [contacts[index]!, contacts[index + 1] ?? contacts[index - 1]!];
    return { name: fullName(contact), phone: contact.phone, text: rng.pick<string>(PHRASES), other: fullName(other) };
  },
  goal: (p) => `Send ${p.name} the message "${p.text}".`,
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
    { name: 'sends it to the neighbouring contact', params: (p) => ({ ...p, name: p.other }) },
    { name: 'sends the message with a typo', params: (p) => ({ ...p, text: typo(p.text) }) },
    { name: 'types the message but never sends it', run: messages.finish((ui, p) => messages.compose(ui, p.name, p.text, { send: false })) },
    { name: 'sends it, then deletes another conversation', run: messages.finish(async (ui, p) => {
      await messages.compose(ui, p.name, p.text);
      await messages.deleteConversation(ui, await messages.topTitle(ui, 1));
    }) },
    // A change in another app riding along: the conversation's Call button rings them.
    { name: 'sends it, then calls them with the Call button of the conversation', run: messages.finish(async (ui, p) => {
      await messages.compose(ui, p.name, p.text);
      await ui.tap({ text: 'Call', role: 'button' });
      await ui.tap({ text: 'End call', role: 'button' });
    }) },
    { name: 'sends it twice', run: messages.finish(async (ui, p) => {
      await messages.compose(ui, p.name, p.text);
      await messages.write(ui, p.text);
    }) },
  ],
});
