// Reader: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedReader } from './state.ts';

export default defineApp({
  id: 'reader',
  name: 'Reader',
  seed: seedReader,
  // Turning pages moves a book's reading progress (the page it is on, and when it was last read):
  // reading is looking, not a change. The id counter is bookkeeping, and so is when a highlight was
  // made: no screen shows it, and a highlight removed by mistake and made again on its sentence
  // (the same id, state.ts `highlightId`) reads as it did, its note retyped.
  routinePaths: ['books[*].page', 'books[*].lastReadAt', 'highlights[*].createdAt', 'nextId'],
  // A collection holds a set of books.
  sets: ['collections[*].bookIds'],
  // A new collection whose name another holds is refused, in any case (model.ts `collectionKey`); the
  // shelf's search finds a book by its title in any case (`bookKey`).
  names: { collection: 'caseless', book: 'caseless' },
});
