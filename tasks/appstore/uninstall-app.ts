import { defineTask } from '../define.ts';
import * as store from './kit.ts';

// Uninstall one of the phone's own apps: its icon leaves the home screen, its data stays.
export default defineTask({
  id: 'appstore/uninstall-app',
  apps: ['appstore'],
  difficulty: 1,
  maxSteps: 25,
  params: ({ rng, world }) => {
    const pool = store.listings(world).filter((l) => l.device !== null && store.canUninstall(l) && store.installed(world, l));
    const [app, other] = rng.sample(pool, 2);
    return { id: app!.id, name: app!.name, otherId: other!.id, otherName: other!.name };
  },
  goal: (p) => `Uninstall ${p.name} from your phone with the App Store.`,
  named: (p, s) => store.named(p, s),
  changes: () => store.installRules(),
  checks: (p) => [store.phoneHolds(`${p.name} is off the home screen, and every other app is still on the phone`, [], [p.id])],
  oracle: store.script((ui, p) => store.uninstallApp(ui, p.name)),
  alternatives: [
    { name: 'uninstalls it from the Library', run: store.script((ui, p) => store.uninstallFromLibrary(ui, p.name)) },
    { name: 'cancels once, then uninstalls', run: store.script(async (ui, p) => {
      await store.openPage(ui, p.name);
      await store.uninstallHere(ui, false);
      await store.uninstallHere(ui);
    }) },
  ],
  nearMisses: [
    { name: 'uninstalls another app', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'cancels at the dialog', run: store.script(async (ui, p) => {
      await store.openPage(ui, p.name);
      await store.uninstallHere(ui, false);
    }) },
    { name: 'uninstalls it and another one', run: store.script(async (ui, p) => {
      await store.uninstallApp(ui, p.name);
      await store.uninstallApp(ui, p.otherName);
    }) },
  ],
});
