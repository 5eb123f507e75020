// Tasks: pure actions on the app's state, shared by the screens, the task setups and the noise.
// Nothing here is irreversible (a deleted to-do comes back with Undo, a completed one is reopened),
// so nothing writes the ledger. Names are found and refused by `nameKey` under app.ts's rules.
import { declaredKey } from '../app.ts';
import manifest from './app.ts';
import { DAY, parseIsoDate, parts } from '../kit/time.ts';
import type { Priority, Repeat, Todo, TodoList, TodoState } from './state.ts';


/** How Tasks tells two subtask titles apart (app.ts `names.subtask`). */
export const subtaskKey = (title: string): string => declaredKey(manifest, 'subtask', title);

const mint = (s: TodoState, prefix: string) => `${prefix}${s.nextId++}`;

export const findTodo = (s: TodoState, id: string): Todo | undefined => s.todos.find((t) => t.id === id);
export const findList = (s: TodoState, id: string): TodoList | undefined => s.lists.find((l) => l.id === id);
export const findListByName = (s: TodoState, name: string): TodoList | undefined => s.lists.find((l) => declaredKey(manifest, 'list', l.name) === declaredKey(manifest, 'list', name));

/** Why a list may not have this name (null: it may). */
export function listNameProblem(s: TodoState, name: string, exceptId: string | null = null): string | null {
  if (name.trim() === '') return 'Enter a name';
  const other = findListByName(s, name);
  if (other && other.id !== exceptId) return `You already have a list named "${other.name}"`;
  return null;
}

export function createList(s: TodoState, name: string): string | null {
  if (listNameProblem(s, name) !== null) return null;
  const id = mint(s, 'l');
  s.lists.push({ id, name: name.trim() });
  return id;
}

export function renameList(s: TodoState, id: string, name: string): boolean {
  const list = findList(s, id);
  if (!list || listNameProblem(s, name, id) !== null) return false;
  if (list.name !== name.trim()) list.name = name.trim();
  return true;
}

/** A list goes with its to-dos. */
export function deleteList(s: TodoState, id: string): void {
  s.lists = s.lists.filter((l) => l.id !== id);
  s.todos = s.todos.filter((t) => t.listId !== id);
}

/** What the editor saves: a to-do's own fields, with the subtasks typed in the editor (new to-dos; an edit keeps the to-do's own). */
export type TodoFields = Pick<Todo, 'title' | 'listId' | 'notes' | 'due' | 'time' | 'reminder' | 'priority' | 'repeat'> & { subtasks: readonly string[] };

/** A new to-do's fields before anyone types. */
export const NEW_TODO: Pick<Todo, 'notes' | 'due' | 'time' | 'reminder' | 'priority' | 'repeat' | 'subtasks' | 'done' | 'completedAt'> = {
  notes: '', due: null, time: null, reminder: false, priority: 'none', repeat: 'never', subtasks: [], done: false, completedAt: null,
};

/** Save a new to-do; returns its id (null without a title or a list). */
export function createTodo(s: TodoState, f: TodoFields, now: number): string | null {
  if (f.title.trim() === '' || !findList(s, f.listId)) return null;
  const id = mint(s, 't');
  const subtasks = f.subtasks.filter((x) => x.trim() !== '').map((title) => ({ id: mint(s, 's'), title: title.trim(), done: false }));
  s.todos.push({ id, title: f.title.trim(), listId: f.listId, notes: f.notes.replace(/\s+$/, ''), due: f.due, time: f.due === null ? null : f.time,
    reminder: f.reminder, priority: f.priority, repeat: f.due === null ? 'never' : f.repeat, subtasks, done: false, completedAt: null, createdAt: now });
  return id;
}

/** Save an edited to-do (its subtasks stay as they are); false when it cannot be saved. */
export function saveTodo(s: TodoState, id: string, f: TodoFields): boolean {
  const t = findTodo(s, id);
  if (!t || f.title.trim() === '' || !findList(s, f.listId)) return false;
  const next = { title: f.title.trim(), listId: f.listId, notes: f.notes.replace(/\s+$/, ''), due: f.due, time: f.due === null ? null : f.time,
    reminder: f.reminder, priority: f.priority, repeat: f.due === null ? 'never' as const : f.repeat };
  for (const [k, v] of Object.entries(next) as [keyof typeof next, never][]) if (t[k] !== v) (t[k] as unknown) = v;
  return true;
}

