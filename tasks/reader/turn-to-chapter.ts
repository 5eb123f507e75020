import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import * as rd from './kit.ts';

export default defineTask({
  id: 'reader/turn-to-chapter',
  apps: ['reader'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const [book, other] = rng.sample(rd.reading(world), 2);
    // A chapter the book is not on the first page of.
    const index = rng.pick(book!.chapters.map((_, i) => i).filter((i) => i > 0 && book!.chapters[i]!.startPage !== book!.page));
    return { id: book!.id, title: book!.title, otherTitle: other!.title, chapter: book!.chapters[index]!.title, start: book!.chapters[index]!.startPage, previous: book!.chapters[index - 1]!.title };
  },
  goal: (p) => `In Reader, open "${p.title}" at the first page of its chapter "${p.chapter}".`,
  named: (p, s) => ({ [p.title]: rd.booksTitled(s, p.title), [p.chapter]: rd.chaptersTitled(rd.bookById(s, p.id)!, p.chapter) }),
  // The page a book is on is its reading progress: looking may move it (a routine path), and this goal is it.
  checks: (p) => [expectEqual(`"${p.title}" is on page ${p.start}, where "${p.chapter}" begins`, p.start, ({ after }) => rd.bookById(after, p.id)?.page)],
  oracle: rd.script(async (ui, p) => {
    await rd.openBook(ui, p.title);
    await ui.scrollTo({ text: p.chapter, role: 'button' });
    await ui.tap({ text: p.chapter, role: 'button' });
  }),
  alternatives: [
    { name: "uses the reading view's Contents", run: rd.script(async (ui, p) => {
      await rd.openBook(ui, p.title, 'search');
      await rd.startReading(ui);
      await ui.tap({ text: 'Contents', role: 'button' });
      await ui.tap({ text: p.chapter, role: 'button' });
    }) },
    { name: 'types the chapter\'s first page into Go to page', run: rd.script(async (ui, p) => rd.readPage(ui, p.title, p.start)) },
  ],
  nearMisses: [
    { name: 'opens the chapter before it', params: (p) => ({ ...p, chapter: p.previous }) },
    { name: 'opens the book where it was left', run: rd.script(async (ui, p) => { await rd.openBook(ui, p.title); await rd.startReading(ui); }) },
    { name: 'opens the page after it', run: rd.script(async (ui, p) => rd.readPage(ui, p.title, p.start + 1)) },
  ],
});
