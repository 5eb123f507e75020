import { defineTask } from '../define.ts';
import { fullName, sortContacts } from '../../apps/contacts/state.ts';
import { CALL_CHANGES, callContact, calledInOrder, dial, lastDigitOff, logKept } from './calling.ts';

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
  checks: (p) => [...calledInOrder([p.name], [p.phone]), logKept()],
  allowedChanges: CALL_CHANGES,
  oracle: async (ui, p) => {
    await ui.openApp('Phone');
    await callContact(ui, p.name);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'calls the neighbouring contact',
      run: async (ui, p) => {
        await ui.openApp('Phone');
        await callContact(ui, p.neighbour);
        await ui.done();
      },
    },
    {
      name: 'dials the number with one digit wrong',
      run: async (ui, p) => {
        await ui.openApp('Phone');
        await dial(ui, lastDigitOff(p.phone));
        await ui.tap({ text: 'End call', role: 'button' });
        await ui.done();
      },
    },
  ],
});
