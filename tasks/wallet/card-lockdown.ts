import { defineTask } from '../define.ts';
import { changedTo, expectEqual, modified } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import * as wallet from './kit.ts';

type P = { freezeId: string; freezeName: string; limitId: string; limitName: string; dollars: string };

async function freeze(ui: TaskUi, name: string, fresh: boolean): Promise<void> {
  await wallet.openCard(ui, name, fresh);
  await wallet.flip(ui, 'Freeze card');
  await ui.back();
}

async function limit(ui: TaskUi, name: string, dollars: string, fresh: boolean): Promise<void> {
  await wallet.openCard(ui, name, fresh);
  await wallet.changeLimit(ui, dollars);
  await ui.back();
}

export default defineTask({
  id: 'wallet/card-lockdown',
  apps: ['wallet'],
  difficulty: 3,
  maxSteps: 24,
  params: ({ rng, world }) => {
    // A debit or online card to freeze (it is not frozen), and the credit card's limit to lower.
    const target = rng.pick(world.apps.wallet.cards.filter((c) => c.id !== 'k2'));
    const credit = world.apps.wallet.cards.find((c) => c.id === 'k2')!;
    let dollars = rng.int(4, 30) * 50;
    while (dollars * 100 === credit.limit) dollars += 50;
    return { freezeId: target.id, freezeName: target.name, limitId: credit.id, limitName: credit.name, dollars: String(dollars) };
  },
  goal: (p) => `In Wallet, freeze your ${p.freezeName} and set the monthly spending limit of your ${p.limitName} to ${wallet.formatMoney(Number(p.dollars) * 100)}.`,
  setup: (d, p) => {
    d.apps.wallet.cards.find((c) => c.id === p.freezeId)!.frozen = false;
  },
  changes: (p) => [changedTo(`apps.wallet.cards[${p.freezeId}].frozen`, true), modified(wallet.CARDS, p.limitId, ['limit'])],
  checks: (p) => [
    expectEqual(`the ${p.freezeName} is frozen`, true, ({ after }) => wallet.card(after, p.freezeId).frozen),
    expectEqual(`the ${p.limitName}'s monthly limit is ${wallet.formatMoney(Number(p.dollars) * 100)}`, Number(p.dollars) * 100, ({ after }) => wallet.card(after, p.limitId).limit),
  ],
  oracle: async (ui, p: P) => {
    await freeze(ui, p.freezeName, true);
    await limit(ui, p.limitName, p.dollars, false);
    await ui.done();
  },
  alternatives: [
    { name: 'sets the limit first, then freezes', run: async (ui, p) => {
      await limit(ui, p.limitName, p.dollars, true);
      await freeze(ui, p.freezeName, false);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'freezes the card but leaves the limit', run: async (ui, p) => { await freeze(ui, p.freezeName, true); await ui.done(); } },
    { name: 'freezes the credit card instead', params: (p) => ({ ...p, freezeName: p.limitName }) },
    { name: 'sets the limit fifty dollars higher', params: (p) => ({ ...p, dollars: String(Number(p.dollars) + 50) }) },
  ],
});
