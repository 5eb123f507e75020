import { defineTask } from '../define.ts';
import * as wallet from './kit.ts';

export default defineTask({
  id: 'wallet/decline-request',
  apps: ['wallet'],
  difficulty: 1,
  maxSteps: 14,
  params: ({ rng, world }) => wallet.pickRequest(rng, world),
  goal: (p) => `Decline the payment request from ${p.name} in Wallet.`,
  named: (p, initial) => ({ [`${p.name}'s pending request`]: wallet.pendingFrom(initial, p.phone) }),
  changes: (p) => [wallet.settleRule(p.id)],
  checks: (p) => [wallet.requestStatus(p.id, 'declined')],
  oracle: wallet.script((ui, p) => wallet.declineRequest(ui, p.name)),
  alternatives: [
    { name: 'cancels the first time, then declines', run: async (ui, p) => {
      await wallet.declineRequest(ui, p.name, false);
      await ui.tap({ text: 'Decline', role: 'button' });
      await ui.tap({ text: 'Decline request', role: 'button' });
      await ui.done();
    } },
    { name: "opens it from Home's Requests button", run: async (ui, p) => {
      await wallet.open(ui);
      await ui.tap({ text: 'Requests', role: 'button' });
      await ui.scrollTo({ text: p.name, role: 'button' });
      await ui.tap({ text: p.name, role: 'button' });
      await ui.tap({ text: 'Decline', role: 'button' });
      await ui.tap({ text: 'Decline request', role: 'button' });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: "declines someone else's request", params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'pays it instead', run: wallet.script((ui, p) => wallet.payRequest(ui, p.name)) },
    { name: 'cancels the confirmation', run: wallet.script((ui, p) => wallet.declineRequest(ui, p.name, false)) },
  ],
});
