// Tasks: to-dos in lists, with due dates (and times) on the device clock, reminders, priorities,
// subtasks and repeat rules. Ids are `l<n>` (lists), `t<n>` (to-dos) and `s<n>` (subtasks), from
// one counter. A due date is the start of its day (device clock, UTC); a due time is minutes after
// midnight. Distinct from Notes' checklists: a to-do is due, overdue, repeats and is completed.
import type { Rng } from '../kit/random.ts';
import { DAY, MINUTE, formatMinutes, startOfDay } from '../kit/time.ts';
import { fullName } from '../contacts/state.ts';
import type { SeedContext } from '../app.ts';

export type Priority = 'none' | 'low' | 'medium' | 'high';
export type Repeat = 'never' | 'daily' | 'weekly' | 'monthly';
export const PRIORITIES: readonly Priority[] = ['none', 'low', 'medium', 'high'];
export const REPEATS: readonly Repeat[] = ['never', 'daily', 'weekly', 'monthly'];
export const PRIORITY_LABEL: Record<Priority, string> = { none: 'None', low: 'Low', medium: 'Medium', high: 'High' };
export const REPEAT_LABEL: Record<Repeat, string> = { never: 'Never', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

export interface Subtask {
  id: string;
  title: string;
  done: boolean;
}

export interface Todo {
  id: string;
  title: string;
  listId: string;
  notes: string;
  /** Start of the due day (device clock), or null for no due date. */
  due: number | null;
  /** Minutes after midnight on the due day, or null for the whole day. */
  time: number | null;
  /** A reminder at the due time (or at 09:00 on the due day without one). */
  reminder: boolean;
  priority: Priority;
  repeat: Repeat;
  subtasks: Subtask[];
  done: boolean;
  /** When it was completed (bookkeeping of `done`). */
  completedAt: number | null;
  createdAt: number;
}

export interface TodoList {
  id: string;
  name: string;
}

export interface TodoState {
  lists: TodoList[];
  todos: Todo[];
  /** The to-do deleted last, with its place, until Undo puts it back or the bar is dismissed. */
  undo: { todo: Todo; index: number } | null;
  nextId: number;
}

export type SmartView = 'today' | 'upcoming' | 'overdue' | 'completed' | 'all';
export const SMART_VIEWS: readonly { id: SmartView; name: string }[] = [
  { id: 'today', name: 'Today' },
  { id: 'upcoming', name: 'Upcoming' },
  { id: 'overdue', name: 'Overdue' },
  { id: 'all', name: 'All to-dos' },
  { id: 'completed', name: 'Completed' },
];

/** Minutes after midnight as "17:30". */
export const hhmm = (minutes: number): string => formatMinutes(minutes);

/** When a to-do falls due: its due time on its day, or the end of its day without a time. */
export function dueMoment(t: Pick<Todo, 'due' | 'time'>): number | null {
  if (t.due === null) return null;
  return t.time === null ? t.due + DAY : t.due + t.time * MINUTE;
}

/** Overdue: open and past its due moment on the device clock. */
export const isOverdue = (t: Todo, now: number): boolean => !t.done && t.due !== null && dueMoment(t)! <= now;
/** Due today: open, its due date is today's (overdue ones of today included). */
export const isToday = (t: Todo, now: number): boolean => !t.done && t.due === startOfDay(now);
export const isUpcoming = (t: Todo, now: number): boolean => !t.done && t.due !== null && t.due > startOfDay(now);

/** The to-dos a view shows: a smart view, or a list's open to-dos. */
export function todosIn(s: TodoState, view: string, now: number): Todo[] {
  switch (view) {
    case 'today': return s.todos.filter((t) => isToday(t, now));
    case 'upcoming': return s.todos.filter((t) => isUpcoming(t, now));
    case 'overdue': return s.todos.filter((t) => isOverdue(t, now));
    case 'completed': return s.todos.filter((t) => t.done);
    case 'all': return s.todos.filter((t) => !t.done);
    default: return s.todos.filter((t) => t.listId === view && !t.done);
  }
}

const RANK: Record<Priority, number> = { high: 0, medium: 1, low: 2, none: 3 };
/** By due moment (no date last), then priority, then title. */
export function sortTodos(todos: readonly Todo[]): Todo[] {
  const key = (t: Todo) => dueMoment(t) ?? Number.MAX_SAFE_INTEGER;
  return todos.slice().sort((a, b) => key(a) - key(b) || RANK[a.priority] - RANK[b.priority] || a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
}

/** Search: title, notes or a subtask contains the text, in any case. */
export function todoMatches(t: Todo, query: string): boolean {
  const fold = (text: string) => text.normalize('NFC').toLowerCase();
  const q = fold(query.trim());
  if (q === '') return true;
  return fold(t.title).includes(q) || fold(t.notes).includes(q) || t.subtasks.some((x) => fold(x.title).includes(q));
}

export const LIST_NAMES = ['Personal', 'Work', 'Home', 'Errands', 'Groceries'] as const;

interface TodoSeed {
  title: string;
  list: (typeof LIST_NAMES)[number];
  subtasks?: readonly string[];
  notes?: (person: string) => string;
}

/** The seeded to-dos: each title once (templates name them by title). */
export const SEEDED: readonly TodoSeed[] = [
  { title: 'Renew passport', list: 'Personal', subtasks: ['Take photos', 'Fill in the form', 'Book an appointment'] },
  { title: 'Call the dentist', list: 'Personal', notes: () => 'Ask about the cleaning appointment.' },
  { title: 'Pay the electricity bill', list: 'Home' },
  { title: 'Book summer holiday', list: 'Personal', subtasks: ['Compare flights', 'Pick a hotel'] },
  { title: 'Send birthday card', list: 'Personal', notes: (p) => `For ${p}.` },
  { title: 'Prepare quarterly report', list: 'Work', subtasks: ['Collect sales figures', 'Draft summary', 'Make the charts', 'Review with the team'] },
  { title: 'Update the project roadmap', list: 'Work' },
  { title: 'Review pull requests', list: 'Work' },
  { title: 'Plan team offsite', list: 'Work', notes: (p) => `${p} suggested the lake house.` },
  { title: 'Submit expense report', list: 'Work', subtasks: ['Scan receipts', 'Fill in the form'] },
  { title: 'Reply to the recruiter', list: 'Work' },
  { title: 'Prepare slides for Monday', list: 'Work' },
  { title: 'Fix the leaking tap', list: 'Home', notes: () => 'Washer size 1/2 inch.' },
  { title: 'Clean the gutters', list: 'Home' },
  { title: 'Change the smoke alarm battery', list: 'Home' },
  { title: 'Water the plants', list: 'Home' },
  { title: 'Defrost the freezer', list: 'Home' },
  { title: 'Pick up dry cleaning', list: 'Errands' },
  { title: 'Return library books', list: 'Errands' },
  { title: 'Post the parcel', list: 'Errands', notes: (p) => `To ${p}, tracked delivery.` },
  { title: 'Get the car washed', list: 'Errands' },
  { title: 'Renew the parking permit', list: 'Errands' },
  { title: 'Buy oat milk', list: 'Groceries' },
  { title: 'Buy coffee beans', list: 'Groceries' },
  { title: 'Buy birthday cake', list: 'Groceries', subtasks: ['Order online', 'Pick up at the bakery'] },
  { title: 'Buy dish soap', list: 'Groceries' },
  { title: 'Stock up on pasta', list: 'Groceries' },
  { title: 'Go for a run', list: 'Personal' },
  { title: 'Read one chapter', list: 'Personal' },
  { title: 'Schedule a haircut', list: 'Personal' },
];

/** Repeating to-dos among the seeded ones, with their rule. */
const REPEATING: Readonly<Record<string, Repeat>> = { 'Water the plants': 'weekly', 'Go for a run': 'daily', 'Pay the electricity bill': 'monthly', 'Read one chapter': 'daily' };

export function seedTodo(rng: Rng, world: SeedContext): TodoState {
  const now = world.now;
  const today = startOfDay(now);
  let nextId = 1;
  const lists: TodoList[] = LIST_NAMES.map((name) => ({ id: `l${nextId++}`, name }));
  const listId = Object.fromEntries(lists.map((l) => [l.name, l.id])) as Record<(typeof LIST_NAMES)[number], string>;
  const people = world.contacts.contacts.map((c) => fullName(c)).filter((n) => n !== '');
  const todos: Todo[] = SEEDED.map((seed) => {
    const id = `t${nextId++}`;
    const roll = rng.int(0, 9);
    // Due: a third in the past (overdue or done), a few today, the rest ahead or with no date.
    const drawn = roll < 3 ? -rng.int(1, 6) : roll < 5 ? 0 : roll < 8 ? rng.int(1, 14) : null;
    // A repeating to-do always has a due date (the editor refuses a repeat without one).
    const offset = drawn === null && REPEATING[seed.title] ? rng.int(1, 6) : drawn;
    const due = offset === null ? null : today + offset * DAY;
    // Times never fall in the morning hours an episode runs in: today's are in the evening.
    const time = due === null || rng.chance(0.5) ? null : rng.pick([17 * 60, 18 * 60 + 30, 19 * 60, 20 * 60 + 15, 21 * 60]);
    const done = offset !== null && offset < 0 && rng.chance(0.3);
    const subtasks = (seed.subtasks ?? []).map((title) => ({ id: `s${nextId++}`, title, done: done || rng.chance(0.3) }));
    return {
      id, title: seed.title, listId: listId[seed.list], notes: seed.notes?.(rng.pick(people)) ?? '',
      due, time, reminder: time !== null && rng.chance(0.6), priority: rng.pick(PRIORITIES), repeat: REPEATING[seed.title] ?? 'never',
      subtasks, done, completedAt: done ? due! + 12 * 60 * MINUTE : null, createdAt: today - rng.int(8, 40) * DAY + rng.int(8 * 60, 20 * 60) * MINUTE,
    };
  });
  return { lists, todos, undo: null, nextId };
}
