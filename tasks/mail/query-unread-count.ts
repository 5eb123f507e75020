import { defineTask } from '../define.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import * as mail from './kit.ts';

const unreadInbox = (s: DeviceState) => s.apps.mail.threads.filter((t) => t.folder === 'inbox' && t.unread).length;

/** The unread count the drawer shows next to Inbox. */
async function drawerCount(ui: TaskUi): Promise<number> {
  await ui.openApp('Mail');
  await ui.tap({ text: 'Open navigation drawer', role: 'button' });
  const tree = ui.tree();
  return Number(tree[tree.findIndex((e) => e.text === 'Inbox' && e.role === 'button') + 1]!.text);
}

export default defineTask({
  id: 'mail/query-unread-count',
  apps: ['mail'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const inbox = world.apps.mail.threads.filter((t) => t.folder === 'inbox');
    // Exactly `count` unread inbox threads, and an unread thread in Archive to tell the Inbox apart
    // (the near miss that counts all mailboxes relies on it).
    const archived = world.apps.mail.threads.filter((t) => t.folder === 'archive');
    // At least one read thread stays in the Inbox (two when one of them is to be moved to Archive).
    const count = rng.int(2, Math.min(8, inbox.length - (archived.length > 0 ? 1 : 2)));
    const unread = rng.sample(inbox, count);
    // A world with nothing archived (seeds 82, 119): the setup moves a read inbox thread there (and marks it unread).
    const archivedId = rng.pick(archived.length > 0 ? archived : inbox.filter((t) => !unread.includes(t))).id;
    return { unreadIds: unread.map((t) => t.id), peekSubject: unread[0]!.subject, archivedId };
  },
  // Mail counts conversations (the number beside Inbox in the drawer, the bold rows); a row of an
  // unread conversation also shows how many messages it holds ("Olga, me (3)"), which "unread
  // emails" let a reader add up instead.
  goal: () => 'How many unread conversations are in your Mail inbox?',
  setup: (d, p) => {
    for (const t of d.apps.mail.threads) {
      t.unread = p.unreadIds.includes(t.id) || t.id === p.archivedId;
      if (t.id === p.archivedId) t.folder = 'archive';
    }
  },
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['unread conversations', 'unread conversation', 'unread'] },
    // Asked at the start: opening an unread email while counting does not change the answer.
    expected: (_p, before) => unreadInbox(before),
    candidates: () => Array.from({ length: 41 }, (_, i) => String(i)),
  },
  oracle: async (ui) => ui.answer(await drawerCount(ui)),
  alternatives: [
    { name: 'reads the count, then opens an unread email before answering', run: async (ui, p) => {
      const count = await drawerCount(ui);
      await ui.tap({ text: 'Inbox', role: 'button' });
      await mail.openFromInbox(ui, p.peekSubject);
      await ui.answer(count);
    } },
  ],
  nearMisses: [
    { name: 'counts the unread emails of all mailboxes', run: async (ui) => ui.answer((await drawerCount(ui)) + 1) },
    { name: 'counts every email in the inbox', run: async (ui) => {
      await ui.openApp('Mail');
      let rows = new Set<string>();
      for (let i = 0; i < 6; i++) {
        // Every row, starred or not ("Star X" and "Unstar X"): reading only the "Unstar" ones counted the starred emails.
        rows = new Set([...rows, ...mail.rowSubjects(ui)]);
        await ui.swipe('up');
      }
      await ui.answer(rows.size);
    } },
  ],
});
