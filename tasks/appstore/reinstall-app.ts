import { defineTask } from '../define.ts';
import * as store from './kit.ts';

// One of the phone's own apps was uninstalled: put it back. Its data comes back with it (the judge
// sees any change to the app's data as a side effect, so what the app held must be as it was).
export default defineTask({
  id: 'appstore/reinstall-app',
  apps: ['appstore'],
  difficulty: 2,
  maxSteps: 25,
  params: ({ rng, world }) => {
    const pool = store.listings(world).filter((l) => l.device !== null && store.canUninstall(l) && store.installed(world, l));
    const [app, other] = rng.sample(pool, 2);
    return { id: app!.id, name: app!.name, device: app!.device!, otherId: other!.id, otherName: other!.name };
  },
  setup: (d, p) => {
    store.takeOff(d, p.id);
    store.takeOff(d, p.otherId);
  },
  goal: (p) => `You removed ${p.name} from your phone by mistake. Put it back on your home screen from the App Store.`,
  named: (p, s) => store.named(p, s),
  changes: (p) => store.installRules([p.id]),
  checks: (p) => [store.phoneHolds(`${p.name} is back on the phone, and nothing else came or went`, [p.id], [])],
  oracle: store.script((ui, p) => store.installApp(ui, p.name)),
  alternatives: [
    { name: 'reinstalls it, opens it to see its data, and goes home', run: store.script(async (ui, p) => {
      await store.installApp(ui, p.name);
      await ui.tap({ text: 'Open', role: 'button' });
      await ui.home();
    }) },
  ],
  nearMisses: [
    { name: 'puts back the other removed app', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'puts back both removed apps', run: store.script(async (ui, p) => {
      await store.installApp(ui, p.name);
      await store.installApp(ui, p.otherName);
    }) },
    { name: 'opens the page and leaves', run: store.script((ui, p) => store.openPage(ui, p.name)) },
  ],
});
