// Reader: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing (a book's page, its highlights and bookmarks, a search inside it, the Library
// filter and the Collections tab, a collection's page), and damage in two forms (on the screens,
// and by the app's model): a book marked finished, a highlight deleted, a highlight removed and made
// again with another note (the same highlight, by its place, with its note changed), a book taken out
// of a collection, a collection deleted.
import { deleteCollection, highlight, removeHighlight, setFinished, setInCollection, setNote } from '../../apps/reader/model.ts';
import { shelfOrder } from '../../apps/reader/state.ts';
import { namedBy, type AppNoise, type TrialContext } from '../define.ts';
import * as rd from './kit.ts';

/** Books the instance does not name (by id or title), in shelf order. */
const bystanders = (ctx: TrialContext) => {
  const named = namedBy(ctx);
  return shelfOrder(rd.books(ctx.initial)).filter((b) => !named(b.id) && !named(b.title));
};
/** A book started, not finished, with a highlight, the instance does not name. */
const bystander = (ctx: TrialContext) => bystanders(ctx).find((b) => !b.finished && rd.highlightsIn(ctx.initial, b.id).length > 0)!;
/** A book's first highlight (by page and place) at the start. */
const firstHighlight = (ctx: TrialContext, bookId: string) => rd.highlightsIn(ctx.initial, bookId).sort((x, y) => x.page - y.page || x.sentence - y.sentence)[0]!;
/** A note no seeded highlight holds: made again with it, a highlight reads otherwise than it did. */
const REDONE_NOTE = 'Made again';
/** A collection the instance does not name (by id or name), and a book in it whose title it does not name. */
const collectionPair = (ctx: TrialContext) => {
  const named = namedBy(ctx);
  const free = (id: string) => { const b = rd.bookById(ctx.initial, id)!; return !named(b.title); };
  const c = ctx.initial.apps.reader.collections.find((x) => !named(x.id) && !named(x.name) && x.bookIds.some(free))!;
  const book = rd.bookById(ctx.initial, c.bookIds.find(free)!)!;
  return { c, book };
};

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      const b = bystander(ctx);
      await rd.openBook(ui, b.title);
      await rd.openHighlights(ui);
      await ui.back();
      await ui.tap({ text: 'Search in book', role: 'button' });
      await ui.fill({ hint: 'Search in this book' }, 'the');
      await ui.back();
      await ui.back();
      await ui.tap({ text: 'Finished', role: 'radio' });
      await ui.tap({ text: 'All', role: 'radio' });
      await ui.tap({ text: 'Collections', role: 'tab' });
      await ui.close('Reader');
    },
    // Looking changes nothing: no page was turned.
    apply: () => undefined,
  },
  damage: [
    { name: 'marks an unrelated book as finished', run: async (ui, ctx) => {
      await rd.openBook(ui, bystander(ctx).title);
      await ui.tap({ text: 'Mark as finished', role: 'button' });
    }, apply: (d, ctx) => setFinished(d.apps.reader, bystander(ctx).id, true) },
    { name: 'deletes an unrelated highlight', run: async (ui, ctx) => {
      const b = bystander(ctx);
      await rd.openBook(ui, b.title);
      await rd.openHighlights(ui);
      await rd.highlightMenu(ui, firstHighlight(ctx, b.id).text, 'Delete highlight');
    }, apply: (d, ctx) => removeHighlight(d.apps.reader, firstHighlight(ctx, bystander(ctx).id).id) },
    { name: 'removes an unrelated highlight on its page and makes it again with another note', run: async (ui, ctx) => {
      const b = bystander(ctx);
      const h = firstHighlight(ctx, b.id);
      await rd.openBook(ui, b.title);
      await rd.openHighlights(ui);
      await rd.highlightMenu(ui, h.text, 'Go to page');
      await rd.tapSentence(ui, h.text);
      await ui.tap({ text: 'Remove highlight', role: 'button' });
      await rd.noteHere(ui, h.text, REDONE_NOTE);
    }, apply: (d, ctx) => {
      const h = firstHighlight(ctx, bystander(ctx).id);
      removeHighlight(d.apps.reader, h.id);
      const id = highlight(d.apps.reader, h.bookId, h.page, h.sentence, d.os.now);
      if (id) setNote(d.apps.reader, id, REDONE_NOTE);
    } },
    { name: 'takes an unrelated book out of a collection', run: async (ui, ctx) => {
      const { c, book } = collectionPair(ctx);
      await rd.openCollection(ui, c.name);
      await ui.tap({ text: `Remove ${book.title} from ${c.name}`, role: 'button' });
    }, apply: (d, ctx) => { const { c, book } = collectionPair(ctx); setInCollection(d.apps.reader, c.id, book.id, false); } },
    { name: 'deletes an unrelated collection', run: async (ui, ctx) => {
      await rd.openCollection(ui, collectionPair(ctx).c.name);
      await ui.tap({ text: 'Delete collection', role: 'button' });
      await ui.tap({ text: 'Delete', role: 'button' });
    }, apply: (d, ctx) => deleteCollection(d.apps.reader, collectionPair(ctx).c.id) },
  ],
};
