// Cross-app: text a friend the sentence you highlighted in a chapter of a book in Reader, in the
// goal's frame (a text is in the ledger, written by Messages' model).
import { defineTask } from '../define.ts';
import { frame, shown } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { highlight } from '../../apps/reader/model.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as messages from '../messages/kit.ts';
import * as rd from '../reader/kit.ts';
import type { TaskUi } from '../ui.ts';

const FRAME = frame('A line I loved: QUOTE', 'QUOTE', { type: 'text', what: 'the highlighted sentence' });

/** The book's highlights: the one under the chapter's header. */
async function readQuote(ui: TaskUi, p: { title: string; chapter: string }): Promise<string> {
  await rd.openBook(ui, p.title);
  await rd.openHighlights(ui);
  return (await rd.highlightsUnder(ui, p.chapter))[0]!;
}

export default defineTask({
  id: 'cross/text-highlight-quote',
  apps: ['reader', 'messages', 'contacts'],
  difficulty: 3,
  maxSteps: 24,
  params: ({ rng, world }) => {
    const book = rng.pick(world.apps.reader.books.filter((b) => b.chapters.length >= 3));
    const index = rng.int(1, book.chapters.length - 2);
    const range = (i: number) => { const { first, last } = rd.chapterPages(book, i); return Array.from({ length: last - first + 1 }, (_, k) => first + k); };
    // The sentence highlighted in the chapter, and a decoy highlighted in the next chapter.
    const at = rd.uniqueSentence(rng, book, range(index));
    const decoy = rd.uniqueSentence(rng, book, range(index + 1));
    const [person, otherPerson] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    return {
      bookId: book.id, title: book.title, chapter: book.chapters[index]!.title, index, page: at.page, sentence: at.sentence, quote: at.text,
      decoyPage: decoy.page, decoySentence: decoy.sentence, decoy: decoy.text,
      name: fullName(person), phone: person.phone, otherName: fullName(otherPerson),
      ...messages.conversationFor(world, person.phone),
    };
  },
  goal: (p) => `Text ${p.name} "${shown(FRAME)}" with the sentence you highlighted in the chapter "${p.chapter}" of "${p.title}" in Reader.`,
  named: (p, s) => {
    const book = rd.bookById(s, p.bookId)!;
    return { [p.title]: rd.booksTitled(s, p.title), [p.chapter]: rd.chaptersTitled(book, p.chapter), [p.name]: peopleNamed(s, p.name) };
  },
  setup: (d, p) => {
    // The chapter holds this one highlight only; the next one holds the decoy.
    const book = d.apps.reader.books.find((b) => b.id === p.bookId)!;
    d.apps.reader.highlights = d.apps.reader.highlights.filter((h) => h.bookId !== p.bookId || rd.chapterIndexOf(book, h.page) !== p.index);
    highlight(d.apps.reader, p.bookId, p.page, p.sentence, d.os.now - 26 * 3_600_000);
    highlight(d.apps.reader, p.bookId, p.decoyPage, p.decoySentence, d.os.now - 25 * 3_600_000);
    d.apps.settings.airplaneMode = false;
  },
  changes: (p) => messages.sendRules(p),
  // The slot is read as text, whose final full stop is optional: the sentence is expected without it.
  checks: (p) => messages.sentFramed(p.name, p.phone, FRAME, p.quote.replace(/\.$/, '')),
  oracle: async (ui, p) => {
    await messages.compose(ui, p.name, shown(FRAME, await readQuote(ui, p)));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the contact's page in Contacts, without the final full stop", run: async (ui, p) => {
      await messages.sendFromContact(ui, p.name, shown(FRAME, (await readQuote(ui, p)).replace(/\.$/, '')));
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'texts the highlight of the next chapter', run: async (ui, p) => {
      await readQuote(ui, p);
      await messages.compose(ui, p.name, shown(FRAME, p.decoy));
      await ui.done();
    } },
    { name: 'texts someone else', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'texts the quote without the frame', run: async (ui, p) => {
      await messages.compose(ui, p.name, await readQuote(ui, p));
      await ui.done();
    } },
  ],
});
