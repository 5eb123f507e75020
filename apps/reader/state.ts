// Reader: the owner's shelf of books (a title, an author, chapters that start on given pages, the
// page the owner is on, finished or not), highlights (a sentence of a page, with an optional note),
// bookmarks (a page) and collections (named sets of books). A page's text is not stored: it is
// drawn from the book's own seed (`pageText`), the same on every replay, so the state stays small
// and every screen, setup and judge reads the same sentences. Seeded from the world generator.
import type { Rng } from '../kit/random.ts';
import { createRng } from '../kit/random.ts';
import { DAY, HOUR, MINUTE } from '../kit/time.ts';
import type { SeedContext } from '../app.ts';

export interface Chapter {
  title: string;
  /** The chapter's first page (1-based); it runs until the next chapter's first page. */
  startPage: number;
}

export interface Book {
  id: string;
  title: string;
  author: string;
  /** The seed its pages' sentences are drawn from. */
  textSeed: number;
  pageCount: number;
  chapters: Chapter[];
  /** The page the owner is on (reading progress): 1 for a book not started. */
  page: number;
  /** Marked as finished by the owner. */
  finished: boolean;
  /** When the owner last turned a page in it (device clock), or null. */
  lastReadAt: number | null;
  addedAt: number;
}

/**
 * A highlighted sentence: its page and its place on the page, the text as it was, and a note. A
 * sentence holds one highlight at most, and the highlight is known by that place (`highlightId`):
 * a highlight removed and made again on the same sentence is the same highlight, as every screen
 * shows it (none shows when it was made; `createdAt` is bookkeeping, a routine path in app.ts).
 */
export interface Highlight {
  /** `highlightId(bookId, page, sentence)`. */
  id: string;
  bookId: string;
  page: number;
  /** Which sentence of the page (0-based). */
  sentence: number;
  text: string;
  note: string;
  createdAt: number;
}

/** The id of the highlight on a sentence: its place, book, page and sentence. */
export const highlightId = (bookId: string, page: number, sentence: number): string => `h-${bookId}-${page}-${sentence}`;

export interface Bookmark {
  id: string;
  bookId: string;
  page: number;
  createdAt: number;
}

export interface Collection {
  id: string;
  name: string;
  /** The books in it: a set (app.ts `sets`), shown in shelf order. */
  bookIds: string[];
  createdAt: number;
}

export interface ReaderState {
  books: Book[];
  highlights: Highlight[];
  bookmarks: Bookmark[];
  collections: Collection[];
  /** Shared by bookmarks and collections (a highlight is known by its place). */
  nextId: number;
}

const CATALOGUE: readonly { title: string; author: string }[] = [
  { title: 'The Lantern Keeper', author: 'Ingrid Solberg' },
  { title: 'Salt and Iron', author: 'Marcus Avery' },
  { title: 'A House Above the Tide', author: 'Leona Marsh' },
  { title: 'The Cartographer\'s Daughter', author: 'Elif Demir' },
  { title: 'Winter in Vellmar', author: 'Tomasz Kowal' },
  { title: 'Quiet Engines', author: 'Priya Raman' },
  { title: 'The Orchard Letters', author: 'Camille Dufresne' },
  { title: 'Nine Bridges', author: 'Hiroshi Tanabe' },
  { title: 'Small Hours', author: 'Ruth Okafor' },
  { title: 'The Glass Meridian', author: 'Anders Lund' },
  { title: 'Letters to a Young Gardener', author: 'Beatrice Hale' },
  { title: 'The Long Way North', author: 'Samuel Greaves' },
  { title: 'Paper Moons', author: 'Lucía Ferrer' },
  { title: 'The Weight of Rivers', author: 'Noah Whitfield' },
  { title: 'Harbor Lights', author: 'Ingrid Solberg' },
  { title: 'An Atlas of Lost Things', author: 'Marcus Avery' },
  { title: 'The Clockmaker\'s Apprentice', author: 'Elif Demir' },
  { title: 'Field Notes on Silence', author: 'Priya Raman' },
];

