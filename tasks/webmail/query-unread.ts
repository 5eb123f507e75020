// A count read off the page: how many messages in the Inbox are unread (the list's heading says it).
import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as wm from './kit.ts';

/** The Inbox's heading: "N messages, U unread". */
function readUnread(ui: TaskUi): number {
  const line = ui.find({ matches: /^\d+ messages?, \d+ unread$/ })!.text;
  return Number(/, (\d+) unread$/.exec(line)![1]);
}

export default defineTask({
  id: 'webmail/query-unread',
  apps: ['webmail'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ world }) => ({ total: wm.mail(world).messages.filter((m) => m.folder === 'inbox').length }),
  goal: () => 'On Webmail, how many unread messages are in your Inbox?',
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['unread messages', 'messages', 'unread'] },
    expected: (_p, before) => wm.mail(before).messages.filter((m) => m.folder === 'inbox' && m.unread).length,
    candidates: () => Array.from({ length: 40 }, (_, i) => String(i)),
  },
  oracle: async (ui) => {
    await wm.start(ui);
    await ui.answer(readUnread(ui));
  },
  alternatives: [
    { name: 'filters the Inbox to Unread and answers in words', run: async (ui) => {
      await wm.start(ui);
      await ui.tap({ text: 'Unread', role: 'link' });
      await ui.answer(`${readUnread(ui)} unread messages`);
    } },
  ],
  nearMisses: [
    { name: 'answers the number of messages in the Inbox', run: async (ui) => { await wm.start(ui); await ui.answer(Number(/^(\d+)/.exec(ui.find({ matches: /^\d+ messages?, \d+ unread$/ })!.text)![1])); } },
  ],
});

