import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as mail from './kit.ts';

export default defineTask({
  id: 'mail/forward-email',
  apps: ['mail'],
  difficulty: 2,
  maxSteps: 25,
  params: ({ rng, world }) => {
    const pick = mail.pickInbox(rng, world);
    const [to, other] = rng.sample(mail.contactsWithEmail(world), 2) as [Contact, Contact];
    return { ...pick, forwardedId: mail.threadById(world, pick.threadId)!.messages.at(-1)!.id, name: fullName(to), email: to.email, otherName: fullName(other) };
  },
  goal: (p) => `Forward the email "${p.subject}" to ${p.name}, without writing a note of your own.`,
  named: (p, s) => ({ [`the email "${p.subject}"`]: mail.threadsWithSubject(s, p.subject), [p.name]: peopleNamed(s, p.name) }),
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  changes: (p) => [mail.mailRule(), added(mail.messagesOf(p.threadId))],
  checks: (p) => mail.sentOne({ to: [p.email], subject: `Fwd: ${p.subject}`, body: '', threadId: p.threadId, forwardedId: p.forwardedId }),
  oracle: mail.script((ui, p) => mail.respondTo(ui, p.subject, 'Forward', { to: [p.name] })),
  alternatives: [
    { name: 'found through search, the address typed', run: mail.script((ui, p) => mail.respondTo(ui, p.subject, 'Forward', { to: [p.email] }, 'Send', 'search')) },
    { name: 'saved as a draft, reopened from Drafts and sent', run: async (ui, p) => {
      await mail.respondTo(ui, p.subject, 'Forward', { to: [p.name] }, 'Save draft');
      await mail.sendDraft(ui, `Fwd: ${p.subject}`);
      await ui.done();
    } },
    { name: 'the full name typed in To without picking the suggestion', run: mail.script(async (ui, p) => {
      await mail.onThread(ui, p.subject, []);
      await ui.scrollTo({ text: 'Forward', role: 'button' });
      await ui.tap({ text: 'Forward', role: 'button' });
      await ui.fill({ hint: 'To' }, p.name);
      await ui.tap({ text: 'Send', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'forwards it to someone else', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'forwards another email', params: (p) => ({ ...p, subject: p.otherSubject }) },
    { name: 'adds someone in Cc', run: mail.script((ui, p) => mail.respondTo(ui, p.subject, 'Forward', { to: [p.name], cc: [p.otherName] })) },
    { name: 'writes a note of its own', run: mail.script((ui, p) => mail.respondTo(ui, p.subject, 'Forward', { to: [p.name], body: 'FYI' })) },
    { name: 'replies to them instead of forwarding', run: mail.script((ui, p) => mail.respondTo(ui, p.subject, 'Reply', { to: [p.name] })) },
  ],
});
