import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import * as rd from './kit.ts';

export default defineTask({
  id: 'reader/delete-highlight',
  apps: ['reader'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const book = rng.pick(world.apps.reader.books.filter((b) => rd.highlightsIn(world, b.id).length >= 2));
    const [h, other] = rng.sample(rd.highlightsIn(world, book.id), 2);
    return { id: h!.id, bookId: book.id, title: book.title, quote: h!.text, page: h!.page, otherQuote: other!.text };
  },
  goal: (p) => `Delete your highlight "${p.quote}" in "${p.title}" in Reader.`,
  named: (p, s) => ({ [p.title]: rd.booksTitled(s, p.title), [`the highlight "${p.quote}"`]: rd.highlightsReading(s, p.bookId, p.quote) }),
  changes: (p) => [removed(rd.HIGHLIGHTS, { which: [p.id] })],
  checks: (p) => [expectEqual(`the highlight "${p.quote}" is gone`, false, ({ after }) => rd.highlightById(after, p.id) !== undefined)],
  oracle: rd.script(async (ui, p) => {
    await rd.openBook(ui, p.title);
    await rd.openHighlights(ui);
    await rd.highlightMenu(ui, p.quote, 'Delete highlight');
  }),
  alternatives: [
    { name: 'goes to its page and removes the highlight there', run: rd.script(async (ui, p) => {
      await rd.openBook(ui, p.title, 'search');
      await rd.openHighlights(ui);
      await rd.highlightMenu(ui, p.quote, 'Go to page');
      await rd.tapSentence(ui, p.quote);
      await ui.tap({ text: 'Remove highlight', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'deletes another highlight', params: (p) => ({ ...p, quote: p.otherQuote }) },
    { name: 'clears its note only', run: rd.script(async (ui, p) => {
      await rd.openBook(ui, p.title);
      await rd.openHighlights(ui);
      await rd.highlightMenu(ui, p.quote, 'Note');
      await ui.fill({ hint: 'Note' }, 'x');
      await ui.tap({ text: 'Save', role: 'button' });
    }) },
  ],
});
