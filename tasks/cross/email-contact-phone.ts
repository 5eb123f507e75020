import { defineTask } from '../define.ts';
import { added, normalizePhone } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { ME_ADDRESS, type Thread } from '../../apps/mail/state.ts';
import type { TaskUi } from '../ui.ts';
import { readPhone } from '../contacts/kit.ts';
import { addRecipient, sentField, sentOneEmail } from '../mail/common.ts';

/** Compose from Mail's list: the recipient picked from the suggestions (or typed as an address), subject, text, Send. */
async function emailTo(ui: TaskUi, to: string, subject: string, body: string, typed = false): Promise<void> {
  await ui.launch('Mail');
  await ui.tap({ text: 'Compose', role: 'button' });
  if (typed) await ui.fill({ hint: 'To' }, to);
  else await addRecipient(ui, 'To', to, true);
  await ui.fill({ hint: 'Subject' }, subject);
  await ui.fill({ hint: 'Compose email' }, body);
  await ui.tap({ text: 'Send', role: 'button' });
  await ui.done();
}

export default defineTask({
  id: 'cross/email-contact-phone',
  apps: ['contacts', 'mail'],
  difficulty: 3,
  maxSteps: 35,
  params: ({ rng, world }) => {
    const { contacts } = world.apps.contacts;
    const shared = rng.pick(contacts.filter((c) => c.phone !== ''));
    const [recipient, other] = rng.sample(contacts.filter((c) => c.email !== '' && c.id !== shared.id), 2) as [Contact, Contact];
    return {
      sharedName: fullName(shared), sharedFirst: shared.firstName, sharedPhone: shared.phone,
      recipientName: fullName(recipient), recipientEmail: recipient.email, otherName: fullName(other),
    };
  },
  goal: (p) => `Email ${p.sharedName}'s phone number to ${p.recipientName}, with the subject "${p.sharedFirst}'s number" and the number as the text.`,
  setup: (d) => { d.apps.settings.airplaneMode = false; },
  checks: (p) => [
    ...sentOneEmail([p.recipientEmail], []),
    sentField(`the subject is "${p.sharedFirst}'s number"`, `${p.sharedFirst}'s number`, (e) => e.subject),
    sentField(`its digits are ${p.sharedName}'s number`, normalizePhone(p.sharedPhone), (e) => normalizePhone(e.body)),
  ],
  // A new e-mail is a new thread, whatever its id; drafts are routine (apps/mail/app.ts).
  changes: () => [added('apps.mail.threads', { where: (t) => (t as unknown as Thread).messages.every((m) => m.from === ME_ADDRESS) })],
  oracle: async (ui, p) => {
    const phone = await readPhone(ui, p.sharedName);
    await emailTo(ui, p.recipientName, `${p.sharedFirst}'s number`, phone);
  },
  alternatives: [
    {
      name: "types the recipient's address instead of picking a suggestion",
      run: async (ui, p) => { const phone = await readPhone(ui, p.sharedName); await emailTo(ui, p.recipientEmail, `${p.sharedFirst}'s number`, phone, true); },
    },
  ],
  nearMisses: [
    { name: 'emails it to someone else', params: (p) => ({ ...p, recipientName: p.otherName }) },
    { name: "emails another contact's number", params: (p) => ({ ...p, sharedName: p.otherName }) },
  ],
});
