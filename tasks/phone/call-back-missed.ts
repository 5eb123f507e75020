import { defineTask } from '../define.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import * as phone from './kit.ts';

/** Open Phone at Recents and read the title of the newest row whose line says Missed: the call the goal means. */
async function newestMissedCaller(ui: TaskUi): Promise<string> {
  await ui.launch('Phone');
  return phone.newestRowTitle(ui, phone.MISSED_LINE);
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
      name: fullName(caller), phone: caller.phone, earlierName: fullName(earlier), earlierPhone: earlier.phone, talkedName: fullName(talked), talkedPhone: talked.phone,
      missedAgo: rng.int(30, 150), earlierAgo: rng.int(160, 300), talkedAgo: rng.int(5, 25),
    };
  },
  goal: () => 'Call back the person whose call you missed most recently.',
  named: (_p, initial) => ({ 'the call you missed most recently': phone.newestTies(initial, (c) => c.type === 'missed') }),
  setup: (d, p) => phone.stageMissedCalls(d, p),
  changes: () => phone.callChanges(),
  checks: (p) => phone.called([p.name], [p.phone]),
  oracle: phone.finish((ui, p) => phone.callFromRow(ui, p.name)),
  alternatives: [
    { name: "reads the newest missed call in Recents, then the Call button on its details", run: phone.finish(async (ui) => phone.callFromDetails(ui, await newestMissedCaller(ui))) },
    { name: "read in Recents, then called from the caller's page in Contacts", run: phone.finish(async (ui) => phone.callFromContactPage(ui, await newestMissedCaller(ui))) },
    { name: "the missed caller's number dialled on the keypad, the call left running", run: phone.finish(async (ui, p) => {
      await ui.launch('Phone');
      await phone.dial(ui, p.phone);
    }) },
  ],
  nearMisses: [
    { name: 'calls back an earlier missed caller', params: (p) => ({ ...p, name: p.earlierName }) },
    { name: 'calls the most recent caller, who was not missed', params: (p) => ({ ...p, name: p.talkedName }) },
    // The goal names one person: calling back an earlier missed call as well rings someone it did not ask for.
    { name: 'calls back the last missed caller, then an earlier one as well', run: phone.finish(async (ui, p) => {
      await phone.callFromRow(ui, p.name);
      await phone.callFromRow(ui, p.earlierName);
    }) },
  ],
});