export const fieldsOf = (t: Todo): TodoFields => ({ title: t.title, listId: t.listId, notes: t.notes, due: t.due, time: t.time, reminder: t.reminder, priority: t.priority, repeat: t.repeat, subtasks: [] });

/** The next due date of a repeating to-do. */
export function nextDue(due: number, repeat: Repeat): number {
  if (repeat === 'daily') return due + DAY;
  if (repeat === 'weekly') return due + 7 * DAY;
  const p = parts(due);
  const month = Date.UTC(p.year, p.month + 1, 1);
  const last = parts(Date.UTC(p.year, p.month + 2, 1) - DAY).day;
  return month + (Math.min(p.day, last) - 1) * DAY;
}

/**
 * Complete a to-do: a repeating one moves to its next due date and stays open (its subtasks start
 * over); any other is done. Returns what happened.
 */
export function complete(s: TodoState, id: string, now: number): 'done' | 'next' | null {
  const t = findTodo(s, id);
  if (!t || t.done) return null;
  if (t.repeat !== 'never' && t.due !== null) {
    t.due = nextDue(t.due, t.repeat);
    for (const x of t.subtasks) if (x.done) x.done = false;
    return 'next';
  }
  t.done = true;
  t.completedAt = now;
  return 'done';
}

export function uncomplete(s: TodoState, id: string): void {
  const t = findTodo(s, id);
  if (!t || !t.done) return;
  t.done = false;
  t.completedAt = null;
}

/** Delete a to-do; it is kept for Undo until the next delete or the bar is dismissed. */
export function deleteTodo(s: TodoState, id: string): void {
  const index = s.todos.findIndex((t) => t.id === id);
  if (index < 0) return;
  s.undo = { todo: s.todos[index]!, index };
  s.todos.splice(index, 1);
}

/** Put the to-do deleted last back where it was. */
export function undoDelete(s: TodoState): void {
  if (!s.undo) return;
  const { todo, index } = s.undo;
  if (findList(s, todo.listId) && !findTodo(s, todo.id)) s.todos.splice(Math.min(index, s.todos.length), 0, todo);
  s.undo = null;
}

export function dismissUndo(s: TodoState): void {
  if (s.undo) s.undo = null;
}

export function moveTodo(s: TodoState, id: string, listId: string): TodoList | undefined {
  const t = findTodo(s, id);
  const list = findList(s, listId);
  if (!t || !list) return undefined;
  if (t.listId !== listId) t.listId = listId;
  return list;
}

export function setPriority(s: TodoState, id: string, priority: Priority): void {
  const t = findTodo(s, id);
  if (t && t.priority !== priority) t.priority = priority;
}

export function setReminder(s: TodoState, id: string, on: boolean): void {
  const t = findTodo(s, id);
  if (t && t.reminder !== on) t.reminder = on;
}

export function toggleSubtask(s: TodoState, id: string, subId: string): void {
  const x = findTodo(s, id)?.subtasks.find((y) => y.id === subId);
  if (x) x.done = !x.done;
}

/** Add a subtask at the end; null for a blank title or one the to-do already has. */
export function addSubtask(s: TodoState, id: string, title: string): string | null {
  const t = findTodo(s, id);
  if (!t || title.trim() === '' || t.subtasks.some((x) => subtaskKey(x.title) === subtaskKey(title))) return null;
  const sid = mint(s, 's');
  t.subtasks.push({ id: sid, title: title.trim(), done: false });
  return sid;
}

export function removeSubtask(s: TodoState, id: string, subId: string): void {
  const t = findTodo(s, id);
  if (t) t.subtasks = t.subtasks.filter((x) => x.id !== subId);
}

/** "YYYY-MM-DD" as a day on the device clock; null when it is not a real date. */
export const parseDate = parseIsoDate;

/** A typed time ("HH:MM", or "2:05 PM") as minutes after midnight; null when it is not a time. */
export { parseTimeOfDay as parseTime } from '../kit/time.ts';
