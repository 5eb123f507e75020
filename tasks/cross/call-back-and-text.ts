import { defineTask } from '../define.ts';
import { expectEqual, expectThat, free, added, inOrder, type JudgeContext } from '../../judges/index.ts';
import { fullName, phoneMatchKey, type Contact } from '../../apps/contacts/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import { conversationFor } from '../messages/sending.ts';
import { contactsNotInLog, nthRow, stageMissedCalls } from '../phone/calling.ts';
import { CALLS, placed, sendRules, sendTo, sentAt, sentOne } from './common.ts';

const TEXTS = [
  'Sorry I missed your call, talk tonight?',
  'Just tried you back, call me when you can.',
  'Missed you earlier, everything okay?',
  'Tried calling back, I am free after six.',
  'Sorry, was in a meeting. Call me later!',
] as const;

/** The calls placed: hung up ones from the log, then one still in progress. */
function calls(ctx: JudgeContext<DeviceState>): { number: string; at: number }[] {
  const active = ctx.after.apps.phone.activeCall;
  const fresh = active && active.startedAt !== ctx.before.apps.phone.activeCall?.startedAt ? [{ number: active.number, at: active.startedAt }] : [];
  return [...placed(ctx), ...fresh];
}

/** In Phone's Recents, open the n-th missed call's page. */
async function openMissed(ui: TaskUi, n: number): Promise<void> {
  await ui.launch('Phone');
  await ui.tap({ text: nthRow(ui, /^Missed( · |$)/, n), role: 'button' });
}

async function callAndHangUp(ui: TaskUi): Promise<void> {
  await ui.tap({ text: 'Call', role: 'button' });
  await ui.tap({ text: 'End call', role: 'button' });
}

async function textFromPage(ui: TaskUi, text: string): Promise<void> {
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
      text: rng.pick(TEXTS), rank: 0,
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
    expectEqual('one call was placed', 1, (ctx) => calls(ctx).length),
    expectThat(`it went to ${p.name} (${p.phone})`, p.phone, (ctx) => calls(ctx)[0]?.number, (n) => n !== undefined && phoneMatchKey(n) === phoneMatchKey(p.phone)),
    ...sentOne(p.name, p.phone, `it reads "${p.text}"`, p.text, (m) => m.text.trim()),
    inOrder('the call came before the text', (ctx) => calls(ctx)[0]?.at, sentAt),
  ],
  // A call hung up goes to the log; one still going is the call in progress.
  changes: (p) => [added(CALLS, { where: (c) => c.type === 'outgoing' }), free('apps.phone.activeCall'), ...sendRules(p)],
  oracle: async (ui, p) => {
    await openMissed(ui, p.rank);
    await callAndHangUp(ui);
    await textFromPage(ui, p.text);
    await ui.done();
  },
  alternatives: [
    { name: "calls back from Recents, then texts from Messages' own compose", run: async (ui, p) => { await openMissed(ui, 0); await callAndHangUp(ui); await sendTo(ui, p.name, p.text); await ui.done(); } },
  ],
  nearMisses: [
    { name: 'calls back but never texts', run: async (ui) => { await openMissed(ui, 0); await callAndHangUp(ui); await ui.done(); } },
    { name: 'calls and texts the missed caller before the last one', params: (p) => ({ ...p, rank: 1 }) },
    {
      name: 'texts first, then calls',
      run: async (ui, p) => {
        await openMissed(ui, 0);
        await textFromPage(ui, p.text);
        await openMissed(ui, 0);
        await callAndHangUp(ui);
        await ui.done();
      },
    },
  ],
});
