import { defineTask } from '../define.ts';
import { MINUTE } from '../../apps/kit/time.ts';
import { P2P_NOTES } from '../../apps/wallet/state.ts';
import { findContactByPhone } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import * as messages from '../messages/kit.ts';
import * as wallet from '../wallet/kit.ts';

/** Open their conversation and read the amount their newest request names ("send me $23.50"), as a form types it. */
async function readAsked(ui: TaskUi, title: string): Promise<string> {
  const m = await messages.readBubble(ui, title, /send me \$([\d,]+\.\d\d)/);
  return m[1]!.replace(/,/g, '');
}

export default defineTask({
  id: 'cross/pay-back-from-text',
  apps: ['messages', 'wallet'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(messages.contactThreads(world), 2) as [ReturnType<typeof messages.contactThreads>[number], ReturnType<typeof messages.contactThreads>[number]];
    const amount = rng.int(8, 90) * 100 + rng.pick([0, 50, 25, 75]);
    const reason = rng.pick(P2P_NOTES).toLowerCase();
    const phone = findContactByPhone(world.apps.contacts, target.c.address)!.phone;
    return {
      conversationId: target.c.id, name: target.title, phone, otherName: other.title, amount, reason,
      text: `Hey! Could you send me ${wallet.formatMoney(amount)} for the ${reason}? Thanks!`, more: 0, from: '',
    };
  },
  goal: (p) => `${p.name} texted you asking for money. Send them the amount they asked for, with Wallet.`,
  setup: (d, p) => {
    d.apps.settings.airplaneMode = false;
    messages.receive(d, p.conversationId, p.text, 20 * MINUTE);
  },
  changes: () => wallet.paymentRules(),
  checks: (p) => wallet.paid({ who: p.name, to: p.phone, amount: p.amount, request: null }),
  oracle: async (ui, p) => {
    const asked = await readAsked(ui, p.name);
    await wallet.sendMoney(ui, { to: p.name, amount: wallet.amountText(Math.round(Number(asked) * 100) + p.more), ...(p.from ? { from: p.from } : {}) });
    await ui.done();
  },
  alternatives: [
    { name: 'adds what it is for as the note', run: async (ui, p) => {
      await wallet.sendMoney(ui, { to: p.name, amount: await readAsked(ui, p.name), note: p.reason });
      await ui.done();
    } },
    { name: 'pays it from savings', params: (p) => ({ ...p, from: 'High-Yield Savings' }) },
  ],
  nearMisses: [
    { name: 'sends a dollar more', params: (p) => ({ ...p, more: 100 }) },
    { name: 'sends it to someone else', run: async (ui, p) => {
      await wallet.sendMoney(ui, { to: p.otherName, amount: await readAsked(ui, p.name) });
      await ui.done();
    } },
    { name: 'sends it twice', run: async (ui, p) => {
      const asked = await readAsked(ui, p.name);
      await wallet.sendMoney(ui, { to: p.name, amount: asked }, false);
      await ui.tap(wallet.SEND_BUTTON);
      await wallet.sendAgain(ui);
      await ui.done();
    } },
  ],
});
