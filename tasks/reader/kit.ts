// The Reader kit: the moves an oracle makes in the app, what its templates read of the state, and
// the checks they share. The noise the judge gate plays around its templates is in noise.ts.
import { expectEqual, expectThat, sameName, sameSet, sameTyped, type Check } from '../../judges/index.ts';
import { countNamed, nameRule } from '../define.ts';
import type { Rng } from '../../apps/kit/random.ts';
import { chapterIndexOf, chapterPages, pageText, type Book, type Collection, type Highlight } from '../../apps/reader/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

export { script } from '../ui.ts';
export { chapterIndexOf, chapterPages, pageText };

export const BOOKS = 'apps.reader.books';
export const HIGHLIGHTS = 'apps.reader.highlights';
export const BOOKMARKS = 'apps.reader.bookmarks';
export const COLLECTIONS = 'apps.reader.collections';

// ---------------------------------------------------------------- reading the state

export const books = (s: DeviceState): Book[] => s.apps.reader.books;
export const bookById = (s: DeviceState, id: string): Book | undefined => s.apps.reader.books.find((b) => b.id === id);
export const collectionById = (s: DeviceState, id: string): Collection | undefined => s.apps.reader.collections.find((c) => c.id === id);
export const highlightById = (s: DeviceState, id: string): Highlight | undefined => s.apps.reader.highlights.find((h) => h.id === id);
export const highlightsIn = (s: DeviceState, bookId: string): Highlight[] => s.apps.reader.highlights.filter((h) => h.bookId === bookId);
/** A book's highlights in one chapter (by its index). */
export const highlightsInChapter = (s: DeviceState, book: Book, index: number): Highlight[] =>
  highlightsIn(s, book.id).filter((h) => chapterIndexOf(book, h.page) === index);
/** Books started and not finished: a page in the middle. */
export const reading = (s: DeviceState): Book[] => books(s).filter((b) => !b.finished && b.lastReadAt !== null);

/** Books the app takes for this title (app.ts `names.book`): what `named` counts. */
export const booksTitled = (s: DeviceState, title: string): number => countNamed('reader', 'book', books(s).map((b) => b.title), title);
/** Collections the app takes for this name (app.ts `names.collection`). */
export const collectionsNamed = (s: DeviceState, name: string): number => countNamed('reader', 'collection', s.apps.reader.collections.map((c) => c.name), name);
/** Chapters of the book with this title (the contents list them by it). */
export const chaptersTitled = (book: Book, title: string): number => book.chapters.filter((c) => c.title === title).length;
/** How many sentences of the book read exactly this (a quote names one place when it is 1). */
export function sentencesReading(book: Book, text: string): number {
  let n = 0;
  for (let page = 1; page <= book.pageCount; page++) n += pageText(book, page).filter((t) => t === text).length;
  return n;
}
/** The book's highlights whose text is this. */
export const highlightsReading = (s: DeviceState, bookId: string, text: string): number => highlightsIn(s, bookId).filter((h) => h.text === text).length;

/** A sentence of one of the book's pages that no other sentence of the book repeats: its page, place and text. */
export function uniqueSentence(rng: Rng, book: Book, pages: readonly number[]): { page: number; sentence: number; text: string } {
  for (let tries = 0; ; tries++) {
    const page = rng.pick(pages);
    const list = pageText(book, page);
    const sentence = rng.int(0, list.length - 1);
    if (sentencesReading(book, list[sentence]!) === 1 || tries > 50) return { page, sentence, text: list[sentence]! };
  }
}

/** How Reader tells two names apart (apps/reader/app.ts `names`). */
export const sameCollection = (a: unknown, b: string): boolean => sameName(nameRule('reader', 'collection'), a, b);

/** Notes for a highlight the world never holds. */
export const NEW_NOTES = [
  'Use this in the toast', 'This is the whole book in one line', 'Ask Dana what she thinks', 'Compare with chapter one',
  'Read aloud on Sunday', 'Perfect epigraph', 'So quiet and so sad', 'Remember this one',
] as const;
/** Collection names the world never holds. */
export const NEW_COLLECTIONS = ['Winter evenings', 'Beach bag', 'Classics', 'For Dad', 'Nightstand', 'Reading group'] as const;

