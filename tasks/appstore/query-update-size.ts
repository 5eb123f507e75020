import { defineTask } from '../define.ts';
import * as store from './kit.ts';

/** The Updates tab: the row's subtitle, "Version 4.3.0 · 54.3 MB", gives the size. */
async function readSize(ui: Parameters<typeof store.open>[0], name: string): Promise<string> {
  await store.open(ui);
  await store.tab(ui, 'Updates');
  await ui.scrollTo({ text: `Update ${name}`, role: 'button' });
  // The last row's button can show while its version line is still under the tab bar: one swipe more.
  const lineOf = () => {
    const tree = ui.tree();
    const row = tree.findIndex((e) => e.text === name && e.role === 'button');
    return row < 0 ? undefined : tree.slice(row + 1).find((e) => /^Version .+ · [\d.]+ MB$/.test(e.text));
  };
  if (!lineOf()) await ui.swipe('up');
  const line = lineOf();
  if (!line) throw new Error(`no update line for ${name}`);
  return line.text.split(' · ')[1]!;
}

export default defineTask({
  id: 'appstore/query-update-size',
  apps: ['appstore'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const [app, other] = rng.sample(store.updates(world).filter((l) => l.update!.size !== l.size), 2);
    return { id: app!.id, name: app!.name, otherName: other!.name };
  },
  goal: (p) => `How big is the update waiting for ${p.name} in the App Store?`,
  named: (p, s) => store.named(p, s),
  checks: () => [],
  answer: {
    // Megabytes with one decimal, as the store writes a size ("54.3 MB").
    spec: { type: 'number', unit: 'megabytes', aliases: ['MB'] },
    expected: (p, before) => store.listing(before, p.id).update!.size,
    candidates: (p, before) => { const l = store.listing(before, p.id); return [String(l.size), String(l.update!.size)]; },
  },
  oracle: async (ui, p) => ui.answer(await readSize(ui, p.name)),
  alternatives: [
    { name: 'reads it on the app page, as a bare number', run: async (ui, p) => {
      await store.openPage(ui, p.name);
      await ui.scrollTo({ matches: /^Update size / });
      await ui.answer(ui.read({ matches: /^Update size / }).replace('Update size ', '').replace(' MB', ''));
    } },
  ],
  nearMisses: [
    { name: "answers another app's update size", run: async (ui, p) => ui.answer(await readSize(ui, p.otherName)) },
    { name: "answers the app's installed size", run: async (ui, p) => {
      await store.openPage(ui, p.name);
      await ui.answer(store.fact(ui, 'Size'));
    } },
  ],
});
