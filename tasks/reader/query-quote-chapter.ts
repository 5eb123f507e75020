import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as rd from './kit.ts';

/** Search inside the book for the sentence; the result's line under it: "Chapter · Page N". */
async function searchChapter(ui: TaskUi, title: string, quote: string): Promise<{ chapter: string; page: number }> {
  await rd.openBook(ui, title);
  await ui.tap({ text: 'Search in book', role: 'button' });
  await ui.fill({ hint: 'Search in this book' }, quote);
  const row = await ui.scrollTo({ text: quote, role: 'button' });
  const tree = ui.tree();
  const line = tree.slice(tree.findIndex((e) => e.id === row.id) + 1).find((e) => / · Page \d+$/.test(e.text))!.text;
  const m = /^(.*) · Page (\d+)$/.exec(line)!;
  return { chapter: m[1]!, page: Number(m[2]) };
}

export default defineTask({
  id: 'reader/query-quote-chapter',
  apps: ['reader'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const [book, other] = rng.sample(world.apps.reader.books, 2);
    const pages = Array.from({ length: book!.pageCount - book!.chapters[1]!.startPage + 1 }, (_, k) => book!.chapters[1]!.startPage + k);
    const at = rd.uniqueSentence(rng, book!, pages);
    const index = rd.chapterIndexOf(book!, at.page);
    return { id: book!.id, title: book!.title, otherTitle: other!.title, quote: at.text, page: at.page, previous: book!.chapters[index - 1]!.title };
  },
  goal: (p) => `In which chapter of "${p.title}" in Reader does the sentence "${p.quote}" appear?`,
  named: (p, s) => ({ [p.title]: rd.booksTitled(s, p.title), [`the sentence "${p.quote}"`]: rd.sentencesReading(rd.bookById(s, p.id)!, p.quote) }),
  checks: () => [],
  answer: {
    // A title as the contents show it: read as text (any case, spacing, final full stop).
    spec: { type: 'text', what: 'the chapter title' },
    expected: (p, before) => { const b = rd.bookById(before, p.id)!; return b.chapters[rd.chapterIndexOf(b, p.page)]!.title; },
  },
  oracle: async (ui, p) => ui.answer((await searchChapter(ui, p.title, p.quote)).chapter),
  alternatives: [
    { name: "opens the result's page and reads the chapter heading there, in lower case", run: async (ui, p) => {
      await searchChapter(ui, p.title, p.quote);
      await ui.tap({ text: p.quote, role: 'button' });
      const heading = ui.tree().find((e) => e.role === 'heading' && e.text !== p.title)!.text;
      await ui.answer(heading.toLowerCase());
    } },
  ],
  nearMisses: [
    { name: 'answers the chapter before it', run: async (ui, p) => { await searchChapter(ui, p.title, p.quote); await ui.answer(p.previous); } },
    { name: 'answers the book title', run: async (ui, p) => { await searchChapter(ui, p.title, p.quote); await ui.answer(p.title); } },
  ],
});
