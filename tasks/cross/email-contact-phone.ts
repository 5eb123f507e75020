import { defineTask } from '../define.ts';
import { added, frame, matchFrame } from '../../judges/index.ts';

/** The e-mail's text: the number alone, in any form a phone number takes. */
const NUMBER_ALONE = frame('NUMBER', 'NUMBER', { type: 'phone' });
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { ME_ADDRESS, type Thread } from '../../apps/mail/state.ts';
import type { TaskUi } from '../ui.ts';
import { peopleNamed, readPhone } from '../contacts/kit.ts';
import * as mail from '../mail/kit.ts';

/** Read the number in Contacts, then compose from Mail's list: the recipient picked from the suggestions (a name) or typed (an address), subject, the number, Send. */
async function emailNumber(ui: TaskUi, p: { sharedName: string; sharedFirst: string }, to: string): Promise<void> {
  const phone = await readPhone(ui, p.sharedName);
  await ui.launch('Mail');
  await mail.compose(ui, { to: [to], subject: `${p.sharedFirst}'s number`, body: phone });
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
  goal: (p) => `Email ${p.sharedName}'s phone number to ${p.recipientName}, with the subject "${p.sharedFirst}'s number" and the number alone as the text.`,
  named: (p, s) => ({ [p.sharedName]: peopleNamed(s, p.sharedName), [p.recipientName]: peopleNamed(s, p.recipientName) }),
  setup: (d) => { d.apps.settings.airplaneMode = false; },
  checks: (p) => [
    ...mail.sentOne({ to: [p.recipientEmail], subject: `${p.sharedFirst}'s number` }),
    mail.sentField(`its text is ${p.sharedName}'s number alone`, true, (e) => matchFrame(NUMBER_ALONE, p.sharedPhone, e.body).passed),
  ],
  // A new e-mail is a new thread, whatever its id; the agent's own drafts are routine (apps/mail/app.ts: drafts[new]).
  changes: () => [mail.mailRule(), added(mail.THREADS, { where: (t) => (t as unknown as Thread).messages.every((m) => m.from === ME_ADDRESS) })],
  oracle: (ui, p) => emailNumber(ui, p, p.recipientName),
  alternatives: [
    { name: "types the recipient's address instead of picking a suggestion", run: (ui, p) => emailNumber(ui, p, p.recipientEmail) },
    { name: 'saves it as a draft, then sends the draft from Drafts', run: async (ui, p) => {
      const phone = await readPhone(ui, p.sharedName);
      await ui.launch('Mail');
      await mail.compose(ui, { to: [p.recipientName], subject: `${p.sharedFirst}'s number`, body: phone }, 'Save draft');
      await mail.sendDraft(ui, `${p.sharedFirst}'s number`);
      await ui.done();
    } },
    { name: 'types the subject in lower case', run: async (ui, p) => {
      const phone = await readPhone(ui, p.sharedName);
      await ui.launch('Mail');
      await mail.compose(ui, { to: [p.recipientName], subject: `${p.sharedFirst}'s number`.toLowerCase(), body: phone });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'emails it to someone else', params: (p) => ({ ...p, recipientName: p.otherName }) },
    { name: "emails another contact's number", params: (p) => ({ ...p, sharedName: p.otherName }) },
    // Not the number alone: other digits in a greeting ("see you at 5") made the old digit-gathering judge misread it.
    { name: 'writes the number inside a short greeting', run: async (ui, p) => {
      const phone = await readPhone(ui, p.sharedName);
      await ui.launch('Mail');
      await mail.compose(ui, { to: [p.recipientName], subject: `${p.sharedFirst}'s number`, body: `Hi, here is ${p.sharedFirst}'s number: ${phone}. Best wishes` });
      await ui.done();
    } },
  ],
});
