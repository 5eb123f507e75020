import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { openFromInbox } from './common.ts';
import { pickInbox } from './thread-action.ts';

export default defineTask({
  id: 'mail/mark-unread',
  apps: ['mail'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => pickInbox(rng, world),
  goal: (p) => `Mark the email "${p.subject}" as unread.`,
  setup: (d, p) => {
    d.apps.mail.threads.find((t) => t.id === p.threadId)!.unread = false;
    d.apps.mail.threads.find((t) => t.id === p.otherId)!.unread = false;
  },
  checks: (p) => [
    expectEqual(`"${p.subject}" is unread`, true, ({ after }) => after.apps.mail.threads.find((t) => t.id === p.threadId)?.unread ?? null),
    expectEqual('no other email was marked unread', [], ({ before, after }) =>
      after.apps.mail.threads.filter((t) => t.id !== p.threadId && t.unread && !before.apps.mail.threads.find((b) => b.id === t.id)?.unread).map((t) => t.id)),
  ],
  allowedChanges: ['apps.mail.threads[*].unread'],
  oracle: async (ui, p) => {
    await openFromInbox(ui, p.subject);
    await ui.tap({ text: 'Mark unread', role: 'button' });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'opens the email and goes back',
      run: async (ui, p) => {
        await openFromInbox(ui, p.subject);
        await ui.back();
        await ui.done();
      },
    },
    {
      name: 'marks another email unread',
      run: async (ui, p) => {
        await openFromInbox(ui, p.otherSubject);
        await ui.tap({ text: 'Mark unread', role: 'button' });
        await ui.done();
      },
    },
  ],
});
