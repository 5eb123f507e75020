import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { openBySearch, uniqueSubject } from './common.ts';
import { folderOf, otherFolderChanges } from './thread-action.ts';

export default defineTask({
  id: 'mail/search-archive',
  apps: ['mail'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const inbox = uniqueSubject(world.apps.mail.threads).filter((t) => t.folder === 'inbox' && t.messages.length === 1);
    const target = rng.pick(inbox);
    return { threadId: target.id, subject: target.subject, code: `#${rng.int(10000, 99999)}` };
  },
  goal: (p) => `Find the email that mentions reference ${p.code} and archive it.`,
  setup: (d, p) => {
    const t = d.apps.mail.threads.find((x) => x.id === p.threadId)!;
    t.messages[0]!.body += ` Your reference is ${p.code}.`;
  },
  checks: (p) => [
    expectEqual(`the email with ${p.code} is in Archive`, 'archive', ({ after }) => folderOf(after, p.threadId)),
    expectEqual('no other email was moved', [], ({ before, after }) => otherFolderChanges(before, after, [p.threadId])),
  ],
  allowedChanges: (p) => [`apps.mail.threads[${p.threadId}].folder`, 'apps.mail.threads[*].unread'],
  oracle: async (ui, p) => {
    await openBySearch(ui, p.code, p.subject);
    await ui.tap({ text: 'Archive', role: 'button' });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'deletes it instead',
      run: async (ui, p) => {
        await openBySearch(ui, p.code, p.subject);
        await ui.tap({ text: 'Delete', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'finds it and only stars it',
      run: async (ui, p) => {
        await openBySearch(ui, p.code, p.subject);
        await ui.tap({ text: 'Star', role: 'button' });
        await ui.done();
      },
    },
  ],
});
