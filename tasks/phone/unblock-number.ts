import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import * as phone from './kit.ts';

export default defineTask({
  id: 'phone/unblock-number',
  apps: ['phone'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const [target, other] = rng.shuffle(world.apps.phone.blocked);
    return { id: target!.id, number: target!.number, otherNumber: other!.number };
  },
  goal: (p) => `Unblock ${p.number} in the Phone app's settings.`,
  // The blocked list may lose this number and nothing else; nothing may be added to it.
  changes: (p) => [removed(phone.BLOCKED, { which: p.id })],
  checks: (p) => [expectEqual(`${p.number} is no longer blocked`, false, ({ after }) => after.apps.phone.blocked.some((b) => b.id === p.id))],
  oracle: phone.finish((ui, p) => phone.unblockInList(ui, p.number)),
  alternatives: [
    { name: 'the other number opened and cancelled first', run: phone.finish(async (ui, p) => {
      await phone.unblockInList(ui, p.otherNumber, false);
      await phone.unblockInList(ui, p.number);
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
