// Reader screens: the shelf (`main`: Library with search and a Reading/Finished filter, and the
// Collections tab with New collection), a book's page (`book`: progress, Continue reading, Mark as
// finished, Add to collection, its contents), the reading view (`read`: a page's sentences, each
// tapped to highlight it or note it, page turns, Go to page, a bookmark), the contents (`contents`),
// the book's highlights grouped by chapter (`highlights`), its bookmarks (`bookmarks`), search
// inside the book (`search`) and a collection (`collection`). Drafts, filters and open dialogs live
// in the route on the back stack.
import { Bookmark as BookmarkIcon, BookmarkCheck, ChevronLeft, ChevronRight, ListTree, Plus, Search, Trash2, X } from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { back, push, showToast } from '../os/nav.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Button, Dialog, Empty, IconButton, ListItem, OptionsDialog, Scroll, SearchBar, SectionHeader, TextField } from '../kit/ui.tsx';
import { formatShortDate } from '../kit/time.ts';
import type { DeviceState } from '../world.ts';
import { chapterIndexOf, pageText, percentRead, shelfOrder, type Book, type ReaderState } from './state.ts';
import * as model from './model.ts';
import './reader.css';

const str = (value: JsonValue | undefined, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const strOrNull = (value: JsonValue | undefined): string | null => (typeof value === 'string' ? value : null);
const numOrNull = (value: JsonValue | undefined): number | null => (typeof value === 'number' ? value : null);
const topOf = (d: DeviceState): Route | undefined => d.os.ui.stacks.reader?.at(-1);
const patchTop = (d: DeviceState, params: Record<string, JsonValue>) => { const top = topOf(d); if (top) Object.assign(top, params); };

/** "Page 12 of 48 · 25%", or "Finished", or "Not started". */
export function progressLine(b: Book): string {
  if (b.finished) return 'Finished';
  if (b.lastReadAt === null) return `Not started · ${b.pageCount} pages`;
  return `Page ${b.page} of ${b.pageCount} · ${percentRead(b)}%`;
}

function Missing({ title }: { title: string }) {
  return (<><AppBar title={title} onBack={nav.back} /><Empty>This book is no longer on your shelf</Empty></>);
}

// ---------------------------------------------------------------------------------------------
// The shelf: Library and Collections

const FILTERS = ['All', 'Reading', 'Finished'] as const;

function LibraryTab({ route, reader }: { route: Route; reader: ReaderState }) {
  const query = str(route.query);
  const filter = str(route.filter, 'All');
  const list = shelfOrder(model.searchShelf(reader.books, query)).filter((b) =>
    filter === 'Reading' ? !b.finished && b.lastReadAt !== null : filter === 'Finished' ? b.finished : true);
  return (
    <>
      <SearchBar value={query} placeholder="Search books" onChange={(q) => nav.patch({ query: q })} />
      <div className="rd-chips" role="radiogroup" aria-label="Show">
        {FILTERS.map((f) => (
          <button key={f} role="radio" aria-checked={filter === f} className={`rd-chip${filter === f ? ' on' : ''}`} onClick={() => nav.patch({ filter: f })}>{f}</button>
        ))}
      </div>
      <Scroll label="Books">
        {list.length === 0 && <Empty>{query.trim() === '' ? `No ${filter === 'Finished' ? 'finished books' : 'books in progress'}` : `No books match "${query.trim()}"`}</Empty>}
        {list.map((b) => (
          <ListItem
            key={b.id}
            label={b.title}
            leading={<span className="rd-cover" aria-hidden style={{ background: coverColor(b) }}>{b.title[0]}</span>}
            title={b.title}
            subtitle={<><span>{b.author}</span><br /><span>{progressLine(b)}</span></>}
            onClick={() => nav.push({ screen: 'book', id: b.id, dialog: null })}
          />
        ))}
        <div className="rd-foot">{`${reader.books.length} books`}</div>
      </Scroll>
    </>
  );
}

const COVERS = ['#6d4c41', '#37474f', '#5d4037', '#00695c', '#283593', '#6a1b9a', '#ad1457', '#2e7d32', '#ef6c00'];
const coverColor = (b: Book) => COVERS[b.textSeed % COVERS.length]!;

function CollectionsTab({ route, reader }: { route: Route; reader: ReaderState }) {
  const draft = str(route.draft);
  const creating = route.dialog === 'new';
  const taken = reader.collections.some((c) => model.collectionKey(c.name) === model.collectionKey(draft));
  const error = draft.trim() === '' ? 'Enter a name' : taken ? `A collection named "${draft.trim()}" already exists` : null;
  return (
    <>
      <div className="rd-actions-row">
        <Button variant="text" onClick={() => nav.patch({ dialog: 'new', draft: '' })}><Plus size={18} aria-hidden /> New collection</Button>
      </div>
      <Scroll label="Collections">
        {reader.collections.length === 0 && <Empty>No collections yet</Empty>}
        {reader.collections.map((c) => (
          <ListItem key={c.id} label={c.name} title={c.name} subtitle={`${c.bookIds.length} ${c.bookIds.length === 1 ? 'book' : 'books'}`} onClick={() => nav.push({ screen: 'collection', id: c.id, confirm: null })} />
        ))}
      </Scroll>
      {creating && (
        <div className="dialog-scrim">
          <div className="dialog" role="dialog" aria-label="New collection">
            <h2>New collection</h2>
            <TextField label="Collection name" value={draft} onChange={(v) => nav.patch({ draft: v })} />
            {draft !== '' && error && <div className="rd-error" role="alert">{error}</div>}
            <div className="actions">
              <Button variant="text" onClick={() => nav.patch({ dialog: null, draft: '' })}>Cancel</Button>
              <Button variant="text" disabled={error !== null} onClick={() => update((d) => {
                const made = model.createCollection(d.apps.reader, draft, d.os.now);
                if (made.ok) { patchTop(d, { dialog: null, draft: '' }); showToast(d.os, `Created ${draft.trim()}`); }
              })}>Create</Button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

function ShelfScreen({ route }: { route: Route }) {
  const reader = useDevice((s) => s.apps.reader);
  const tab = str(route.tab, 'Library');
  return (
    <>
      <AppBar title="Reader" />
      <div className="rd-tabs" role="tablist">
        {['Library', 'Collections'].map((t) => (
          <button key={t} role="tab" aria-selected={tab === t} className={`rd-tab${tab === t ? ' on' : ''}`} onClick={() => nav.patch({ tab: t, dialog: null })}>{t}</button>
        ))}
      </div>
      {tab === 'Collections' ? <CollectionsTab route={route} reader={reader} /> : <LibraryTab route={route} reader={reader} />}
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// A book's page

function ChapterList({ book, onPick }: { book: Book; onPick: (page: number) => void }) {
  return (
    <>
      {book.chapters.map((c, i) => (
        <ListItem key={c.startPage} label={c.title} title={c.title} subtitle={`Chapter ${i + 1} · Page ${c.startPage}`} onClick={() => onPick(c.startPage)} />
      ))}
    </>
  );
}

/** Open the reading view at a page (turning to it). */
const readAt = (bookId: string, page: number) => update((d) => {
  model.turnTo(d.apps.reader, bookId, page, d.os.now);
  push(d.os, { screen: 'read', id: bookId, sel: null, dialog: null, draft: '' });
});

function CollectionPicker({ book, reader }: { book: Book; reader: ReaderState }) {
  return (
    <div className="dialog-scrim" onClick={(e) => { if (e.target === e.currentTarget) nav.patch({ dialog: null }); }}>
      <div className="dialog" role="dialog" aria-label="Add to collection">
        <h2>Add to collection</h2>
        {reader.collections.length === 0 && <p>No collections yet. Make one in the Collections tab.</p>}
        <div className="rd-checks">
          {reader.collections.map((c) => {
            const on = c.bookIds.includes(book.id);
            return (
              <button key={c.id} role="checkbox" aria-checked={on} aria-label={c.name} className={`rd-check${on ? ' on' : ''}`} onClick={() => update((d) => model.setInCollection(d.apps.reader, c.id, book.id, !on))}>
                <span className="rd-box" aria-hidden>{on ? '✓' : ''}</span>{c.name}
              </button>
            );
          })}
        </div>
        <div className="actions"><Button variant="text" onClick={() => nav.patch({ dialog: null })}>Done</Button></div>
      </div>
    </div>
  );
}

function BookScreen({ route }: { route: Route }) {
  const reader = useDevice((s) => s.apps.reader);
  const book = model.findBook(reader, str(route.id));
  if (!book) return <Missing title="Book" />;
  const highlights = model.highlightsOf(reader, book.id).length;
  const bookmarks = model.bookmarksOf(reader, book.id).length;
  const inCollections = reader.collections.filter((c) => c.bookIds.includes(book.id)).map((c) => c.name);
  return (
    <>
      <AppBar title={book.title} onBack={nav.back} />
      <Scroll label="Book">
        <div className="rd-book-head">
          <span className="rd-cover large" aria-hidden style={{ background: coverColor(book) }}>{book.title[0]}</span>
          <div className="rd-book-info">
            <div className="rd-book-title">{book.title}</div>
            <div className="rd-book-author">{book.author}</div>
            <div className="rd-book-meta">{`${book.pageCount} pages · ${book.chapters.length} chapters`}</div>
            <div className="rd-book-progress">{progressLine(book)}</div>
          </div>
        </div>
        <div className="rd-bar" aria-hidden><div style={{ width: `${book.finished ? 100 : percentRead(book)}%` }} /></div>
        <div className="rd-book-buttons">
          <Button onClick={() => nav.push({ screen: 'read', id: book.id, sel: null, dialog: null, draft: '' })}>{book.lastReadAt === null ? 'Start reading' : 'Continue reading'}</Button>
          <Button variant="text" onClick={() => update((d) => { model.setFinished(d.apps.reader, book.id, !book.finished); showToast(d.os, book.finished ? 'Marked as unfinished' : 'Marked as finished'); })}>
            {book.finished ? 'Mark as unfinished' : 'Mark as finished'}
          </Button>
          <Button variant="text" onClick={() => nav.patch({ dialog: 'collections' })}>Add to collection</Button>
        </div>
        {inCollections.length > 0 && <div className="rd-in">{`In ${inCollections.join(', ')}`}</div>}
        <ListItem label="Highlights and notes" title="Highlights and notes" trailing={String(highlights)} onClick={() => nav.push({ screen: 'highlights', id: book.id, open: null, dialog: null, draft: '' })} />
        <ListItem label="Bookmarks" title="Bookmarks" trailing={String(bookmarks)} onClick={() => nav.push({ screen: 'bookmarks', id: book.id })} />
        <ListItem label="Search in book" title="Search in book" onClick={() => nav.push({ screen: 'search', id: book.id, query: '' })} />
        <SectionHeader>Contents</SectionHeader>
        <ChapterList book={book} onPick={(page) => readAt(book.id, page)} />
      </Scroll>
      {route.dialog === 'collections' && <CollectionPicker book={book} reader={reader} />}
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Reading

function NoteDialog({ draft, onSave }: { draft: string; onSave: (note: string) => void }) {
  return (
    <div className="dialog-scrim">
      <div className="dialog" role="dialog" aria-label="Note">
        <h2>Note</h2>
        <TextField label="Note" multiline value={draft} onChange={(v) => nav.patch({ draft: v })} />
        <div className="actions">
          <Button variant="text" onClick={() => nav.patch({ dialog: null, draft: '', sel: null, open: null })}>Cancel</Button>
          <Button variant="text" onClick={() => onSave(draft)}>Save</Button>
        </div>
      </div>
    </div>
  );
}

function GoToDialog({ book, draft }: { book: Book; draft: string }) {
  const n = /^\s*\d+\s*$/.test(draft) ? Number(draft) : NaN;
  const error = draft.trim() === '' ? null : Number.isNaN(n) || n < 1 || n > book.pageCount ? `Enter a page from 1 to ${book.pageCount}` : null;
  return (
    <div className="dialog-scrim">
      <div className="dialog" role="dialog" aria-label="Go to page">
        <h2>Go to page</h2>
        <TextField label="Page number" type="tel" value={draft} onChange={(v) => nav.patch({ draft: v })} />
        {error && <div className="rd-error" role="alert">{error}</div>}
        <div className="actions">
          <Button variant="text" onClick={() => nav.patch({ dialog: null, draft: '' })}>Cancel</Button>
          <Button variant="text" disabled={draft.trim() === '' || error !== null} onClick={() => update((d) => {
            model.turnTo(d.apps.reader, book.id, n, d.os.now);
            patchTop(d, { dialog: null, draft: '' });
          })}>Go</Button>
        </div>
      </div>
    </div>
  );
}

function ReadScreen({ route }: { route: Route }) {
  const reader = useDevice((s) => s.apps.reader);
  const book = model.findBook(reader, str(route.id));
  if (!book) return <Missing title="Reading" />;
  const page = book.page;
  const sentences = pageText(book, page);
  const chapter = book.chapters[chapterIndexOf(book, page)]!;
  const sel = numOrNull(route.sel);
  const dialog = strOrNull(route.dialog);
  const marked = model.bookmarkAt(reader, book.id, page) !== undefined;
  const selected = sel !== null ? model.highlightAt(reader, book.id, page, sel) : undefined;
  const turn = (to: number) => update((d) => { model.turnTo(d.apps.reader, book.id, to, d.os.now); patchTop(d, { sel: null }); });
  return (
    <>
      <AppBar
        title={book.title}
        onBack={nav.back}
        actions={(
          <>
            <IconButton label="Contents" onClick={() => nav.push({ screen: 'contents', id: book.id })}><ListTree size={20} /></IconButton>
            <IconButton label="Search in book" onClick={() => nav.push({ screen: 'search', id: book.id, query: '' })}><Search size={20} /></IconButton>
            <IconButton label={marked ? 'Remove bookmark' : 'Add bookmark'} onClick={() => update((d) => { model.toggleBookmark(d.apps.reader, book.id, page, d.os.now); showToast(d.os, marked ? 'Bookmark removed' : `Bookmarked page ${page}`); })}>
              {marked ? <BookmarkCheck size={20} /> : <BookmarkIcon size={20} />}
            </IconButton>
          </>
        )}
      />
      <Scroll label="Page">
        <div className="rd-page">
          <div className="rd-chapter" role="heading">{chapter.title}</div>
          {sentences.map((text, i) => {
            const h = model.highlightAt(reader, book.id, page, i);
            return (
              <div key={i} className="rd-sentence-wrap">
                <button className={`rd-sentence${h ? ' hl' : ''}`} aria-pressed={h !== undefined} onClick={() => nav.patch({ sel: i })}>{text}</button>
                {h && h.note !== '' && <div className="rd-note-inline">{`Note: ${h.note}`}</div>}
              </div>
            );
          })}
        </div>
      </Scroll>
      <div className="rd-pager">
        <IconButton label="Previous page" onClick={() => turn(page - 1)}><ChevronLeft size={26} /></IconButton>
        <button className="rd-pageno" onClick={() => nav.patch({ dialog: 'goto', draft: '' })}>{`Page ${page} of ${book.pageCount}`}</button>
        <IconButton label="Next page" onClick={() => turn(page + 1)}><ChevronRight size={26} /></IconButton>
      </div>
      {sel !== null && dialog === null && sentences[sel] !== undefined && (
        <OptionsDialog
          title={selected ? 'Highlighted' : 'Selected sentence'}
          onDismiss={() => nav.patch({ sel: null })}
          options={selected
            ? [
                { label: selected.note === '' ? 'Add note' : 'Edit note', onClick: () => nav.patch({ dialog: 'note', draft: selected.note }) },
                { label: 'Remove highlight', danger: true, onClick: () => update((d) => { model.removeHighlight(d.apps.reader, selected.id); patchTop(d, { sel: null }); showToast(d.os, 'Highlight removed'); }) },
              ]
            : [
                { label: 'Highlight', onClick: () => update((d) => { model.highlight(d.apps.reader, book.id, page, sel, d.os.now); patchTop(d, { sel: null }); }) },
                { label: 'Add note', onClick: () => nav.patch({ dialog: 'note', draft: '' }) },
              ]}
        />
      )}
      {sel !== null && dialog === 'note' && (
        <NoteDialog draft={str(route.draft)} onSave={(note) => update((d) => {
          const id = model.highlight(d.apps.reader, book.id, page, sel, d.os.now);
          if (id) model.setNote(d.apps.reader, id, note);
          patchTop(d, { sel: null, dialog: null, draft: '' });
          showToast(d.os, 'Note saved');
        })} />
      )}
      {dialog === 'goto' && <GoToDialog book={book} draft={str(route.draft)} />}
    </>
  );
}

function ContentsScreen({ route }: { route: Route }) {
  const book = useDevice((s) => model.findBook(s.apps.reader, str(route.id)));
  if (!book) return <Missing title="Contents" />;
  return (
    <>
      <AppBar title="Contents" onBack={nav.back} />
      <Scroll label="Contents">
        <ChapterList book={book} onPick={(page) => update((d) => { model.turnTo(d.apps.reader, book.id, page, d.os.now); back(d.os); })} />
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Highlights, bookmarks, search

function HighlightsScreen({ route }: { route: Route }) {
  const reader = useDevice((s) => s.apps.reader);
  const book = model.findBook(reader, str(route.id));
  if (!book) return <Missing title="Highlights" />;
  const list = model.highlightsOf(reader, book.id);
  const open = strOrNull(route.open);
  const opened = open ? model.findHighlight(reader, open) : undefined;
  const groups = book.chapters.map((c, i) => ({ chapter: c, items: list.filter((h) => chapterIndexOf(book, h.page) === i) })).filter((g) => g.items.length > 0);
  return (
    <>
      <AppBar title="Highlights and notes" onBack={nav.back} />
      <Scroll label="Highlights">
        <div className="rd-hint">{book.title}</div>
        {list.length === 0 && <Empty>No highlights yet. Tap a sentence while reading to highlight it.</Empty>}
        {groups.map((g) => (
          <div key={g.chapter.startPage} className="rd-wrap">
            <SectionHeader>{g.chapter.title}</SectionHeader>
            {g.items.map((h) => (
              <ListItem key={h.id} label={h.text} title={<span className="rd-quote">{h.text}</span>} subtitle={h.note === '' ? `Page ${h.page}` : `Page ${h.page} · Note: ${h.note}`} onClick={() => nav.patch({ open: h.id })} />
            ))}
          </div>
        ))}
      </Scroll>
      {opened && route.dialog !== 'note' && (
        <OptionsDialog
          title="Highlight"
          onDismiss={() => nav.patch({ open: null })}
          options={[
            { label: 'Go to page', onClick: () => update((d) => { patchTop(d, { open: null }); model.turnTo(d.apps.reader, book.id, opened.page, d.os.now); push(d.os, { screen: 'read', id: book.id, sel: null, dialog: null, draft: '' }); }) },
            { label: opened.note === '' ? 'Add note' : 'Edit note', onClick: () => nav.patch({ dialog: 'note', draft: opened.note }) },
            { label: 'Delete highlight', danger: true, onClick: () => update((d) => { model.removeHighlight(d.apps.reader, opened.id); patchTop(d, { open: null }); showToast(d.os, 'Highlight deleted'); }) },
          ]}
        />
      )}
      {opened && route.dialog === 'note' && (
        <NoteDialog draft={str(route.draft)} onSave={(note) => update((d) => {
          model.setNote(d.apps.reader, opened.id, note);
          patchTop(d, { open: null, dialog: null, draft: '' });
          showToast(d.os, 'Note saved');
        })} />
      )}
    </>
  );
}

function BookmarksScreen({ route }: { route: Route }) {
  const reader = useDevice((s) => s.apps.reader);
  const book = model.findBook(reader, str(route.id));
  if (!book) return <Missing title="Bookmarks" />;
  const list = model.bookmarksOf(reader, book.id);
  return (
    <>
      <AppBar title="Bookmarks" onBack={nav.back} />
      <Scroll label="Bookmarks">
        <div className="rd-hint">{book.title}</div>
        {list.length === 0 && <Empty>No bookmarks yet. Tap the bookmark while reading a page.</Empty>}
        {list.map((m) => (
          <div key={m.id} className="rd-row">
            <ListItem
              label={`Page ${m.page}`}
              title={`Page ${m.page}`}
              subtitle={`${book.chapters[chapterIndexOf(book, m.page)]!.title} · ${formatShortDate(m.createdAt)}`}
              onClick={() => readAt(book.id, m.page)}
            />
            <IconButton label={`Remove bookmark on page ${m.page}`} onClick={() => update((d) => { model.removeBookmark(d.apps.reader, m.id); showToast(d.os, 'Bookmark removed'); })}><X size={20} /></IconButton>
          </div>
        ))}
      </Scroll>
    </>
  );
}

function SearchScreen({ route }: { route: Route }) {
  const book = useDevice((s) => model.findBook(s.apps.reader, str(route.id)));
  if (!book) return <Missing title="Search" />;
  const query = str(route.query);
  const hits = model.searchBook(book, query);
  return (
    <>
      <AppBar title={`Search in ${book.title}`} onBack={nav.back} />
      <SearchBar value={query} placeholder="Search in this book" onChange={(q) => nav.patch({ query: q })} />
      <Scroll label="Results">
        {query.trim().length >= 2 && <div className="rd-hint">{`${hits.length} ${hits.length === 1 ? 'result' : 'results'}`}</div>}
        {query.trim().length >= 2 && hits.length === 0 && <Empty>{`No results for "${query.trim()}"`}</Empty>}
        {hits.map((h) => (
          <div key={`${h.page}/${h.sentence}`} className="rd-wrap"><ListItem label={h.text} title={h.text} subtitle={`${h.chapter} · Page ${h.page}`} onClick={() => readAt(book.id, h.page)} /></div>
        ))}
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// A collection

function CollectionScreen({ route }: { route: Route }) {
  const reader = useDevice((s) => s.apps.reader);
  const c = model.findCollection(reader, str(route.id));
  if (!c) return (<><AppBar title="Collection" onBack={nav.back} /><Empty>This collection was deleted</Empty></>);
  const books = shelfOrder(reader.books.filter((b) => c.bookIds.includes(b.id)));
  return (
    <>
      <AppBar title={c.name} onBack={nav.back} actions={<IconButton label="Delete collection" onClick={() => nav.patch({ confirm: c.id })}><Trash2 size={20} /></IconButton>} />
      <Scroll label="Books in collection">
        <div className="rd-hint">{`${books.length} ${books.length === 1 ? 'book' : 'books'}`}</div>
        {books.length === 0 && <Empty>No books here yet. Add books from a book's page.</Empty>}
        {books.map((b) => (
          <div key={b.id} className="rd-row">
            <ListItem label={b.title} title={b.title} subtitle={b.author} onClick={() => nav.push({ screen: 'book', id: b.id, dialog: null })} />
            <IconButton label={`Remove ${b.title} from ${c.name}`} onClick={() => update((d) => { model.setInCollection(d.apps.reader, c.id, b.id, false); showToast(d.os, `Removed from ${c.name}`); })}><X size={20} /></IconButton>
          </div>
        ))}
      </Scroll>
      {route.confirm === c.id && (
        <Dialog
          title={`Delete "${c.name}"?`}
          message="The books stay on your shelf."
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ confirm: null }) },
            { label: 'Delete', danger: true, onClick: () => update((d) => { model.deleteCollection(d.apps.reader, c.id); back(d.os); showToast(d.os, 'Collection deleted'); }) },
          ]}
        />
      )}
    </>
  );
}

export function ReaderApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'book': return <BookScreen route={route} />;
    case 'read': return <ReadScreen route={route} />;
    case 'contents': return <ContentsScreen route={route} />;
    case 'highlights': return <HighlightsScreen route={route} />;
    case 'bookmarks': return <BookmarksScreen route={route} />;
    case 'search': return <SearchScreen route={route} />;
    case 'collection': return <CollectionScreen route={route} />;
    default: return <ShelfScreen route={route} />;
  }
}
