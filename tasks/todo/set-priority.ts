import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import { PRIORITY_LABEL, type Priority } from '../../apps/todo/state.ts';
import * as todo from './kit.ts';

const LEVELS: Priority[] = ['low', 'medium', 'high'];

export default defineTask({
  id: 'todo/set-priority',
  apps: ['todo'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const t = rng.pick(todo.uniqueTodos(world, (x) => !x.done));
    const [level, wrong] = rng.sample(LEVELS.filter((l) => l !== t.priority), 2) as [Priority, Priority];
    return { id: t.id, title: t.title, priority: level, wrong: wrong ?? 'none' };
  },
  goal: (p) => `Set the priority of the to-do "${p.title}" to ${PRIORITY_LABEL[p.priority as Priority]}.`,
  named: (p, s) => todo.namedInTodo(s, { todos: [p.title] }),
  changes: (p) => [modified(todo.TODOS, p.id, ['priority'])],
  checks: (p) => [todo.todoHas(p.id, `"${p.title}" has priority ${p.priority}`, 'priority', p.priority)],
  oracle: async (ui, p) => {
    await todo.open(ui, p.title);
    await ui.tap({ matches: /^Priority: /, role: 'button' });
    await ui.tap({ text: PRIORITY_LABEL[p.priority as Priority], role: 'button' });
    await ui.done();
  },
  alternatives: [
    { name: 'in the editor', run: todo.script(async (ui, p) => {
      await todo.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'button' });
      await todo.fill(ui, { priority: p.priority as Priority });
    }) },
  ],
  nearMisses: [
    { name: 'sets another priority', params: (p) => ({ ...p, priority: p.wrong }) },
    { name: 'sets it in the editor and flips its reminder too', run: todo.script(async (ui, p) => {
      await todo.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'button' });
      await todo.fill(ui, { priority: p.priority as Priority }, false);
      await ui.tap({ text: 'Remind me', role: 'switch' });
      await ui.tap({ text: 'Save', role: 'button' });
    }) },
  ],
});
