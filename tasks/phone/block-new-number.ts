import { defineTask } from '../define.ts';
import { phoneMatchKey } from '../../apps/contacts/state.ts';
import * as phone from './kit.ts';

export default defineTask({
  id: 'phone/block-new-number',
  apps: ['phone'],
  difficulty: 2,
  maxSteps: 39,
  // A number blocked already, for the alternative that unblocks it by mistake and blocks it again.
  params: ({ rng, world }) => ({ number: phone.freshNumber(world, () => rng.phone()), alreadyBlocked: world.apps.phone.blocked.at(-1)!.number }),
  goal: (p) => `Add ${p.number} to the blocked numbers in the Phone app's settings.`,
  changes: () => phone.blockedListChanges(),
  checks: (p) => phone.blockedListAfter([p.number]),
  oracle: phone.finish((ui, p) => phone.addBlocked(ui, p.number)),
  alternatives: [
    { name: 'typed as bare digits', params: (p) => ({ ...p, number: phoneMatchKey(p.number) }) },
    { name: 'cancelled once, then added', run: phone.finish(async (ui, p) => {
      await phone.addBlocked(ui, p.number, false);
      await phone.addBlocked(ui, p.number);
    }) },
    { name: 'a blocked number unblocked by mistake and blocked again first', run: phone.finish(async (ui, p) => {
      await phone.unblockInList(ui, p.alreadyBlocked);
      await phone.addBlocked(ui, p.alreadyBlocked);
      await phone.addBlocked(ui, p.number);
    }) },
    { name: 'a number one digit off added, unblocked again, then the right one added', run: phone.finish(async (ui, p) => {
      const wrong = phone.lastDigitOff(p.number);
      await phone.addBlocked(ui, wrong);
      await ui.tap({ text: `Unblock ${wrong}`, role: 'button' });
      await ui.tap({ text: 'Unblock', role: 'button' });
      await phone.addBlocked(ui, p.number);
    }) },
  ],
  undo: async (ui, p) => {
    await ui.tap({ text: `Unblock ${p.number}`, role: 'button' });
    await ui.tap({ text: 'Unblock', role: 'button' });
  },
  nearMisses: [
    { name: 'one digit wrong', params: (p) => ({ ...p, number: phone.lastDigitOff(p.number) }) },
    { name: 'cancels the dialog', run: phone.finish((ui, p) => phone.addBlocked(ui, p.number, false)) },
    // The list is a set of numbers: one left out of it is a change, whatever was added.
    { name: 'adds it, and unblocks a number that was blocked already', run: phone.finish(async (ui, p) => {
      await phone.addBlocked(ui, p.number);
      await ui.tap({ text: `Unblock ${p.alreadyBlocked}`, role: 'button' });
      await ui.tap({ text: 'Unblock', role: 'button' });
    }) },
  ],
});
