import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as mail from './kit.ts';

const NOTES = [
  ['Project update', 'The first milestone is done. More details on Monday.'],
  ['Dinner on Saturday', 'Dinner at 8 at the Italian place on Main Street?'],
  ['Trip budget', 'I think we can keep the trip under 600 each.'],
  ['New schedule', 'From next week we meet on Tuesdays instead of Mondays.'],
] as const;

export default defineTask({
  id: 'mail/send-with-cc',
  apps: ['mail'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const [to, cc, other] = rng.sample(mail.contactsWithEmail(world), 3) as [Contact, Contact, Contact];
    const [subject, body] = rng.pick(NOTES) as readonly [string, string];
    return { toName: fullName(to), toEmail: to.email, ccName: fullName(cc), ccEmail: cc.email, otherName: fullName(other), subject, body };
  },
  goal: (p) => `Email ${p.toName} with ${p.ccName} in Cc: subject "${p.subject}", text "${p.body}".`,
  named: (p, s) => ({ [p.toName]: peopleNamed(s, p.toName), [p.ccName]: peopleNamed(s, p.ccName) }),
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  changes: () => [mail.mailRule(), added(mail.THREADS)],
  checks: (p) => mail.sentOne({ to: [p.toEmail], cc: [p.ccEmail], subject: p.subject, body: p.body }),
  oracle: mail.script((ui, p) => mail.compose(ui, { to: [p.toName], cc: [p.ccName], subject: p.subject, body: p.body })),
  alternatives: [
    { name: 'the addresses typed instead of picked', params: (p) => ({ ...p, toName: p.toEmail, ccName: p.ccEmail }) },
    { name: 'the full names typed in To and Cc without picking a suggestion', run: async (ui, p) => {
      await ui.openApp('Mail');
      await ui.tap({ text: 'Compose', role: 'button' });
      await ui.fill({ hint: 'To' }, p.toName);
      await ui.fill({ hint: 'Cc' }, p.ccName);
      await mail.fillComposer(ui, { subject: p.subject, body: p.body });
      await ui.tap({ text: 'Send', role: 'button' });
      await ui.done();
    } },
    { name: 'saved as a draft, reopened from Drafts and sent', run: async (ui, p) => {
      await mail.compose(ui, { to: [p.toName], cc: [p.ccName], subject: p.subject, body: p.body }, 'Save draft');
      await mail.sendDraft(ui, p.subject);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'forgets the Cc', run: mail.script((ui, p) => mail.compose(ui, { to: [p.toName], subject: p.subject, body: p.body })) },
    { name: 'swaps To and Cc', params: (p) => ({ ...p, toName: p.ccName, ccName: p.toName }) },
    { name: 'puts both in To', run: mail.script((ui, p) => mail.compose(ui, { to: [p.toName, p.ccName], subject: p.subject, body: p.body })) },
    { name: 'Cc to someone else', params: (p) => ({ ...p, ccName: p.otherName }) },
  ],
});
