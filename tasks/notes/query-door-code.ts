import { defineTask } from '../define.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import * as notes from './kit.ts';

const CODE = /^Door code: (.+)$/;

/** The door codes written in a note's lines. */
const codesIn = (body: string) => body.split('\n').map((l) => CODE.exec(l.trim())?.[1]).filter((c): c is string => c !== undefined);
const allCodes = (s: DeviceState) => s.apps.notes.notes.flatMap((n) => codesIn(n.body));

/** On the note's page: the code on its "Door code:" line. */
const readCode = (ui: TaskUi) => CODE.exec(ui.find({ matches: CODE })!.text)![1]!;

export default defineTask({
  id: 'notes/query-door-code',
  apps: ['notes'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(notes.uniqueNotes(world, 'text').filter((n) => codesIn(n.body).length > 0), 2);
    return { id: target!.id, title: target!.title, folder: notes.folderName(world, target!.folderId)!, other: other!.title };
  },
  goal: (p) => `What is the door code in the note "${p.title}"?`,
  named: (p, s) => notes.namedInNotes(s, { notes: [p.title] }),
  checks: () => [],
  answer: {
    // A code is a string of digits, not a quantity: compared as text.
    spec: { type: 'text', what: 'the door code', label: 'Door code' },
    expected: (p, before) => codesIn(notes.noteById(before, p.id)!.body)[0]!,
    candidates: (_p, before) => allCodes(before),
  },
  oracle: async (ui, p) => {
    await notes.open(ui, p.title);
    await ui.answer(readCode(ui));
  },
  alternatives: [
    { name: 'found by scrolling its folder', run: async (ui, p) => { await notes.openByScrolling(ui, p.folder, p.title); await ui.answer(readCode(ui)); } },
    { name: 'answered as a number, not a string', run: async (ui, p) => { await notes.open(ui, p.title); await ui.answer(Number(readCode(ui))); } },
    // The line copied as the page shows it, with the label the spec declares.
    { name: 'answers the line as the page writes it ("Door code: 4821")', run: async (ui, p) => {
      await notes.open(ui, p.title);
      await ui.answer(ui.find({ matches: CODE })!.text);
    } },
    // A look in the editor: Save with nothing changed leaves the text as it was.
    { name: 'opens the note in the editor, saves it unchanged, then answers', run: async (ui, p) => {
      await notes.open(ui, p.title);
      await notes.editOpen(ui, {});
      await ui.answer(readCode(ui));
    } },
  ],
  nearMisses: [
    { name: "answers another note's door code", params: (p) => ({ ...p, title: p.other }) },
    // Not the form asked for: the code in a sentence (refused as answer_format).
    { name: 'answers in a sentence ("The door code is 4821.")', run: async (ui, p) => { await notes.open(ui, p.title); await ui.answer(`The door code is ${readCode(ui)}.`); } },
    { name: 'one digit wrong', run: async (ui, p) => {
      await notes.open(ui, p.title);
      await ui.answer(readCode(ui).replace(/\d$/, (d) => String((Number(d) + 1) % 10)));
    } },
  ],
});
