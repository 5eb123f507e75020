// The Tasks kit: the moves an oracle makes in the app, the readers and checks its templates share.
// The noise the judge gate plays around its templates is in noise.ts.
import { createdRecord, expectEqual, sameName, type Check } from '../../judges/index.ts';
import { countNamed, nameRule, type TrialContext } from '../define.ts';
import { formatIsoDate, formatLongDate, startOfDay, DAY, MINUTE } from '../../apps/kit/time.ts';
import { NEW_TODO } from '../../apps/todo/model.ts';
import { hhmm, PRIORITY_LABEL, REPEAT_LABEL, sortTodos, type Priority, type Repeat, type Todo } from '../../apps/todo/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';

export { DAY, MINUTE, hhmm, formatIsoDate, formatLongDate, startOfDay };
export const TODOS = 'apps.todo.todos';
export const LISTS = 'apps.todo.lists';

// ---------------------------------------------------------------- moves

/** Tasks on its overview: open it, and start it afresh when it was left on another screen. */
export async function start(ui: TaskUi): Promise<void> {
  await ui.openApp('Tasks');
  if (!ui.has({ text: 'Overdue', role: 'button' }) || !ui.has({ hint: 'Search to-dos' })) await ui.launch('Tasks');
}

/** Search every to-do for the text; the results are on screen. */
export async function search(ui: TaskUi, text: string): Promise<void> {
  await start(ui);
  await ui.fill({ hint: 'Search to-dos' }, text);
}

/** Search for the title and open the to-do. */
export async function open(ui: TaskUi, title: string): Promise<void> {
  await search(ui, title);
  await ui.tap({ text: title, role: 'button' });
}

/** The other way to find a to-do: open its list (or a smart view) and scroll until it shows. */
export async function openFrom(ui: TaskUi, view: string, title: string): Promise<void> {
  await start(ui);
  await ui.scrollTo({ text: view, role: 'button' });
  await ui.tap({ text: view, role: 'button' });
  await ui.scrollTo({ text: title, role: 'button' });
  await ui.tap({ text: title, role: 'button' });
}

/** Long-press a to-do's row in the search results and pick from its menu. */
export async function fromRowMenu(ui: TaskUi, title: string, option: 'Mark complete' | 'Mark not complete' | 'Move to list' | 'Delete'): Promise<void> {
  await search(ui, title);
  await ui.longPress({ text: title, role: 'button' });
  await ui.tap({ text: option, role: 'button' });
}

/** On a to-do's page: Move to list and pick the list. */
export async function moveOpen(ui: TaskUi, list: string): Promise<void> {
  await ui.tap({ text: 'Move to list', role: 'button' });
  await ui.tap({ text: list, role: 'button' });
}

/** On a to-do's page: its Mark complete (or Mark not complete) button, at the page's end: scrolled to
 * when subtasks and notes push it below the screen. */
export async function markOpen(ui: TaskUi, label: 'Mark complete' | 'Mark not complete' = 'Mark complete'): Promise<void> {
  await ui.scrollTo({ text: label, role: 'button' });
  await ui.tap({ text: label, role: 'button' });
}

/** On a to-do's page: Delete and confirm (or cancel). */
export async function deleteOpen(ui: TaskUi, confirm = true): Promise<void> {
  await ui.tap({ text: 'Delete', role: 'button' });
  await ui.tap({ text: confirm ? 'Delete' : 'Cancel', role: 'button' });
}

export interface Form {
  title?: string;
  /** A day (start of day), typed as YYYY-MM-DD; null clears it with "No date". */
  due?: number | null;
  /** Minutes after midnight, typed as HH:MM. */
  time?: number;
  priority?: Priority;
  repeat?: Repeat;
  reminder?: boolean;
  list?: string;
  notes?: string;
  subtasks?: readonly string[];
}

