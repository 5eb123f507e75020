import { defineTask } from '../define.ts';
import { fullName } from '../../apps/contacts/state.ts';
import { conversationFor, sendChanges, sentOneMessage } from './sending.ts';

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
  maxSteps: 20,
  params: ({ rng, world }) => {
    const contact = rng.pick(world.apps.contacts.contacts.filter((c) => c.phone !== ''));
    return { name: fullName(contact), phone: contact.phone, text: rng.pick(PHRASES), ...conversationFor(world, contact.phone) };
  },
  goal: (p) => `Send ${p.name} the message "${p.text}".`,
  setup: (d) => {
    // Sends fail without a network.
    d.apps.settings.airplaneMode = false;
  },
  checks: (p) => sentOneMessage(p.name, p.phone, `it reads "${p.text}"`, p.text, (text) => text.trim()),
  // Opening or writing into a conversation marks it read.
  allowedChanges: sendChanges,
  oracle: async (ui, p) => {
    await ui.openApp('Messages');
    await ui.tap({ text: 'Start chat', role: 'button' });
    await ui.fill({ hint: 'Name or number' }, p.name);
    await ui.tap({ text: p.name, role: 'button' });
    await ui.fill({ hint: 'Text message' }, p.text);
    await ui.tap({ text: 'Send', role: 'button' });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'sends it to another contact',
      run: async (ui, p) => {
        await ui.openApp('Messages');
        await ui.tap({ text: 'Start chat', role: 'button' });
        // The first suggested contact that is not the one asked for.
        const tree = ui.tree();
        const other = tree.slice(tree.findIndex((e) => e.text === 'All contacts')).find((e) => e.role === 'button' && e.text !== p.name)!;
        await ui.tap({ text: other.text, role: 'button' });
        await ui.fill({ hint: 'Text message' }, p.text);
        await ui.tap({ text: 'Send', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'sends the message with a typo',
      run: async (ui, p) => {
        await ui.openApp('Messages');
        await ui.tap({ text: 'Start chat', role: 'button' });
        await ui.fill({ hint: 'Name or number' }, p.name);
        await ui.tap({ text: p.name, role: 'button' });
        await ui.fill({ hint: 'Text message' }, typo(p.text));
        await ui.tap({ text: 'Send', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'types the message but never sends it',
      run: async (ui, p) => {
        await ui.openApp('Messages');
        await ui.tap({ text: 'Start chat', role: 'button' });
        await ui.fill({ hint: 'Name or number' }, p.name);
        await ui.tap({ text: p.name, role: 'button' });
        await ui.fill({ hint: 'Text message' }, p.text);
        await ui.done();
      },
    },
  ],
});
