import { defineTask } from '../define.ts';
import * as store from './kit.ts';

// Multi-step: replace one app with two others (uninstall one, install two free ones).
export default defineTask({
  id: 'appstore/swap-apps',
  apps: ['appstore'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const on = store.listings(world).filter((l) => l.device === null && store.installed(world, l));
    const off = store.listings(world).filter((l) => l.device === null && l.price === 0 && !store.installed(world, l));
    const gone = rng.pick(on);
    const [a, b, c] = rng.sample(off, 3);
    return { goneId: gone.id, gone: gone.name, ids: [a!.id, b!.id], names: [a!.name, b!.name], otherName: c!.name };
  },
  goal: (p) => `In the App Store, uninstall "${p.gone}" and install "${p.names[0]}" and "${p.names[1]}" instead.`,
  named: (p, s) => ({ ...store.named({ name: p.gone }, s), ...store.named({ name: p.names[0]! }, s), ...store.named({ name: p.names[1]! }, s) }),
  changes: () => store.installRules(),
  checks: (p) => [store.phoneHolds(`"${p.gone}" is gone, "${p.names[0]}" and "${p.names[1]}" are installed, and nothing else changed`, p.ids, [p.goneId])],
  oracle: store.script(async (ui, p) => {
    await store.uninstallFromLibrary(ui, p.gone);
    for (const name of p.names) await store.installApp(ui, name);
  }),
  alternatives: [
    { name: 'installs first, then uninstalls from the app page', run: store.script(async (ui, p) => {
      for (const name of [...p.names].reverse()) await store.installApp(ui, name);
      await store.uninstallApp(ui, p.gone);
    }) },
  ],
  nearMisses: [
    { name: 'installs only one of the two', params: (p) => ({ ...p, names: [p.names[0]!] }) },
    { name: 'installs a third app by mistake', params: (p) => ({ ...p, names: [p.names[0]!, p.otherName] }) },
    { name: 'installs both but keeps the old one', run: store.script(async (ui, p) => {
      for (const name of p.names) await store.installApp(ui, name);
    }) },
  ],
});
