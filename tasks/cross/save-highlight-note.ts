// Cross-app: save the sentence behind a highlight's note in Reader into a new note in Notes.
import { defineTask } from '../define.ts';
import { added, createdRecord, sameTyped } from '../../judges/index.ts';
import { folderIdOf, namedInNotes, notesTitled, sameTitle, startNote } from '../notes/kit.ts';
import * as rd from '../reader/kit.ts';
import type { TaskUi } from '../ui.ts';

const NOTES = 'apps.notes.notes';

/** In the book's highlights: the sentence whose line ends with the note. */
async function readQuote(ui: TaskUi, p: { title: string; note: string }): Promise<string> {
  await rd.openBook(ui, p.title);
  await rd.openHighlights(ui);
  const line = await ui.scrollTo({ matches: new RegExp(`· Note: ${p.note.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
  const tree = ui.tree();
  const at = tree.findIndex((e) => e.id === line.id);
  return tree.slice(0, at).reverse().find((e) => e.role === 'button' && e.clickable)!.text;
}

async function saveNote(ui: TaskUi, title: string, body: string, folder = 'Personal'): Promise<void> {
  await ui.launch('Notes');
  await startNote(ui, folder, 'text');
  await ui.fill({ hint: 'Title' }, title);
  await ui.fill({ hint: 'Note' }, body);
  await ui.tap({ text: 'Save', role: 'button' });
}

export default defineTask({
  id: 'cross/save-highlight-note',
  apps: ['reader', 'notes'],
  difficulty: 3,
  maxSteps: 24,
  params: ({ rng, world }) => {
    const book = rng.pick(world.apps.reader.books.filter((b) => rd.highlightsIn(world, b.id).length >= 2 && notesTitled(world, b.title) === 0));
    const [h, other] = rng.sample(rd.highlightsIn(world, book.id), 2);
    return { bookId: book.id, title: book.title, id: h!.id, quote: h!.text, otherQuote: other!.text, otherId: other!.id, note: 'Save this for the wedding card', folderId: folderIdOf(world, 'Personal')! };
  },
  goal: (p) => `In Reader, one of your highlights in "${p.title}" has the note "${p.note}". Save its highlighted sentence in a new note in the Personal folder of Notes, titled "${p.title}", with the sentence as the note's text.`,
  named: (p, s) => ({ [p.title]: rd.booksTitled(s, p.title), ...namedInNotes(s, { folders: ['Personal'] }) }),
  setup: (d, p) => {
    for (const h of d.apps.reader.highlights) {
      if (h.id === p.id) h.note = p.note;
      else if (h.note === p.note) h.note = '';
    }
  },
  changes: () => [added(NOTES)],
  checks: (p) => createdRecord(NOTES, 'note', {
    title: { expected: p.title, test: (v: unknown) => sameTitle(v, p.title) },
    folderId: p.folderId,
    body: { expected: p.quote, test: (v: unknown) => sameTyped(v, p.quote) },
  }, { kind: 'text', pinned: false, items: [] }),
  oracle: async (ui, p) => {
    await saveNote(ui, p.title, await readQuote(ui, p));
    await ui.done();
  },
  alternatives: [
    { name: 'types the title in lower case', run: async (ui, p) => { await saveNote(ui, p.title.toLowerCase(), await readQuote(ui, p)); await ui.done(); } },
  ],
  nearMisses: [
    { name: 'saves another highlight of the book', run: async (ui, p) => { await readQuote(ui, p); await saveNote(ui, p.title, p.otherQuote); await ui.done(); } },
    { name: 'saves the note instead of the sentence', run: async (ui, p) => { await readQuote(ui, p); await saveNote(ui, p.title, p.note); await ui.done(); } },
    { name: 'saves it in the Work folder', run: async (ui, p) => { await saveNote(ui, p.title, await readQuote(ui, p), 'Work'); await ui.done(); } },
  ],
});
