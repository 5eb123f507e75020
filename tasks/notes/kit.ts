// The Notes kit: the moves an oracle makes in the app, the reading helpers and checks its templates
// share. The noise the judge gate plays around its templates is in noise.ts.
import { added, createdRecord, expectEqual, expectThat, modified, removed, sameName, sameTyped, type ChangeRule, type Check } from '../../judges/index.ts';
import { countNamed, nameRule } from '../define.ts';
import type { Rng } from '../../apps/kit/random.ts';
import { sortNotes, type Note } from '../../apps/notes/state.ts';
import { NEW_NOTE } from '../../apps/notes/model.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TrialContext } from '../define.ts';
import type { TaskUi } from '../ui.ts';

export const NOTES = 'apps.notes.notes';
export const FOLDERS = 'apps.notes.folders';

// ---------------------------------------------------------------- moves

/** Notes on its folders screen: open it, and start it afresh when it was left on another screen. */
export async function start(ui: TaskUi): Promise<void> {
  await ui.openApp('Notes');
  if (!ui.has({ text: 'All notes', role: 'button' })) await ui.launch('Notes');
}

/** Search all notes for the text; the results are on screen. */
export async function search(ui: TaskUi, text: string): Promise<void> {
  await start(ui);
  await ui.tap({ text: 'All notes', role: 'button' });
  await ui.fill({ hint: 'Search notes' }, text);
}

/** Search all notes for the title and open the note. */
export async function open(ui: TaskUi, title: string): Promise<void> {
  await search(ui, title);
  await ui.tap({ text: title, role: 'button' });
}

/** The other way to find a note: open its folder and scroll the list until it shows. */
export async function openByScrolling(ui: TaskUi, folder: string, title: string): Promise<void> {
  await start(ui);
  await ui.tap({ text: folder, role: 'button' });
  await ui.scrollTo({ text: title, role: 'button' });
  await ui.tap({ text: title, role: 'button' });
}

/** The list's other entry point: long-press the (searched) row and pick from its menu. */
export async function fromRowMenu(ui: TaskUi, title: string, option: 'Pin' | 'Unpin' | 'Move to folder' | 'Delete', query = title): Promise<void> {
  await search(ui, query);
  await ui.longPress({ text: title, role: 'button' });
  await ui.tap({ text: option, role: 'button' });
}

/** Open a folder and start a new note (or checklist) in it. */
export async function startNote(ui: TaskUi, folder: string, kind: Note['kind']): Promise<void> {
  await start(ui);
  await ui.tap({ text: folder, role: 'button' });
  await ui.tap({ text: kind === 'checklist' ? 'New checklist' : 'New note', role: 'button' });
}

/** In the editor: pick the folder with the folder chip. */
export async function chooseFolder(ui: TaskUi, folder: string): Promise<void> {
  await ui.tap({ matches: /^Folder: /, role: 'button' });
  await ui.tap(ui.has({ text: folder, role: 'button' }) ? { text: folder, role: 'button' } : { text: `${folder} ✓`, role: 'button' });
}

/** In the checklist editor: type each item and press Enter (or tap Add). */
export async function addItems(ui: TaskUi, items: readonly string[], how: 'Enter' | 'Add' = 'Enter'): Promise<void> {
  for (const item of items) {
    await ui.fill({ hint: 'List item' }, item);
    if (how === 'Enter') await ui.key('Enter');
    else await ui.tap({ text: 'Add', role: 'button' });
  }
}

export interface NewNote {
  folder: string;
  title: string;
  body?: string;
  items?: readonly string[];
  /** Items to tick in the editor before the first save. */
  tick?: readonly string[];
  /** The last item is typed into the List item field and left there: Save takes it (no Enter, no Add). */
  lastTyped?: boolean;
}

