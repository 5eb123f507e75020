import { defineTask } from '../define.ts';
import { contactsWithEmail, sendChanges, sentField, sentOneEmail } from './common.ts';

const MESSAGES = [
  ['Lunch on Friday?', 'Are you free for lunch on Friday at 12:30?'],
  ['Meeting notes', 'Here are my notes from this morning. Let me know if I missed anything.'],
  ['Weekend plans', 'Do you want to go hiking on Saturday?'],
  ['Invoice question', 'Could you resend the invoice from last month?'],
  ['Thank you', 'Thanks again for your help with the move.'],
  ['Book recommendation', 'You should read "Klara and the Sun", I loved it.'],
] as const;

const OUTSIDE = ['support@cedarhealth.org', 'hello@tidewatercafe.com', 'jobs@vertexrobotics.com', 'info@summitlegal.com'];

export default defineTask({
  id: 'mail/send-email',
  apps: ['mail'],
  difficulty: 2,
  maxSteps: 25,
  params: ({ rng, world }) => {
    const people = contactsWithEmail(world).map((c) => c.email);
    const [address, other] = rng.sample([...people.slice(0, 20), ...OUTSIDE], 2) as [string, string];
    const [subject, body] = rng.pick(MESSAGES);
    return { address, other, subject, body, threadId: `th${world.apps.mail.nextId}` };
  },
  goal: (p) => `Send an email to ${p.address} with the subject "${p.subject}" and the text "${p.body}".`,
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  checks: (p) => [
    ...sentOneEmail([p.address], []),
    sentField(`the subject is "${p.subject}"`, p.subject, (e) => e.subject),
    sentField(`the text is "${p.body}"`, p.body, (e) => e.body),
  ],
  allowedChanges: (p) => sendChanges(p.threadId, false),
  oracle: async (ui, p) => {
    await ui.openApp('Mail');
    await ui.tap({ text: 'Compose', role: 'button' });
    await ui.fill({ hint: 'To' }, p.address);
    await ui.fill({ hint: 'Subject' }, p.subject);
    await ui.fill({ hint: 'Compose email' }, p.body);
    await ui.tap({ text: 'Send', role: 'button' });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'sends it to another address',
      run: async (ui, p) => {
        await ui.openApp('Mail');
        await ui.tap({ text: 'Compose', role: 'button' });
        await ui.fill({ hint: 'To' }, p.other);
        await ui.fill({ hint: 'Subject' }, p.subject);
        await ui.fill({ hint: 'Compose email' }, p.body);
        await ui.tap({ text: 'Send', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'leaves the subject empty',
      run: async (ui, p) => {
        await ui.openApp('Mail');
        await ui.tap({ text: 'Compose', role: 'button' });
        await ui.fill({ hint: 'To' }, p.address);
        await ui.fill({ hint: 'Compose email' }, p.body);
        await ui.tap({ text: 'Send', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'saves it as a draft instead of sending',
      run: async (ui, p) => {
        await ui.openApp('Mail');
        await ui.tap({ text: 'Compose', role: 'button' });
        await ui.fill({ hint: 'To' }, p.address);
        await ui.fill({ hint: 'Subject' }, p.subject);
        await ui.fill({ hint: 'Compose email' }, p.body);
        await ui.tap({ text: 'Save draft', role: 'button' });
        await ui.done();
      },
    },
  ],
});
