import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import * as mail from './kit.ts';

export default defineTask({
  id: 'mail/archive-email',
  apps: ['mail'],
  difficulty: 1,
  maxSteps: 27,
  params: ({ rng, world }) => mail.pickInbox(rng, world),
  goal: (p) => `Archive the email "${p.subject}".`,
  named: (p, s) => ({ [`the email "${p.subject}"`]: mail.threadsWithSubject(s, p.subject) }),
  changes: (p) => [modified(mail.THREADS, p.threadId, ['folder'])],
  checks: (p) => [expectEqual(`"${p.subject}" is in Archive`, 'archive', ({ after }) => mail.folderOf(after, p.threadId))],
  oracle: mail.script((ui, p) => mail.onThread(ui, p.subject, ['Archive'])),
  alternatives: [
    { name: 'found through search', run: mail.script((ui, p) => mail.onThread(ui, p.subject, ['Archive'], 'search')) },
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
    { name: 'deletes it instead', run: mail.script((ui, p) => mail.onThread(ui, p.subject, ['Delete'])) },
    // A flag the goal did not name, on the right record.
    { name: 'archives it, and stars it on the way', run: async (ui, p) => {
      await mail.openFromInbox(ui, p.subject);
      await mail.toggleStar(ui);
      await mail.act(ui, 'Archive');
      await ui.done();
    } },
    { name: 'archives it, and discards the draft that was waiting in Drafts', run: async (ui, p, oracle) => {
      await mail.discardDraft(ui, mail.SEEDED_DRAFT_SUBJECT);
      await ui.close('Mail');
      await oracle(ui, p);
    } },
  ],
});
