import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import * as todo from './kit.ts';

export default defineTask({
  id: 'todo/move-todo',
  apps: ['todo'],
  difficulty: 1,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const t = rng.pick(todo.uniqueTodos(world, (x) => !x.done));
    const [to, wrong] = rng.sample(world.apps.todo.lists.filter((l) => l.id !== t.listId), 2);
    return { id: t.id, title: t.title, listId: to!.id, list: to!.name, wrong: wrong!.name };
  },
  goal: (p) => `Move the to-do "${p.title}" to my ${p.list} list.`,
  named: (p, s) => todo.namedInTodo(s, { todos: [p.title], lists: [p.list] }),
  changes: (p) => [modified(todo.TODOS, p.id, ['listId'])],
  checks: (p) => [todo.todoHas(p.id, `"${p.title}" is in ${p.list}`, 'listId', p.listId)],
  oracle: async (ui, p) => {
    await todo.open(ui, p.title);
    await todo.moveOpen(ui, p.list);
    await ui.done();
  },
  alternatives: [
    { name: "from its row's long-press menu", run: todo.script(async (ui, p) => {
      await todo.fromRowMenu(ui, p.title, 'Move to list');
      await ui.tap({ text: p.list, role: 'button' });
    }) },
    { name: "with the editor's list chip", run: todo.script(async (ui, p) => {
      await todo.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'button' });
      await todo.fill(ui, { list: p.list });
    }) },
  ],
  nearMisses: [
    { name: 'moves it to another list', params: (p) => ({ ...p, list: p.wrong }) },
    { name: 'picks the list in the editor and leaves without saving', run: todo.script(async (ui, p) => {
      await todo.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'button' });
      await todo.fill(ui, { list: p.list }, false);
      await ui.back();
    }) },
  ],
});
