import { defineTask } from '../define.ts';
import { nameRule } from '../define.ts';
import { createList, moveTodo } from '../../apps/todo/model.ts';
import * as todo from './kit.ts';

/** The list the to-do is put in: one of the owner's own, made for it (no seeded list has these names). */
const OWN_LISTS = ['Someday', 'This week', 'Birthday plans', 'Car', 'Admin', 'Kids'] as const;

export default defineTask({
  id: 'todo/query-list-of',
  apps: ['todo'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => {
    const t = rng.pick(todo.uniqueTodos(world, (x) => !x.done));
    return { id: t.id, title: t.title, list: rng.pick(OWN_LISTS), wrong: todo.listName(world, t.listId) };
  },
  goal: (p) => `Which of my lists is the to-do "${p.title}" in?`,
  named: (p, s) => todo.namedInTodo(s, { todos: [p.title] }),
  // The owner keeps it in a small list of their own (not the one its title suggests), so that the
  // list of another to-do is never the answer.
  setup: (d, p) => { moveTodo(d.apps.todo, p.id, createList(d.apps.todo, p.list)!); },
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
