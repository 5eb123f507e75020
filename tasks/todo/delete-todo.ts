import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import * as todo from './kit.ts';

export default defineTask({
  id: 'todo/delete-todo',
  apps: ['todo'],
  difficulty: 1,
  maxSteps: 23,
  params: ({ rng, world }) => {
    const [t, other] = rng.sample(todo.uniqueTodos(world), 2);
    return { id: t!.id, title: t!.title, otherId: other!.id, other: other!.title };
  },
  goal: (p) => `Delete the to-do "${p.title}".`,
  named: (p, s) => todo.namedInTodo(s, { todos: [p.title] }),
  changes: (p) => [removed(todo.TODOS, { which: p.id })],
  checks: (p) => [expectEqual(`"${p.title}" is gone`, false, ({ after }) => todo.todoById(after, p.id) !== undefined)],
  oracle: async (ui, p) => {
    await todo.open(ui, p.title);
    await todo.deleteOpen(ui);
    await ui.done();
  },
  undo: (ui) => ui.tap({ text: 'Undo', role: 'button' }),
  alternatives: [
    { name: "from its row's long-press menu", run: todo.script(async (ui, p) => {
      await todo.fromRowMenu(ui, p.title, 'Delete');
      await ui.tap({ text: 'Delete', role: 'button' });
    }) },
    { name: 'deletes the wrong one first, puts it back with Undo, then deletes this one', run: todo.script(async (ui, p) => {
      await todo.open(ui, p.other);
      await todo.deleteOpen(ui);
      await ui.tap({ text: 'Undo', role: 'button' });
      await todo.open(ui, p.title);
      await todo.deleteOpen(ui);
    }) },
  ],
  nearMisses: [
    { name: 'deletes another to-do', params: (p) => ({ ...p, title: p.other }) },
    { name: 'cancels the confirmation', run: todo.script(async (ui, p) => {
      await todo.open(ui, p.title);
      await todo.deleteOpen(ui, false);
    }) },
  ],
});
