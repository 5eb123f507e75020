// Shared by the Notes templates: reading notes from a state, picking targets with unique titles,
// and the oracle's ways around the app (open a note through search, create one in a folder).
import { deepEqual, expectEqual, type Check } from '../../judges/index.ts';
import type { Rng } from '../../apps/kit/random.ts';
import type { Note } from '../../apps/notes/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

export const noteById = (s: DeviceState, id: string): Note | undefined => s.apps.notes.notes.find((n) => n.id === id);
export const folderName = (s: DeviceState, folderId: string): string | null => s.apps.notes.folders.find((f) => f.id === folderId)?.name ?? null;
export const folderIdOf = (s: DeviceState, name: string): string | null => s.apps.notes.folders.find((f) => f.name === name)?.id ?? null;

/** Notes whose title no other note has, optionally of one kind. */
export function uniqueNotes(s: DeviceState, kind?: Note['kind']): Note[] {
  const notes = s.apps.notes.notes;
  return notes.filter((n) => (kind === undefined || n.kind === kind) && n.title.trim() !== '' && notes.filter((m) => m.title === n.title).length === 1);
}

/** A target and another note of the same kind (for the near miss that picks the wrong one). */
export function pickTwo(rng: Rng, s: DeviceState, kind?: Note['kind']): [Note, Note] {
  const [a, b] = rng.sample(uniqueNotes(s, kind), 2) as [Note, Note];
  return [a, b];
}

/** Notes added during the episode. */
export function newNotes(before: DeviceState, after: DeviceState): Note[] {
  const old = new Set(before.apps.notes.notes.map((n) => n.id));
  return after.apps.notes.notes.filter((n) => !old.has(n.id));
}

export function existingNotesUnchanged(): Check<DeviceState> {
  return expectEqual('the existing notes are unchanged', [], ({ before, after }) =>
    before.apps.notes.notes.filter((n) => !deepEqual(n, noteById(after, n.id))).map((n) => n.id),
  );
}

/** Open Notes, search all notes for the title and open the note. */
export async function openNote(ui: TaskUi, title: string): Promise<void> {
  await ui.openApp('Notes');
  await ui.tap({ text: 'All notes', role: 'button' });
  await ui.fill({ hint: 'Search notes' }, title);
  await ui.tap({ text: title, role: 'button' });
}

/** Open a folder and start a new note (or checklist) in it. */
export async function startNote(ui: TaskUi, folder: string, kind: Note['kind']): Promise<void> {
  await ui.openApp('Notes');
  await ui.tap({ text: folder, role: 'button' });
  await ui.tap({ text: kind === 'checklist' ? 'New checklist' : 'New note', role: 'button' });
}

/** In the checklist editor: type each item and press Enter. */
export async function addItems(ui: TaskUi, items: readonly string[]): Promise<void> {
  for (const item of items) {
    await ui.fill({ hint: 'List item' }, item);
    await ui.key('Enter');
  }
}

/** The same text with one letter changed (a typo). */
export function typo(text: string): string {
  const i = text.slice(1).search(/[aeiou]/) + 1;
  return text.slice(0, i) + (text[i] === 'e' ? 'a' : 'e') + text.slice(i + 1);
}

export const NEW_TITLES = [
  'Dentist questions', 'Birthday party plan', 'Garden ideas', 'Podcast recommendations', 'Bike repair',
  'Team offsite', 'Budget March', 'Wine to try', 'Movie night', 'Apartment viewing', 'Yoga schedule', 'Sprint retro',
] as const;

export const NEW_BODIES = [
  'Ask about the night guard and whitening.', 'Order the cake by Thursday.', 'Plant tulip bulbs before the first frost.',
  'Start with the episode about sleep.', 'The rear brake pads need replacing.', 'Book a venue for 14 people.',
  'Rent, groceries and the gym come first.', 'Try the Rioja from the corner shop.', 'Popcorn, blankets and a comedy.',
  'Viewing on Saturday at 11, bring the ID copy.', 'Classes on Tuesday and Friday at 7.', 'What went well: the release went out on time.',
] as const;
