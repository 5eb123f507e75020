import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { conversationTitle } from '../../apps/messages/state.ts';
import type { DeviceState } from '../../apps/world.ts';

const ids = (s: DeviceState) => s.apps.messages.conversations.map((c) => c.id).sort();

export default defineTask({
  id: 'messages/delete-conversation',
  apps: ['messages'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const { contacts, messages } = world.apps;
    // Titles (a contact's name, else the number) that name one conversation only.
    const titled = messages.conversations.map((c) => ({ id: c.id, title: conversationTitle(contacts, c) }));
    const unique = titled.filter((t) => titled.filter((u) => u.title === t.title).length === 1);
    const target = rng.pick(unique);
    return { conversationId: target.id, title: target.title };
  },
  goal: (p) => `Delete your conversation with ${p.title}.`,
  checks: (p) => [
    expectEqual(`the conversation with ${p.title} is gone`, false, ({ after }) => after.apps.messages.conversations.some((c) => c.id === p.conversationId)),
    expectEqual('no other conversation was deleted', [], ({ before, after }) =>
      ids(before).filter((id) => id !== p.conversationId && !ids(after).includes(id)),
    ),
  ],
  allowedChanges: (p) => [`apps.messages.conversations[${p.conversationId}]`],
  oracle: async (ui, p) => {
    await ui.openApp('Messages');
    await ui.scrollTo({ text: p.title, role: 'button' });
    await ui.longPress({ text: p.title, role: 'button' });
    await ui.tap({ text: 'Delete', role: 'button' });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'deletes another conversation',
      run: async (ui, p) => {
        await ui.openApp('Messages');
        // The first row of the list that is not the conversation asked for.
        const other = ui.findAll({ role: 'button' }).find((e) => e.text !== p.title)!;
        await ui.longPress({ text: other.text, role: 'button' });
        await ui.tap({ text: 'Delete', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'opens the conversation and goes back',
      run: async (ui, p) => {
        await ui.openApp('Messages');
        await ui.scrollTo({ text: p.title, role: 'button' });
        await ui.tap({ text: p.title, role: 'button' });
        await ui.back();
        await ui.done();
      },
    },
    {
      name: 'cancels the delete dialog',
      run: async (ui, p) => {
        await ui.openApp('Messages');
        await ui.scrollTo({ text: p.title, role: 'button' });
        await ui.longPress({ text: p.title, role: 'button' });
        await ui.tap({ text: 'Cancel', role: 'button' });
        await ui.done();
      },
    },
  ],
});
