import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { findContactByPhone, fullName } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import { editEvent, event, formatLongDate, singleEvents, startOfDay } from '../calendar/helpers.ts';
import { invite } from '../calendar/add-invitee.ts';

/** The name on the top row of the Messages list: the conversation with the newest message. */
async function topSender(ui: TaskUi, index = 0): Promise<string> {
  await ui.launch('Messages');
  return ui.tree().filter((e) => e.role === 'button' && e.text !== 'Start chat')[index]!.text;
}

async function inviteTo(ui: TaskUi, title: string, day: number, name: string): Promise<void> {
  await editEvent(ui, title, day);
  await invite(ui, name);
  await ui.tap({ text: 'Save', role: 'button' });
}

export default defineTask({
  id: 'cross/invite-last-sender',
  apps: ['calendar', 'messages', 'contacts'],
  difficulty: 3,
  maxSteps: 35,
  params: ({ rng, world }) => {
    const target = rng.pick(singleEvents(world, 0, 20));
    const { contacts, messages } = world.apps;
    // Conversations with contacts who are not invited yet: the sender, and a runner-up for the near miss.
    const eligible = messages.conversations.filter((c) => {
      const contact = findContactByPhone(contacts, c.address);
      return c.messages.length > 0 && contact !== undefined && !target.invitees.includes(contact.id);
    });
    const [sender, runnerUp] = rng.sample(eligible, 2);
    const senderContact = findContactByPhone(contacts, sender!.address)!;
    return {
      id: target.id, title: target.title, day: startOfDay(target.start), invitees: target.invitees,
      conversationId: sender!.id, runnerUpId: runnerUp!.id, contactId: senderContact.id, name: fullName(senderContact), rank: 0,
    };
  },
  goal: (p) => `Invite the person who sent you the most recent text message to "${p.title}" on ${formatLongDate(p.day)}.`,
  setup: (d, p) => {
    // The sender's conversation ends with the newest message of all, from them; the runner-up's with the one before.
    const mark = (id: string, ago: number) => {
      const c = d.apps.messages.conversations.find((x) => x.id === id)!;
      const last = c.messages[c.messages.length - 1]!;
      if (last.from === 'me') c.messages.push({ id: `m${d.apps.messages.nextId++}`, from: 'them', text: 'See you then!', at: d.os.now - ago, status: 'received' });
      else last.at = d.os.now - ago;
    };
    mark(p.runnerUpId, 45_000);
    mark(p.conversationId, 30_000);
  },
  checks: (p) => [
    expectEqual(`the invitees are the previous ones plus ${p.name}`, [...p.invitees, p.contactId].sort(), ({ after }) => [...(event(after, p.id)?.invitees ?? [])].sort()),
  ],
  // Only that event's invitees; opening Messages marks conversations read (routine).
  changes: (p) => [modified('apps.calendar.events', p.id, ['invitees'])],
  oracle: async (ui, p) => {
    const name = await topSender(ui, p.rank);
    await inviteTo(ui, p.title, p.day, name);
    await ui.done();
  },
  nearMisses: [
    { name: 'invites the sender of the message before', params: (p) => ({ ...p, rank: 1 }) },
    {
      name: 'adds the invitee but does not save',
      run: async (ui, p) => {
        const name = await topSender(ui);
        await editEvent(ui, p.title, p.day);
        await invite(ui, name);
        await ui.back();
        await ui.done();
      },
    },
  ],
});
