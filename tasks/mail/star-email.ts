import { defineTask } from '../define.ts';
import { changedTo, expectEqual } from '../../judges/index.ts';
import * as mail from './kit.ts';
import type { TaskUi } from '../ui.ts';

/** Star from the list's row star, after scrolling to it. */
async function starRow(ui: TaskUi, subject: string): Promise<void> {
  await ui.openApp('Mail');
  await ui.scrollTo({ text: `Star ${subject}`, role: 'button' });
  await ui.tap({ text: `Star ${subject}`, role: 'button' });
}

export default defineTask({
  id: 'mail/star-email',
  apps: ['mail'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => mail.pickInbox(rng, world, (t) => !t.starred),
  goal: (p) => `Star the email "${p.subject}".`,
  named: (p, s) => ({ [`the email "${p.subject}"`]: mail.threadsWithSubject(s, p.subject) }),
  setup: (d, p) => {
    d.apps.mail.threads.find((t) => t.id === p.otherId)!.starred = false;
  },
  changes: (p) => [changedTo(`${mail.THREADS}[${p.threadId}].starred`, true)],
  checks: (p) => [expectEqual(`"${p.subject}" is starred`, true, ({ after }) => mail.threadById(after, p.threadId)?.starred ?? null)],
  oracle: mail.script((ui, p) => starRow(ui, p.subject)),
  alternatives: [
    { name: 'opened, then starred with the star in the conversation', run: mail.script((ui, p) => mail.onThread(ui, p.subject, ['Star'])) },
    { name: 'the row star in the search results', run: async (ui, p) => {
      await ui.openApp('Mail');
      await ui.fill({ hint: 'Search in mail' }, p.subject);
      await ui.tap({ text: `Star ${p.subject}`, role: 'button' });
      await ui.done();
    } },
    { name: 'starred, unstarred and starred again in the list', run: mail.script(async (ui, p) => {
      await starRow(ui, p.subject);
      await ui.tap({ text: `Unstar ${p.subject}`, role: 'button' });
      await ui.tap({ text: `Star ${p.subject}`, role: 'button' });
    }) },
  ],
  undo: async (ui, p) => {
    await ui.tap({ text: `Unstar ${p.subject}`, role: 'button' });
  },
  nearMisses: [
    { name: 'stars another email', params: (p) => ({ ...p, subject: p.otherSubject }) },
    { name: 'opens the email without starring it', run: mail.script((ui, p) => mail.onThread(ui, p.subject, [])) },
    // A second field the goal did not name, on the right record.
    { name: 'stars it, and puts a label on it as well', run: mail.script(async (ui, p) => {
      await mail.onThread(ui, p.subject, ['Star']);
      await mail.toggleLabels(ui, ['Receipts']);
    }) },
  ],
});
