import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { findContactByPhone } from '../../apps/contacts/state.ts';
import { FIRST_NAMES, LAST_NAMES } from '../../apps/kit/names.ts';
import type { TaskUi } from '../ui.ts';
import { CONTACTS, create, created } from '../contacts/kit.ts';

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

/** Open Messages on the conversation whose newest message is `text`, and read its number from the title. */
async function numberThatWrote(ui: TaskUi, text: string): Promise<string> {
  await ui.launch('Messages');
  await ui.scrollTo({ text });
  await ui.tap({ text });
  return ui.read({ role: 'heading' });
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
  goal: (p) => `Save the number that texted you "${p.text}" as a new contact named ${p.firstName} ${p.lastName} (just the name and the number).`,
  setup: (d, p) => {
    // The sender's newest message is the one the goal quotes.
    const conversation = d.apps.messages.conversations.find((c) => c.id === p.conversationId)!;
    conversation.messages[conversation.messages.length - 1]!.text = p.text;
  },
  checks: (p) => created({ first: p.firstName, last: p.lastName, phone: p.address }),
  changes: () => [added(CONTACTS)],
  oracle: async (ui, p) => {
    const phone = await numberThatWrote(ui, p.text);
    await create(ui, { firstName: p.firstName, lastName: p.lastName, phone });
    await ui.done();
  },
  alternatives: [
    {
      name: 'types the number with its digits only',
      run: async (ui, p) => { const phone = await numberThatWrote(ui, p.text); await create(ui, { firstName: p.firstName, lastName: p.lastName, phone: phone.replace(/[^\d+]/g, '') }); await ui.done(); },
    },
  ],
  // The oracle ends on the new contact's card: delete it again.
  undo: async (ui) => {
    await ui.tap({ text: 'Delete', role: 'button' });
    await ui.tap({ text: 'Delete', role: 'button' });
  },
  nearMisses: [
    {
      name: 'saves another unknown number',
      run: async (ui, p) => {
        await ui.launch('Messages');
        // Scroll down the list to a conversation titled with a number other than the sender's.
        const isOther = () => ui.tree().find((e, i, tree) => e.role === 'button' && /^\+[\d\s-]+$/.test(e.text) && tree[i + 1]?.text !== p.text);
        for (let i = 0; i < 10 && !isOther(); i++) await ui.swipe('up');
        await ui.tap({ text: isOther()!.text, role: 'button' });
        await create(ui, { firstName: p.firstName, lastName: p.lastName, phone: ui.read({ role: 'heading' }) });
        await ui.done();
      },
    },
    { name: 'saves the right number under another last name', params: (p) => ({ ...p, lastName: LAST_NAMES.find((n) => n !== p.lastName)! }) },
  ],
});
