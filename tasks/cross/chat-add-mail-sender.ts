import { defineTask } from '../define.ts';
import { HOUR } from '../../apps/kit/time.ts';
import { ME_ADDRESS } from '../../apps/mail/state.ts';
import type { TaskUi } from '../ui.ts';
import { openBySearch, threadsWithSubject } from '../mail/kit.ts';
import * as chat from '../chat/kit.ts';

/** The email's subject, and another email's (from someone else, about something else) that shares words with it. */
const SUBJECTS = [
  ['Could you add me to the group?', 'Could you add me to the newsletter?'],
  ['Joining you all on Saturday', 'Saturday plans fell through'],
  ['Count me in for the next meetup', 'Venue for the next meetup'],
  ['Heard about your group chat', 'Heard about your new job'],
  ['Happy to help plan', 'Happy to help with the move'],
] as const;

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
      wrongName: chat.fullName(wrong!), wrongEmail: wrong!.email, threadId: `th${world.apps.mail.threads.length + 300}`,
      ...(([subject, decoy]) => ({ subject, decoy }))(rng.pick(SUBJECTS.filter((pair) => pair.every((x) => threadsWithSubject(world, x) === 0))) as readonly [string, string]),
    };
  },
  goal: (p) => `Add to the Chat group "${p.group}" the person who emailed you about "${p.subject}".`,
  named: (p, s) => ({ [`the email about "${p.subject}"`]: threadsWithSubject(s, p.subject), ...chat.namedInChat(s, { groups: [p.group] }) }),
  setup: (d, p) => {
    const mail = (id: string, from: string, fromName: string, subject: string, ago: number, body: string) => d.apps.mail.threads.push({
      id, subject, folder: 'inbox', starred: false, unread: true, labels: [],
      messages: [{ id: `${id}m1`, from, fromName, to: [ME_ADDRESS], cc: [], subject, at: d.os.now - ago, status: 'received', forwardedId: null, body }],
    });
    mail(p.threadId, p.email, p.name, p.subject, 3 * HOUR, `Hi! I would love to join your "${p.group}" chat. Could you add me when you have a minute?`);
    // Newer, and sharing words with the subject: a search for one word finds both.
    mail(`${p.threadId}b`, p.wrongEmail, p.wrongName, p.decoy, 2 * HOUR, 'Just a quick note, nothing to do with any chat. Talk soon!');
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
    { name: 'adds the sender of the other email that shares words with the subject', run: async (ui, p) => {
      const name = await readSender(ui, p.decoy);
      await chat.info(ui, p.group);
      await chat.addOpen(ui, [name]);
      await ui.done();
    } },
    { name: 'adds them to another group', params: (p) => ({ ...p, group: p.other }) },
    { name: 'adds them and a second person', run: async (ui, p) => { const name = await readSender(ui, p.subject); await chat.info(ui, p.group); await chat.addOpen(ui, [name, p.wrongName]); await ui.done(); } },
  ],
});
