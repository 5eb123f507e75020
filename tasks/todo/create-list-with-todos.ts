import { defineTask } from '../define.ts';
import { added, createdRecord, expectThat } from '../../judges/index.ts';
import type { Todo, TodoList } from '../../apps/todo/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import * as todo from './kit.ts';

export default defineTask({
  id: 'todo/create-list-with-todos',
  apps: ['todo'],
  difficulty: 3,
  maxSteps: 34,
  params: ({ rng, world }) => {
    const [first, second] = rng.sample(todo.NEW_TITLES, 2);
    return { name: rng.pick(todo.NEW_LISTS), first: first!, second: second!, tomorrow: todo.today(world) + todo.DAY, due: todo.today(world) + rng.int(3, 12) * todo.DAY };
  },
  goal: (p) => `Create a new list "${p.name}" with two to-dos in it: "${p.first}" due tomorrow, and "${p.second}" due on ${todo.spokenDate(p.due)}.`,
  changes: () => [added(todo.LISTS, { count: 1 }), added(todo.TODOS, { count: 2 })],
  checks: (p) => [
    ...createdRecord<DeviceState>(todo.LISTS, 'list', { name: { expected: p.name, test: (v: unknown) => todo.sameList(v, p.name) } }),
    expectThat<DeviceState, string>('the new list holds the two to-dos, due as asked, nothing else set', 'as asked', ({ changes }) => {
      const list = changes.added<TodoList>(todo.LISTS)[0];
      const made = changes.added<Todo>(todo.TODOS);
      const fits = (title: string, due: number) => made.filter((t) => todo.sameTitle(t.title, title) && t.listId === list?.id && t.due === due && t.time === null
        && t.priority === 'none' && t.repeat === 'never' && !t.reminder && t.subtasks.length === 0 && t.notes === '' && !t.done).length === 1;
      return list && made.length === 2 && fits(p.first, p.tomorrow) && fits(p.second, p.due) ? 'as asked' : JSON.stringify(made.map((t) => [t.title, t.listId, t.due]));
    }, (v) => v === 'as asked'),
  ],
  oracle: async (ui, p) => {
    await todo.newList(ui, p.name);
    await ui.scrollTo({ text: p.name, role: 'button' });
    await ui.tap({ text: p.name, role: 'button' });
    await ui.tap({ text: 'New to-do', role: 'button' });
    await todo.fill(ui, { title: p.first, due: p.tomorrow });
    await ui.back();
    await ui.tap({ text: 'New to-do', role: 'button' });
    await todo.fill(ui, { title: p.second, due: p.due });
    await ui.done();
  },
  alternatives: [
    { name: "the list made with Enter, the to-dos from the overview (tomorrow's with its chip)", run: todo.script(async (ui, p) => {
      await todo.newList(ui, p.name, 'Enter');
      await ui.tap({ text: 'New to-do', role: 'button' });
      await todo.fill(ui, { list: p.name, title: p.first }, false);
      await ui.tap({ text: 'Tomorrow', role: 'button' });
      await ui.tap({ text: 'Save', role: 'button' });
      await todo.createFromOverview(ui, p.name, { title: p.second, due: p.due });
    }) },
  ],
  nearMisses: [
    { name: 'the first one due today', params: (p) => ({ ...p, tomorrow: p.tomorrow - todo.DAY }) },
    { name: 'the second one left in another list', run: todo.script(async (ui, p) => {
      await todo.newList(ui, p.name);
      await todo.createFromOverview(ui, p.name, { title: p.first, due: p.tomorrow });
      await todo.createFromOverview(ui, 'Personal', { title: p.second, due: p.due });
    }) },
    { name: 'only the list', run: todo.script((ui, p) => todo.newList(ui, p.name)) },
  ],
});
