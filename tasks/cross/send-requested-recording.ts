// Cross-app: a contact asks in Messages for a recording by its name; share that recording with them
// from Recorder (a share is a text delivered, in the ledger, written by Messages' model).
import { defineTask } from '../define.ts';
import { MINUTE } from '../../apps/kit/time.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { conversationWith } from '../../apps/messages/model.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as messages from '../messages/kit.ts';
import * as rec from '../recorder/kit.ts';
import type { TaskUi } from '../ui.ts';

/** Open the conversation and read the recording's name from the newest text (between quotes). */
async function askedFor(ui: TaskUi, person: string): Promise<string> {
  await messages.openThread(ui, person);
  return /"(.+)"/.exec(messages.lastIncoming(ui))![1]!;
}

export default defineTask({
  id: 'cross/send-requested-recording',
  apps: ['messages', 'recorder', 'contacts'],
  difficulty: 3,
  maxSteps: 22,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(rec.liveOf(world), 2);
    const [person, otherPerson] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    return {
      id: target!.id, name: target!.name, otherName: other!.name,
      person: fullName(person), first: person.firstName, phone: person.phone, otherPerson: fullName(otherPerson),
      ...messages.conversationFor(world, person.phone),
    };
  },
  goal: (p) => `${p.person} asked you for a recording in Messages. Send it to them with Recorder's Share.`,
  named: (p, s) => ({ [p.person]: peopleNamed(s, p.person), [`the recording "${p.name}"`]: rec.recordingsNamed(s, p.name) }),
  setup: (d, p) => {
    // The ask is their newest text; a conversation the setup made is no longer new to the episode.
    const id = conversationWith(d.apps.messages, p.phone);
    messages.receive(d, id, `Hi! Could you send me your recording "${p.name}"? I'd love to hear it again.`, 20 * MINUTE);
  },
  changes: (p) => [...messages.sendRules({ ...p, existing: true, conversationId: p.conversationId })],
  checks: (p) => rec.sharedOne(p),
  oracle: rec.script(async (ui, p) => {
    const name = await askedFor(ui, p.person);
    await rec.openRecording(ui, name, 'search');
    await rec.shareHere(ui, p.person);
  }),
  alternatives: [
    { name: "shares it from the list's row menu, picking the conversation", run: rec.script(async (ui, p) => {
      const name = await askedFor(ui, p.person);
      await rec.open(ui);
      await rec.menu(ui, name, 'Share');
      await ui.tap({ text: `Conversation ${p.person}`, role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'shares another recording', run: rec.script(async (ui, p) => {
      await askedFor(ui, p.person);
      await rec.openRecording(ui, p.otherName, 'search');
      await rec.shareHere(ui, p.person);
    }) },
    { name: 'shares it with someone else', run: rec.script(async (ui, p) => {
      const name = await askedFor(ui, p.person);
      await rec.openRecording(ui, name, 'search');
      await rec.shareHere(ui, p.otherPerson);
    }) },
    { name: "texts the recording's name instead of sharing it", run: rec.script(async (ui, p) => {
      const name = await askedFor(ui, p.person);
      await messages.write(ui, `Voice recording: ${name}`);
    }) },
  ],
});
