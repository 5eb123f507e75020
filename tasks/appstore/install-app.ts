import { defineTask } from '../define.ts';
import * as store from './kit.ts';

// Install a free store-only app the phone does not have.
export default defineTask({
  id: 'appstore/install-app',
  apps: ['appstore'],
  difficulty: 1,
  maxSteps: 25,
  params: ({ rng, world }) => {
    const pool = store.listings(world).filter((l) => l.device === null && l.price === 0 && !store.installed(world, l));
    const [app, other] = rng.sample(pool, 2);
    return { id: app!.id, name: app!.name, category: app!.category, otherId: other!.id, otherName: other!.name };
  },
  goal: (p) => `Install the free app "${p.name}" from the App Store.`,
  named: (p, s) => store.named(p, s),
  changes: () => store.installRules(),
  checks: (p) => [store.phoneHolds(`${p.name} is installed, and nothing else came or went`, [p.id], [])],
  oracle: store.script((ui, p) => store.installApp(ui, p.name)),
  alternatives: [
    { name: "finds it in its category's top chart", run: store.script(async (ui, p) => {
      await store.openFromChart(ui, p.category, p.name);
      await store.installHere(ui);
    }) },
    { name: 'installs it, uninstalls it, installs it again', run: store.script(async (ui, p) => {
      await store.installApp(ui, p.name);
      await store.uninstallHere(ui);
      await store.installHere(ui);
    }) },
  ],
  nearMisses: [
    { name: 'installs another app', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'opens its page and leaves', run: store.script((ui, p) => store.openPage(ui, p.name)) },
    { name: 'installs it and another one', run: store.script(async (ui, p) => {
      await store.installApp(ui, p.name);
      await store.installApp(ui, p.otherName);
    }) },
  ],
});
