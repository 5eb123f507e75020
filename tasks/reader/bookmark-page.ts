import { defineTask } from '../define.ts';
import { added, expectEqual, expectThat } from '../../judges/index.ts';
import type { DeviceState } from '../../apps/world.ts';
import * as rd from './kit.ts';

const made = (before: DeviceState, after: DeviceState) => after.apps.reader.bookmarks.filter((m) => !before.apps.reader.bookmarks.some((x) => x.id === m.id));

export default defineTask({
  id: 'reader/bookmark-page',
  apps: ['reader'],
  difficulty: 2,
  maxSteps: 19,
  params: ({ rng, world }) => {
    const books = world.apps.reader.books.filter((b) => b.pageCount >= 20);
    const [book, drawn] = rng.sample(books, 2);
    // The near miss bookmarks the same page in another book: one that has that page, not bookmarked already.
    const fits = (b: (typeof books)[number], page: number) => b.id !== book!.id && b.pageCount > page && !world.apps.reader.bookmarks.some((m) => m.bookId === b.id && m.page === page);
    const free = Array.from({ length: book!.pageCount - 2 }, (_, k) => k + 2).filter((n) => n !== book!.page && !world.apps.reader.bookmarks.some((m) => m.bookId === book!.id && (m.page === n || m.page === n + 1)) && books.some((b) => fits(b, n)));
    const page = rng.pick(free);
    const other = fits(drawn!, page) ? drawn! : rng.pick(books.filter((b) => fits(b, page)));
    return { id: book!.id, title: book!.title, otherTitle: other.title, page };
  },
  goal: (p) => `Bookmark page ${p.page} of "${p.title}" in Reader.`,
  named: (p, s) => ({ [p.title]: rd.booksTitled(s, p.title) }),
  changes: () => [added(rd.BOOKMARKS)],
  checks: (p) => [
    expectEqual('exactly one bookmark was added', 1, ({ before, after }) => made(before, after).length),
    expectThat(`it marks page ${p.page} of "${p.title}"`, p.page, ({ before, after }) => made(before, after)[0], (m) => m !== undefined && m.bookId === p.id && m.page === p.page),
  ],
  oracle: rd.script(async (ui, p) => {
    await rd.readPage(ui, p.title, p.page);
    await ui.tap({ text: 'Add bookmark', role: 'button' });
  }),
  alternatives: [
    { name: 'turns the pages one by one from the page before', run: rd.script(async (ui, p) => {
      await rd.readPage(ui, p.title, p.page - 1);
      await ui.tap({ text: 'Next page', role: 'button' });
      await ui.tap({ text: 'Add bookmark', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'bookmarks the next page', params: (p) => ({ ...p, page: p.page + 1 }) },
    { name: 'bookmarks it in another book', params: (p) => ({ ...p, title: p.otherTitle }) },
    { name: 'bookmarks it and taps again (removed)', run: rd.script(async (ui, p) => {
      await rd.readPage(ui, p.title, p.page);
      await ui.tap({ text: 'Add bookmark', role: 'button' });
      await ui.tap({ text: 'Remove bookmark', role: 'button' });
    }) },
  ],
});
