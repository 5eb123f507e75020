import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { findContactByPhone, phoneMatchKey } from '../../apps/contacts/state.ts';
import { HOUR } from '../../apps/kit/time.ts';
import { isBlocked } from '../../apps/phone/state.ts';
import type { TaskUi } from '../ui.ts';

/** Open the number's newest row in Recents and delete that one call. */
async function deleteOne(ui: TaskUi, number: string): Promise<void> {
  await ui.scrollTo({ text: number, role: 'button' });
  await ui.tap({ text: number, role: 'button' });
  await ui.tap({ text: 'Delete from call log', role: 'button' });
  await ui.tap({ text: 'Delete', role: 'button' });
}

const TYPES = ['missed', 'incoming', 'missed', 'outgoing', 'missed'] as const;

export default defineTask({
  id: 'phone/delete-number-history',
  apps: ['phone'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const { contacts, phone } = world.apps;
    let number = rng.phone();
    while (findContactByPhone(contacts, number) || isBlocked(phone, number) || phone.calls.some((c) => phoneMatchKey(c.number) === phoneMatchKey(number))) number = rng.phone();
    const count = rng.int(3, 4);
    const hours = rng.sample([2, 5, 9, 20, 30, 47, 70, 96, 120, 140], count).sort((a, b) => a - b);
    const first = phone.nextId;
    return { number, hours, ids: hours.map((_, i) => `l${first + i}`) };
  },
  goal: (p) => `Delete every call with ${p.number} from your call log, and nothing else.`,
  setup: (d, p) => {
    const s = d.apps.phone;
    p.hours.forEach((h, i) => {
      const type = TYPES[i % TYPES.length]!;
      s.calls.push({ id: p.ids[i]!, number: p.number, type, at: d.os.now - h * HOUR, duration: type === 'missed' ? 0 : 60 + 17 * h, seen: true });
    });
    s.nextId += p.ids.length;
  },
  checks: (p) => [
    expectEqual(`no call with ${p.number} is left`, [], ({ after }) => after.apps.phone.calls.filter((c) => p.ids.includes(c.id)).map((c) => c.id)),
    expectEqual(`${p.ids.length} calls fewer than before`, -p.ids.length, ({ before, after }) => after.apps.phone.calls.length - before.apps.phone.calls.length),
  ],
  allowedChanges: (p) => [...p.ids.map((id) => `apps.phone.calls[${id}]`), 'apps.phone.calls[*].seen'],
  oracle: async (ui, p) => {
    await ui.openApp('Phone');
    for (let i = 0; i < p.ids.length; i++) await deleteOne(ui, p.number);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'deletes only the newest call with the number',
      run: async (ui, p) => {
        await ui.openApp('Phone');
        await deleteOne(ui, p.number);
        await ui.done();
      },
    },
    {
      name: 'leaves the oldest call',
      run: async (ui, p) => {
        await ui.openApp('Phone');
        for (let i = 0; i < p.ids.length - 1; i++) await deleteOne(ui, p.number);
        await ui.done();
      },
    },
  ],
});
