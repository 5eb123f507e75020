import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as rd from './kit.ts';

/** The book's page: its progress line ("Page 12 of 48 · 25%"), the page. */
async function readPage(ui: TaskUi, title: string, by: 'scroll' | 'search' = 'scroll'): Promise<number> {
  await rd.openBook(ui, title, by);
  return rd.pageShown(ui);
}

export default defineTask({
  id: 'reader/query-page',
  apps: ['reader'],
  difficulty: 1,
  maxSteps: 11,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(rd.reading(world), 2);
    // A page no other book is on, so that no other book's page is the answer.
    const taken = new Set(rd.books(world).filter((b) => b.id !== target!.id).map((b) => b.page));
    const free = Array.from({ length: target!.pageCount - 2 }, (_, k) => k + 2).filter((n) => !taken.has(n));
    return { id: target!.id, title: target!.title, otherTitle: other!.title, page: rng.pick(free) };
  },
  goal: (p) => `What page are you on in "${p.title}" in Reader?`,
  named: (p, s) => ({ [p.title]: rd.booksTitled(s, p.title) }),
  setup: (d, p) => {
    d.apps.reader.books.find((b) => b.id === p.id)!.page = p.page;
  },
  checks: () => [],
  answer: {
    spec: { type: 'count' },
    // The page it was on when the episode began: turning pages to look moves it.
    expected: (p, before) => rd.bookById(before, p.id)!.page,
  },
  oracle: async (ui, p) => ui.answer(await readPage(ui, p.title)),
  alternatives: [
    { name: 'finds it with the search; reads the pager in the reading view', run: async (ui, p) => {
      await rd.openBook(ui, p.title, 'search');
      await rd.startReading(ui);
      await ui.answer(rd.pagerPage(ui));
    } },
  ],
  nearMisses: [
    { name: "answers another book's page", params: (p) => ({ ...p, title: p.otherTitle }) },
    { name: 'answers the page count', run: async (ui, p) => {
      await rd.openBook(ui, p.title);
      await ui.answer(Number(/of (\d+)/.exec(ui.read({ matches: /^Page \d+ of \d+ · / }))![1]));
    } },
    { name: 'answers the percentage read', run: async (ui, p) => {
      await rd.openBook(ui, p.title);
      await ui.answer(Number(/· (\d+)%/.exec(ui.read({ matches: /^Page \d+ of \d+ · / }))![1]));
    } },
  ],
});
