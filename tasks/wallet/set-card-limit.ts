import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import * as wallet from './kit.ts';

export default defineTask({
  id: 'wallet/set-card-limit',
  apps: ['wallet'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(world.apps.wallet.cards, 2) as [wallet.Card, wallet.Card];
    let dollars = rng.int(4, 80) * 50;
    while (dollars * 100 === target.limit) dollars += 50;
    return { id: target.id, name: target.name, otherName: other.name, dollars: String(dollars) };
  },
  goal: (p) => `Set the monthly spending limit of your ${p.name} to ${wallet.formatMoney(Number(p.dollars) * 100)}.`,
  named: (p, initial) => ({ [p.name]: initial.apps.wallet.cards.filter((c) => c.name === p.name).length }),
  changes: (p) => [modified(wallet.CARDS, p.id, ['limit'])],
  checks: (p) => [expectEqual(`the ${p.name}'s monthly limit is ${wallet.formatMoney(Number(p.dollars) * 100)}`, Number(p.dollars) * 100, ({ after }) => wallet.card(after, p.id).limit)],
  oracle: wallet.script(async (ui, p) => {
    await wallet.openCard(ui, p.name);
    await wallet.changeLimit(ui, p.dollars);
  }),
  alternatives: [
    { name: 'types it as the goal writes it ("$1,500.00")', params: (p) => ({ ...p, dollars: wallet.formatMoney(Number(p.dollars) * 100) }) },
    { name: 'saves a wrong limit first, then changes it again', run: wallet.script(async (ui, p) => {
      await wallet.openCard(ui, p.name);
      await wallet.changeLimit(ui, String(Number(p.dollars) + 50));
      await wallet.changeLimit(ui, p.dollars);
    }) },
  ],
  nearMisses: [
    { name: 'another card', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'fifty dollars more', params: (p) => ({ ...p, dollars: String(Number(p.dollars) + 50) }) },
    { name: 'types the limit and cancels', run: wallet.script(async (ui, p) => {
      await wallet.openCard(ui, p.name);
      await ui.scrollTo({ text: 'Change limit', role: 'button' });
      await ui.tap({ text: 'Change limit', role: 'button' });
      await ui.fill({ hint: 'New limit' }, p.dollars);
      await ui.tap({ text: 'Cancel', role: 'button' });
    }) },
  ],
});
