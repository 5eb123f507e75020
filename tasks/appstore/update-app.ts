import { defineTask } from '../define.ts';
import * as store from './kit.ts';

// Update one app that has an update waiting, and no other.
export default defineTask({
  id: 'appstore/update-app',
  apps: ['appstore'],
  difficulty: 1,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const [app, other] = rng.sample(store.updates(world), 2);
    return { id: app!.id, name: app!.name, otherId: other!.id, otherName: other!.name };
  },
  goal: (p) => `Update ${p.name} in the App Store. Leave the other updates for later.`,
  named: (p, s) => store.named(p, s),
  changes: (p) => store.updateRules([p.id]),
  checks: (p) => [store.upToDate([p.id], p.name)],
  oracle: store.script((ui, p) => store.updateFromList(ui, [p.name])),
  alternatives: [
    { name: "updates it from its page", run: store.script(async (ui, p) => {
      await store.openPage(ui, p.name);
      await ui.tap({ text: 'Update', role: 'button' });
    }) },
    // The store installs the newest version: a reinstall updates it too. A phone app's icon comes
    // back at the end of the home screen (os.installed is a set), and its data stays.
    { name: 'uninstalls it and installs it again', run: store.script(async (ui, p) => {
      await store.uninstallApp(ui, p.name);
      await store.installHere(ui);
    }) },
  ],
  nearMisses: [
    { name: 'updates another app', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'updates it and another one', run: store.script((ui, p) => store.updateFromList(ui, [p.name, p.otherName])) },
    { name: 'updates every app', run: store.script(async (ui) => {
      await store.open(ui);
      await store.tab(ui, 'Updates');
      await ui.tap({ text: 'Update all', role: 'button' });
    }) },
  ],
});
