import { defineTask } from '../define.ts';
import { expectThat, modified, removed } from '../../judges/index.ts';
import * as mail from './kit.ts';

export default defineTask({
  id: 'mail/delete-email',
  apps: ['mail'],
  difficulty: 1,
  maxSteps: 17,
  params: ({ rng, world }) => mail.pickInbox(rng, world),
  goal: (p) => `Delete the email "${p.subject}".`,
  named: (p, s) => ({ [`the email "${p.subject}"`]: mail.threadsWithSubject(s, p.subject) }),
  // Deleting moves it to Trash; deleting it forever from there is deleting it too.
  changes: (p) => [modified(mail.THREADS, p.threadId, ['folder']), removed(mail.THREADS, { which: p.threadId, count: 'any' })],
  checks: (p) => [
    expectThat(`"${p.subject}" is in Trash or gone`, 'trash or gone', ({ after }) => mail.folderOf(after, p.threadId), (f) => f === 'trash' || f === null),
  ],
  oracle: mail.script((ui, p) => mail.onThread(ui, p.subject, ['Delete'])),
  alternatives: [
    { name: 'found through search', run: mail.script((ui, p) => mail.onThread(ui, p.subject, ['Delete'], 'search')) },
    { name: 'deleted, then deleted forever from Trash', run: async (ui, p) => {
      await mail.onThread(ui, p.subject, ['Delete']);
      await mail.mailbox(ui, 'Trash');
      await ui.tap({ text: p.subject, role: 'button' });
      await ui.tap({ text: 'Delete forever', role: 'button' });
      await ui.tap({ text: 'Delete', role: 'button' });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'deletes another email', params: (p) => ({ ...p, subject: p.otherSubject }) },
    { name: 'archives it instead', run: mail.script((ui, p) => mail.onThread(ui, p.subject, ['Archive'])) },
  ],
});
