import { defineTask } from '../define.ts';
import { changedTo } from '../../judges/index.ts';
import * as todo from './kit.ts';

export default defineTask({
  id: 'todo/uncomplete-todo',
  apps: ['todo'],
  difficulty: 1,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const [t, other] = rng.sample(todo.uniqueTodos(world, (x) => x.repeat === 'never'), 2);
    return { id: t!.id, title: t!.title, otherId: other!.id, other: other!.title };
  },
  goal: (p) => `I ticked off the to-do "${p.title}" by mistake: mark it as not complete again.`,
  named: (p, s) => todo.namedInTodo(s, { todos: [p.title] }),
  // It and the other one were completed yesterday evening.
  setup: (d, p) => {
    const at = todo.startOfDay(d.os.now) - 4 * 60 * todo.MINUTE;
    for (const t of d.apps.todo.todos) if (t.id === p.id || t.id === p.otherId) Object.assign(t, { done: true, completedAt: at });
  },
  changes: (p) => [changedTo(`${todo.TODOS}[${p.id}].done`, false)],
  checks: (p) => [todo.todoHas(p.id, `"${p.title}" is open again`, 'done', false)],
  oracle: async (ui, p) => {
    await todo.open(ui, p.title);
    await todo.markOpen(ui, 'Mark not complete');
    await ui.done();
  },
  undo: (ui) => todo.markOpen(ui),
  alternatives: [
    { name: 'unticks its circle in the Completed view', run: async (ui, p) => {
      await todo.start(ui);
      await ui.tap({ text: 'Completed', role: 'button' });
      await ui.scrollTo({ text: p.title, role: 'checkbox' });
      await todo.tick(ui, [p.title]);
      await ui.done();
    } },
    { name: "from its row's long-press menu", run: todo.script((ui, p) => todo.fromRowMenu(ui, p.title, 'Mark not complete')) },
  ],
  nearMisses: [
    { name: 'reopens another to-do', params: (p) => ({ ...p, title: p.other }) },
    { name: 'reopens both', run: todo.script(async (ui, p) => {
      await todo.fromRowMenu(ui, p.title, 'Mark not complete');
      await todo.fromRowMenu(ui, p.other, 'Mark not complete');
    }) },
  ],
});
