import { defineTask } from '../define.ts';
import { changedTo } from '../../judges/index.ts';
import * as todo from './kit.ts';

export default defineTask({
  id: 'todo/complete-todo',
  apps: ['todo'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const [t, other] = rng.sample(todo.uniqueTodos(world, (x) => x.repeat === 'never'), 2);
    return { id: t!.id, title: t!.title, list: todo.listName(world, t!.listId), otherId: other!.id, other: other!.title };
  },
  goal: (p) => `Mark the to-do "${p.title}" as complete.`,
  named: (p, s) => todo.namedInTodo(s, { todos: [p.title] }),
  // Both it and the one a slip would complete start open.
  setup: (d, p) => {
    for (const t of d.apps.todo.todos) if (t.id === p.id || t.id === p.otherId) Object.assign(t, { done: false, completedAt: null });
  },
  changes: (p) => [changedTo(`${todo.TODOS}[${p.id}].done`, true)],
  checks: (p) => [todo.todoHas(p.id, `"${p.title}" is completed`, 'done', true)],
  oracle: async (ui, p) => {
    await todo.open(ui, p.title);
    await todo.markOpen(ui);
    await ui.done();
  },
  undo: (ui) => todo.markOpen(ui, 'Mark not complete'),
  alternatives: [
    { name: "ticks its circle in its list", run: async (ui, p) => {
      await todo.start(ui);
      await ui.scrollTo({ text: p.list, role: 'button' });
      await ui.tap({ text: p.list, role: 'button' });
      await ui.scrollTo({ text: p.title, role: 'checkbox' });
      await todo.tick(ui, [p.title]);
      await ui.done();
    } },
    { name: "from its row's long-press menu", run: todo.script((ui, p) => todo.fromRowMenu(ui, p.title, 'Mark complete')) },
  ],
  nearMisses: [
    { name: 'completes another to-do', params: (p) => ({ ...p, title: p.other }) },
    { name: 'completes it, then deletes it', run: todo.script(async (ui, p) => {
      await todo.open(ui, p.title);
      await todo.markOpen(ui);
      await todo.deleteOpen(ui);
    }) },
  ],
});
