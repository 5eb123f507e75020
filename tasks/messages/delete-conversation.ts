import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import { sortConversations } from '../../apps/messages/state.ts';
import * as messages from './kit.ts';

export default defineTask({
  id: 'messages/delete-conversation',
  apps: ['messages'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    // Titles (a contact's name, else the number) that name one conversation only.
    const unique = messages.titled(world).filter((t) => t.unique);
    const target = rng.pick(unique);
    // The newest other conversation in the list, for the near miss that deletes the wrong one.
    const other = sortConversations(unique.map((t) => t.c)).find((c) => c.id !== target.c.id)!;
    return { conversationId: target.c.id, title: target.title, other: unique.find((t) => t.c.id === other.id)!.title };
  },
  goal: (p) => `Delete your conversation with ${p.title}.`,
  named: (p, initial) => ({ [`the conversation with ${p.title}`]: messages.conversationsTitled(initial, p.title) }),
  changes: (p) => [removed(messages.CONVERSATIONS, { which: p.conversationId })],
  checks: (p) => [expectEqual(`the conversation with ${p.title} is gone`, false, ({ after }) => after.apps.messages.conversations.some((c) => c.id === p.conversationId))],
  oracle: messages.finish((ui, p) => messages.deleteConversation(ui, p.title)),
  alternatives: [
    { name: "the bin in the conversation's app bar", run: messages.finish((ui, p) => messages.deleteConversation(ui, p.title, { from: 'thread' })) },
  ],
  nearMisses: [
    { name: 'deletes another conversation', params: (p) => ({ ...p, title: p.other }) },
    { name: 'opens the conversation and goes back', run: messages.finish(async (ui, p) => {
      await messages.openThread(ui, p.title);
      await ui.back();
    }) },
    { name: 'cancels the delete dialog', run: messages.finish((ui, p) => messages.deleteConversation(ui, p.title, { confirm: false })) },
  ],
});
