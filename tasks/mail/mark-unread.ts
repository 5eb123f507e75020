import { defineTask } from '../define.ts';
import { changedTo, expectEqual } from '../../judges/index.ts';
import * as mail from './kit.ts';

export default defineTask({
  id: 'mail/mark-unread',
  apps: ['mail'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => mail.pickInbox(rng, world),
  goal: (p) => `Mark the email "${p.subject}" as unread.`,
  named: (p, s) => ({ [`the email "${p.subject}"`]: mail.threadsWithSubject(s, p.subject) }),
  setup: (d, p) => {
    mail.threadById(d, p.threadId)!.unread = false;
    mail.threadById(d, p.otherId)!.unread = false;
  },
  // A read mark is routine only towards read, and only for a thread the agent opened (apps/mail/app.ts):
  // this goal moves one the other way, which its rule allows for that thread alone.
  changes: (p) => [changedTo(`${mail.THREADS}[${p.threadId}].unread`, true)],
  checks: (p) => [
    expectEqual(`"${p.subject}" is unread`, true, ({ after }) => mail.threadById(after, p.threadId)?.unread ?? null),
    expectEqual('no other email was marked unread', [], ({ before, after }) =>
      after.apps.mail.threads.filter((t) => t.id !== p.threadId && t.unread && !mail.threadById(before, t.id)?.unread).map((t) => t.id)),
  ],
  oracle: mail.script((ui, p) => mail.onThread(ui, p.subject, ['Mark unread'])),
  alternatives: [
    { name: 'found through search', run: mail.script((ui, p) => mail.onThread(ui, p.subject, ['Mark unread'], 'search')) },
  ],
  nearMisses: [
    { name: 'marks another email unread', params: (p) => ({ ...p, subject: p.otherSubject }) },
    { name: 'opens the email and goes back', run: async (ui, p) => { await mail.onThread(ui, p.subject, []); await ui.back(); await ui.done(); } },
    // Both found through search: a fixed number of steps at any seed (scrolling to two rows may not fit the budget).
    { name: 'marks another email unread as well', run: async (ui, p) => {
      await mail.onThread(ui, p.otherSubject, ['Mark unread'], 'search');
      await ui.fill({ hint: 'Search in mail' }, p.subject);
      await ui.tap({ text: p.subject, role: 'button' });
      await mail.act(ui, 'Mark unread');
      await ui.done();
    } },
    // Opening it to check marks it read again.
    { name: 'marks it unread, then opens it again to check', run: async (ui, p) => {
      await mail.onThread(ui, p.subject, ['Mark unread']);
      // Mark unread goes back to the list, where its row is.
      await ui.scrollTo({ text: p.subject, role: 'button' });
      await ui.tap({ text: p.subject, role: 'button' });
      await ui.done();
    } },
  ],
});