/** In the editor: fill these fields (subtasks with Enter), then Save unless told not to. */
export async function fill(ui: TaskUi, f: Form, saveIt = true): Promise<void> {
  if (f.title !== undefined) await ui.fill({ hint: 'Title' }, f.title);
  if (f.list !== undefined) {
    await ui.tap({ matches: /^List: /, role: 'button' });
    await ui.tap(ui.has({ text: f.list, role: 'button' }) ? { text: f.list, role: 'button' } : { text: `${f.list} ✓`, role: 'button' });
  }
  if (f.due === null) await ui.tap({ text: 'No date', role: 'button' });
  else if (f.due !== undefined) await ui.fill({ hint: 'Due date (YYYY-MM-DD)' }, formatIsoDate(f.due));
  if (f.time !== undefined) await ui.fill({ hint: 'Time (HH:MM)' }, hhmm(f.time));
  if (f.priority !== undefined) {
    await ui.tap({ matches: /^Priority: /, role: 'button' });
    await ui.tap({ text: PRIORITY_LABEL[f.priority], role: 'button' });
  }
  if (f.repeat !== undefined) {
    await ui.tap({ matches: /^Repeat: /, role: 'button' });
    await ui.tap({ text: REPEAT_LABEL[f.repeat], role: 'button' });
  }
  if (f.reminder !== undefined && (ui.find({ text: 'Remind me', role: 'switch' })?.checked === true) !== f.reminder) await ui.tap({ text: 'Remind me', role: 'switch' });
  if (f.notes !== undefined) await ui.fill({ hint: 'Notes' }, f.notes);
  for (const s of f.subtasks ?? []) {
    await ui.fill({ hint: 'Add subtask' }, s);
    await ui.key('Enter');
  }
  if (saveIt) await ui.tap({ text: 'Save', role: 'button' });
}

/** Open a list and add a to-do there with its New to-do button. */
export async function create(ui: TaskUi, list: string, f: Form, saveIt = true): Promise<void> {
  await start(ui);
  await ui.scrollTo({ text: list, role: 'button' });
  await ui.tap({ text: list, role: 'button' });
  await ui.tap({ text: 'New to-do', role: 'button' });
  await fill(ui, f, saveIt);
}

/** The other entry point: the overview's New to-do, the list picked in the editor. */
export async function createFromOverview(ui: TaskUi, list: string, f: Form): Promise<void> {
  await start(ui);
  await ui.tap({ text: 'New to-do', role: 'button' });
  await fill(ui, { list, ...f });
}

/** On the overview: New list, type the name, Create (or Enter). */
export async function newList(ui: TaskUi, name: string, how: 'Create' | 'Enter' = 'Create'): Promise<void> {
  await start(ui);
  await ui.tap({ text: 'New list', role: 'button' });
  await ui.fill({ hint: 'List name' }, name);
  if (how === 'Enter') await ui.key('Enter');
  else await ui.tap({ text: 'Create', role: 'button' });
}

/** Tap these boxes (a to-do's subtasks on its page, or rows in a list). */
export async function tick(ui: TaskUi, titles: readonly string[]): Promise<void> {
  for (const t of titles) await ui.tap({ text: t, role: 'checkbox' });
}

// ---------------------------------------------------------------- reading the state

export const todoById = (s: DeviceState, id: string): Todo | undefined => s.apps.todo.todos.find((t) => t.id === id);
export const listName = (s: DeviceState, id: string): string => s.apps.todo.lists.find((l) => l.id === id)?.name ?? '';
export const listIdOf = (s: DeviceState, name: string): string => s.apps.todo.lists.find((l) => l.name === name)?.id ?? '';
export const today = (s: DeviceState): number => startOfDay(s.os.now);

/** How many to-dos have this title, as Tasks tells two titles apart (apps/todo/app.ts `names`). */
export const todosTitled = (s: DeviceState, title: string): number => countNamed('todo', 'title', s.apps.todo.todos.map((t) => t.title), title);
export const listsNamed = (s: DeviceState, name: string): number => countNamed('todo', 'list', s.apps.todo.lists.map((l) => l.name), name);

/** What a goal names in Tasks, for a template's `named`. */
export function namedInTodo(s: DeviceState, what: { todos?: readonly string[]; lists?: readonly string[] }): Record<string, number> {
  return Object.fromEntries([
    ...(what.todos ?? []).map((t) => [`the to-do "${t}"`, todosTitled(s, t)] as const),
    ...(what.lists ?? []).map((l) => [`the ${l} list`, listsNamed(s, l)] as const),
  ]);
}