const CHAPTER_TITLES = [
  'The Arrival', 'A Letter Unopened', 'Low Tide', 'The Northern Road', 'What the River Knew', 'Ashes', 'The Long Table',
  'Crossing Over', 'Harvest', 'The Locked Room', 'Morning Bells', 'Strangers', 'The Last Train', 'Small Mercies',
  'Under the Ice', 'A Borrowed Coat', 'The Inheritance', 'Night Market', 'Homecoming', 'The Storm Wall', 'Maps and Mirrors',
  'The Quiet Field', 'Return of the Swallows', 'Embers', 'A Door Left Open', 'The Reckoning', 'Salt Roads', 'Afterwards',
] as const;

const OPENERS = [
  'By morning,', 'That winter,', 'Without a word,', 'Later that night,', 'For a long while,', 'Even then,', 'In the kitchen,',
  'At the station,', 'Before the storm,', 'After supper,', 'Years later,', 'On the third day,', 'At the edge of town,', 'Once again,',
];
const SUBJECTS = [
  'the old harbor master', 'Marguerite', 'her brother', 'the innkeeper', 'the girl with the lantern', 'Tomas', 'the captain',
  'my grandmother', 'the stranger', 'the schoolteacher', 'Elias', 'the widow Brandt', 'the ferryman', 'young Ada', 'the baker',
  'the doctor', 'Jonah', 'the cartographer',
];
const ACTIONS = [
  'folded the map into quarters', 'listened to the rain on the roof', 'counted the coins twice', 'left the door unlatched',
  'wrote a letter she never sent', 'watched the boats come in', 'buried the key under the pear tree', 'lit the last candle',
  'forgot the name of the street', 'carried the bread home in his coat', 'read the telegram aloud', 'mended the torn sail',
  'kept the promise', 'walked the long way around the lake', 'sang an old song from the valley', 'hid the photograph in a book',
  'waited for the tide to turn', 'spoke of the war for the first time', 'planted roses along the wall', 'traded the watch for a ticket',
];
const TAILS = [
  '', '', '', ' and said nothing', ' as if it mattered', ' without looking back', ' because no one else would',
  ' while the town slept', ' before anyone noticed', ' and felt lighter for it', ' as the bells rang', ' for the last time',
];

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The sentences of a page of a book: four to six, drawn from the book's seed and the page number. */
export function pageText(book: Pick<Book, 'textSeed'>, page: number): string[] {
  const rng = createRng(`reader/${book.textSeed}/${page}`);
  const count = rng.int(4, 6);
  return Array.from({ length: count }, () => {
    const opener = rng.next() < 0.45 ? `${rng.pick(OPENERS)} ` : '';
    const subject = rng.pick(SUBJECTS);
    return `${opener === '' ? cap(subject) : `${opener}${subject}`} ${rng.pick(ACTIONS)}${rng.pick(TAILS)}.`;
  });
}

/** The chapter a page is in (its index in `chapters`). */
export function chapterIndexOf(book: Pick<Book, 'chapters'>, page: number): number {
  let at = 0;
  book.chapters.forEach((c, i) => { if (c.startPage <= page) at = i; });
  return at;
}

/** A chapter's pages: first and last. */
export function chapterPages(book: Pick<Book, 'chapters' | 'pageCount'>, index: number): { first: number; last: number } {
  const first = book.chapters[index]!.startPage;
  const next = book.chapters[index + 1];
  return { first, last: next ? next.startPage - 1 : book.pageCount };
}

/** How far the owner is, in whole percent ("Page 12 of 48 · 25%"). */
export const percentRead = (book: Pick<Book, 'page' | 'pageCount'>): number => Math.floor((book.page / book.pageCount) * 100);

