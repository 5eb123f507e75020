import { defineTask } from '../define.ts';
import { expectEqual, expectThat, normalizePhone } from '../../judges/index.ts';
import { fullName, phoneMatchKey, type Contact } from '../../apps/contacts/state.ts';
import { findConversationByAddress } from '../../apps/messages/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

/** Outgoing messages in `after` that were not in `before`, with the number each went to. */
function newOutgoing(before: DeviceState, after: DeviceState): { to: string; text: string; status: string }[] {
  const old = new Set(before.apps.messages.conversations.flatMap((c) => c.messages.map((m) => m.id)));
  return after.apps.messages.conversations.flatMap((c) =>
    c.messages.filter((m) => m.from === 'me' && !old.has(m.id)).map((m) => ({ to: c.address, text: m.text, status: m.status })),
  );
}

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
    const existing = findConversationByAddress(world.apps.messages, recipient.phone);
    return {
      sharedName: fullName(shared),
      sharedPhone: shared.phone,
      recipientName: fullName(recipient),
      recipientPhone: recipient.phone,
      otherName: fullName(other),
      // The message lands in the recipient's conversation, or in a new one that takes the next id.
      conversationId: existing?.id ?? `t${world.apps.messages.nextId}`,
      existing: existing !== undefined,
    };
  },
  goal: (p) => `Send ${p.sharedName}'s phone number to ${p.recipientName} in a message.`,
  setup: (d) => {
    // Sends fail without a network.
    d.apps.settings.airplaneMode = false;
  },
  checks: (p) => [
    expectEqual('exactly one new message was sent', 1, ({ before, after }) => newOutgoing(before, after).length),
    expectThat(
      `it went to ${p.recipientName} (${p.recipientPhone})`,
      p.recipientPhone,
      ({ before, after }) => newOutgoing(before, after).map((m) => m.to),
      (to) => to.length === 1 && phoneMatchKey(to[0]!) === phoneMatchKey(p.recipientPhone),
    ),
    expectThat(
      `its digits are ${p.sharedName}'s number`,
      normalizePhone(p.sharedPhone),
      ({ before, after }) => newOutgoing(before, after).map((m) => normalizePhone(m.text)),
      (numbers) => numbers.length === 1 && numbers[0] === normalizePhone(p.sharedPhone),
    ),
    expectEqual('it was delivered', ['sent'], ({ before, after }) => newOutgoing(before, after).map((m) => m.status)),
  ],
  // Opening or writing into a conversation marks it read.
  allowedChanges: (p) => [
    p.existing ? `apps.messages.conversations[${p.conversationId}].messages` : `apps.messages.conversations[${p.conversationId}]`,
    'apps.messages.conversations[*].unread',
    'apps.messages.nextId',
  ],
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
