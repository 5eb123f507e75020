import { defineTask } from '../define.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { addRecipient, contactsWithEmail, sendChanges, sentField, sentOneEmail } from './common.ts';
import type { TaskUi } from '../ui.ts';

const NOTES = [
  ['Project update', 'The first milestone is done. More details on Monday.'],
  ['Dinner on Saturday', 'Dinner at 8 at the Italian place on Main Street?'],
  ['Trip budget', 'I think we can keep the trip under 600 each.'],
  ['New schedule', 'From next week we meet on Tuesdays instead of Mondays.'],
] as const;

async function write(ui: TaskUi, to: string, cc: string | null, subject: string, body: string): Promise<void> {
  await ui.openApp('Mail');
  await ui.tap({ text: 'Compose', role: 'button' });
  await addRecipient(ui, 'To', to, true);
  if (cc !== null) await addRecipient(ui, 'Cc', cc, true);
  await ui.fill({ hint: 'Subject' }, subject);
  await ui.fill({ hint: 'Compose email' }, body);
  await ui.tap({ text: 'Send', role: 'button' });
  await ui.done();
}

export default defineTask({
  id: 'mail/send-with-cc',
  apps: ['mail'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const [to, cc] = rng.sample(contactsWithEmail(world), 2) as [Contact, Contact];
    const [subject, body] = rng.pick(NOTES);
    return { toName: fullName(to), toEmail: to.email, ccName: fullName(cc), ccEmail: cc.email, subject, body, threadId: `th${world.apps.mail.nextId}` };
  },
  goal: (p) => `Email ${p.toName} with ${p.ccName} in Cc: subject "${p.subject}", text "${p.body}".`,
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  checks: (p) => [
    ...sentOneEmail([p.toEmail], [p.ccEmail]),
    sentField(`the subject is "${p.subject}"`, p.subject, (e) => e.subject),
    sentField(`the text is "${p.body}"`, p.body, (e) => e.body),
  ],
  allowedChanges: (p) => sendChanges(p.threadId, false),
  oracle: async (ui, p) => write(ui, p.toName, p.ccName, p.subject, p.body),
  nearMisses: [
    { name: 'forgets the Cc', run: async (ui, p) => write(ui, p.toName, null, p.subject, p.body) },
    { name: 'swaps To and Cc', run: async (ui, p) => write(ui, p.ccName, p.toName, p.subject, p.body) },
  ],
});
