// The Reader app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import addToCollection from './add-to-collection.ts';
import bookmarkPage from './bookmark-page.ts';
import createCollection from './create-collection.ts';
import deleteHighlight from './delete-highlight.ts';
import editNote from './edit-note.ts';
import highlightNoteCollect from './highlight-note-collect.ts';
import markFinished from './mark-finished.ts';
import queryChapterHighlights from './query-chapter-highlights.ts';
import queryPage from './query-page.ts';
import queryQuoteChapter from './query-quote-chapter.ts';
import removeFromCollection from './remove-from-collection.ts';
import turnToChapter from './turn-to-chapter.ts';
import crossSaveHighlightNote from '../cross/save-highlight-note.ts';
import crossTextHighlightQuote from '../cross/text-highlight-quote.ts';

const tasks: Task[] = [
  addToCollection,
  bookmarkPage,
  createCollection,
  deleteHighlight,
  editNote,
  highlightNoteCollect,
  markFinished,
  queryChapterHighlights,
  queryPage,
  queryQuoteChapter,
  removeFromCollection,
  turnToChapter,
  crossSaveHighlightNote,
  crossTextHighlightQuote,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