// ---------------------------------------------------------------- moves

/** Open Reader at the shelf, wherever it was left. */
export const open = (ui: TaskUi) => ui.launch('Reader');

/** From anywhere: Reader, the book found by scrolling the shelf (or by its search), its page. */
export async function openBook(ui: TaskUi, title: string, by: 'scroll' | 'search' = 'scroll'): Promise<void> {
  await open(ui);
  if (by === 'search') await ui.fill({ hint: 'Search books' }, title);
  await ui.scrollTo({ text: title, role: 'button' });
  await ui.tap({ text: title, role: 'button' });
}

/** On a book's page: into the reading view, at the page the book is on. */
export async function startReading(ui: TaskUi): Promise<void> {
  await ui.tap(ui.has({ text: 'Continue reading', role: 'button' }) ? { text: 'Continue reading', role: 'button' } : { text: 'Start reading', role: 'button' });
}

/** In the reading view: the pager's "Page 12 of 48" (it opens Go to page). */
export const PAGER = { matches: /^Page \d+ of \d+$/, role: 'button' } as const;

/** In the reading view: the page number on the pager. */
export const pagerPage = (ui: TaskUi): number => Number(/^Page (\d+) of/.exec(ui.read(PAGER))![1]);

/** In the reading view: the pager (Go to page), type it, Go. */
export async function goToPage(ui: TaskUi, page: number): Promise<void> {
  await ui.tap(PAGER);
  await ui.fill({ hint: 'Page number' }, String(page));
  await ui.tap({ text: 'Go', role: 'button' });
}

/** From anywhere: the book's reading view at a page. */
export async function readPage(ui: TaskUi, title: string, page: number): Promise<void> {
  await openBook(ui, title);
  await startReading(ui);
  await goToPage(ui, page);
}

/** In the reading view: tap a sentence (its menu opens). */
export async function tapSentence(ui: TaskUi, text: string): Promise<void> {
  await ui.scrollTo({ text, role: 'button' });
  await ui.tap({ text, role: 'button' });
}

/** In the reading view: highlight a sentence. */
export async function highlightHere(ui: TaskUi, text: string): Promise<void> {
  await tapSentence(ui, text);
  await ui.tap({ text: 'Highlight', role: 'button' });
}

/** In the reading view: Add note (or Edit note) on a sentence, type it, Save. */
export async function noteHere(ui: TaskUi, text: string, note: string): Promise<void> {
  await tapSentence(ui, text);
  await ui.tap(ui.has({ text: 'Edit note', role: 'button' }) ? { text: 'Edit note', role: 'button' } : { text: 'Add note', role: 'button' });
  await ui.fill({ hint: 'Note' }, note);
  await ui.tap({ text: 'Save', role: 'button' });
}

/** On a book's page: Add to collection, tick (or untick) the collection, Done. */
export async function toggleCollection(ui: TaskUi, name: string): Promise<void> {
  await ui.tap({ text: 'Add to collection', role: 'button' });
  await ui.tap({ text: name, role: 'checkbox' });
  await ui.tap({ text: 'Done', role: 'button' });
}

/** On a book's page: its highlights and notes. */
export const openHighlights = (ui: TaskUi) => ui.tap({ text: 'Highlights and notes', role: 'button' });

/** In a book's highlights: tap one (by its text), then an option. */
export async function highlightMenu(ui: TaskUi, text: string, option: 'Go to page' | 'Note' | 'Delete highlight'): Promise<void> {
  await ui.scrollTo({ text, role: 'button' });
  await ui.tap({ text, role: 'button' });
  // "Add note" on a highlight without one, "Edit note" on one with a note.
  if (option === 'Note') await ui.tap(ui.has({ text: 'Edit note', role: 'button' }) ? { text: 'Edit note', role: 'button' } : { text: 'Add note', role: 'button' });
  else await ui.tap({ text: option, role: 'button' });
}

