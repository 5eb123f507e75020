import { defineTask } from '../define.ts';
import { added, modified } from '../../judges/index.ts';
import * as rd from './kit.ts';

export default defineTask({
  id: 'reader/highlight-note-collect',
  apps: ['reader'],
  difficulty: 4,
  maxSteps: 29,
  params: ({ rng, world }) => {
    const book = rng.pick(rd.reading(world).filter((b) => world.apps.reader.collections.some((x) => !x.bookIds.includes(b.id))));
    const c = rng.pick(world.apps.reader.collections.filter((x) => !x.bookIds.includes(book.id)));
    // A page ahead of where the owner is, so the reading view does not open on it.
    const pages = Array.from({ length: book.pageCount - book.page }, (_, k) => book.page + 1 + k);
    const at = rd.uniqueSentence(rng, book, pages);
    const next = rd.pageText(book, at.page)[at.sentence === 0 ? 1 : at.sentence - 1]!;
    return {
      id: book.id, title: book.title, page: at.page, sentence: at.sentence, quote: at.text, neighbour: next,
      note: rng.pick(rd.NEW_NOTES), collectionId: c.id, collection: c.name, had: c.bookIds, addTo: c.name,
    };
  },
  goal: (p) => `In Reader, go to page ${p.page} of "${p.title}", highlight the sentence "${p.quote}" and add the note "${p.note}" to it, and add the book to your collection "${p.collection}".`,
  named: (p, s) => ({ [p.title]: rd.booksTitled(s, p.title), [p.collection]: rd.collectionsNamed(s, p.collection), [`the sentence "${p.quote}"`]: rd.sentencesReading(rd.bookById(s, p.id)!, p.quote) }),
  changes: (p) => [added(rd.HIGHLIGHTS), modified(rd.COLLECTIONS, p.collectionId, ['bookIds'])],
  checks: (p) => [
    ...rd.highlightedOne(p.id, p.page, p.sentence, p.quote, p.note),
    rd.holds(p.collectionId, p.collection, [...(p.had as string[]), p.id], `what it held and "${p.title}"`),
  ],
  oracle: rd.script(async (ui, p) => {
    await rd.readPage(ui, p.title, p.page);
    await rd.highlightHere(ui, p.quote);
    await rd.noteHere(ui, p.quote, p.note);
    await ui.back();
    await rd.toggleCollection(ui, p.addTo);
  }),
  // The goal names no order (the state keeps none between a note and a collection's books): the
  // collection first is as right as last.
  alternatives: [
    { name: 'adds the note straight away (it highlights), having found the sentence with the search', run: rd.script(async (ui, p) => {
      await rd.openBook(ui, p.title);
      await ui.tap({ text: 'Search in book', role: 'button' });
      await ui.fill({ hint: 'Search in this book' }, p.quote);
      await ui.tap({ text: p.quote, role: 'button' });
      await rd.noteHere(ui, p.quote, p.note);
      await ui.back();
      await ui.back();
      await rd.toggleCollection(ui, p.addTo);
    }) },
    { name: 'adds the book to the collection first, then adds the note from the highlights list', run: rd.script(async (ui, p) => {
      await rd.openBook(ui, p.title);
      await rd.toggleCollection(ui, p.addTo);
      await rd.startReading(ui);
      await rd.goToPage(ui, p.page);
      await rd.highlightHere(ui, p.quote);
      await ui.back();
      await rd.openHighlights(ui);
      await rd.highlightMenu(ui, p.quote, 'Note');
      await ui.fill({ hint: 'Note' }, p.note);
      await ui.tap({ text: 'Save', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'highlights the sentence next to it', params: (p) => ({ ...p, quote: p.neighbour }) },
    { name: 'leaves out the collection', run: rd.script(async (ui, p) => {
      await rd.readPage(ui, p.title, p.page);
      await rd.noteHere(ui, p.quote, p.note);
    }) },
    { name: 'highlights it without the note', run: rd.script(async (ui, p) => {
      await rd.readPage(ui, p.title, p.page);
      await rd.highlightHere(ui, p.quote);
      await ui.back();
      await rd.toggleCollection(ui, p.addTo);
    }) },
  ],
});
