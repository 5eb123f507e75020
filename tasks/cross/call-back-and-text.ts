import { defineTask } from '../define.ts';
import { inOrder } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import * as messages from '../messages/kit.ts';
import * as phone from '../phone/kit.ts';

const TEXTS = [
  'Sorry I missed your call, talk tonight?', 'Just tried you back, call me when you can.', 'Missed you earlier, everything okay?',
  'Tried calling back, I am free after six.', 'Sorry, was in a meeting. Call me later!',
] as const;

/** The text from the open call page: its Message button, type, Send. */
const textFromPage = async (ui: TaskUi, text: string) => { await ui.tap({ text: 'Message', role: 'button' }); await messages.write(ui, text); };
/** Recents: the caller's newest row, its details, Call and hang up (the details stay open). */
const callBack = async (ui: TaskUi, name: string) => { await phone.openRow(ui, name); await phone.callAndHangUp(ui); };

export default defineTask({
  id: 'cross/call-back-and-text',
  apps: ['phone', 'messages'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const [caller, earlier, talked] = rng.sample(phone.contactsNotInLog(world), 3) as [Contact, Contact, Contact];
    return {
      name: fullName(caller), phone: caller.phone, earlierName: fullName(earlier), earlierPhone: earlier.phone, talkedPhone: talked.phone,
      missedAgo: rng.int(30, 150), earlierAgo: rng.int(160, 300), talkedAgo: rng.int(5, 25),
      text: rng.pick(TEXTS), ...messages.conversationFor(world, caller.phone),
    };
  },
  goal: (p) => `Call back the person whose call you missed most recently, then text them: "${p.text}"`,
  named: (_p, initial) => ({ 'the call you missed most recently': phone.newestTies(initial, (c) => c.type === 'missed') }),
  // Sends fail without a network.
  setup: (d, p) => { phone.stageMissedCalls(d, p); d.apps.settings.airplaneMode = false; },
  checks: (p) => [
    ...phone.called([p.name], [p.phone]),
    ...messages.sentOne(p.name, p.phone, p.text),
    inOrder('the call came before the text', (ctx) => phone.callsPlaced(ctx)[0]?.at, messages.sentAt),
  ],
  // A call hung up goes to the log; one still going is the call in progress.
  changes: (p) => [...phone.callChanges(), ...messages.sendRules(p)],
  oracle: async (ui, p) => { await callBack(ui, p.name); await textFromPage(ui, p.text); await ui.done(); },
  alternatives: [
    // A redial (hung up too soon, called again) is still calling them back once.
    { name: 'reads the newest missed call in Recents, calls back, hangs up, redials from the same page, then texts', run: async (ui, p) => {
      await phone.openMissed(ui); await phone.callAndHangUp(ui); await phone.callAndHangUp(ui); await textFromPage(ui, p.text); await ui.done();
    } },
    { name: "calls back from Recents, then texts from Messages' own compose", run: async (ui, p) => { await callBack(ui, p.name); await messages.compose(ui, p.name, p.text); await ui.done(); } },
    { name: "calls from the contact's page in Contacts, then texts the goal's words with their quotes", run: async (ui, p) => { await phone.callFromContactPage(ui, p.name); await messages.sendFromContact(ui, p.name, `"${p.text}"`); await ui.done(); } },
    { name: "calls back with the phone icon on the missed call's row in Recents, then texts from Messages", run: async (ui, p) => { await phone.callFromRow(ui, p.name); await messages.compose(ui, p.name, p.text); await ui.done(); } },
  ],
  nearMisses: [
    { name: 'calls back but never texts', run: async (ui, p) => { await callBack(ui, p.name); await ui.done(); } },
    { name: 'texts them but never calls back', run: async (ui, p) => { await phone.openRow(ui, p.name); await textFromPage(ui, p.text); await ui.done(); } },
    { name: 'calls and texts an earlier missed caller', params: (p) => ({ ...p, name: p.earlierName }) },
    { name: 'calls back the right person but texts an earlier missed caller', run: async (ui, p) => { await callBack(ui, p.name); await phone.openRow(ui, p.earlierName); await textFromPage(ui, p.text); await ui.done(); } },
    { name: 'texts first, then calls', run: async (ui, p) => { await phone.openRow(ui, p.name); await textFromPage(ui, p.text); await callBack(ui, p.name); await ui.done(); } },
  ],
});
