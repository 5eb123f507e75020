import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { openFromInbox } from './common.ts';
import { folderOf, otherFolderChanges, pickInbox } from './thread-action.ts';

export default defineTask({
  id: 'mail/archive-email',
  apps: ['mail'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => pickInbox(rng, world),
  goal: (p) => `Archive the email "${p.subject}".`,
  checks: (p) => [
    expectEqual(`"${p.subject}" is in Archive`, 'archive', ({ after }) => folderOf(after, p.threadId)),
    expectEqual('no other email was moved', [], ({ before, after }) => otherFolderChanges(before, after, [p.threadId])),
  ],
  allowedChanges: (p) => [`apps.mail.threads[${p.threadId}].folder`, 'apps.mail.threads[*].unread'],
  oracle: async (ui, p) => {
    await openFromInbox(ui, p.subject);
    await ui.tap({ text: 'Archive', role: 'button' });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'deletes it instead',
      run: async (ui, p) => {
        await openFromInbox(ui, p.subject);
        await ui.tap({ text: 'Delete', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'archives another email',
      run: async (ui, p) => {
        await openFromInbox(ui, p.otherSubject);
        await ui.tap({ text: 'Archive', role: 'button' });
        await ui.done();
      },
    },
  ],
});
