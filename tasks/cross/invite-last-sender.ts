import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { findContactByPhone, fullName } from '../../apps/contacts/state.ts';
import * as cal from '../calendar/kit.ts';
import * as messages from '../messages/kit.ts';
import type { TaskUi } from '../ui.ts';

/** The newest text of all (the sender's) and the one before it (the runner-up's): what the setup has them send, and the previews the list shows. */
const NEWEST = 'Just got home, talk soon.';
const BEFORE = 'Saw your note, will reply tonight.';

/** Open Messages on the conversation whose preview is `text` and read whose it is (the title). */
const senderOf = (ui: TaskUi, text: string): Promise<string> => messages.openByPreview(ui, text);

export default defineTask({
  id: 'cross/invite-last-sender',
  apps: ['calendar', 'messages', 'contacts'],
  difficulty: 3,
  maxSteps: 35,
  params: ({ rng, world }) => {
    const target = rng.pick(cal.singleEvents(world, 0, 20));
    const { contacts, messages: s } = world.apps;
    // Conversations with contacts who are not invited yet: the sender, and a runner-up for the near miss.
    const eligible = s.conversations.filter((c) => {
      const contact = findContactByPhone(contacts, c.address);
      return c.messages.length > 0 && contact !== undefined && !target.invitees.includes(contact.id);
    });
    const [sender, runnerUp] = rng.sample(eligible, 2);
    const senderContact = findContactByPhone(contacts, sender!.address)!;
    return {
      id: target.id, title: target.title, day: cal.startOfDay(target.start), invitees: target.invitees,
      conversationId: sender!.id, runnerUpId: runnerUp!.id, contactId: senderContact.id, name: fullName(senderContact), text: NEWEST as string,
    };
  },
  goal: (p) => `Invite the person who sent you the most recent text message to "${p.title}" on ${cal.formatLongDate(p.day)}.`,
  named: (p, s) => {
    const incoming = s.apps.messages.conversations.flatMap((c) => c.messages.filter((m) => m.from === 'them').map((m) => m.at));
    const newest = Math.max(...incoming);
    return { [`"${p.title}" on ${cal.formatLongDate(p.day)}`]: cal.eventsTitledOn(s, p.title, p.day), 'the most recent text message you received': incoming.filter((at) => at === newest).length };
  },
  // The sender's conversation ends with the newest message of all, from them; the runner-up's with the one before.
  setup: (d, p) => { messages.receive(d, p.runnerUpId, BEFORE, 45_000); messages.receive(d, p.conversationId, NEWEST, 30_000); },
  checks: (p) => [
    expectEqual(`the invitees are the previous ones plus ${p.name}`, [...p.invitees, p.contactId].sort(), ({ after }) => [...(cal.event(after, p.id)?.invitees ?? [])].sort()),
  ],
  // Only that event's invitees; opening Messages marks conversations read (routine).
  changes: (p) => [modified(cal.EVENTS, p.id, ['invitees'])],
  oracle: async (ui, p) => { await cal.edit(ui, p.title, p.day, { invite: [await senderOf(ui, p.text)] }); await ui.done(); },
  alternatives: [
    { name: 'invites the sender of the message before by mistake, removes them, then invites the sender', run: async (ui, p) => {
      const [wrong, right] = [await senderOf(ui, BEFORE), await senderOf(ui, NEWEST)];
      await cal.editEvent(ui, p.title, p.day);
      await cal.invite(ui, wrong);
      await ui.scrollTo({ text: `Remove ${wrong}`, role: 'button' });
      await ui.tap({ text: `Remove ${wrong}`, role: 'button' });
      await cal.invite(ui, right);
      await cal.save(ui);
      await ui.done();
    } },
    { name: 'searches the invitee by first name and picks the sender from the suggestions', run: async (ui, p) => {
      const name = await senderOf(ui, NEWEST);
      await cal.editEvent(ui, p.title, p.day);
      await cal.invite(ui, name, name.split(' ')[0]);
      await cal.save(ui);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'invites the sender of the message before', params: (p) => ({ ...p, text: BEFORE }) },
    { name: 'invites the sender and the sender of the message before', run: async (ui, p) => {
      const names = [await senderOf(ui, NEWEST), await senderOf(ui, BEFORE)];
      await cal.edit(ui, p.title, p.day, { invite: names });
      await ui.done();
    } },
    { name: 'adds the invitee but does not save', run: async (ui, p) => {
      const name = await senderOf(ui, NEWEST);
      await cal.editEvent(ui, p.title, p.day);
      await cal.invite(ui, name);
      await ui.back();
      await ui.done();
    } },
  ],
});
