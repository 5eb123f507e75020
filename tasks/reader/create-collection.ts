import { defineTask } from '../define.ts';
import { added, createdRecord, sameSet } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import * as rd from './kit.ts';

/** Collections tab: New collection; then each book's page: Add to collection, tick it, Done. */
async function makeWith(ui: TaskUi, name: string, titles: readonly string[]): Promise<void> {
  await rd.openCollections(ui);
  await rd.createCollection(ui, name);
  await ui.tap({ text: 'Library', role: 'tab' });
  for (const title of titles) {
    await ui.scrollTo({ text: title, role: 'button' });
    await ui.tap({ text: title, role: 'button' });
    await rd.toggleCollection(ui, name);
    await ui.back();
  }
}

export default defineTask({
  id: 'reader/create-collection',
  apps: ['reader'],
  difficulty: 3,
  maxSteps: 37,
  params: ({ rng, world }) => {
    const name: string = rng.pick(rd.NEW_COLLECTIONS.filter((n) => rd.collectionsNamed(world, n) === 0));
    const [a, b, c] = rng.sample(world.apps.reader.books, 3);
    return { name, typed: name, ids: [a!.id, b!.id], titles: [a!.title, b!.title], otherTitle: c!.title };
  },
  goal: (p) => {
    const [a, b] = p.titles as string[];
    return `In Reader, make a new collection named "${p.name}" with the books "${a}" and "${b}" in it.`;
  },
  named: (p, s) => Object.fromEntries((p.titles as string[]).map((t) => [t, rd.booksTitled(s, t)])),
  changes: () => [added(rd.COLLECTIONS)],
  checks: (p) => createdRecord(rd.COLLECTIONS, 'collection', {
    name: { expected: p.name, test: (v: unknown) => rd.sameCollection(v, p.name) },
    bookIds: { expected: p.ids, test: (v: unknown) => Array.isArray(v) && sameSet(v, p.ids as string[]) },
  }),
  oracle: rd.script(async (ui, p) => makeWith(ui, p.typed, p.titles as string[])),
  alternatives: [
    { name: 'types the name in lower case; adds the books in the other order, by the search', run: rd.script(async (ui, p) => {
      await rd.openCollections(ui);
      await rd.createCollection(ui, p.name.toLowerCase());
      for (const title of [...(p.titles as string[])].reverse()) {
        await rd.openBook(ui, title, 'search');
        await rd.toggleCollection(ui, p.name.toLowerCase());
      }
    }) },
  ],
  nearMisses: [
    { name: 'puts another book in it', params: (p) => ({ ...p, titles: [(p.titles as string[])[0]!, p.otherTitle] }) },
    { name: 'puts one book only in it', params: (p) => ({ ...p, titles: [(p.titles as string[])[0]!] }) },
    { name: 'names it differently', params: (p) => ({ ...p, typed: `${p.name} list` }) },
  ],
});