/** The shelf's order: last read first, then the books never opened, newest added first. */
export function shelfOrder(books: readonly Book[]): Book[] {
  return [...books].sort((a, b) => (b.lastReadAt ?? 0) - (a.lastReadAt ?? 0) || b.addedAt - a.addedAt || a.id.localeCompare(b.id));
}

const NOTES = [
  '', '', '', 'Beautiful.', 'Read this aloud at book club', 'Reminds me of Grandpa', 'Why does he do this?', 'Quote for the card',
  'Foreshadowing?', 'Check the earlier chapter', 'Lovely image', 'The turning point',
];
const COLLECTIONS = ['Book club', 'Summer reading', 'Favorites', 'To reread', 'Gifts to buy', 'Travel reads'];

export function seedReader(rng: Rng, world: SeedContext): ReaderState {
  const books: Book[] = [];
  const picked = rng.sample(CATALOGUE, rng.int(12, 15));
  picked.forEach((entry, i) => {
    const chapterCount = rng.int(5, 8);
    const titles = rng.sample(CHAPTER_TITLES, chapterCount);
    const chapters: Chapter[] = [];
    let page = 1;
    for (const title of titles) {
      chapters.push({ title, startPage: page });
      page += rng.int(3, 7);
    }
    const pageCount = page - 1;
    // A third never opened, a few finished, the rest somewhere in the middle.
    const roll = rng.next();
    const started = roll > 0.3;
    const finished = roll > 0.85;
    books.push({
      id: `b${i + 1}`, title: entry.title, author: entry.author, textSeed: rng.int(1, 1_000_000), pageCount, chapters,
      page: finished ? pageCount : started ? rng.int(2, pageCount - 1) : 1,
      finished,
      lastReadAt: started ? world.now - rng.int(1, 40) * DAY - rng.int(0, 12) * HOUR - rng.int(0, 59) * MINUTE : null,
      addedAt: world.now - rng.int(41, 400) * DAY,
    });
  });
  // At least three books in progress, whatever the rolls: the shelf's Reading filter and the
  // templates that pick a book in progress among others need them. A book turned into one draws its
  // page and time from its own seed, so the worlds that had three already stay as they were.
  for (const book of books) {
    if (books.filter((b) => !b.finished && b.lastReadAt !== null).length >= 3) break;
    if (book.lastReadAt !== null) continue;
    const own = createRng(`reader/started/${book.textSeed}`);
    book.page = own.int(2, book.pageCount - 1);
    book.lastReadAt = world.now - own.int(1, 40) * DAY - own.int(0, 12) * HOUR;
  }
  let id = 1;
  const highlights: Highlight[] = [];
  for (const book of books.filter((b) => b.lastReadAt !== null)) {
    const pages = rng.sample(Array.from({ length: book.page }, (_, k) => k + 1), Math.min(book.page, rng.int(1, 4)));
    for (const page of pages) {
      const sentences = pageText(book, page);
      const sentence = rng.int(0, sentences.length - 1);
      highlights.push({ id: highlightId(book.id, page, sentence), bookId: book.id, page, sentence, text: sentences[sentence]!, note: rng.pick(NOTES), createdAt: book.lastReadAt! - rng.int(1, 30) * HOUR });
    }
  }
  const bookmarks: Bookmark[] = [];
  for (const book of books.filter((b) => b.lastReadAt !== null && rng.next() < 0.5)) {
    bookmarks.push({ id: `m${id++}`, bookId: book.id, page: rng.int(1, book.page), createdAt: book.lastReadAt! - rng.int(1, 48) * HOUR });
  }
  const collections: Collection[] = rng.sample(COLLECTIONS, rng.int(3, 4)).map((name) => ({
    id: `c${id++}`, name, bookIds: rng.sample(books, rng.int(2, 4)).map((b) => b.id), createdAt: world.now - rng.int(20, 300) * DAY,
  }));
  return { books, highlights, bookmarks, collections, nextId: id };
}
