import { defineTask } from '../define.ts';
import { nameRule } from '../define.ts';
import * as todo from './kit.ts';

export default defineTask({
  id: 'todo/query-list-of',
  apps: ['todo'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => {
    const t = rng.pick(todo.uniqueTodos(world, (x) => !x.done));
    const [to, wrong] = rng.sample(world.apps.todo.lists, 2);
    return { id: t.id, title: t.title, listId: to!.id, wrong: wrong!.id === t.listId ? to!.name : wrong!.name };
  },
  goal: (p) => `Which of my lists is the to-do "${p.title}" in?`,
  named: (p, s) => todo.namedInTodo(s, { todos: [p.title] }),
  // It is in a list picked per seed (not always the one its title suggests).
  setup: (d, p) => { d.apps.todo.todos.find((x) => x.id === p.id)!.listId = p.listId; },
  checks: () => [],
  answer: {
    spec: { type: 'name', what: 'the name of the list', rule: nameRule('todo', 'list') },
    expected: (p, before) => todo.listName(before, todo.todoById(before, p.id)!.listId),
    candidates: (_p, before) => before.apps.todo.lists.map((l) => l.name),
  },
  oracle: async (ui, p) => {
    await todo.open(ui, p.title);
    await ui.answer(ui.find({ matches: /^List: /, role: 'button' })!.text.slice('List: '.length));
  },
  alternatives: [
    { name: "answers the list's name in lower case", run: async (ui, p) => {
      await todo.open(ui, p.title);
      const list = ui.find({ matches: /^List: /, role: 'button' })!.text.slice('List: '.length);
      await ui.answer(list.toLowerCase());
    } },
  ],
  nearMisses: [
    { name: 'answers another list', run: async (ui, p) => {
      await todo.open(ui, p.title);
      await ui.answer(p.wrong);
    } },
  ],
});
