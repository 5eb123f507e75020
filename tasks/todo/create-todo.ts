import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import * as todo from './kit.ts';

export default defineTask({
  id: 'todo/create-todo',
  apps: ['todo'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const [list, wrong] = rng.sample(world.apps.todo.lists, 2);
    return { title: rng.pick(todo.NEW_TITLES), listId: list!.id, list: list!.name, wrongId: wrong!.id, wrong: wrong!.name,
      due: todo.today(world) + rng.int(2, 12) * todo.DAY, time: rng.pick(todo.GOAL_TIMES) };
  },
  goal: (p) => `Add a to-do "${p.title}" to my ${p.list} list, due on ${todo.spokenDate(p.due)} at ${todo.hhmm(p.time)}.`,
  named: (p, s) => todo.namedInTodo(s, { lists: [p.list] }),
  changes: () => [added(todo.TODOS, { count: 1 })],
  checks: (p) => todo.created({ title: p.title, listId: p.listId, list: p.list, due: p.due, time: p.time }),
  oracle: async (ui, p) => {
    await todo.create(ui, p.list, { title: p.title, due: p.due, time: p.time });
    await ui.done();
  },
  alternatives: [
    { name: "from the overview's New to-do, the list picked in the editor", run: todo.script((ui, p) => todo.createFromOverview(ui, p.list, { title: p.title, due: p.due, time: p.time })) },
    { name: 'saved without a time first, then edited to add it', run: todo.script(async (ui, p) => {
      await todo.create(ui, p.list, { title: p.title, due: p.due });
      await ui.tap({ text: 'Edit', role: 'button' });
      await todo.fill(ui, { time: p.time });
    }) },
  ],
  nearMisses: [
    { name: 'due the day after', params: (p) => ({ ...p, due: p.due + todo.DAY }) },
    { name: 'in another list', params: (p) => ({ ...p, list: p.wrong, listId: p.wrongId }) },
    { name: 'without the time', run: todo.script((ui, p) => todo.create(ui, p.list, { title: p.title, due: p.due })) },
  ],
});
