import { defineTask } from '../define.ts';
import { normalizeText } from '../../judges/index.ts';
import { conversationTitle } from '../../apps/messages/state.ts';
import type { TaskUi } from '../ui.ts';

/** The open thread's texts between the app bar and the composer, oldest first, by the side they sit on. */
function threadTexts(ui: TaskUi): { text: string; side: 'them' | 'me' | 'middle' }[] {
  const tree = ui.tree();
  const composer = tree.find((e) => e.hint === 'Text message')!;
  const send = ui.find({ text: 'Send', role: 'button' })!;
  const top = tree.find((e) => e.role === 'heading')!.bounds[3];
  // Incoming bubbles hang on the left, outgoing ones (and their status) on the right; date lines are centred.
  const middle = (composer.bounds[0] + send.bounds[2]) / 2;
  return tree
    .filter((e) => e.role === 'text' && e.bounds[1] >= top && e.bounds[3] <= composer.bounds[1])
    .map((e) => {
      const centre = (e.bounds[0] + e.bounds[2]) / 2;
      return { text: e.text, side: centre < middle - 20 ? 'them' : centre > middle + 20 ? 'me' : 'middle' };
    });
}

/** The text of the newest incoming bubble of the open thread. */
function lastIncoming(ui: TaskUi): string {
  return threadTexts(ui).filter((t) => t.side === 'them').at(-1)!.text;
}

export default defineTask({
  id: 'messages/query-last-message',
  apps: ['messages'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const { contacts, messages } = world.apps;
    const titled = messages.conversations.map((c) => ({ c, title: conversationTitle(contacts, c) }));
    // A conversation with a unique title whose newest message is incoming, after some back and forth if there is one.
    const incoming = titled.filter(({ c, title }) => titled.filter((t) => t.title === title).length === 1 && c.messages.at(-1)?.from === 'them');
    const threads = incoming.filter(({ c }) => c.messages.length >= 2);
    const target = rng.pick(threads.length > 0 ? threads : incoming);
    return { conversationId: target.c.id, title: target.title };
  },
  goal: (p) => `What did ${p.title} last write to you? Answer with the exact message text.`,
  checks: () => [],
  // Opening a conversation marks it read.
  allowedChanges: ['apps.messages.conversations[*].unread'],
  answer: {
    spec: { type: 'text' },
    expected: (p, before) => before.apps.messages.conversations.find((c) => c.id === p.conversationId)!.messages.at(-1)!.text,
    // Everything anyone ever wrote to you.
    candidates: (_p, before) => [...new Set(before.apps.messages.conversations.flatMap((c) => c.messages.filter((m) => m.from === 'them').map((m) => m.text)))],
  },
  oracle: async (ui, p) => {
    await ui.openApp('Messages');
    await ui.scrollTo({ text: p.title, role: 'button' });
    await ui.tap({ text: p.title, role: 'button' });
    await ui.answer(lastIncoming(ui));
  },
  nearMisses: [
    {
      name: 'answers the message before the last one',
      run: async (ui, p) => {
        await ui.openApp('Messages');
        await ui.scrollTo({ text: p.title, role: 'button' });
        await ui.tap({ text: p.title, role: 'button' });
        const bubbles = threadTexts(ui).filter((t) => t.side !== 'middle' && t.text !== 'Sent');
        await ui.answer(bubbles.at(-2)!.text);
      },
    },
    {
      name: "answers another conversation's last message",
      run: async (ui, p) => {
        await ui.openApp('Messages');
        await ui.scrollTo({ text: p.title, role: 'button' });
        // In the list, each row is followed by its preview: the newest message, "You: " first if it is ours.
        const tree = ui.tree();
        const previewOf = (i: number) => tree[i + 1]!.text;
        const targetPreview = previewOf(tree.findIndex((e) => e.role === 'button' && e.text === p.title));
        const index = tree.findIndex(
          (e, i) => e.role === 'button' && e.text !== p.title && i + 1 < tree.length && tree[i + 1]!.role === 'text' &&
            !previewOf(i).startsWith('You: ') && normalizeText(previewOf(i)) !== normalizeText(targetPreview),
        );
        await ui.tap({ text: tree[index]!.text, role: 'button' });
        await ui.answer(lastIncoming(ui));
      },
    },
  ],
});
