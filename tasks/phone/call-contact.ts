import { defineTask } from '../define.ts';
import { fullName, sortContacts } from '../../apps/contacts/state.ts';
import * as phone from './kit.ts';

export default defineTask({
  id: 'phone/call-contact',
  apps: ['phone'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const contacts = sortContacts(world.apps.contacts.contacts.filter((c) => c.phone !== ''));
    const index = rng.int(0, contacts.length - 1);
    const target = contacts[index]!;
    // The contact next to it in the list, for the near miss that calls the wrong row.
    const neighbour = contacts[index + 1] ?? contacts[index - 1]!;
    return { name: fullName(target), phone: target.phone, neighbour: fullName(neighbour) };
  },
  goal: (p) => `Call ${p.name}.`,
  changes: () => phone.callChanges(),
  checks: (p) => phone.called([p.name], [p.phone]),
  oracle: async (ui, p) => {
    await ui.launch('Phone');
    await phone.callContact(ui, p.name);
    await ui.done();
  },
  alternatives: [
    { name: "the Call button on the contact's page in Contacts", run: async (ui, p) => {
      await phone.callFromContactPage(ui, p.name);
      await ui.done();
    } },
    { name: 'their number dialled on the keypad', run: async (ui, p) => {
      await ui.launch('Phone');
      await phone.dial(ui, p.phone);
      await phone.hangUp(ui);
      await ui.done();
    } },
    { name: 'the call left running', run: async (ui, p) => {
      await ui.launch('Phone');
      await phone.callContact(ui, p.name, false);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'calls the neighbouring contact', params: (p) => ({ ...p, name: p.neighbour }) },
    { name: 'dials the number with one digit wrong', run: async (ui, p) => {
      await ui.launch('Phone');
      await phone.dial(ui, phone.lastDigitOff(p.phone));
      await phone.hangUp(ui);
      await ui.done();
    } },
  ],
});
