import { defineTask } from '../define.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import * as phone from './kit.ts';

/** The title of the n-th missed call in Recents. */
async function missedCaller(ui: TaskUi, n: number): Promise<string> {
  await ui.launch('Phone');
  return phone.nthRow(ui, phone.MISSED_LINE, n);
}

export default defineTask({
  id: 'phone/call-back-missed',
  apps: ['phone'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    // Three people the log does not mention yet: the last missed caller, an earlier one, and someone you talked to after both.
    const [caller, earlier, talked] = rng.sample(phone.contactsNotInLog(world), 3) as [Contact, Contact, Contact];
    return {
      name: fullName(caller), phone: caller.phone, earlierPhone: earlier.phone, talkedName: fullName(talked), talkedPhone: talked.phone,
      missedAgo: rng.int(30, 150), earlierAgo: rng.int(160, 300), talkedAgo: rng.int(5, 25),
    };
  },
  goal: () => 'Call back the person whose call you missed most recently.',
  setup: (d, p) => phone.stageMissedCalls(d, p),
  changes: () => phone.callChanges(),
  checks: (p) => phone.called([p.name], [p.phone]),
  oracle: phone.finish(async (ui) => phone.callFromRow(ui, await missedCaller(ui, 0))),
  alternatives: [
    { name: "the Call button on the missed call's details", run: phone.finish(async (ui) => phone.callFromDetails(ui, await missedCaller(ui, 0))) },
    { name: "read in Recents, then called from the caller's page in Contacts", run: phone.finish(async (ui) => phone.callFromContactPage(ui, await missedCaller(ui, 0))) },
    { name: "the missed caller's number dialled on the keypad, the call left running", run: phone.finish(async (ui, p) => {
      await missedCaller(ui, 0);
      await phone.dial(ui, p.phone);
    }) },
  ],
  nearMisses: [
    { name: 'calls back the missed call before the last one', run: phone.finish(async (ui) => phone.callFromRow(ui, await missedCaller(ui, 1))) },
    { name: 'calls the most recent caller, who was not missed', run: phone.finish((ui, p) => phone.callFromRow(ui, p.talkedName)) },
    // The goal names one person: calling back the missed call before it as well rings someone it did not ask for.
    { name: 'calls back the last missed caller, then the one before as well', run: phone.finish(async (ui) => {
      await phone.callFromRow(ui, await missedCaller(ui, 0));
      await phone.callFromRow(ui, await missedCaller(ui, 1));
    }) },
  ],
});