/** Create a text note (with `body`) or a checklist (with `items`) in a folder; Save unless told not to. */
export async function create(ui: TaskUi, note: NewNote, save = true): Promise<void> {
  await startNote(ui, note.folder, note.items ? 'checklist' : 'text');
  await ui.fill({ hint: 'Title' }, note.title);
  if (note.items && note.lastTyped) {
    await addItems(ui, note.items.slice(0, -1));
    await ui.fill({ hint: 'List item' }, note.items.at(-1)!);
  } else if (note.items) await addItems(ui, note.items);
  else await ui.fill({ hint: 'Note' }, note.body ?? '');
  for (const item of note.tick ?? []) await ui.tap({ text: item, role: 'checkbox' });
  if (save) await ui.tap({ text: 'Save', role: 'button' });
}

/** From All notes (new notes land in the first folder) with the folder picked in the editor. */
export async function createFromAllNotes(ui: TaskUi, note: NewNote): Promise<void> {
  await start(ui);
  await ui.tap({ text: 'All notes', role: 'button' });
  await ui.tap({ text: note.items ? 'New checklist' : 'New note', role: 'button' });
  await chooseFolder(ui, note.folder);
  await ui.fill({ hint: 'Title' }, note.title);
  if (note.items) await addItems(ui, note.items, 'Add');
  else await ui.fill({ hint: 'Note' }, note.body ?? '');
  await ui.tap({ text: 'Save', role: 'button' });
}

/** On a note's page: Edit, change the title and/or the text (retyped whole), Save unless told not to. */
export async function editOpen(ui: TaskUi, fields: { title?: string; body?: string }, save = true): Promise<void> {
  await ui.tap({ text: 'Edit', role: 'button' });
  if (fields.title !== undefined) await ui.fill({ hint: 'Title' }, fields.title);
  if (fields.body !== undefined) await ui.fill({ hint: 'Note' }, fields.body);
  if (save) await ui.tap({ text: 'Save', role: 'button' });
}

/** Find a note, Edit, change these fields, Save. */
export async function edit(ui: TaskUi, title: string, fields: { title?: string; body?: string }, save = true): Promise<void> {
  await open(ui, title);
  await editOpen(ui, fields, save);
}

/** On a note's page: press Delete and confirm (or cancel). */
export async function deleteOpen(ui: TaskUi, confirm = true): Promise<void> {
  await ui.tap({ text: 'Delete', role: 'button' });
  await ui.tap({ text: confirm ? 'Delete' : 'Cancel', role: 'button' });
}

/** Find a note, press Delete and confirm (or cancel). */
export async function remove(ui: TaskUi, title: string, confirm = true): Promise<void> {
  await open(ui, title);
  await deleteOpen(ui, confirm);
}

/**
 * The other way to edit: read the note as its editor shows it (folder, text or items with their
 * ticks) and whether it is pinned, delete it, and make it again with `change` applied (and pin
 * it again when it was pinned). The new note has a new id and new times.
 */
export async function deleteAndRecreate(ui: TaskUi, title: string, change: { title?: string; body?: string; folder?: string }): Promise<void> {
  await open(ui, title);
  const pinned = ui.has({ text: 'Unpin', role: 'button' });
  await ui.tap({ text: 'Edit', role: 'button' });
  const folder = /^Folder: (.+)$/.exec(ui.find({ matches: /^Folder: / })!.text)![1]!;
  const text = ui.has({ hint: 'Note' });
  const body = text ? ui.read({ hint: 'Note' }) : undefined;
  const items = text ? undefined : ui.tree().filter((e) => e.role === 'checkbox').map((e) => ({ text: e.text, done: e.checked === true }));
  await ui.back();
  await deleteOpen(ui);
  await create(ui, {
    folder: change.folder ?? folder, title: change.title ?? title,
    ...(items ? { items: items.map((i) => i.text), tick: items.filter((i) => i.done).map((i) => i.text) } : { body: change.body ?? body }),
  });
  if (pinned) await ui.tap({ text: 'Pin', role: 'button' });
}

/** Find a note and press its Pin (or Unpin) button. */
export async function pin(ui: TaskUi, title: string, on = true): Promise<void> {
  await open(ui, title);
  await ui.tap({ text: on ? 'Pin' : 'Unpin', role: 'button' });
}

