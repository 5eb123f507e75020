import { defineTask } from '../define.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import * as phone from './kit.ts';

const MISSED = /^Missed( · |$)/;

export default defineTask({
  id: 'phone/call-back-missed',
  apps: ['phone'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    // Three people the log does not mention yet: the last missed caller, an earlier one, and
    // someone you talked to after both.
    const [caller, earlier, talked] = rng.sample(phone.contactsNotInLog(world), 3) as [Contact, Contact, Contact];
    return {
      name: fullName(caller), phone: caller.phone,
      earlierName: fullName(earlier), earlierPhone: earlier.phone,
      talkedName: fullName(talked), talkedPhone: talked.phone,
      missedAgo: rng.int(30, 150), earlierAgo: rng.int(160, 300), talkedAgo: rng.int(5, 25),
    };
  },
  goal: () => 'Call back the person whose call you missed most recently.',
  setup: (d, p) => phone.stageMissedCalls(d, p),
  changes: () => phone.callChanges(),
  checks: (p) => phone.called([p.name], [p.phone]),
  oracle: async (ui) => {
    await ui.launch('Phone');
    await phone.callFromRow(ui, phone.nthRow(ui, MISSED, 0));
    await ui.done();
  },
  alternatives: [
    { name: "the Call button on the missed call's details", run: async (ui) => {
      await ui.launch('Phone');
      await phone.callFromDetails(ui, phone.nthRow(ui, MISSED, 0));
      await ui.done();
    } },
    { name: "read in Recents, then called from the caller's page in Contacts", run: async (ui) => {
      await ui.launch('Phone');
      const name = phone.nthRow(ui, MISSED, 0);
      await phone.callFromContactPage(ui, name);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'calls back the missed call before the last one', run: async (ui) => {
      await ui.launch('Phone');
      await phone.callFromRow(ui, phone.nthRow(ui, MISSED, 1));
      await ui.done();
    } },
    { name: 'calls the most recent caller, who was not missed', run: async (ui, p) => {
      await phone.callFromRow(ui, p.talkedName);
      await ui.done();
    } },
  ],
});
