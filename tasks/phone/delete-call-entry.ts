import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { fullName } from '../../apps/contacts/state.ts';
import { HOUR } from '../../apps/kit/time.ts';
import type { TaskUi } from '../ui.ts';
import { contactsNotInLog } from './calling.ts';

/** Open a row of Recents and delete that call, confirming or not. */
async function deleteRow(ui: TaskUi, title: string, confirm: boolean): Promise<void> {
  await ui.openApp('Phone');
  await ui.scrollTo({ text: title, role: 'button' });
  await ui.tap({ text: title, role: 'button' });
  await ui.tap({ text: 'Delete from call log', role: 'button' });
  await ui.tap({ text: confirm ? 'Delete' : 'Cancel', role: 'button' });
}

export default defineTask({
  id: 'phone/delete-call-entry',
  apps: ['phone'],
  difficulty: 2,
  maxSteps: 15,
  // A call with someone the log mentions nowhere else, so that "the call with X" is one entry.
  params: ({ rng, world }) => {
    const person = rng.pick(contactsNotInLog(world));
    return {
      id: `l${world.apps.phone.nextId}`,
      name: fullName(person),
      phone: person.phone,
      type: rng.pick(['incoming', 'outgoing'] as const),
      hoursAgo: rng.int(26, 120),
    };
  },
  goal: (p) => `Delete the call with ${p.name} from your call log.`,
  setup: (d, p) => {
    const s = d.apps.phone;
    s.calls.push({ id: p.id, number: p.phone, type: p.type, at: d.os.now - p.hoursAgo * HOUR, duration: 187, seen: true });
    s.nextId += 1;
  },
  checks: (p) => [
    expectEqual(`the call with ${p.name} is no longer in the log`, false, ({ after }) => after.apps.phone.calls.some((c) => c.id === p.id)),
    expectEqual('one call fewer than before', -1, ({ before, after }) => after.apps.phone.calls.length - before.apps.phone.calls.length),
  ],
  // Opening a missed call marks it seen.
  allowedChanges: (p) => [`apps.phone.calls[${p.id}]`, 'apps.phone.calls[*].seen'],
  oracle: async (ui, p) => {
    await deleteRow(ui, p.name, true);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'deletes the newest other call instead',
      run: async (ui, p) => {
        await ui.openApp('Phone');
        const newest = ui.tree().find((e) => e.role === 'button' && !e.text.startsWith('Call ') && e.text !== 'More options' && e.text !== p.name)!;
        await deleteRow(ui, newest.text, true);
        await ui.done();
      },
    },
    {
      name: 'cancels the confirmation',
      run: async (ui, p) => {
        await deleteRow(ui, p.name, false);
        await ui.done();
      },
    },
  ],
});
