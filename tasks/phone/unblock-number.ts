import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';

/** Phone settings, Blocked numbers, then a number's Unblock button, confirming or not. */
async function unblock(ui: TaskUi, number: string, confirm: boolean): Promise<void> {
  await ui.openApp('Phone');
  await ui.tap({ text: 'More options', role: 'button' });
  await ui.tap({ text: 'Settings', role: 'button' });
  await ui.tap({ text: 'Blocked numbers', role: 'button' });
  await ui.tap({ text: `Unblock ${number}`, role: 'button' });
  await ui.tap({ text: confirm ? 'Unblock' : 'Cancel', role: 'button' });
}

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
  checks: (p) => [
    expectEqual(`${p.number} is no longer blocked`, false, ({ after }) => after.apps.phone.blocked.some((b) => b.id === p.id)),
    expectEqual('one blocked number fewer', -1, ({ before, after }) => after.apps.phone.blocked.length - before.apps.phone.blocked.length),
  ],
  allowedChanges: (p) => [`apps.phone.blocked[${p.id}]`],
  oracle: async (ui, p) => {
    await unblock(ui, p.number, true);
    await ui.done();
  },
  undo: async (ui, p) => {
    await ui.tap({ text: 'Add a number', role: 'button' });
    await ui.fill({ hint: 'Phone number' }, p.number);
    await ui.tap({ text: 'Block', role: 'button' });
  },
  nearMisses: [
    {
      name: 'unblocks the other blocked number',
      run: async (ui, p) => {
        await unblock(ui, p.otherNumber, true);
        await ui.done();
      },
    },
    {
      name: 'cancels the confirmation',
      run: async (ui, p) => {
        await unblock(ui, p.number, false);
        await ui.done();
      },
    },
  ],
});
