import { defineTask } from '../define.ts';
import * as store from './kit.ts';

// A paid app, within the budget the goal names: bought once (a purchase in the ledger) and installed.
export default defineTask({
  id: 'appstore/buy-app',
  apps: ['appstore'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const pool = store.listings(world).filter((l) => l.price > 0 && !l.purchased && !store.installed(world, l));
    const [app, other] = rng.sample(pool, 2);
    return { id: app!.id, name: app!.name, price: app!.price, budget: Math.ceil(app!.price / 100) + 1, otherId: other!.id, otherName: other!.name, otherPrice: other!.price };
  },
  goal: (p) => `Buy and install "${p.name}" from the App Store. It should cost less than $${p.budget}.`,
  named: (p, s) => store.named(p, s),
  changes: (p) => [...store.installRules(), ...store.purchaseRules(p.id)],
  checks: (p) => [
    store.phoneHolds(`${p.name} is installed, and nothing else came or went`, [p.id], []),
    store.boughtOnce(p.id, p.name, p.price),
  ],
  oracle: store.script(async (ui, p) => {
    await store.openPage(ui, p.name);
    await store.buyHere(ui, p.price);
  }),
  alternatives: [
    { name: 'cancels the payment dialog once, then pays', run: store.script(async (ui, p) => {
      await store.openPage(ui, p.name);
      await store.buyHere(ui, p.price, false);
      await ui.tap({ text: 'Cancel', role: 'button' });
      await store.buyHere(ui, p.price);
    }) },
    // Bought once stays bought: the reinstall is free, and the ledger holds one purchase.
    { name: 'buys it, uninstalls it, installs it again for free', run: store.script(async (ui, p) => {
      await store.openPage(ui, p.name);
      await store.buyHere(ui, p.price);
      await store.uninstallHere(ui);
      await store.installHere(ui);
    }) },
  ],
  nearMisses: [
    { name: 'buys another app', params: (p) => ({ ...p, name: p.otherName, price: p.otherPrice }) },
    { name: 'cancels at the payment dialog', run: store.script(async (ui, p) => {
      await store.openPage(ui, p.name);
      await store.buyHere(ui, p.price, false);
      await ui.tap({ text: 'Cancel', role: 'button' });
    }) },
    { name: 'buys it, then uninstalls it', run: store.script(async (ui, p) => {
      await store.openPage(ui, p.name);
      await store.buyHere(ui, p.price);
      await store.uninstallHere(ui);
    }) },
  ],
});
