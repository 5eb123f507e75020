import { defineTask } from '../define.ts';
import { changedTo, expectEqual } from '../../judges/index.ts';
import { countNamed } from '../define.ts';
import * as todo from './kit.ts';

export default defineTask({
  id: 'todo/check-subtask',
  apps: ['todo'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const t = rng.pick(todo.uniqueTodos(world, (x) => x.subtasks.length >= 2));
    const [sub, other] = rng.sample(t.subtasks, 2);
    return { id: t.id, title: t.title, subId: sub!.id, sub: sub!.title, otherId: other!.id, other: other!.title };
  },
  goal: (p) => `In the to-do "${p.title}", check off the subtask "${p.sub}".`,
  named: (p, s) => ({ ...todo.namedInTodo(s, { todos: [p.title] }), [`its subtask "${p.sub}"`]: countNamed('todo', 'subtask', (todo.todoById(s, p.id)?.subtasks ?? []).map((x) => x.title), p.sub) }),
  // The to-do is open, with both subtasks unchecked.
  setup: (d, p) => {
    const t = d.apps.todo.todos.find((x) => x.id === p.id)!;
    Object.assign(t, { done: false, completedAt: null });
    for (const x of t.subtasks) if (x.id === p.subId || x.id === p.otherId) x.done = false;
  },
  changes: (p) => [changedTo(`${todo.TODOS}[${p.id}].subtasks[${p.subId}].done`, true)],
  checks: (p) => [expectEqual(`"${p.sub}" is checked`, true, ({ after }) => todo.todoById(after, p.id)?.subtasks.find((x) => x.id === p.subId)?.done ?? null)],
  oracle: async (ui, p) => {
    await todo.open(ui, p.title);
    await todo.tick(ui, [p.sub]);
    await ui.done();
  },
  undo: (ui, p) => todo.tick(ui, [p.sub]),
  alternatives: [
    { name: 'ticks the wrong one first, then fixes it', run: todo.script(async (ui, p) => {
      await todo.open(ui, p.title);
      await todo.tick(ui, [p.other, p.other, p.sub]);
    }) },
  ],
  nearMisses: [
    { name: 'checks another subtask', params: (p) => ({ ...p, sub: p.other }) },
    { name: 'checks it and completes the whole to-do', run: todo.script(async (ui, p) => {
      await todo.open(ui, p.title);
      await todo.tick(ui, [p.sub]);
      await todo.markOpen(ui);
    }) },
  ],
});
