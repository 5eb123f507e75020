import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import * as todo from './kit.ts';

export default defineTask({
  id: 'todo/create-with-subtasks',
  apps: ['todo'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const list = rng.pick(world.apps.todo.lists);
    return { title: rng.pick(todo.NEW_TITLES), listId: list.id, list: list.name, due: todo.today(world) + rng.int(2, 12) * todo.DAY, subtasks: [...rng.pick(todo.SUBTASK_SETS)] };
  },
  goal: (p) => `In my ${p.list} list, add a to-do "${p.title}" due on ${todo.spokenDate(p.due)}, with high priority and three subtasks: "${p.subtasks[0]}", "${p.subtasks[1]}" and "${p.subtasks[2]}".`,
  named: (p, s) => todo.namedInTodo(s, { lists: [p.list] }),
  changes: () => [added(todo.TODOS, { count: 1 })],
  checks: (p) => todo.created({ title: p.title, listId: p.listId, list: p.list, due: p.due, priority: 'high', subtasks: p.subtasks }),
  oracle: async (ui, p) => {
    await todo.create(ui, p.list, { title: p.title, due: p.due, priority: 'high', subtasks: p.subtasks });
    await ui.done();
  },
  alternatives: [
    { name: "saved first, the subtasks added on its page", run: todo.script(async (ui, p) => {
      await todo.create(ui, p.list, { title: p.title, due: p.due, priority: 'high' });
      for (const s of p.subtasks) {
        await ui.fill({ hint: 'Add subtask' }, s);
        await ui.tap({ text: 'Add', role: 'button' });
      }
    }) },
    { name: 'the subtasks in another order, from the overview', run: todo.script((ui, p) => todo.createFromOverview(ui, p.list, { title: p.title, due: p.due, priority: 'high', subtasks: [...p.subtasks].reverse() })) },
  ],
  nearMisses: [
    { name: 'only two subtasks', params: (p) => ({ ...p, subtasks: p.subtasks.slice(0, 2) }) },
    { name: 'medium priority', run: todo.script((ui, p) => todo.create(ui, p.list, { title: p.title, due: p.due, priority: 'medium', subtasks: p.subtasks })) },
    { name: 'no due date', run: todo.script((ui, p) => todo.create(ui, p.list, { title: p.title, priority: 'high', subtasks: p.subtasks })) },
  ],
});
