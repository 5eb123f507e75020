import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { ME_ADDRESS } from '../../apps/mail/state.ts';
import * as mail from './kit.ts';

const REPLIES = ['Sounds good, see you there!', 'Thanks, I will get back to you tomorrow.', 'Yes, count me in.', 'Sorry, I cannot make it this time.', 'Great news, thank you!'];

export default defineTask({
  id: 'mail/reply-thread',
  apps: ['mail'],
  difficulty: 2,
  maxSteps: 40,
  params: ({ rng, world }) => {
    // Inbox threads whose newest message came from someone else, to them alone.
    const inbox = mail.uniqueSubject(world.apps.mail.threads).filter((t) => t.folder === 'inbox' && t.messages.at(-1)!.from !== ME_ADDRESS && t.messages.at(-1)!.cc.length === 0);
    const [target, other] = rng.sample(inbox, 2);
    return { threadId: target!.id, subject: target!.subject, sender: target!.messages.at(-1)!.from, otherSubject: other!.subject, text: rng.pick(REPLIES) };
  },
  goal: (p) => `Reply to the email "${p.subject}" with the text "${p.text}".`,
  named: (p, s) => ({ [`the email "${p.subject}"`]: mail.threadsWithSubject(s, p.subject) }),
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  changes: (p) => [mail.mailRule(), added(mail.messagesOf(p.threadId))],
  checks: (p) => mail.sentOne({ to: [p.sender], subject: `Re: ${p.subject}`, body: p.text, threadId: p.threadId }),
  oracle: mail.script((ui, p) => mail.respondTo(ui, p.subject, 'Reply', { body: p.text })),
  alternatives: [
    { name: 'found through search, then Reply all', run: mail.script((ui, p) => mail.respondTo(ui, p.subject, 'Reply all', { body: p.text }, 'Send', 'search')) },
    { name: 'saved as a draft, reopened from Drafts and sent', run: async (ui, p) => {
      await mail.respondTo(ui, p.subject, 'Reply', { body: p.text }, 'Save draft');
      await mail.sendDraft(ui, `Re: ${p.subject}`);
      await ui.done();
    } },
    { name: 'a reply saved as a draft, that draft discarded, then the reply written again and sent', run: async (ui, p) => {
      await mail.respondTo(ui, p.subject, 'Reply', { body: 'Sorry, one moment.' }, 'Save draft');
      await mail.discardDraft(ui, `Re: ${p.subject}`);
      await ui.close('Mail');
      await mail.respondTo(ui, p.subject, 'Reply', { body: p.text });
      await ui.done();
    } },
    { name: 'the text typed with doubled spaces and a space at the end', params: (p) => ({ ...p, text: `${p.text.replace(/ /g, '  ')} ` }) },
  ],
  nearMisses: [
    { name: 'replies to another email', params: (p) => ({ ...p, subject: p.otherSubject }) },
    { name: 'sends an empty reply', params: (p) => ({ ...p, text: '' }) },
    { name: 'writes the reply but discards it', run: mail.script((ui, p) => mail.respondTo(ui, p.subject, 'Reply', { body: p.text }, 'Discard')) },
    { name: 'replies, then archives the conversation', run: async (ui, p) => {
      await mail.respondTo(ui, p.subject, 'Reply', { body: p.text });
      await mail.act(ui, 'Archive');
      await ui.done();
    } },
    { name: 'adds someone in Cc', run: mail.script((ui, p) => mail.respondTo(ui, p.subject, 'Reply', { cc: ['someone.else@example.com'], body: p.text })) },
  ],
});
