import { defineTask } from '../define.ts';
import { expectEqual, expectThat } from '../../judges/index.ts';
import { fullName, phoneMatchKey } from '../../apps/contacts/state.ts';
import { findConversationByAddress } from '../../apps/messages/state.ts';
import type { DeviceState } from '../../apps/world.ts';

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

/** Outgoing messages in `after` that were not in `before`, with the number each went to. */
function newOutgoing(before: DeviceState, after: DeviceState): { to: string; text: string; status: string }[] {
  const old = new Set(before.apps.messages.conversations.flatMap((c) => c.messages.map((m) => m.id)));
  return after.apps.messages.conversations.flatMap((c) =>
    c.messages.filter((m) => m.from === 'me' && !old.has(m.id)).map((m) => ({ to: c.address, text: m.text, status: m.status })),
  );
}

export default defineTask({
  id: 'messages/send-message',
  apps: ['messages'],
  difficulty: 1,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const contact = rng.pick(world.apps.contacts.contacts.filter((c) => c.phone !== ''));
    const existing = findConversationByAddress(world.apps.messages, contact.phone);
    return {
      name: fullName(contact),
      phone: contact.phone,
      text: rng.pick(PHRASES),
      // The message lands in the contact's conversation, or in a new one that takes the next id.
      conversationId: existing?.id ?? `t${world.apps.messages.nextId}`,
      existing: existing !== undefined,
    };
  },
  goal: (p) => `Send ${p.name} the message "${p.text}".`,
  setup: (d) => {
    // Sends fail without a network.
    d.apps.settings.airplaneMode = false;
  },
  checks: (p) => [
    expectEqual('exactly one new message was sent', 1, ({ before, after }) => newOutgoing(before, after).length),
    expectThat(
      `it went to ${p.name} (${p.phone})`,
      p.phone,
      ({ before, after }) => newOutgoing(before, after).map((m) => m.to),
      (to) => to.length === 1 && phoneMatchKey(to[0]!) === phoneMatchKey(p.phone),
    ),
    expectThat(
      `it reads "${p.text}"`,
      p.text,
      ({ before, after }) => newOutgoing(before, after).map((m) => m.text),
      (texts) => texts.length === 1 && texts[0]!.trim() === p.text,
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
