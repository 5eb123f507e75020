import { defineTask } from '../define.ts';
import * as store from './kit.ts';

// Multi-step: update every app with an update waiting except one the goal names (Update all would take it too).
export default defineTask({
  id: 'appstore/update-all-but',
  apps: ['appstore'],
  difficulty: 3,
  maxSteps: 72,
  params: ({ rng, world }) => {
    const waiting = store.updates(world);
    const keep = rng.pick(waiting);
    const rest = waiting.filter((l) => l.id !== keep.id);
    return { keepId: keep.id, keep: keep.name, ids: rest.map((l) => l.id), names: rest.map((l) => l.name) };
  },
  goal: (p) => `Update every app that has an update in the App Store, except ${p.keep}: keep its current version for now.`,
  named: (p, s) => store.named({ name: p.keep }, s),
  changes: (p) => store.updateRules(p.ids),
  checks: (p) => [store.upToDate(p.ids, `every app but ${p.keep} is`)],
  oracle: store.script((ui, p) => store.updateFromList(ui, p.names)),
  alternatives: [
    { name: 'updates them one by one from their pages', run: store.script(async (ui, p) => {
      for (const name of p.names) {
        await store.openPage(ui, name);
        await ui.tap({ text: 'Update', role: 'button' });
      }
    }) },
    { name: 'updates them from the list in reverse order', run: store.script((ui, p) => store.updateFromList(ui, [...p.names].reverse())) },
  ],
  nearMisses: [
    { name: 'taps Update all', run: store.script(async (ui) => {
      await store.open(ui);
      await store.tab(ui, 'Updates');
      await ui.tap({ text: 'Update all', role: 'button' });
    }) },
    { name: 'leaves one more app behind', params: (p) => ({ ...p, names: p.names.slice(1) }) },
    { name: 'updates only the app it was told to keep', params: (p) => ({ ...p, names: [p.keep] }) },
  ],
});
