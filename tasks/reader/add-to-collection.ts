import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import * as rd from './kit.ts';

export default defineTask({
  id: 'reader/add-to-collection',
  apps: ['reader'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const [c, other] = rng.sample(world.apps.reader.collections, 2);
    const [book, otherBook] = rng.sample(world.apps.reader.books.filter((b) => !c!.bookIds.includes(b.id) && !other!.bookIds.includes(b.id)), 2);
    return { id: book!.id, title: book!.title, otherTitle: otherBook!.title, collectionId: c!.id, collection: c!.name, otherCollection: other!.name, had: c!.bookIds };
  },
  goal: (p) => `Add "${p.title}" to your collection "${p.collection}" in Reader.`,
  named: (p, s) => ({ [p.title]: rd.booksTitled(s, p.title), [p.collection]: rd.collectionsNamed(s, p.collection) }),
  changes: (p) => [modified(rd.COLLECTIONS, p.collectionId, ['bookIds'])],
  checks: (p) => [rd.holds(p.collectionId, p.collection, [...(p.had as string[]), p.id], `what it held and "${p.title}"`)],
  oracle: rd.script(async (ui, p) => {
    await rd.openBook(ui, p.title);
    await rd.toggleCollection(ui, p.collection);
  }),
  alternatives: [
    { name: 'ticks the wrong collection first, unticks it, then the right one', run: rd.script(async (ui, p) => {
      await rd.openBook(ui, p.title, 'search');
      await ui.tap({ text: 'Add to collection', role: 'button' });
      await ui.tap({ text: p.otherCollection, role: 'checkbox' });
      await ui.tap({ text: p.otherCollection, role: 'checkbox' });
      await ui.tap({ text: p.collection, role: 'checkbox' });
      await ui.tap({ text: 'Done', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'adds it to another collection', params: (p) => ({ ...p, collection: p.otherCollection }) },
    { name: 'adds another book', params: (p) => ({ ...p, title: p.otherTitle }) },
    { name: 'adds it to both collections', run: rd.script(async (ui, p) => {
      await rd.openBook(ui, p.title);
      await ui.tap({ text: 'Add to collection', role: 'button' });
      await ui.tap({ text: p.collection, role: 'checkbox' });
      await ui.tap({ text: p.otherCollection, role: 'checkbox' });
      await ui.tap({ text: 'Done', role: 'button' });
    }) },
  ],
});
