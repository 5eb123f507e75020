import { defineTask } from '../define.ts';
import { findContactByPhone } from '../../apps/contacts/state.ts';
import { CALL_CHANGES, calledInOrder, dial, lastDigitOff, logKept } from './calling.ts';

export default defineTask({
  id: 'phone/dial-number',
  apps: ['phone'],
  difficulty: 2,
  maxSteps: 35,
  params: ({ rng, world }) => {
    let number = rng.phone();
    while (findContactByPhone(world.apps.contacts, number)) number = rng.phone();
    return { number };
  },
  goal: (p) => `Dial ${p.number} on the keypad and call it.`,
  checks: (p) => [...calledInOrder([p.number], [p.number]), logKept()],
  allowedChanges: CALL_CHANGES,
  oracle: async (ui, p) => {
    await ui.openApp('Phone');
    await dial(ui, p.number);
    await ui.tap({ text: 'End call', role: 'button' });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'one digit wrong',
      run: async (ui, p) => {
        await ui.openApp('Phone');
        await dial(ui, lastDigitOff(p.number));
        await ui.tap({ text: 'End call', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'types the number but never presses Call',
      run: async (ui, p) => {
        await ui.openApp('Phone');
        await dial(ui, p.number, false);
        await ui.done();
      },
    },
    {
      name: 'drops the last digit',
      run: async (ui, p) => {
        await ui.openApp('Phone');
        await dial(ui, p.number, false);
        await ui.tap({ text: 'Backspace', role: 'button' });
        await ui.tap({ text: 'Call', role: 'button' });
        await ui.tap({ text: 'End call', role: 'button' });
        await ui.done();
      },
    },
  ],
});
