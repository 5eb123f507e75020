import { defineTask } from '../define.ts';
import * as store from './kit.ts';

/** The app's page: the developer is the line under its name. */
async function readDeveloper(ui: Parameters<typeof store.open>[0], name: string): Promise<string> {
  await store.openPage(ui, name);
  const tree = ui.tree();
  const at = tree.findLastIndex((e) => e.text === name);
  return tree[at + 1]!.text;
}

export default defineTask({
  id: 'appstore/query-developer',
  apps: ['appstore'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    // A store-only app, and one by another developer for the near miss.
    const app = rng.pick(store.listings(world).filter((l) => l.device === null));
    const other = rng.pick(store.listings(world).filter((l) => l.developer !== app.developer && l.device === null));
    return { id: app.id, name: app.name, developer: app.developer, otherName: other.name };
  },
  goal: (p) => `Which developer makes "${p.name}", according to the App Store?`,
  named: (p, s) => store.named(p, s),
  checks: () => [],
  answer: {
    spec: { type: 'text', what: "the developer's name" },
    expected: (p) => p.developer,
  },
  oracle: async (ui, p) => ui.answer(await readDeveloper(ui, p.name)),
  alternatives: [
    { name: 'reads it in the search results, in lower case', run: async (ui, p) => {
      await store.open(ui);
      await store.tab(ui, 'Search');
      await ui.fill({ hint: 'Search apps' }, p.name);
      const tree = ui.tree();
      const row = tree.findIndex((e) => e.role === 'button' && e.text === p.name);
      const line = tree.slice(row + 1).find((e) => e.text.includes(' · ★ '))!.text;
      await ui.answer(line.split(' · ')[0]!.toLowerCase());
    } },
  ],
  nearMisses: [
    { name: "answers another app's developer", run: async (ui, p) => ui.answer(await readDeveloper(ui, p.otherName)) },
    { name: "answers the app's category", run: async (ui, p) => {
      await store.openPage(ui, p.name);
      await ui.answer(store.fact(ui, 'Category'));
    } },
  ],
});
