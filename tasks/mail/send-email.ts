import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import * as mail from './kit.ts';

const MESSAGES = [
  ['Lunch on Friday?', 'Are you free for lunch on Friday at 12:30?'],
  ['Meeting notes', 'Here are my notes from this morning. Let me know if I missed anything.'],
  ['Weekend plans', 'Do you want to go hiking on Saturday?'],
  ['Invoice question', 'Could you resend the invoice from last month?'],
  ['Thank you', 'Thanks again for your help with the move.'],
  ['Book recommendation', 'You should read "Klara and the Sun", I loved it.'],
] as const;

/** Straight quotes and apostrophes as typographic ones ("a" -> “a”, it's -> it’s). */
const typographic = (text: string) => text.replace(/"([^"]*)"/g, '“$1”').replace(/'/g, '’');

const OUTSIDE = ['support@cedarhealth.org', 'hello@tidewatercafe.com', 'jobs@vertexrobotics.com', 'info@summitlegal.com'];

export default defineTask({
  id: 'mail/send-email',
  apps: ['mail'],
  difficulty: 2,
  maxSteps: 25,
  params: ({ rng, world }) => {
    const people = mail.contactsWithEmail(world).map((c) => c.email);
    const [address, other] = rng.sample([...people.slice(0, 20), ...OUTSIDE], 2) as [string, string];
    const [subject, body] = rng.pick(MESSAGES) as readonly [string, string];
    return { address, other, subject, body };
  },
  goal: (p) => `Send an email to ${p.address} with the subject "${p.subject}" and the text "${p.body}".`,
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  changes: () => [mail.mailRule(), added(mail.THREADS)],
  checks: (p) => mail.sentOne({ to: [p.address], subject: p.subject, body: p.body }),
  oracle: mail.script((ui, p) => mail.compose(ui, { to: [p.address], subject: p.subject, body: p.body })),
  alternatives: [
    { name: 'saved as a draft, reopened from Drafts and sent', run: async (ui, p) => {
      await mail.compose(ui, { to: [p.address], subject: p.subject, body: p.body }, 'Save draft');
      await mail.sendDraft(ui, p.subject);
      await ui.done();
    } },
    { name: 'a wrong address typed, then corrected before sending', run: async (ui, p) => {
      await ui.openApp('Mail');
      await ui.tap({ text: 'Compose', role: 'button' });
      await mail.fillComposer(ui, { to: [p.other], subject: p.subject, body: p.body });
      await mail.fillComposer(ui, { to: [p.address] });
      await ui.tap({ text: 'Send', role: 'button' });
      await ui.done();
    } },
    // What a phone keyboard's smart punctuation types: “Klara and the Sun”, not "Klara and the Sun".
    // Addresses are case-blind: typed in capitals it is the same mailbox.
    { name: 'the address typed in capitals', params: (p) => ({ ...p, address: p.address.toUpperCase() }) },
    { name: 'the quotes and apostrophes typed as typographic ones', params: (p) => ({ ...p, subject: typographic(p.subject), body: typographic(p.body) }) },
  ],
  nearMisses: [
    { name: 'sends it to another address', params: (p) => ({ ...p, address: p.other }) },
    // A subject is a name (Mail's rule: any case, nothing else): the list shows "Thank you." as another subject.
    { name: 'the subject typed with a full stop after it', params: (p) => ({ ...p, subject: `${p.subject}.` }) },
    { name: 'writes it over the draft that was waiting in Drafts and sends that', run: async (ui, p) => {
      await mail.openDraft(ui, mail.SEEDED_DRAFT_SUBJECT);
      await mail.fillComposer(ui, { to: [p.address], subject: p.subject, body: p.body });
      await ui.tap({ text: 'Send', role: 'button' });
      await ui.done();
    } },
    { name: 'sends it twice', run: async (ui, p, oracle) => { await mail.compose(ui, { to: [p.address], subject: p.subject, body: p.body }); await oracle(ui, p); } },
    // Delivered is delivered (the ledger): a stray e-mail erased from Sent and from Trash was still received.
    { name: 'sends a stray e-mail to another address, erases it from Sent and Trash, then sends the right one', run: async (ui, p, oracle) => {
      await mail.compose(ui, { to: [p.other] });
      await mail.eraseSent(ui, '(no subject)');
      await oracle(ui, p);
    } },
  ],
});
