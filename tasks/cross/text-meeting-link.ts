import { defineTask } from '../define.ts';
import { frame, shown } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as messages from '../messages/kit.ts';
import * as mt from '../meetings/kit.ts';

/** The message the goal asks for, the join link in its slot (as the meeting's page writes it). */
const FRAME = frame('Join here: LINK', 'LINK', { type: 'text', what: 'the join link' });

async function readLink(ui: TaskUi, title: string): Promise<string> {
  await mt.openMeeting(ui, title);
  return mt.field(ui, 'Join link');
}

export default defineTask({
  id: 'cross/text-meeting-link',
  apps: ['meetings', 'messages', 'contacts'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    // A meeting the owner hosts: the person is asked to join it.
    const [target, other] = rng.sample(mt.hosted(world), 2);
    const [recipient, wrong] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== '' && c.firstName !== ''), 2) as [Contact, Contact];
    return {
      id: target!.id, title: target!.title, otherTitle: other!.title, link: target!.link,
      name: fullName(recipient), phone: recipient.phone, otherName: fullName(wrong),
      ...messages.conversationFor(world, recipient.phone),
    };
  },
  goal: (p) => `Text ${p.name} "${shown(FRAME)}" with the join link of your meeting "${p.title}" in Meetings.`,
  named: (p, s) => ({ [p.title]: mt.meetingsNamed(s, p.title), [p.name]: peopleNamed(s, p.name) }),
  setup: (d) => { d.apps.settings.airplaneMode = false; },
  checks: (p) => messages.sentFramed(p.name, p.phone, FRAME, p.link),
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => {
    await messages.compose(ui, p.name, shown(FRAME, await readLink(ui, p.title)));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the contact's page in Contacts", run: async (ui, p) => {
      await messages.sendFromContact(ui, p.name, shown(FRAME, await readLink(ui, p.title)));
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: "sends another meeting's link", params: (p) => ({ ...p, title: p.otherTitle }) },
    { name: 'sends the passcode instead', run: async (ui, p) => {
      await mt.openMeeting(ui, p.title);
      await messages.compose(ui, p.name, shown(FRAME, mt.field(ui, 'Passcode')));
      await ui.done();
    } },
    { name: 'texts someone else', params: (p) => ({ ...p, name: p.otherName }) },
  ],
});
