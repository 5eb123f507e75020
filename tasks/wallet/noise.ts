// Wallet: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing, and damage in two forms (on the screens, and by the app's model). Kept out of
// the kit, so that the benchmark split's fingerprints (tasks/splits/) move only when what a
// template is built on changes, not when the gate's trials do.
import { declineRequest as declineIn, moveMoney, openRequest as openIn, sendPayment, setFrozen, setLimit } from '../../apps/wallet/model.ts';
import { requesterName, type Card, type PaymentRequest } from '../../apps/wallet/state.ts';
import { fullName, phoneMatchKey, sortContacts, type Contact } from '../../apps/contacts/state.ts';
import type { AppNoise, TrialContext } from '../define.ts';
import { changeLimit, declineRequest, flip, move, open, openCard, sendMoney, tab } from './kit.ts';

/** Everything the goal and the params say, to keep damage away from what the task is about. */
function said(ctx: TrialContext): { text: string; numbers: string[] } {
  const text = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  return { text, numbers: (text.match(/\+?\d[\d\s().-]{6,}\d/g) ?? []).map(phoneMatchKey) };
}

/** A card the goal does not name. */
function bystanderCard(ctx: TrialContext): Card {
  const { text } = said(ctx);
  return ctx.initial.apps.wallet.cards.find((c) => !text.includes(c.name) && !text.includes(`"${c.id}"`))!;
}

/** A pending request from a contact the goal does not name, whose name names no other request. */
function bystanderRequest(ctx: TrialContext): { r: PaymentRequest; name: string } {
  const { text, numbers } = said(ctx);
  const { contacts, wallet } = ctx.initial.apps;
  const named = wallet.requests.map((r) => ({ r, name: requesterName(contacts, r) }));
  return named.find(({ r, name }) => r.status === 'pending' && name !== r.from && !text.includes(name) && !text.includes(`"${r.id}"`) &&
    !numbers.includes(phoneMatchKey(r.from)) && named.filter((x) => x.name === name).length === 1)!;
}

/** A contact the goal does not name (nor their number). */
function bystanderContact(ctx: TrialContext): Contact {
  const { text, numbers } = said(ctx);
  return sortContacts(ctx.initial.apps.contacts.contacts).find((c) => c.phone !== '' && !text.includes(fullName(c)) && !text.includes(c.firstName) && !numbers.includes(phoneMatchKey(c.phone)))!;
}

/** A settled request browsing opens: its requester has no other request, so the row names it alone. */
function browsedRequest(ctx: TrialContext): { r: PaymentRequest; name: string } | undefined {
  const { contacts, wallet } = ctx.initial.apps;
  const named = wallet.requests.map((r) => ({ r, name: requesterName(contacts, r) }));
  return named.find(({ r, name }) => r.status !== 'pending' && named.filter((x) => x.name === name).length === 1);
}

const EXTRA = 500;

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      await open(ui);
      await tab(ui, 'Activity');
      await ui.fill({ hint: 'Search transactions' }, 'cafe');
      await ui.tap({ text: 'Money out', role: 'radio' });
      await ui.tap({ text: 'All', role: 'radio' });
      await tab(ui, 'Cards');
      await ui.tap({ text: ctx.initial.apps.wallet.cards[0]!.name, role: 'button' });
      await ui.back();
      const past = browsedRequest(ctx);
      await tab(ui, 'Payments');
      if (past) {
        await ui.scrollTo({ text: past.name, role: 'button' });
        await ui.tap({ text: past.name, role: 'button' });
        await ui.back();
      }
      await tab(ui, 'Home');
      await ui.tap({ text: 'Hide balances', role: 'button' });
      await ui.tap({ text: 'Show balances', role: 'button' });
      await ui.close('Wallet');
    },
    apply: (d, ctx) => {
      const past = browsedRequest(ctx);
      if (past) openIn(d.apps.wallet, past.r.id);
    },
  },
  damage: [
    { name: 'freezes or unfreezes a card the goal does not name', run: async (ui, ctx) => {
      await openCard(ui, bystanderCard(ctx).name);
      await flip(ui, 'Freeze card');
    }, apply: (d, ctx) => {
      const id = bystanderCard(ctx).id;
      setFrozen(d.apps.wallet, id, !d.apps.wallet.cards.find((c) => c.id === id)!.frozen);
    } },
    { name: 'changes the spending limit of a card the goal does not name', run: async (ui, ctx) => {
      const c = bystanderCard(ctx);
      await openCard(ui, c.name);
      await changeLimit(ui, String(c.limit / 100 + 100));
    }, apply: (d, ctx) => {
      const c = bystanderCard(ctx);
      setLimit(d.apps.wallet, c.id, c.limit + 10000);
    } },
    { name: 'declines a payment request the goal does not name', run: async (ui, ctx) => {
      await declineRequest(ui, bystanderRequest(ctx).name);
    }, apply: (d, ctx) => {
      const { r } = bystanderRequest(ctx);
      openIn(d.apps.wallet, r.id);
      declineIn(d.apps.wallet, r.id, d.os.now);
    } },
    // From savings, which every world fills: a setup that empties checking must not make this no damage at all.
    { name: 'sends $5.00 to a contact the goal does not name', run: async (ui, ctx) => {
      await sendMoney(ui, { to: fullName(bystanderContact(ctx)), amount: '5.00', from: 'High-Yield Savings' });
    }, apply: (d, ctx) => {
      const c = bystanderContact(ctx);
      if (!d.apps.settings.airplaneMode) sendPayment(d.apps.wallet, d.os.ledger, d.os.now, { from: 'a2', to: { via: 'phone', phone: c.phone, name: fullName(c) }, amount: EXTRA, note: '' });
    } },
    { name: 'moves $1.00 from savings to checking', run: async (ui) => {
      await move(ui, { from: 'High-Yield Savings', to: 'Everyday Checking', amount: '1' });
    }, apply: (d) => {
      moveMoney(d.apps.wallet, d.os.now, 'a2', 'a1', 100);
    } },
  ],
};