/** To-dos whose title no other has and that the search for it finds alone (no title inside another). */
export function uniqueTodos(s: DeviceState, ok: (t: Todo) => boolean = () => true): Todo[] {
  const all = s.apps.todo.todos;
  return all.filter((t) => ok(t) && all.every((o) => o === t || !o.title.toLowerCase().includes(t.title.toLowerCase())));
}

// ---------------------------------------------------------------- checks

export const sameTitle = (typed: unknown, want: string) => sameName(nameRule('todo', 'title'), typed, want);
const sameSubtask = (typed: unknown, want: string) => sameName(nameRule('todo', 'subtask'), typed, want);
export const sameList = (typed: unknown, want: string) => sameName(nameRule('todo', 'list'), typed, want);

export interface Want {
  title: string;
  listId: string;
  list: string;
  due?: number | null;
  time?: number | null;
  priority?: Priority;
  repeat?: Repeat;
  reminder?: boolean;
  subtasks?: readonly string[];
}

/** One to-do was created with these fields; those the goal does not name keep a new to-do's defaults. */
export function created(want: Want, collection = TODOS): Check<DeviceState>[] {
  const named: Record<string, unknown> = {
    title: { expected: want.title, test: (v: unknown) => sameTitle(v, want.title) },
    listId: { expected: `${want.listId} (${want.list})`, test: (v: unknown) => v === want.listId },
  };
  for (const k of ['due', 'time', 'priority', 'repeat', 'reminder'] as const) if (want[k] !== undefined) named[k] = want[k];
  if (want.subtasks) {
    const subs = want.subtasks;
    // The subtasks the goal lists, each once, open, in any order (the goal names them, not their order).
    named.subtasks = { expected: subs, test: (v: unknown) => Array.isArray(v) && v.length === subs.length
      && subs.every((want) => v.filter((x: { title: string; done: boolean }) => sameSubtask(x.title, want) && !x.done).length === 1) };
  }
  return createdRecord<DeviceState>(collection, 'to-do', named, NEW_TODO);
}

/** The seeded to-do `id` has this value in `field` after the episode. */
export function todoHas(id: string, label: string, field: keyof Todo, value: unknown): Check<DeviceState> {
  return expectEqual(label, value, ({ after }) => todoById(after, id)?.[field] ?? null);
}

// ---------------------------------------------------------------- picks the gate's noise shares

/** To-dos the goal and the params do not mention, open ones first, each found alone by search. */
export function bystanders(ctx: TrialContext): Todo[] {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  return sortTodos(uniqueTodos(ctx.initial, (t) => !t.done)).filter((t) => !said.includes(t.title) && !said.includes(`"${t.id}"`));
}

/** `script(...moves)`: a whole script, the moves in order, then done. */
export { script } from '../ui.ts';

/** A long date as the goal writes it: "Monday, March 2". */
export const spokenDate = (day: number): string => formatLongDate(day);

/** Titles the create templates ask for (no seeded to-do has these). */
export const NEW_TITLES = [
  'Order new glasses', 'Cancel the gym trial', 'Book the vet for Max', 'Buy a present for Mia', 'Send the lease back',
  'Renew car insurance', 'Print boarding passes', 'Call the plumber', 'Pick up the photos', 'Sign up for the 10K',
  'Frame the poster', 'Back up the laptop',
] as const;

/** Subtask trios for the multi-step template. */
export const SUBTASK_SETS = [
  ['Get quotes', 'Compare prices', 'Pay the deposit'],
  ['Write the agenda', 'Book a room', 'Send invites'],
  ['Find the receipt', 'Pack the box', 'Print the label'],
  ['Measure the window', 'Choose fabric', 'Order the blinds'],
  ['Draft the email', 'Attach the report', 'Ask for feedback'],
] as const;

/** New list names (none is seeded). */
export const NEW_LISTS = ['Garden', 'Wedding', 'Side project', 'Move house', 'Reading', 'Fitness'] as const;

/** Minutes after midnight a goal may ask for (evening or afternoon, never the episode's morning). */
export const GOAL_TIMES = [14 * 60, 15 * 60 + 30, 16 * 60 + 45, 18 * 60, 19 * 60 + 15] as const;
