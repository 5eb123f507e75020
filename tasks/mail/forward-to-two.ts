import { defineTask } from '../define.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { addRecipient, contactsWithEmail, openBySearch, sendChanges, sentField, sentOneEmail } from './common.ts';
import { pickInbox } from './thread-action.ts';
import type { TaskUi } from '../ui.ts';

const NOTES = ['FYI, see below.', 'Can you both take a look at this?', 'Sharing this with you two.', 'Thoughts on this one?'];

async function forward(ui: TaskUi, subject: string, names: string[], note: string): Promise<void> {
  await openBySearch(ui, subject, subject);
  await ui.tap({ text: 'Forward', role: 'button' });
  for (const [i, name] of names.entries()) await addRecipient(ui, 'To', name, i === 0);
  if (note !== '') await ui.fill({ hint: 'Compose email' }, note);
  await ui.tap({ text: 'Send', role: 'button' });
  await ui.done();
}

export default defineTask({
  id: 'mail/forward-to-two',
  apps: ['mail'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const pick = pickInbox(rng, world);
    const [a, b, c] = rng.sample(contactsWithEmail(world), 3) as [Contact, Contact, Contact];
    const thread = world.apps.mail.threads.find((t) => t.id === pick.threadId)!;
    return {
      ...pick, forwardedId: thread.messages.at(-1)!.id, note: rng.pick(NOTES),
      aName: fullName(a), aEmail: a.email, bName: fullName(b), bEmail: b.email, cName: fullName(c),
    };
  },
  goal: (p) => `Forward the email "${p.subject}" to both ${p.aName} and ${p.bName} in one email, with the note "${p.note}".`,
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  checks: (p) => [
    ...sentOneEmail([p.aEmail, p.bEmail], []),
    sentField(`it forwards the newest message of "${p.subject}"`, p.forwardedId, (e) => e.forwardedId),
    sentField(`the note reads "${p.note}"`, p.note, (e) => e.body),
  ],
  allowedChanges: (p) => sendChanges(p.threadId, true),
  oracle: async (ui, p) => forward(ui, p.subject, [p.aName, p.bName], p.note),
  nearMisses: [
    { name: 'forwards it to one of them only', run: async (ui, p) => forward(ui, p.subject, [p.aName], p.note) },
    { name: 'forwards it to the wrong second person', run: async (ui, p) => forward(ui, p.subject, [p.aName, p.cName], p.note) },
    { name: 'leaves out the note', run: async (ui, p) => forward(ui, p.subject, [p.aName, p.bName], '') },
  ],
});
