import { defineTask } from '../define.ts';
import * as phone from './kit.ts';

export default defineTask({
  id: 'phone/dial-number',
  apps: ['phone'],
  difficulty: 2,
  maxSteps: 35,
  params: ({ rng, world }) => ({ number: phone.freshNumber(world, () => rng.phone()) }),
  goal: (p) => `Dial ${p.number} on the keypad and call it.`,
  changes: () => phone.callChanges(),
  checks: (p) => phone.called([p.number], [p.number]),
  oracle: phone.finish((ui, p) => phone.dialFresh(ui, p.number)),
  alternatives: [
    { name: 'with the country code 1 first', run: phone.finish(async (ui, p) => {
      await ui.launch('Phone');
      await ui.tap({ text: 'Keypad', role: 'tab' });
      await ui.tap({ text: '1', role: 'button' });
      await phone.dial(ui, p.number);
    }) },
    { name: 'a wrong last digit erased with Backspace and retyped', run: phone.finish(async (ui, p) => {
      await ui.launch('Phone');
      await phone.dial(ui, phone.lastDigitOff(p.number), false);
      await ui.tap({ text: 'Backspace', role: 'button' });
      await ui.tap({ text: p.number.at(-1)!, role: 'button' });
      await ui.tap({ text: 'Call', role: 'button' });
    }) },
    // Call pressed, then done: a call still ringing was placed all the same.
    { name: 'the call left running', run: phone.finish(async (ui, p) => {
      await ui.launch('Phone');
      await phone.dial(ui, p.number);
    }) },
  ],
  nearMisses: [
    { name: 'one digit wrong', params: (p) => ({ ...p, number: phone.lastDigitOff(p.number) }) },
    { name: 'types the number but never presses Call', run: phone.finish(async (ui, p) => {
      await ui.launch('Phone');
      await phone.dial(ui, p.number, false);
    }) },
    { name: 'drops the last digit', params: (p) => ({ ...p, number: p.number.slice(0, -1) }) },
  ],
});
