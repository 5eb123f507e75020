import { defineTask } from '../define.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as messages from '../messages/kit.ts';
import * as rec from './kit.ts';

export default defineTask({
  id: 'recorder/share',
  apps: ['recorder', 'messages'],
  difficulty: 2,
  maxSteps: 24,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(rec.liveOf(world), 2);
    const [person, otherPerson] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    return {
      id: target!.id, name: target!.name, otherName: other!.name,
      person: fullName(person), phone: person.phone, otherPerson: fullName(otherPerson),
      ...messages.conversationFor(world, person.phone),
    };
  },
  goal: (p) => `Share the recording "${p.name}" from Recorder with ${p.person} in Messages.`,
  named: (p, s) => ({ [p.name]: rec.recordingsNamed(s, p.name), [p.person]: peopleNamed(s, p.person) }),
  changes: (p) => messages.sendRules(p),
  checks: (p) => rec.sharedOne(p),
  oracle: rec.script(async (ui, p) => {
    await rec.openRecording(ui, p.name);
    await rec.shareHere(ui, p.person);
  }),
  alternatives: [
    { name: "shares it from the row's menu, scrolling to the contact", run: rec.script(async (ui, p) => {
      await rec.open(ui);
      await rec.menu(ui, p.name, 'Share');
      await rec.pickRecipient(ui, p.person, false);
    }) },
  ],
  nearMisses: [
    { name: 'shares it with someone else', params: (p) => ({ ...p, person: p.otherPerson }) },
    { name: 'shares another recording', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'shares it twice', run: rec.script(async (ui, p) => {
      await rec.openRecording(ui, p.name);
      await rec.shareHere(ui, p.person);
      await rec.shareHere(ui, p.person);
    }) },
  ],
});
