import { defineTask } from '../define.ts';
import { normalizePhone } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import { addRecipient, sendChanges, sentField, sentOneEmail } from '../mail/common.ts';

/** Look a contact up in Contacts and read the phone number on their card. */
async function readPhone(ui: TaskUi, name: string): Promise<string> {
  await ui.openApp('Contacts');
  await ui.fill({ hint: 'Search contacts' }, name);
  await ui.tap({ text: name, role: 'button' });
  const tree = ui.tree();
  return tree[tree.findIndex((e) => e.text === 'Mobile') - 1]!.text;
}

async function emailTo(ui: TaskUi, name: string, subject: string, body: string): Promise<void> {
  await ui.openApp('Mail');
  await ui.tap({ text: 'Compose', role: 'button' });
  await addRecipient(ui, 'To', name, true);
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
      threadId: `th${world.apps.mail.nextId}`,
    };
  },
  goal: (p) => `Email ${p.sharedName}'s phone number to ${p.recipientName}, with the subject "${p.sharedFirst}'s number" and the number as the text.`,
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  checks: (p) => [
    ...sentOneEmail([p.recipientEmail], []),
    sentField(`the subject is "${p.sharedFirst}'s number"`, `${p.sharedFirst}'s number`, (e) => e.subject),
    sentField(`its digits are ${p.sharedName}'s number`, normalizePhone(p.sharedPhone), (e) => normalizePhone(e.body)),
  ],
  allowedChanges: (p) => sendChanges(p.threadId, false),
  oracle: async (ui, p) => {
    const phone = await readPhone(ui, p.sharedName);
    await emailTo(ui, p.recipientName, `${p.sharedFirst}'s number`, phone);
  },
  nearMisses: [
    {
      name: 'emails it to someone else',
      run: async (ui, p) => {
        const phone = await readPhone(ui, p.sharedName);
        await emailTo(ui, p.otherName, `${p.sharedFirst}'s number`, phone);
      },
    },
    {
      name: "emails another contact's number",
      run: async (ui, p) => {
        const phone = await readPhone(ui, p.otherName);
        await emailTo(ui, p.recipientName, `${p.sharedFirst}'s number`, phone);
      },
    },
  ],
});
