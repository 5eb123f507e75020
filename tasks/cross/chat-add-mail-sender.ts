import { defineTask } from '../define.ts';
import { HOUR } from '../../apps/kit/time.ts';
import { ME_ADDRESS } from '../../apps/mail/state.ts';
import type { TaskUi } from '../ui.ts';
import { openBySearch, threadsWithSubject } from '../mail/kit.ts';
import * as chat from '../chat/kit.ts';

const SUBJECTS = ['Could you add me to the group?', 'Joining you all on Saturday', 'Count me in for the next meetup', 'Heard about your group chat', 'Happy to help plan'] as const;

/** Open the email and read the sender's name: the line after the star button. */
async function readSender(ui: TaskUi, subject: string): Promise<string> {
  await ui.launch('Mail');
  await openBySearch(ui, subject, subject);
  const tree = ui.tree();
  const star = tree.findIndex((e) => e.role === 'button' && (e.text === 'Star' || e.text === 'Unstar'));
  return tree[star + 1]!.text;
}

export default defineTask({
  id: 'cross/chat-add-mail-sender',
  apps: ['mail', 'chat'],
  difficulty: 3,
  maxSteps: 34,
  params: ({ rng, world }) => {
    const [group, other] = rng.sample(chat.uniqueGroups(world), 2);
    const [person, wrong] = rng.sample(chat.outsiders(world, group!).filter((c) => c.email !== '' && !world.apps.mail.threads.some((t) => t.messages.some((m) => m.from === c.email))), 2);
    return {
      chatId: group!.id, group: group!.name, other: other!.name, members: group!.members, person: person!.id, name: chat.fullName(person!), email: person!.email,
      wrongName: chat.fullName(wrong!), subject: rng.pick<string>(SUBJECTS.filter((s) => threadsWithSubject(world, s) === 0)), threadId: `th${world.apps.mail.threads.length + 300}`,
    };
  },
  goal: (p) => `Add to the Chat group "${p.group}" the person who emailed you about "${p.subject}".`,
  named: (p, s) => ({ [`the email about "${p.subject}"`]: threadsWithSubject(s, p.subject), ...chat.namedInChat(s, { groups: [p.group] }) }),
  setup: (d, p) => {
    d.apps.mail.threads.push({
      id: p.threadId, subject: p.subject, folder: 'inbox', starred: false, unread: true, labels: [],
      messages: [{
        id: `${p.threadId}m1`, from: p.email, fromName: p.name, to: [ME_ADDRESS], cc: [], subject: p.subject, at: d.os.now - 3 * HOUR, status: 'received', forwardedId: null,
        body: `Hi! I would love to join your "${p.group}" chat. Could you add me when you have a minute?`,
      }],
    });
  },
  changes: (p) => [chat.memberRule(p.chatId)],
  checks: (p) => [chat.membersAre(p.chatId, [...p.members, p.person], `${p.name} is a member, and every member stays`)],
  oracle: async (ui, p) => {
    const name = await readSender(ui, p.subject);
    await chat.info(ui, p.group);
    await chat.addOpen(ui, [name]);
    await ui.done();
  },
  alternatives: [
    { name: 'reads the chat first, then the email', run: async (ui, p) => {
      await chat.open(ui, p.group);
      const name = await readSender(ui, p.subject);
      await chat.info(ui, p.group);
      await chat.addOpen(ui, [name]);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'adds someone else', run: async (ui, p) => { await readSender(ui, p.subject); await chat.info(ui, p.group); await chat.addOpen(ui, [p.wrongName]); await ui.done(); } },
    { name: 'adds them to another group', params: (p) => ({ ...p, group: p.other }) },
    { name: 'adds them and a second person', run: async (ui, p) => { const name = await readSender(ui, p.subject); await chat.info(ui, p.group); await chat.addOpen(ui, [name, p.wrongName]); await ui.done(); } },
  ],
});
