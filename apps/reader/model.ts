// Reader: pure actions on the app's state, shared by the screens, the task setups and the noise.
// Times come in as arguments (the device clock). Nothing in Reader is irreversible: it writes
// nothing to the ledger.
import { declaredKey } from '../app.ts';
import manifest from './app.ts';
import { chapterIndexOf, highlightId, pageText, type Book, type Collection, type Highlight, type ReaderState } from './state.ts';

/** How Reader tells two collection names apart (app.ts `names.collection`): the declared rule's key. */
export const collectionKey = (name: string): string => declaredKey(manifest, 'collection', name);
/** How Reader finds a book by its title (app.ts `names.book`). */
export const bookKey = (title: string): string => declaredKey(manifest, 'book', title);

export const findBook = (s: ReaderState, id: string): Book | undefined => s.books.find((b) => b.id === id);
export const findCollection = (s: ReaderState, id: string): Collection | undefined => s.collections.find((c) => c.id === id);
export const findHighlight = (s: ReaderState, id: string): Highlight | undefined => s.highlights.find((h) => h.id === id);
export const highlightsOf = (s: ReaderState, bookId: string): Highlight[] =>
  s.highlights.filter((h) => h.bookId === bookId).sort((a, b) => a.page - b.page || a.sentence - b.sentence);
export const highlightAt = (s: ReaderState, bookId: string, page: number, sentence: number): Highlight | undefined =>
  s.highlights.find((h) => h.bookId === bookId && h.page === page && h.sentence === sentence);
export const bookmarkAt = (s: ReaderState, bookId: string, page: number) => s.bookmarks.find((m) => m.bookId === bookId && m.page === page);
export const bookmarksOf = (s: ReaderState, bookId: string) => s.bookmarks.filter((m) => m.bookId === bookId).sort((a, b) => a.page - b.page);

/** Books whose title or author holds the query, in any case. */
export function searchShelf(books: readonly Book[], query: string): Book[] {
  const q = bookKey(query);
  return q === '' ? [...books] : books.filter((b) => bookKey(b.title).includes(q) || bookKey(b.author).includes(q));
}

export interface SearchHit { page: number; sentence: number; text: string; chapter: string }

/** Sentences of the book that hold the query, in any case, in page order (the first 50). */
export function searchBook(book: Book, query: string): SearchHit[] {
  const q = query.trim().toLowerCase();
  if (q.length < 2) return [];
  const hits: SearchHit[] = [];
  for (let page = 1; page <= book.pageCount && hits.length < 50; page++) {
    pageText(book, page).forEach((text, sentence) => {
      if (text.toLowerCase().includes(q)) hits.push({ page, sentence, text, chapter: book.chapters[chapterIndexOf(book, page)]!.title });
    });
  }
  return hits;
}

/** Turn to a page (kept within the book): the reading progress, stamped with the clock when it moves. */
export function turnTo(s: ReaderState, bookId: string, page: number, now: number): void {
  const b = findBook(s, bookId);
  if (!b || !Number.isInteger(page)) return;
  const to = Math.max(1, Math.min(b.pageCount, page));
  if (to === b.page) return;
  b.page = to;
  b.lastReadAt = now;
}

export function setFinished(s: ReaderState, bookId: string, finished: boolean): void {
  const b = findBook(s, bookId);
  if (b && b.finished !== finished) b.finished = finished;
}

/** Highlight a sentence of a page (the one already there when it is highlighted): its id, the sentence's place (`highlightId`). */
export function highlight(s: ReaderState, bookId: string, page: number, sentence: number, now: number): string | null {
  const b = findBook(s, bookId);
  const text = b ? pageText(b, page)[sentence] : undefined;
  if (!b || text === undefined) return null;
  const had = highlightAt(s, bookId, page, sentence);
  if (had) return had.id;
  const id = highlightId(bookId, page, sentence);
  s.highlights.push({ id, bookId, page, sentence, text, note: '', createdAt: now });
  return id;
}

/** Remove a highlight, and its note with it. */
export function removeHighlight(s: ReaderState, id: string): void {
  s.highlights = s.highlights.filter((h) => h.id !== id);
}

/** The note on a highlight (an empty text removes the note, the highlight stays). */
export function setNote(s: ReaderState, id: string, note: string): void {
  const h = findHighlight(s, id);
  const next = note.trim();
  if (h && h.note !== next) h.note = next;
}

/** Bookmark a page, or remove its bookmark. */
export function toggleBookmark(s: ReaderState, bookId: string, page: number, now: number): void {
  const had = bookmarkAt(s, bookId, page);
  if (had) { s.bookmarks = s.bookmarks.filter((m) => m.id !== had.id); return; }
  if (!findBook(s, bookId)) return;
  s.bookmarks.push({ id: `m${s.nextId}`, bookId, page, createdAt: now });
  s.nextId += 1;
}

export const removeBookmark = (s: ReaderState, id: string): void => { s.bookmarks = s.bookmarks.filter((m) => m.id !== id); };

export type CreateResult = { ok: true; id: string } | { ok: false; error: 'empty' | 'duplicate' };

/** A new, empty collection; refused for an empty name or one another collection holds (by the app's rule). */
export function createCollection(s: ReaderState, name: string, now: number): CreateResult {
  const next = name.trim();
  if (next === '') return { ok: false, error: 'empty' };
  if (s.collections.some((c) => collectionKey(c.name) === collectionKey(next))) return { ok: false, error: 'duplicate' };
  const id = `c${s.nextId}`;
  s.nextId += 1;
  s.collections.push({ id, name: next, bookIds: [], createdAt: now });
  return { ok: true, id };
}

export function deleteCollection(s: ReaderState, id: string): void {
  s.collections = s.collections.filter((c) => c.id !== id);
}

/** Put a book in a collection, or take it out. */
export function setInCollection(s: ReaderState, collectionId: string, bookId: string, on: boolean): void {
  const c = findCollection(s, collectionId);
  if (!c || !findBook(s, bookId)) return;
  const has = c.bookIds.includes(bookId);
  if (on && !has) c.bookIds.push(bookId);
  if (!on && has) c.bookIds = c.bookIds.filter((id) => id !== bookId);
}
