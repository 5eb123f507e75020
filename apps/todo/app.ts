// Tasks: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedTodo } from './state.ts';

export default defineApp({
  id: 'todo',
  name: 'Tasks',
  seed: seedTodo,
  // `undo` keeps the to-do deleted last for the Undo bar (bookkeeping: the deletion itself is the
  // change); `completedAt` follows `done`, which the templates judge.
  routinePaths: ['nextId', 'undo', 'todos[*].completedAt'],
  // A to-do's subtasks are in the order the owner added them (a list, not a set).
  // Lists are refused and found by name in any case (model.ts `listNameProblem`); a to-do's
  // subtasks likewise (`addSubtask`); titles are found by search in any case.
  names: { list: 'caseless', title: 'caseless', subtask: 'caseless' },
});