/** Find a note and move it with its page's Move button. */
export async function move(ui: TaskUi, title: string, folder: string): Promise<void> {
  await open(ui, title);
  await ui.tap({ text: 'Move to folder', role: 'button' });
  await ui.tap({ text: folder, role: 'button' });
}

/** The third way to move: the folder chip in the editor, then Save. */
export async function moveInEditor(ui: TaskUi, title: string, folder: string): Promise<void> {
  await open(ui, title);
  await ui.tap({ text: 'Edit', role: 'button' });
  await chooseFolder(ui, folder);
  await ui.tap({ text: 'Save', role: 'button' });
}

/** New folder from the folders screen: type the name, then Create, Enter or Cancel. */
export async function newFolder(ui: TaskUi, name: string, how: 'Create' | 'Enter' | 'Cancel' = 'Create'): Promise<void> {
  await start(ui);
  await ui.tap({ text: 'New folder', role: 'button' });
  await ui.fill({ hint: 'Folder name' }, name);
  if (how === 'Enter') await ui.key('Enter');
  else await ui.tap({ text: how, role: 'button' });
}

/** Long-press a folder, Rename, type the new name, Rename. */
export async function renameFolder(ui: TaskUi, name: string, next: string): Promise<void> {
  await start(ui);
  await ui.longPress({ text: name, role: 'button' });
  await ui.tap({ text: 'Rename', role: 'button' });
  await ui.fill({ hint: 'Folder name' }, next);
  await ui.tap({ text: 'Rename', role: 'button' });
}

/** On a checklist's page (or in its editor): tap these items' boxes. */
export async function tick(ui: TaskUi, items: readonly string[]): Promise<void> {
  for (const item of items) await ui.tap({ text: item, role: 'checkbox' });
}

/** Find a checklist, Edit, tap these items' boxes, then Save (or leave with back). */
export async function tickInEditor(ui: TaskUi, title: string, items: readonly string[], save = true): Promise<void> {
  await open(ui, title);
  await ui.tap({ text: 'Edit', role: 'button' });
  await tick(ui, items);
  if (save) await ui.tap({ text: 'Save', role: 'button' });
  else await ui.back();
}

// ---------------------------------------------------------------- reading the state

export const noteById = (s: DeviceState, id: string): Note | undefined => s.apps.notes.notes.find((n) => n.id === id);
export const folderName = (s: DeviceState, folderId: string): string | null => s.apps.notes.folders.find((f) => f.id === folderId)?.name ?? null;
export const folderIdOf = (s: DeviceState, name: string): string | null => s.apps.notes.folders.find((f) => f.name === name)?.id ?? null;

/** How many notes have this title, as Notes tells two titles apart (apps/notes/app.ts `names`). */
export const notesTitled = (s: DeviceState, title: string): number => countNamed('notes', 'title', s.apps.notes.notes.map((n) => n.title), title);

/** How many folders have this name, as Notes tells two folder names apart. */
export const foldersNamed = (s: DeviceState, name: string): number => countNamed('notes', 'folder', s.apps.notes.folders.map((f) => f.name), name);

/** What a goal names in Notes, for a template's `named`: `the note "T"` and `the F folder`, each with the records that fit it. */
export function namedInNotes(s: DeviceState, what: { notes?: readonly string[]; folders?: readonly string[] }): Record<string, number> {
  return Object.fromEntries([
    ...(what.notes ?? []).map((t) => [`the note "${t}"`, notesTitled(s, t)] as const),
    ...(what.folders ?? []).map((f) => [`the ${f} folder`, foldersNamed(s, f)] as const),
  ]);
}

/** How many items of the checklist `id` read `text`, as Notes tells two items apart. */
export const itemsNamed = (s: DeviceState, id: string, text: string): number => countNamed('notes', 'item', (noteById(s, id)?.items ?? []).map((i) => i.text), text);

