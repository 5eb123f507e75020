import { defineTask } from '../define.ts';
import { deepEqual, expectEqual, expectThat } from '../../judges/index.ts';
import { findContactByPhone, fullName, phoneMatchKey } from '../../apps/contacts/state.ts';
import { MINUTE } from '../../apps/kit/time.ts';
import { isBlocked } from '../../apps/phone/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

const blockedKeys = (s: DeviceState) => s.apps.phone.blocked.map((b) => phoneMatchKey(b.number)).sort();

/** Open a number's row in Recents and press Block, confirming or not. */
async function blockFromLog(ui: TaskUi, title: string, confirm: boolean): Promise<void> {
  await ui.openApp('Phone');
  await ui.scrollTo({ text: title, role: 'button' });
  await ui.tap({ text: title, role: 'button' });
  await ui.tap({ text: 'Block number', role: 'button' });
  await ui.tap({ text: confirm ? 'Block' : 'Cancel', role: 'button' });
}

export default defineTask({
  id: 'phone/block-number',
  apps: ['phone'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const { contacts, phone } = world.apps;
    let number = rng.phone();
    while (findContactByPhone(contacts, number) || phone.calls.some((c) => phoneMatchKey(c.number) === phoneMatchKey(number))) number = rng.phone();
    // A contact the log shows, for the near miss that blocks the wrong caller.
    const other = phone.calls.find((c) => findContactByPhone(contacts, c.number) && !isBlocked(phone, c.number))!;
    return { number, agoMinutes: rng.int(20, 600), otherNumber: other.number, otherName: fullName(findContactByPhone(contacts, other.number)!) };
  },
  goal: (p) => `Block ${p.number}, the number that keeps calling you.`,
  setup: (d, p) => {
    const s = d.apps.phone;
    for (const ago of [p.agoMinutes, p.agoMinutes + 95, p.agoMinutes + 1500]) {
      s.calls.push({ id: `l${s.nextId}`, number: p.number, type: 'missed', at: d.os.now - ago * MINUTE, duration: 0, seen: true });
      s.nextId += 1;
    }
  },
  checks: (p) => [
    expectEqual(`${p.number} is blocked`, true, ({ after }) => isBlocked(after.apps.phone, p.number)),
    expectThat(`no other number was blocked or unblocked`, 'the blocked numbers before, plus this one', ({ after }) => blockedKeys(after), (keys, { before }) =>
      deepEqual(keys, [...blockedKeys(before), phoneMatchKey(p.number)].sort())),
  ],
  allowedChanges: ['apps.phone.blocked', 'apps.phone.nextId', 'apps.phone.calls[*].seen'],
  oracle: async (ui, p) => {
    await blockFromLog(ui, p.number, true);
    await ui.done();
  },
  undo: async (ui) => {
    await ui.tap({ text: 'Unblock number', role: 'button' });
    await ui.tap({ text: 'Unblock', role: 'button' });
  },
  nearMisses: [
    {
      name: 'blocks a contact who called instead',
      run: async (ui, p) => {
        await blockFromLog(ui, p.otherName, true);
        await ui.done();
      },
    },
    {
      name: 'cancels the confirmation',
      run: async (ui, p) => {
        await blockFromLog(ui, p.number, false);
        await ui.done();
      },
    },
  ],
});
