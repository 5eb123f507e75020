import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { appendToBody } from '../../apps/mail/model.ts';
import * as mail from './kit.ts';

export default defineTask({
  id: 'mail/search-archive',
  apps: ['mail'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const inbox = mail.uniqueSubject(world.apps.mail.threads).filter((t) => t.folder === 'inbox' && t.messages.length === 1);
    const [target, other] = rng.sample(inbox, 2);
    return { threadId: target!.id, subject: target!.subject, otherSubject: other!.subject, code: `#${rng.int(10000, 99999)}` };
  },
  goal: (p) => `Find the email that mentions reference ${p.code} and archive it.`,
  // The number is what a search finds it by, with the # or without.
  named: (p, s) => ({ [`the email that mentions reference ${p.code}`]: s.apps.mail.threads.filter((t) => t.messages.some((e) => e.body.includes(p.code.slice(1)))).length }),
  setup: (d, p) => appendToBody(d.apps.mail, p.threadId, ` Your reference is ${p.code}.`),
  changes: (p) => [modified(mail.THREADS, p.threadId, ['folder'])],
  checks: (p) => [expectEqual(`the email with ${p.code} is in Archive`, 'archive', ({ after }) => mail.folderOf(after, p.threadId))],
  oracle: async (ui, p) => {
    await mail.openBySearch(ui, p.code, p.subject);
    await mail.act(ui, 'Archive');
    await ui.done();
  },
  alternatives: [
    { name: 'searched without the #', params: (p) => ({ ...p, code: p.code.slice(1) }) },
    { name: 'found by scrolling the Inbox', run: mail.script((ui, p) => mail.onThread(ui, p.subject, ['Archive'])) },
  ],
  nearMisses: [
    { name: 'archives another email', run: mail.script((ui, p) => mail.onThread(ui, p.otherSubject, ['Archive'])) },
    { name: 'deletes it instead', run: async (ui, p) => { await mail.openBySearch(ui, p.code, p.subject); await mail.act(ui, 'Delete'); await ui.done(); } },
    { name: 'finds it and only stars it', run: async (ui, p) => { await mail.openBySearch(ui, p.code, p.subject); await mail.toggleStar(ui); await ui.done(); } },
  ],
});
