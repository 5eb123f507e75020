import { defineTask } from '../define.ts';
import { changedTo, expectEqual } from '../../judges/index.ts';
import * as wallet from './kit.ts';

export default defineTask({
  id: 'wallet/freeze-card',
  apps: ['wallet'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(world.apps.wallet.cards, 2) as [wallet.Card, wallet.Card];
    // Mostly freezing; now and then a card frozen before is to be unfrozen.
    return { id: target.id, name: target.name, otherName: other.name, freeze: rng.chance(0.7) };
  },
  goal: (p) => `${p.freeze ? 'Freeze' : 'Unfreeze'} your ${p.name} in Wallet.`,
  named: (p, initial) => ({ [p.name]: initial.apps.wallet.cards.filter((c) => c.name === p.name).length }),
  setup: (d, p) => {
    d.apps.wallet.cards.find((c) => c.id === p.id)!.frozen = !p.freeze;
  },
  changes: (p) => [changedTo(`apps.wallet.cards[${p.id}].frozen`, p.freeze)],
  checks: (p) => [expectEqual(`the ${p.name} is ${p.freeze ? 'frozen' : 'not frozen'}`, p.freeze, ({ after }) => wallet.card(after, p.id).frozen)],
  // The switch is flipped only when it is not already as asked (a careful person looks first).
  oracle: wallet.script(async (ui, p) => {
    await wallet.openCard(ui, p.name);
    if (ui.find({ text: 'Freeze card', role: 'switch' })?.checked !== p.freeze) await wallet.flip(ui, 'Freeze card');
  }),
  alternatives: [
    { name: 'opens another card first, then goes back to this one', run: wallet.script(async (ui, p) => {
      await wallet.openCard(ui, p.otherName);
      await ui.back();
      await ui.tap({ text: p.name, role: 'button' });
      if (ui.find({ text: 'Freeze card', role: 'switch' })?.checked !== p.freeze) await wallet.flip(ui, 'Freeze card');
    }) },
    { name: 'flips it three times', run: wallet.script(async (ui, p) => {
      await wallet.openCard(ui, p.name);
      for (let i = 0; i < 3; i++) await wallet.flip(ui, 'Freeze card');
    }) },
  ],
  nearMisses: [
    { name: 'another card', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'switches off online payments instead', run: wallet.script(async (ui, p) => {
      await wallet.openCard(ui, p.name);
      await wallet.flip(ui, 'Online payments');
    }) },
    { name: 'flips it twice', run: wallet.script(async (ui, p) => {
      await wallet.openCard(ui, p.name);
      await wallet.flip(ui, 'Freeze card');
      await wallet.flip(ui, 'Freeze card');
    }) },
  ],
});
