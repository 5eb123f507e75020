import { defineTask } from '../define.ts';
import { sameNumber } from '../../apps/phone/state.ts';
import * as phone from './kit.ts';

export default defineTask({
  id: 'phone/unblock-number',
  apps: ['phone'],
  difficulty: 2,
  maxSteps: 28,
  params: ({ rng, world }) => {
    const [target, other] = rng.shuffle(world.apps.phone.blocked);
    // Whether the call log holds its calls, whose details page has an Unblock button of its own.
    const logged = world.apps.phone.calls.some((c) => sameNumber(c.number, target!.number));
    return { id: target!.id, number: target!.number, otherNumber: other!.number, logged };
  },
  goal: (p) => `Unblock ${p.number} in the Phone app's settings.`,
  named: (p, initial) => ({ [`the blocked number ${p.number}`]: initial.apps.phone.blocked.filter((b) => sameNumber(b.number, p.number)).length }),
  // The blocked list loses this number and keeps every other (one unblocked by mistake and blocked again is kept).
  changes: () => phone.blockedListChanges(),
  checks: (p) => phone.blockedListAfter([], [p.number]),
  oracle: phone.finish((ui, p) => phone.unblockInList(ui, p.number)),
  alternatives: [
    { name: 'the other number opened and cancelled first', run: phone.finish(async (ui, p) => {
      await phone.unblockInList(ui, p.otherNumber, false);
      await phone.unblockInList(ui, p.number);
    }) },
    { name: 'the other number unblocked by mistake and blocked again first', run: phone.finish(async (ui, p) => {
      await phone.unblockInList(ui, p.otherNumber);
      await ui.tap({ text: 'Add a number', role: 'button' });
      await ui.fill({ hint: 'Phone number' }, p.otherNumber);
      await ui.tap({ text: 'Block', role: 'button' });
      await phone.unblockInList(ui, p.number);
    }) },
    { name: "unblocked from its call's details in Recents (in Settings when the log has none)", run: phone.finish(async (ui, p) => {
      if (!p.logged) return phone.unblockInList(ui, p.number);
      await phone.openRow(ui, p.number);
      await phone.unblockOpen(ui);
    }) },
  ],
  undo: async (ui, p) => {
    await ui.tap({ text: 'Add a number', role: 'button' });
    await ui.fill({ hint: 'Phone number' }, p.number);
    await ui.tap({ text: 'Block', role: 'button' });
  },
  nearMisses: [
    { name: 'unblocks the other blocked number', params: (p) => ({ ...p, number: p.otherNumber }) },
    { name: 'cancels the confirmation', run: phone.finish((ui, p) => phone.unblockInList(ui, p.number, false)) },
  ],
});
