// The cross-app templates that text a contact one field of a meeting's page (its passcode, its
// join link) by a frame: one shape, two templates (tasks/cross/text-meeting-*.ts).
import { defineTask, type Task } from '../define.ts';
import { frame, shown } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { Meeting } from '../../apps/meetings/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as messages from '../messages/kit.ts';
import * as mt from './kit.ts';

export interface FieldText {
  id: string;
  /** The field's label on the meeting's page, and the other field a near miss sends instead. */
  field: 'Passcode' | 'Join link';
  other: 'Passcode' | 'Join link';
  /** The frame, with its placeholder. */
  text: string;
  placeholder: string;
  what: string;
  /** Which meetings may be picked, and how the goal names the meeting. */
  meetings(world: DeviceState): Meeting[];
  value(m: Meeting): string;
  goal(frameShown: string, p: { name: string; title: string }): string;
}

export function textMeetingField(f: FieldText): Task {
  const FRAME = frame(f.text, f.placeholder, { type: 'text', what: f.what });
  const read = async (ui: TaskUi, title: string, label: string): Promise<string> => {
    await mt.openMeeting(ui, title);
    return mt.field(ui, label);
  };
  return defineTask({
    id: f.id,
    apps: ['meetings', 'messages', 'contacts'],
    difficulty: 2,
    maxSteps: 30,
    params: ({ rng, world }) => {
      const [target, other] = rng.sample(f.meetings(world), 2);
      const [recipient, wrong] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== '' && c.firstName !== ''), 2) as [Contact, Contact];
      return {
        id: target!.id, title: target!.title, otherTitle: other!.title, value: f.value(target!),
        name: fullName(recipient), phone: recipient.phone, otherName: fullName(wrong),
        ...messages.conversationFor(world, recipient.phone),
      };
    },
    goal: (p) => f.goal(shown(FRAME), p),
    named: (p, s) => ({ [p.title]: mt.meetingsNamed(s, p.title), [p.name]: peopleNamed(s, p.name) }),
    setup: (d) => { d.apps.settings.airplaneMode = false; },
    checks: (p) => messages.sentFramed(p.name, p.phone, FRAME, p.value),
    changes: (p) => messages.sendRules(p),
    oracle: async (ui, p) => {
      await messages.compose(ui, p.name, shown(FRAME, await read(ui, p.title, f.field)));
      await ui.done();
    },
    alternatives: [
      { name: "texts it from the contact's page in Contacts", run: async (ui, p) => {
        await messages.sendFromContact(ui, p.name, shown(FRAME, await read(ui, p.title, f.field)));
        await ui.done();
      } },
    ],
    nearMisses: [
      { name: "sends another meeting's", params: (p) => ({ ...p, title: p.otherTitle }) },
      { name: `sends the ${f.other.toLowerCase()} instead`, run: async (ui, p) => {
        await messages.compose(ui, p.name, shown(FRAME, await read(ui, p.title, f.other)));
        await ui.done();
      } },
      { name: 'texts someone else', params: (p) => ({ ...p, name: p.otherName }) },
    ],
  });
}
