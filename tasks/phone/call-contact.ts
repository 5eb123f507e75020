import { defineTask } from '../define.ts';
import { fullName, sortContacts } from '../../apps/contacts/state.ts';
import { findConversationByAddress } from '../../apps/messages/state.ts';
import * as phone from './kit.ts';
import { peopleNamed } from '../contacts/kit.ts';

export default defineTask({
  id: 'phone/call-contact',
  apps: ['phone'],
  difficulty: 1,
  maxSteps: 22,
  params: ({ rng, world }) => {
    const contacts = sortContacts(world.apps.contacts.contacts.filter((c) => c.phone !== ''));
    const index = rng.int(0, contacts.length - 1);
    const target = contacts[index]!;
    // The contact next to it in the list (the near miss that calls the wrong row); whether Messages has a conversation with them.
    const neighbour = contacts[index + 1] ?? contacts[index - 1]!;
    return { name: fullName(target), phone: target.phone, neighbour: fullName(neighbour), texted: findConversationByAddress(world.apps.messages, target.phone) !== undefined };
  },
  goal: (p) => `Call ${p.name}.`,
  named: (p, initial) => ({ [`the contact ${p.name}`]: peopleNamed(initial, p.name) }),
  changes: () => phone.callChanges(),
  checks: (p) => phone.called([p.name], [p.phone]),
  oracle: phone.finish(async (ui, p) => {
    await ui.launch('Phone');
    await phone.callContact(ui, p.name);
  }),
  alternatives: [
    { name: "the Call button on the contact's page in Contacts", run: phone.finish((ui, p) => phone.callFromContactPage(ui, p.name)) },
    { name: 'the Call button of their Messages conversation (their Contacts page when there is none)', run: phone.finish((ui, p) => (p.texted ? phone.callFromMessages(ui, p.name) : phone.callFromContactPage(ui, p.name))) },
    { name: 'their number dialled on the keypad', run: phone.finish((ui, p) => phone.dialFresh(ui, p.phone)) },
    // Hung up too soon and called again: one more ring for the same person, not a call to anyone else.
    { name: 'calls, hangs up, and redials them from the contact list', run: phone.finish(async (ui, p) => {
      await ui.launch('Phone');
      await phone.callContact(ui, p.name);
      await phone.callContact(ui, p.name);
    }) },
  ],
  nearMisses: [
    { name: 'calls the neighbouring contact', params: (p) => ({ ...p, name: p.neighbour }) },
    { name: 'dials the number with one digit wrong', run: phone.finish((ui, p) => phone.dialFresh(ui, phone.lastDigitOff(p.phone))) },
    // A call placed to the wrong person rang their phone: deleting it from Recents and calling the right one does not undo it.
    { name: 'calls the neighbouring contact by mistake, deletes that call from Recents, then calls them', run: phone.finish(async (ui, p) => {
      await ui.launch('Phone');
      await phone.callContact(ui, p.neighbour);
      await phone.deleteRow(ui, p.neighbour);
      await ui.launch('Phone');
      await phone.callContact(ui, p.name);
    }) },
  ],
});
