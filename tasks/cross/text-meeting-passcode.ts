import { defineTask } from '../define.ts';
import { frame, shown } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as messages from '../messages/kit.ts';
import * as mt from '../meetings/kit.ts';

/** The message the goal asks for, the passcode in its slot. */
const FRAME = frame('Passcode: CODE', 'CODE', { type: 'text', what: 'the passcode' });

async function readPasscode(ui: TaskUi, title: string): Promise<string> {
  await mt.openMeeting(ui, title);
  return mt.field(ui, 'Passcode');
}

export default defineTask({
  id: 'cross/text-meeting-passcode',
  apps: ['meetings', 'messages', 'contacts'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(mt.upcomingOf(world), 2);
    const [recipient, wrong] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== '' && c.firstName !== ''), 2) as [Contact, Contact];
    return {
      id: target!.id, title: target!.title, otherTitle: other!.title, passcode: target!.passcode,
      name: fullName(recipient), phone: recipient.phone, otherName: fullName(wrong),
      ...messages.conversationFor(world, recipient.phone),
    };
  },
  goal: (p) => `Text ${p.name} "${shown(FRAME)}" with the passcode of the meeting "${p.title}" in Meetings.`,
  named: (p, s) => ({ [p.title]: mt.meetingsNamed(s, p.title), [p.name]: peopleNamed(s, p.name) }),
  setup: (d) => { d.apps.settings.airplaneMode = false; },
  checks: (p) => messages.sentFramed(p.name, p.phone, FRAME, p.passcode),
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => {
    await messages.compose(ui, p.name, shown(FRAME, await readPasscode(ui, p.title)));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the contact's page in Contacts", run: async (ui, p) => {
      await messages.sendFromContact(ui, p.name, shown(FRAME, await readPasscode(ui, p.title)));
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: "sends another meeting's passcode", params: (p) => ({ ...p, title: p.otherTitle }) },
    { name: 'texts someone else', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'sends the join link instead', run: async (ui, p) => {
      await mt.openMeeting(ui, p.title);
      await messages.compose(ui, p.name, shown(FRAME, mt.field(ui, 'Join link')));
      await ui.done();
    } },
  ],
});
