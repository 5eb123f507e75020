import { defineTask } from '../define.ts';
import { ME_ADDRESS } from '../../apps/mail/state.ts';
import { openFromInbox, sendChanges, sentField, sentOneEmail, uniqueSubject } from './common.ts';

const REPLIES = ['Sounds good, see you there!', 'Thanks, I will get back to you tomorrow.', 'Yes, count me in.', 'Sorry, I cannot make it this time.', 'Great news, thank you!'];

export default defineTask({
  id: 'mail/reply-thread',
  apps: ['mail'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    // Inbox threads whose newest message came from someone else.
    const inbox = uniqueSubject(world.apps.mail.threads).filter((t) => t.folder === 'inbox' && t.messages.at(-1)!.from !== ME_ADDRESS);
    const [target, other] = rng.sample(inbox, 2);
    return { threadId: target!.id, subject: target!.subject, sender: target!.messages.at(-1)!.from, otherSubject: other!.subject, text: rng.pick(REPLIES) };
  },
  goal: (p) => `Reply to the email "${p.subject}" with the text "${p.text}".`,
  setup: (d) => {
    d.apps.settings.airplaneMode = false;
  },
  checks: (p) => [
    ...sentOneEmail([p.sender], []),
    sentField(`it is a reply in the thread "${p.subject}"`, p.threadId, (e) => e.threadId),
    sentField(`the text is "${p.text}"`, p.text, (e) => e.body),
  ],
  allowedChanges: (p) => sendChanges(p.threadId, true),
  oracle: async (ui, p) => {
    await openFromInbox(ui, p.subject);
    await ui.tap({ text: 'Reply', role: 'button' });
    await ui.fill({ hint: 'Compose email' }, p.text);
    await ui.tap({ text: 'Send', role: 'button' });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'replies to another email',
      run: async (ui, p) => {
        await openFromInbox(ui, p.otherSubject);
        await ui.tap({ text: 'Reply', role: 'button' });
        await ui.fill({ hint: 'Compose email' }, p.text);
        await ui.tap({ text: 'Send', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'sends an empty reply',
      run: async (ui, p) => {
        await openFromInbox(ui, p.subject);
        await ui.tap({ text: 'Reply', role: 'button' });
        await ui.tap({ text: 'Send', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'writes the reply but discards it',
      run: async (ui, p) => {
        await openFromInbox(ui, p.subject);
        await ui.tap({ text: 'Reply', role: 'button' });
        await ui.fill({ hint: 'Compose email' }, p.text);
        await ui.tap({ text: 'Discard', role: 'button' });
        await ui.done();
      },
    },
  ],
});
