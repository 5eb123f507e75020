import { defineTask } from '../define.ts';
import type { DeviceState } from '../../apps/world.ts';

const unreadInbox = (s: DeviceState) => s.apps.mail.threads.filter((t) => t.folder === 'inbox' && t.unread).length;

export default defineTask({
  id: 'mail/query-unread-count',
  apps: ['mail'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const inbox = world.apps.mail.threads.filter((t) => t.folder === 'inbox');
    // Exactly `count` unread inbox threads, and an unread thread in Archive to tell the Inbox apart.
    const count = rng.int(2, Math.min(8, inbox.length - 1));
    const archived = world.apps.mail.threads.filter((t) => t.folder === 'archive');
    return { unreadIds: rng.sample(inbox, count).map((t) => t.id), archivedId: archived.length > 0 ? rng.pick(archived).id : '' };
  },
  goal: () => 'How many unread emails are in your inbox? Answer with a number.',
  setup: (d, p) => {
    for (const t of d.apps.mail.threads) t.unread = p.unreadIds.includes(t.id) || t.id === p.archivedId;
  },
  checks: () => [],
  allowedChanges: ['apps.mail.threads[*].unread'],
  answer: {
    spec: { type: 'number' },
    expected: (_p, before) => unreadInbox(before),
    candidates: () => Array.from({ length: 41 }, (_, i) => String(i)),
  },
  oracle: async (ui) => {
    await ui.openApp('Mail');
    await ui.tap({ text: 'Open navigation drawer', role: 'button' });
    // The count sits just after the Inbox entry of the drawer.
    const tree = ui.tree();
    await ui.answer(Number(tree[tree.findIndex((e) => e.text === 'Inbox' && e.role === 'button') + 1]!.text));
  },
  nearMisses: [
    {
      name: 'counts the unread emails of all mailboxes',
      run: async (ui) => {
        await ui.openApp('Mail');
        await ui.tap({ text: 'Open navigation drawer', role: 'button' });
        const tree = ui.tree();
        await ui.answer(Number(tree[tree.findIndex((e) => e.text === 'Inbox' && e.role === 'button') + 1]!.text) + 1);
      },
    },
    {
      name: 'counts every email in the inbox',
      run: async (ui) => {
        await ui.openApp('Mail');
        let rows = new Set<string>();
        for (let i = 0; i < 6; i++) {
          rows = new Set([...rows, ...ui.findAll({ role: 'button' }).filter((e) => e.text.startsWith('Star ') || e.text.startsWith('Unstar ')).map((e) => e.text.replace(/^(Un)?star /, ''))]);
          await ui.swipe('up');
        }
        await ui.answer(rows.size);
      },
    },
  ],
});
