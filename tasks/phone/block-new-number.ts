import { defineTask } from '../define.ts';
import { deepEqual, expectEqual, expectThat } from '../../judges/index.ts';
import { findContactByPhone, phoneMatchKey } from '../../apps/contacts/state.ts';
import { isBlocked } from '../../apps/phone/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import { lastDigitOff } from './calling.ts';

const blockedKeys = (s: DeviceState) => s.apps.phone.blocked.map((b) => phoneMatchKey(b.number)).sort();

/** Phone settings, Blocked numbers, Add a number: type it, then Block or Cancel. */
async function addBlocked(ui: TaskUi, number: string, confirm: boolean): Promise<void> {
  await ui.openApp('Phone');
  await ui.tap({ text: 'More options', role: 'button' });
  await ui.tap({ text: 'Settings', role: 'button' });
  await ui.tap({ text: 'Blocked numbers', role: 'button' });
  await ui.tap({ text: 'Add a number', role: 'button' });
  await ui.fill({ hint: 'Phone number' }, number);
  await ui.tap({ text: confirm ? 'Block' : 'Cancel', role: 'button' });
}

export default defineTask({
  id: 'phone/block-new-number',
  apps: ['phone'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const { contacts, phone } = world.apps;
    let number = rng.phone();
    while (findContactByPhone(contacts, number) || phone.calls.some((c) => phoneMatchKey(c.number) === phoneMatchKey(number)) || isBlocked(phone, number)) number = rng.phone();
    return { number };
  },
  goal: (p) => `Add ${p.number} to the blocked numbers in the Phone app's settings.`,
  checks: (p) => [
    expectEqual(`${p.number} is blocked`, true, ({ after }) => isBlocked(after.apps.phone, p.number)),
    expectThat('no other number was blocked or unblocked', 'the blocked numbers before, plus this one', ({ after }) => blockedKeys(after), (keys, { before }) =>
      deepEqual(keys, [...blockedKeys(before), phoneMatchKey(p.number)].sort())),
  ],
  allowedChanges: ['apps.phone.blocked', 'apps.phone.nextId'],
  oracle: async (ui, p) => {
    await addBlocked(ui, p.number, true);
    await ui.done();
  },
  undo: async (ui, p) => {
    await ui.tap({ text: `Unblock ${p.number}`, role: 'button' });
    await ui.tap({ text: 'Unblock', role: 'button' });
  },
  nearMisses: [
    {
      name: 'one digit wrong',
      run: async (ui, p) => {
        await addBlocked(ui, lastDigitOff(p.number), true);
        await ui.done();
      },
    },
    {
      name: 'cancels the dialog',
      run: async (ui, p) => {
        await addBlocked(ui, p.number, false);
        await ui.done();
      },
    },
  ],
});
