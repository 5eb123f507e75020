import { defineTask } from '../define.ts';
import * as store from './kit.ts';

// Uninstall a store-only app (no icon of its own on this phone's home screen: the Library lists it).
export default defineTask({
  id: 'appstore/uninstall-store-app',
  apps: ['appstore'],
  difficulty: 1,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const pool = store.listings(world).filter((l) => l.device === null && store.installed(world, l));
    const [app, other] = rng.sample(pool, 2);
    return { id: app!.id, name: app!.name, otherName: other!.name };
  },
  goal: (p) => `Uninstall "${p.name}" with the App Store.`,
  named: (p, s) => store.named(p, s),
  changes: () => store.installRules(),
  checks: (p) => [store.phoneHolds(`${p.name} is uninstalled, and nothing else came or went`, [], [p.id])],
  oracle: store.script((ui, p) => store.uninstallFromLibrary(ui, p.name)),
  alternatives: [
    { name: 'uninstalls it from its page', run: store.script((ui, p) => store.uninstallApp(ui, p.name)) },
  ],
  nearMisses: [
    { name: 'uninstalls another app', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'cancels at the dialog', run: store.script(async (ui, p) => {
      await store.openPage(ui, p.name);
      await store.uninstallHere(ui, false);
    }) },
  ],
});
