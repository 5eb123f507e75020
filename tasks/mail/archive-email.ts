import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import * as mail from './kit.ts';

export default defineTask({
  id: 'mail/archive-email',
  apps: ['mail'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => mail.pickInbox(rng, world),
  goal: (p) => `Archive the email "${p.subject}".`,
  changes: (p) => [modified(mail.THREADS, p.threadId, ['folder'])],
  checks: (p) => [expectEqual(`"${p.subject}" is in Archive`, 'archive', ({ after }) => mail.folderOf(after, p.threadId))],
  oracle: async (ui, p) => {
    await mail.onThread(ui, p.subject, ['Archive']);
    await ui.done();
  },
  alternatives: [
    { name: 'found through search', run: async (ui, p) => { await mail.onThread(ui, p.subject, ['Archive'], 'search'); await ui.done(); } },
    { name: 'deleted by mistake, moved back from Trash, then archived', run: async (ui, p, oracle) => {
      await mail.onThread(ui, p.subject, ['Delete']);
      await mail.mailbox(ui, 'Trash');
      await ui.tap({ text: p.subject, role: 'button' });
      await mail.act(ui, 'Move to Inbox');
      await mail.mailbox(ui, 'Inbox');
      await oracle(ui, p);
    } },
  ],
  nearMisses: [
    { name: 'archives another email', params: (p) => ({ ...p, subject: p.otherSubject }) },
    { name: 'deletes it instead', run: async (ui, p) => { await mail.onThread(ui, p.subject, ['Delete']); await ui.done(); } },
  ],
});
