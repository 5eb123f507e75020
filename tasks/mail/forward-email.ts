import { defineTask } from '../define.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { addRecipient, contactsWithEmail, openFromInbox, sendChanges, sentField, sentOneEmail } from './common.ts';
import { pickInbox } from './thread-action.ts';

export default defineTask({
  id: 'mail/forward-email',
  apps: ['mail'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const pick = pickInbox(rng, world);
    const [to, other] = rng.sample(contactsWithEmail(world), 2) as [Contact, Contact];
    const thread = world.apps.mail.threads.find((t) => t.id === pick.threadId)!;
    return { ...pick, forwardedId: thread.messages.at(-1)!.id, name: fullName(to), email: to.email, otherName: fullName(other) };
  },
  goal: (p) => `Forward the email "${p.subject}" to ${p.name}.`,
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  checks: (p) => [
    ...sentOneEmail([p.email], []),
    sentField(`it forwards the newest message of "${p.subject}"`, p.forwardedId, (e) => e.forwardedId),
  ],
  allowedChanges: (p) => sendChanges(p.threadId, true),
  oracle: async (ui, p) => {
    await openFromInbox(ui, p.subject);
    await ui.tap({ text: 'Forward', role: 'button' });
    await addRecipient(ui, 'To', p.name, true);
    await ui.tap({ text: 'Send', role: 'button' });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'forwards it to someone else',
      run: async (ui, p) => {
        await openFromInbox(ui, p.subject);
        await ui.tap({ text: 'Forward', role: 'button' });
        await addRecipient(ui, 'To', p.otherName, true);
        await ui.tap({ text: 'Send', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'forwards another email',
      run: async (ui, p) => {
        await openFromInbox(ui, p.otherSubject);
        await ui.tap({ text: 'Forward', role: 'button' });
        await addRecipient(ui, 'To', p.name, true);
        await ui.tap({ text: 'Send', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'replies to them instead of forwarding',
      run: async (ui, p) => {
        await openFromInbox(ui, p.subject);
        await ui.tap({ text: 'Reply', role: 'button' });
        await addRecipient(ui, 'To', p.name, true);
        await ui.tap({ text: 'Send', role: 'button' });
        await ui.done();
      },
    },
  ],
});