/** In a book's highlights: the highlights listed under a chapter's header (their texts). */
export async function highlightsUnder(ui: TaskUi, chapter: string): Promise<string[]> {
  const seen = new Set<string>();
  if (!ui.has({ text: chapter, role: 'heading' })) {
    if (ui.tree().some((e) => e.role === 'heading' && e.text !== chapter)) await ui.scrollTo({ text: chapter, role: 'heading' }).catch(() => undefined);
  }
  if (!ui.has({ text: chapter, role: 'heading' })) return [];
  for (let i = 0; i < 3; i++) {
    const tree = ui.tree();
    const from = tree.findIndex((e) => e.role === 'heading' && e.text === chapter);
    const after = tree.slice(from + 1);
    const end = after.findIndex((e) => e.role === 'heading');
    // A highlight's row: a button whose line under it starts "Page N" (the shell's buttons have none).
    const part = end < 0 ? after : after.slice(0, end);
    part.forEach((e, j) => {
      const next = part.slice(j + 1, j + 4);
      const line = next.findIndex((x) => /^Page \d+( · |$)/.test(x.text));
      if (e.role === 'button' && e.clickable && line >= 0 && !next.slice(0, line).some((x) => x.role === 'button')) seen.add(e.text);
    });
    if (end >= 0) break;
    const view = await ui.act({ type: 'swipe', direction: 'up', distance: 400, coords: 'norm1000' });
    if (view.last_action.note === 'nothing scrolled') break;
  }
  return [...seen];
}

/** From anywhere: Reader's Collections tab. */
export async function openCollections(ui: TaskUi): Promise<void> {
  await open(ui);
  await ui.tap({ text: 'Collections', role: 'tab' });
}

/** From anywhere: a collection's page. */
export async function openCollection(ui: TaskUi, name: string): Promise<void> {
  await openCollections(ui);
  await ui.scrollTo({ text: name, role: 'button' });
  await ui.tap({ text: name, role: 'button' });
}

/** On the Collections tab: New collection, its name, Create. */
export async function createCollection(ui: TaskUi, name: string): Promise<void> {
  await ui.tap({ text: 'New collection', role: 'button' });
  await ui.fill({ hint: 'Collection name' }, name);
  await ui.tap({ text: 'Create', role: 'button' });
}

/** On a book's page: its progress line ("Page 12 of 48 · 25%"): the page. */
export const pageShown = (ui: TaskUi): number => Number(/^Page (\d+) of/.exec(ui.read({ matches: /^Page \d+ of \d+ · / }))![1]);

// ---------------------------------------------------------------- checks

/** The collection (by id) holds exactly these books, in any order. */
export function holds(collectionId: string, name: string, bookIds: readonly string[], titles: string): Check<DeviceState> {
  return expectThat(`"${name}" holds ${titles}`, [...bookIds].sort(), ({ after }) => collectionById(after, collectionId)?.bookIds, (ids) => ids !== undefined && sameSet(ids, bookIds));
}

/** Exactly one highlight was made, on this sentence, with this note (as typed text compares). */
export function highlightedOne(bookId: string, page: number, sentence: number, text: string, note: string | null): Check<DeviceState>[] {
  const made = (before: DeviceState, after: DeviceState) => after.apps.reader.highlights.filter((h) => !highlightById(before, h.id));
  return [
    expectEqual('exactly one highlight was made', 1, ({ before, after }) => made(before, after).length),
    expectThat<DeviceState, Highlight | undefined>(`it is the sentence "${text}" on page ${page}`, text, ({ before, after }) => made(before, after)[0], (h) => h !== undefined && h.bookId === bookId && h.page === page && h.sentence === sentence),
    ...(note === null ? [] : [expectThat<DeviceState, string | undefined>(`its note reads "${note}"`, note, ({ before, after }) => made(before, after)[0]?.note, (n) => sameTyped(n, note))]),
  ];
}
