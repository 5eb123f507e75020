import { defineTask } from '../define.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { CALL_CHANGES, callContact, calledInOrder, logKept } from './calling.ts';

export default defineTask({
  id: 'phone/call-two-contacts',
  apps: ['phone'],
  difficulty: 3,
  maxSteps: 25,
  params: ({ rng, world }) => {
    const [first, second] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    return { first: fullName(first), firstPhone: first.phone, second: fullName(second), secondPhone: second.phone };
  },
  goal: (p) => `Call ${p.first}, hang up, and then call ${p.second}.`,
  checks: (p) => [...calledInOrder([p.first, p.second], [p.firstPhone, p.secondPhone]), logKept()],
  allowedChanges: CALL_CHANGES,
  oracle: async (ui, p) => {
    await ui.openApp('Phone');
    await callContact(ui, p.first);
    await callContact(ui, p.second);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'calls them in the wrong order',
      run: async (ui, p) => {
        await ui.openApp('Phone');
        await callContact(ui, p.second);
        await callContact(ui, p.first);
        await ui.done();
      },
    },
    {
      name: 'calls only the first one',
      run: async (ui, p) => {
        await ui.openApp('Phone');
        await callContact(ui, p.first);
        await ui.done();
      },
    },
    {
      name: 'calls the first one twice',
      run: async (ui, p) => {
        await ui.openApp('Phone');
        await callContact(ui, p.first);
        await callContact(ui, p.first);
        await ui.done();
      },
    },
  ],
});
