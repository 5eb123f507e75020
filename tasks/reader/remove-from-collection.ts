import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import * as rd from './kit.ts';

export default defineTask({
  id: 'reader/remove-from-collection',
  apps: ['reader'],
  difficulty: 2,
  maxSteps: 13,
  params: ({ rng, world }) => {
    const c = rng.pick(world.apps.reader.collections);
    const [bookId, otherId] = rng.sample(c.bookIds, 2);
    const title = (id: string) => world.apps.reader.books.find((b) => b.id === id)!.title;
    return { id: bookId!, title: title(bookId!), otherTitle: title(otherId!), collectionId: c.id, collection: c.name, had: c.bookIds };
  },
  goal: (p) => `Take "${p.title}" out of your collection "${p.collection}" in Reader (keep the book).`,
  named: (p, s) => ({ [p.title]: rd.booksTitled(s, p.title), [p.collection]: rd.collectionsNamed(s, p.collection) }),
  changes: (p) => [modified(rd.COLLECTIONS, p.collectionId, ['bookIds'])],
  checks: (p) => [rd.holds(p.collectionId, p.collection, (p.had as string[]).filter((id) => id !== p.id), `what it held but "${p.title}"`)],
  oracle: rd.script(async (ui, p) => {
    await rd.openCollection(ui, p.collection);
    await ui.tap({ text: `Remove ${p.title} from ${p.collection}`, role: 'button' });
  }),
  alternatives: [
    { name: "unticks the collection on the book's page", run: rd.script(async (ui, p) => {
      await rd.openBook(ui, p.title, 'search');
      await rd.toggleCollection(ui, p.collection);
    }) },
  ],
  nearMisses: [
    { name: 'removes another book', params: (p) => ({ ...p, title: p.otherTitle }) },
    { name: 'deletes the whole collection', run: rd.script(async (ui, p) => {
      await rd.openCollection(ui, p.collection);
      await ui.tap({ text: 'Delete collection', role: 'button' });
      await ui.tap({ text: 'Delete', role: 'button' });
    }) },
  ],
});
