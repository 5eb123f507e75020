import { defineTask } from '../define.ts';
import { highlight } from '../../apps/reader/model.ts';
import type { TaskUi } from '../ui.ts';
import * as rd from './kit.ts';

/** The book's highlights, the rows under the chapter's header. */
async function countUnder(ui: TaskUi, title: string, chapter: string): Promise<number> {
  await rd.openBook(ui, title);
  await rd.openHighlights(ui);
  return (await rd.highlightsUnder(ui, chapter)).length;
}

export default defineTask({
  id: 'reader/query-chapter-highlights',
  apps: ['reader'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const book = rng.pick(rd.reading(world).filter((b) => b.page >= b.chapters[1]!.startPage));
    // A chapter the owner has read into (not the first), and one to three more highlights in it.
    const read = book.chapters.map((_, i) => i).filter((i) => i > 0 && book.chapters[i]!.startPage <= book.page);
    const index = rng.pick(read);
    const { first } = rd.chapterPages(book, index);
    const last = Math.min(rd.chapterPages(book, index).last, book.page);
    const pages = Array.from({ length: last - first + 1 }, (_, k) => first + k);
    const extra = Array.from({ length: rng.int(1, 3) }, () => { const page = rng.pick(pages); return [page, rng.int(0, rd.pageText(book, page).length - 1)]; });
    return { id: book.id, title: book.title, chapter: book.chapters[index]!.title, extra };
  },
  goal: (p) => `How many highlights do you have in the chapter "${p.chapter}" of "${p.title}" in Reader?`,
  named: (p, s) => ({ [p.title]: rd.booksTitled(s, p.title), [p.chapter]: rd.chaptersTitled(rd.bookById(s, p.id)!, p.chapter) }),
  setup: (d, p) => {
    // One on the first page too, so the book's count is never the chapter's.
    highlight(d.apps.reader, p.id, 1, 0, d.os.now - 7_200_000);
    for (const [page, sentence] of p.extra as number[][]) highlight(d.apps.reader, p.id, page!, sentence!, d.os.now - 3_600_000);
  },
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['highlights', 'highlight'] },
    expected: (p, before) => { const b = rd.bookById(before, p.id)!; return rd.highlightsInChapter(before, b, b.chapters.findIndex((c) => c.title === p.chapter)).length; },
  },
  oracle: async (ui, p) => ui.answer(await countUnder(ui, p.title, p.chapter)),
  alternatives: [
    { name: 'answers with the noun', run: async (ui, p) => ui.answer(`${await countUnder(ui, p.title, p.chapter)} highlights`) },
  ],
  nearMisses: [
    { name: "answers the book's count of highlights", run: async (ui, p) => {
      await rd.openBook(ui, p.title);
      const tree = ui.tree();
      const at = tree.findIndex((e) => e.text === 'Highlights and notes' && e.role === 'button');
      await ui.answer(Number(tree.slice(at + 1).find((e) => /^\d+$/.test(e.text))!.text));
    } },
    { name: 'counts one too many', run: async (ui, p) => ui.answer((await countUnder(ui, p.title, p.chapter)) + 1) },
  ],
});
