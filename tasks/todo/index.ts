// The Tasks app's task templates, one file each in this folder, and the cross-app templates
// (in tasks/cross/) that start from it.
import type { Task } from '../define.ts';
import checkSubtask from './check-subtask.ts';
import completeTodo from './complete-todo.ts';
import createListWithTodos from './create-list-with-todos.ts';
import createTodo from './create-todo.ts';
import createWithSubtasks from './create-with-subtasks.ts';
import deleteTodo from './delete-todo.ts';
import moveTodo from './move-todo.ts';
import queryDueDate from './query-due-date.ts';
import queryListOf from './query-list-of.ts';
import queryOverdue from './query-overdue.ts';
import setPriority from './set-priority.ts';
import setRepeat from './set-repeat.ts';
import uncompleteTodo from './uncomplete-todo.ts';
import crossTodoFromTaskMails from '../cross/todo-from-task-mails.ts';
import crossTodoFromText from '../cross/todo-from-text.ts';

const tasks: Task[] = [
  checkSubtask,
  completeTodo,
  createListWithTodos,
  createTodo,
  createWithSubtasks,
  deleteTodo,
  moveTodo,
  queryDueDate,
  queryListOf,
  queryOverdue,
  setPriority,
  setRepeat,
  uncompleteTodo,
  crossTodoFromTaskMails,
  crossTodoFromText,
];
export default tasks;

/** The gate's browse and damage moves around this app's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
