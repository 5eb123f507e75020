import { defineTask } from '../define.ts';
import { expectThat, modified, sameTyped } from '../../judges/index.ts';
import * as rd from './kit.ts';

export default defineTask({
  id: 'reader/edit-note',
  apps: ['reader'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const book = rng.pick(world.apps.reader.books.filter((b) => rd.highlightsIn(world, b.id).length >= 2));
    const [h, other] = rng.sample(rd.highlightsIn(world, book.id), 2);
    return { id: h!.id, bookId: book.id, title: book.title, quote: h!.text, otherQuote: other!.text, old: 'Come back to this', note: rng.pick(rd.NEW_NOTES) as string };
  },
  goal: (p) => `In Reader, change the note on your highlight "${p.quote}" in "${p.title}" to "${p.note}".`,
  named: (p, s) => ({ [p.title]: rd.booksTitled(s, p.title), [`the highlight "${p.quote}"`]: rd.highlightsReading(s, p.bookId, p.quote) }),
  setup: (d, p) => {
    const h = d.apps.reader.highlights.find((x) => x.id === p.id)!;
    h.note = p.old;
  },
  changes: (p) => [modified(rd.HIGHLIGHTS, p.id, ['note'])],
  checks: (p) => [expectThat(`its note reads "${p.note}"`, p.note, ({ after }) => rd.highlightById(after, p.id)?.note, (n) => sameTyped(n, p.note))],
  oracle: rd.script(async (ui, p) => {
    await rd.openBook(ui, p.title);
    await rd.openHighlights(ui);
    await rd.highlightMenu(ui, p.quote, 'Note');
    await ui.fill({ hint: 'Note' }, p.note);
    await ui.tap({ text: 'Save', role: 'button' });
  }),
  alternatives: [
    { name: 'edits it on its page in the reading view', run: rd.script(async (ui, p) => {
      await rd.openBook(ui, p.title);
      await rd.openHighlights(ui);
      await rd.highlightMenu(ui, p.quote, 'Go to page');
      await rd.noteHere(ui, p.quote, p.note);
    }) },
    { name: 'on its page, removes the highlight by mistake, then adds the new note to the sentence (it is highlighted again)', run: rd.script(async (ui, p) => {
      await rd.openBook(ui, p.title);
      await rd.openHighlights(ui);
      await rd.highlightMenu(ui, p.quote, 'Go to page');
      await rd.tapSentence(ui, p.quote);
      await ui.tap({ text: 'Remove highlight', role: 'button' });
      await rd.noteHere(ui, p.quote, p.note);
    }) },
  ],
  nearMisses: [
    { name: "changes another highlight's note", params: (p) => ({ ...p, quote: p.otherQuote }) },
    { name: 'adds the new note after the old one', params: (p) => ({ ...p, note: `${p.old} ${p.note}` }) },
    { name: 'opens the note and cancels', run: rd.script(async (ui, p) => {
      await rd.openBook(ui, p.title);
      await rd.openHighlights(ui);
      await rd.highlightMenu(ui, p.quote, 'Note');
      await ui.fill({ hint: 'Note' }, p.note);
      await ui.tap({ text: 'Cancel', role: 'button' });
    }) },
  ],
});
