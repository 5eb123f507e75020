import { defineTask } from '../define.ts';
import { foldText } from '../../judges/index.ts';
import * as messages from './kit.ts';

export default defineTask({
  id: 'messages/query-last-message',
  apps: ['messages'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const list = messages.titled(world);
    // A conversation with a unique title whose newest message is incoming, after some back and forth if there is one
    // (and later than any other they wrote: seeded times stop at a minute ago, so two can share it).
    const incoming = list.filter(({ c, unique }) => unique && c.messages.at(-1)?.from === 'them' && !c.messages.slice(0, -1).some((m) => m.from === 'them' && m.at >= c.messages.at(-1)!.at));
    const threads = incoming.filter(({ c }) => c.messages.length >= 2);
    const target = rng.pick(threads.length > 0 ? threads : incoming);
    // Another conversation whose newest message is incoming and reads differently, for the near miss.
    const text = target.c.messages.at(-1)!.text;
    const other = incoming.find(({ c }) => c.id !== target.c.id && foldText(c.messages.at(-1)!.text) !== foldText(text))!;
    return { conversationId: target.c.id, title: target.title, other: other.title };
  },
  goal: (p) => `What did ${p.title} last write to you?`,
  named: (p, initial) => {
    const theirs = initial.apps.messages.conversations.find((c) => c.id === p.conversationId)!.messages.filter((m) => m.from === 'them');
    const newest = Math.max(...theirs.map((m) => m.at));
    return { [`the conversation with ${p.title}`]: messages.conversationsTitled(initial, p.title), [`the last message ${p.title} wrote`]: theirs.filter((m) => m.at === newest).length };
  },
  checks: () => [],
  answer: {
    spec: { type: 'text', what: 'the text of their message' },
    expected: (p, before) => before.apps.messages.conversations.find((c) => c.id === p.conversationId)!.messages.at(-1)!.text,
    // Everything anyone ever wrote to you.
    candidates: (_p, before) => [...new Set(before.apps.messages.conversations.flatMap((c) => c.messages.filter((m) => m.from === 'them').map((m) => m.text)))],
  },
  oracle: async (ui, p) => {
    await messages.openThread(ui, p.title);
    await ui.answer(messages.lastIncoming(ui));
  },
  alternatives: [
    { name: "read from the row's preview in the list, without opening it", run: async (ui, p) => ui.answer(await messages.preview(ui, p.title)) },
  ],
  nearMisses: [
    { name: 'answers the message before the last one', run: async (ui, p) => {
      await messages.openThread(ui, p.title);
      const bubbles = messages.threadTexts(ui).filter((t) => t.side !== 'middle' && t.text !== 'Sent');
      await ui.answer(bubbles.at(-2)!.text);
    } },
    { name: "answers another conversation's last message", params: (p) => ({ ...p, title: p.other }) },
  ],
});