/** Notes whose title no other note has (by the app's name rule), optionally of one kind. */
export function uniqueNotes(s: DeviceState, kind?: Note['kind']): Note[] {
  return s.apps.notes.notes.filter((n) => (kind === undefined || n.kind === kind) && n.title.trim() !== '' && notesTitled(s, n.title) === 1);
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

/** Checklists the create templates ask for (no seeded note has these titles). */
export const LISTS = [
  { title: 'Party shopping', items: ['Balloons', 'Paper plates', 'Sparkling water', 'Candles', 'Ice'] },
  { title: 'Before the trip', items: ['Water the plants', 'Empty the fridge', 'Charge the camera', 'Print tickets', 'Lock the windows'] },
  { title: 'Hardware store', items: ['Wood screws', 'Sandpaper', 'Wall hooks', 'Light bulbs', 'Paint roller'] },
  { title: 'Pharmacy run', items: ['Sunscreen', 'Plasters', 'Vitamin D', 'Hand cream', 'Cough drops'] },
  { title: 'Picnic basket', items: ['Blanket', 'Sandwiches', 'Strawberries', 'Lemonade', 'Napkins'] },
  { title: 'New hire setup', items: ['Order laptop', 'Create accounts', 'Book welcome lunch', 'Assign a buddy', 'Share the handbook'] },
] as const;

/** "A, B and C". */
export const spoken = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

// ---------------------------------------------------------------- checks

/** A note's title, a checklist's item, a folder's name: as Notes tells two apart (apps/notes/app.ts `names`). */
export const sameTitle = (typed: unknown, want: string) => sameName(nameRule('notes', 'title'), typed, want);
const sameItem = (typed: unknown, want: string) => sameName(nameRule('notes', 'item'), typed, want);
const sameFolderName = (typed: unknown, want: string) => sameName(nameRule('notes', 'folder'), typed, want);

/** A text note's body as typed matches the goal's text as typed text compares (judges/frames.ts `typedText`). */
export const sameBody = sameTyped;

/**
 * One note was created with these fields: its title, its folder (by id), a text note's body or a
 * checklist's items in order with the ones ticked. The title and each item match by the app's name
 * rule (`sameTitle`: trimmed, any case); a text note's body as typed text (`sameBody`). The fields the goal does not name
 * keep a new note's defaults (not pinned; a checklist has no body and a text note no items).
 */
export function created(want: { title: string; folderId: string; folder: string; body?: string; items?: readonly string[]; ticked?: readonly string[] }): Check<DeviceState>[] {
  const named: Record<string, unknown> = {
    title: { expected: want.title, test: (v: unknown) => sameTitle(v, want.title) },
    kind: want.items ? 'checklist' : 'text',
    folderId: { expected: `${want.folderId} (${want.folder})`, test: (v: unknown) => v === want.folderId },
  };
  if (want.body !== undefined) named.body = { expected: want.body, test: (v: unknown) => sameBody(v, want.body!) };
  if (want.items) {
    const items = want.items.map((text) => ({ text, done: (want.ticked ?? []).includes(text) }));
    // An item is a short line typed as the goal names it, like a title: by the app's name rule.
    named.items = { expected: items, test: (v: unknown) => Array.isArray(v) && v.length === items.length
      && v.every((i: { text: string; done: boolean }, k) => sameItem(i.text, items[k]!.text) && i.done === items[k]!.done) };
  }
  return createdRecord<DeviceState>(NOTES, 'note', named, NEW_NOTE);
}

/**
 * One folder was created, with this name by the app's name rule: Notes takes "health" and "Health"
 * for the same folder (it refuses the one beside the other), but "Health." is another name.
 */
export function createdFolder(name: string): Check<DeviceState>[] {
  return createdRecord<DeviceState>(FOLDERS, 'folder', { name: { expected: name, test: (v: unknown) => sameFolderName(v, name) } });
}

/** The seeded note `id` has this value in `field` after the episode. */
export function noteHas(id: string, label: string, field: keyof Note, value: unknown): Check<DeviceState> {
  return expectEqual(label, value, ({ after }) => noteById(after, id)?.[field] ?? null);
}

/**
 * Editing a seeded note: these fields of it may change in place; or it may be deleted and made
 * again (a new id and new times), which `edited` then judges whole.
 */
export function editRules(id: string, fields: readonly (keyof Note)[]): ChangeRule[] {
  return [modified(NOTES, id, fields), removed(NOTES, { which: id, count: 'any' }), added(NOTES, { count: 'any' })];
}

type Editable = Partial<Pick<Note, 'title' | 'body' | 'folderId' | 'pinned'>>;

/**
 * Does the note read as `was` with `want` applied, as its page shows it? What the goal asks for
 * compares as the goal's text does (a title by the app's name rule, a text as `sameBody` takes it);
 * everything else as it was, verbatim: a title or an item retyped in another case is a change the
 * page shows, as it would be edited in place. Ids and times aside.
 */
function readsAs(n: Note, was: Note, want: Editable): boolean {
  const body = want.body === undefined ? n.body === was.body : sameBody(n.body, want.body);
  const title = want.title === undefined ? n.title === was.title : sameTitle(n.title, want.title);
  return n.kind === was.kind && title && body
    && n.folderId === (want.folderId ?? was.folderId) && n.pinned === (want.pinned ?? was.pinned)
    && n.items.length === was.items.length && n.items.every((i, k) => i.text === was.items[k]!.text && i.done === was.items[k]!.done);
}

/**
 * The seeded note `id` ends up as it was with `want` applied, every other field as it was: edited
 * in place, or deleted and made again so (what its page shows is the same; the new note's id and
 * times are not). No other note is created. Goes with `editRules`.
 */
export function edited(id: string, label: string, want: Editable): Check<DeviceState>[] {
  return [
    expectThat<DeviceState, string>(label, 'as asked, nothing else of it changed', ({ before, after, changes }) => {
      const was = noteById(before, id);
      if (!was) return '(no such note)';
      const now = noteById(after, id);
      if (now) return readsAs(now, was, want) ? 'as asked' : JSON.stringify({ title: now.title, body: now.body, folderId: now.folderId, pinned: now.pinned });
      return changes.added<Note>(NOTES).some((n) => readsAs(n, was, want)) ? 'as asked' : 'deleted, and not made again as asked';
    }, (v) => v === 'as asked'),
    expectEqual<DeviceState>('no note is created beyond the one made again', 0, ({ changes }) => changes.added(NOTES).length - changes.removed(NOTES).length),
  ];
}

/** The seeded note `id` is gone. */
export function deleted(id: string, title: string): Check<DeviceState> {
  return expectEqual(`"${title}" is gone`, false, ({ after }) => noteById(after, id) !== undefined);
}

// ---------------------------------------------------------------- picks the gate's noise (noise.ts) shares

/** Notes the goal and the params do not mention (by title or id), with a title of their own. */
export function bystanders(ctx: TrialContext, kind?: Note['kind']): Note[] {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  return sortNotes(uniqueNotes(ctx.initial, kind)).filter((n) => !said.includes(n.title) && !said.includes(`"${n.id}"`));
}

/** The text note a damage move retypes, and the text it types (the old text and one more line). */
export function retyped(ctx: TrialContext): { note: Note; body: string } {
  const note = bystanders(ctx, 'text')[1]!;
  return { note, body: `${note.body}\nCall back later.` };
}

// ---------------------------------------------------------------- scripts templates share

/** `script(...moves)`: a whole script, the moves in order, then done (one definition, in the Contacts kit). */
export { script } from '../ui.ts';

/** The seeded checklist `id` has its item `itemId` ticked (or not). */
export function itemDone(id: string, itemId: string, text: string, done: boolean): Check<DeviceState> {
  return expectEqual(`"${text}" is ${done ? 'checked' : 'not checked'}`, done, ({ after }) => noteById(after, id)?.items.find((i) => i.id === itemId)?.done ?? null);
}
