import { defineTask } from '../define.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import * as phone from './kit.ts';
import { peopleNamed } from '../contacts/kit.ts';

export default defineTask({
  id: 'phone/call-two-contacts',
  apps: ['phone'],
  difficulty: 3,
  maxSteps: 28,
  params: ({ rng, world }) => {
    const [first, second] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    return { first: fullName(first), firstPhone: first.phone, second: fullName(second), secondPhone: second.phone };
  },
  goal: (p) => `Call ${p.first}, hang up, and then call ${p.second}.`,
  named: (p, initial) => ({ [`the contact ${p.first}`]: peopleNamed(initial, p.first), [`the contact ${p.second}`]: peopleNamed(initial, p.second) }),
  changes: () => phone.callChanges(),
  checks: (p) => phone.called([p.first, p.second], [p.firstPhone, p.secondPhone]),
  oracle: phone.finish(async (ui, p) => {
    await ui.launch('Phone');
    await phone.callContact(ui, p.first);
    await phone.callContact(ui, p.second);
  }),
  alternatives: [
    { name: 'redials the first one before calling the second', run: phone.finish(async (ui, p) => {
      await ui.launch('Phone');
      await phone.callContact(ui, p.first);
      await phone.callContact(ui, p.first);
      await phone.callContact(ui, p.second);
    }) },
    { name: 'both from their pages in Contacts', run: phone.finish(async (ui, p) => {
      await phone.callFromContactPage(ui, p.first);
      await phone.callFromContactPage(ui, p.second);
    }) },
    { name: "the first one's number dialled on the keypad, the second call left running", run: phone.finish(async (ui, p) => {
      await phone.dialFresh(ui, p.firstPhone);
      await phone.callContact(ui, p.second, false);
    }) },
  ],
  nearMisses: [
    { name: 'calls them in the wrong order', params: (p) => ({ ...p, first: p.second, second: p.first }) },
    { name: 'calls only the first one', run: phone.finish((ui, p) => phone.callFromContactPage(ui, p.first)) },
    { name: 'calls the first one twice', params: (p) => ({ ...p, second: p.first }) },
    // A redial folds into the call just before it, not into one made before the second person's.
    { name: 'calls both, then the first one again', run: phone.finish(async (ui, p) => {
      await ui.launch('Phone');
      await phone.callContact(ui, p.first);
      await phone.callContact(ui, p.second);
      await phone.callContact(ui, p.first);
    }) },
  ],
});
