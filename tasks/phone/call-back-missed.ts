import { defineTask } from '../define.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { CALL_CHANGES, calledInOrder, contactsNotInLog, logKept, nthRow, stageMissedCalls } from './calling.ts';

export default defineTask({
  id: 'phone/call-back-missed',
  apps: ['phone'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    // Three people the log does not mention yet: the last missed caller, an earlier one, and
    // someone you talked to after both.
    const [caller, earlier, talked] = rng.sample(contactsNotInLog(world), 3) as [Contact, Contact, Contact];
    return {
      name: fullName(caller), phone: caller.phone,
      earlierName: fullName(earlier), earlierPhone: earlier.phone,
      talkedName: fullName(talked), talkedPhone: talked.phone,
      missedAgo: rng.int(30, 150), earlierAgo: rng.int(160, 300), talkedAgo: rng.int(5, 25),
    };
  },
  goal: () => 'Call back the person whose call you missed most recently.',
  setup: (d, p) => stageMissedCalls(d, p),
  checks: (p) => [...calledInOrder([p.name], [p.phone]), logKept()],
  allowedChanges: CALL_CHANGES,
  oracle: async (ui) => {
    await ui.openApp('Phone');
    const name = nthRow(ui, /^Missed( · |$)/, 0);
    await ui.tap({ text: `Call ${name}`, role: 'button' });
    await ui.tap({ text: 'End call', role: 'button' });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'calls back the missed call before the last one',
      run: async (ui) => {
        await ui.openApp('Phone');
        const name = nthRow(ui, /^Missed( · |$)/, 1);
        await ui.tap({ text: `Call ${name}`, role: 'button' });
        await ui.tap({ text: 'End call', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'calls the most recent caller, who was not missed',
      run: async (ui, p) => {
        await ui.openApp('Phone');
        await ui.tap({ text: `Call ${p.talkedName}`, role: 'button' });
        await ui.tap({ text: 'End call', role: 'button' });
        await ui.done();
      },
    },
  ],
});
