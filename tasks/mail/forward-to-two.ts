import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as mail from './kit.ts';

const NOTES = ['FYI, see below.', 'Can you both take a look at this?', 'Sharing this with you two.', 'Thoughts on this one?'];

export default defineTask({
  id: 'mail/forward-to-two',
  apps: ['mail'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const pick = mail.pickInbox(rng, world);
    const [a, b, c] = rng.sample(mail.contactsWithEmail(world), 3) as [Contact, Contact, Contact];
    return {
      ...pick, forwardedId: mail.threadById(world, pick.threadId)!.messages.at(-1)!.id, note: rng.pick(NOTES),
      aName: fullName(a), aEmail: a.email, bName: fullName(b), bEmail: b.email, cName: fullName(c),
    };
  },
  // "To both" could be read as one in To and one in Cc: the goal says where they go.
  goal: (p) => `Forward the email "${p.subject}" to both ${p.aName} and ${p.bName} in one email, both in To, with the note "${p.note}".`,
  named: (p, s) => ({ [`the email "${p.subject}"`]: mail.threadsWithSubject(s, p.subject), [p.aName]: peopleNamed(s, p.aName), [p.bName]: peopleNamed(s, p.bName) }),
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  changes: (p) => [mail.mailRule(), added(mail.messagesOf(p.threadId))],
  checks: (p) => mail.sentOne({ to: [p.aEmail, p.bEmail], subject: `Fwd: ${p.subject}`, body: p.note, threadId: p.threadId, forwardedId: p.forwardedId }),
  oracle: mail.script((ui, p) => mail.respondTo(ui, p.subject, 'Forward', { to: [p.aName, p.bName], body: p.note }, 'Send', 'search')),
  alternatives: [
    { name: 'from the Inbox, the addresses typed', run: mail.script((ui, p) => mail.respondTo(ui, p.subject, 'Forward', { to: [p.aEmail, p.bEmail], body: p.note })) },
    { name: 'saved as a draft, reopened from Drafts and sent', run: async (ui, p) => {
      await mail.respondTo(ui, p.subject, 'Forward', { to: [p.aName, p.bName], body: p.note }, 'Save draft');
      await mail.sendDraft(ui, `Fwd: ${p.subject}`);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'forwards it to one of them only', run: mail.script((ui, p) => mail.respondTo(ui, p.subject, 'Forward', { to: [p.aName], body: p.note }, 'Send', 'search')) },
    { name: 'forwards it to the wrong second person', params: (p) => ({ ...p, bName: p.cName }) },
    { name: 'leaves out the note', params: (p) => ({ ...p, note: '' }) },
    { name: 'the second person in Cc instead of To', run: mail.script((ui, p) => mail.respondTo(ui, p.subject, 'Forward', { to: [p.aName], cc: [p.bName], body: p.note }, 'Send', 'search')) },
    { name: 'one email to each of them', run: async (ui, p) => {
      for (const name of [p.aName, p.bName]) {
        await mail.respondTo(ui, p.subject, 'Forward', { to: [name], body: p.note }, 'Send', 'search');
        await ui.back();
      }
      await ui.done();
    } },
  ],
});
