import { defineTask } from '../define.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import { conversationFor, sendChanges, sentOneMessage } from '../messages/sending.ts';
import { CALL_CHANGES, calledInOrder, contactsNotInLog, logKept, nthRow, stageMissedCalls } from '../phone/calling.ts';

const TEXTS = [
  'Sorry I missed your call, talk tonight?',
  'Just tried you back, call me when you can.',
  'Missed you earlier, everything okay?',
  'Tried calling back, I am free after six.',
  'Sorry, was in a meeting. Call me later!',
] as const;

/** In Phone, open the n-th missed call of Recents, call back from its page, hang up, then text them. */
async function callBackAndText(ui: TaskUi, n: number, text: string | null): Promise<void> {
  await ui.openApp('Phone');
  const name = nthRow(ui, /^Missed( · |$)/, n);
  await ui.tap({ text: name, role: 'button' });
  await ui.tap({ text: 'Call', role: 'button' });
  await ui.tap({ text: 'End call', role: 'button' });
  if (text === null) return;
  await ui.tap({ text: 'Message', role: 'button' });
  await ui.fill({ hint: 'Text message' }, text);
  await ui.tap({ text: 'Send', role: 'button' });
}

export default defineTask({
  id: 'cross/call-back-and-text',
  apps: ['phone', 'messages'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const [caller, earlier, talked] = rng.sample(contactsNotInLog(world), 3) as [Contact, Contact, Contact];
    return {
      name: fullName(caller), phone: caller.phone,
      earlierPhone: earlier.phone, talkedPhone: talked.phone,
      missedAgo: rng.int(30, 150), earlierAgo: rng.int(160, 300), talkedAgo: rng.int(5, 25),
      text: rng.pick(TEXTS),
      ...conversationFor(world, caller.phone),
    };
  },
  goal: (p) => `Call back the person whose call you missed most recently, then text them: "${p.text}"`,
  setup: (d, p) => {
    stageMissedCalls(d, p);
    // Sends fail without a network.
    d.apps.settings.airplaneMode = false;
  },
  checks: (p) => [
    ...calledInOrder([p.name], [p.phone]),
    logKept(),
    ...sentOneMessage(p.name, p.phone, `it reads "${p.text}"`, p.text, (text) => text.trim()),
  ],
  allowedChanges: (p) => [...CALL_CHANGES, ...sendChanges(p)],
  oracle: async (ui, p) => {
    await callBackAndText(ui, 0, p.text);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'calls back but never texts',
      run: async (ui) => {
        await callBackAndText(ui, 0, null);
        await ui.done();
      },
    },
    {
      name: 'calls and texts the missed caller before the last one',
      run: async (ui, p) => {
        await callBackAndText(ui, 1, p.text);
        await ui.done();
      },
    },
  ],
});
