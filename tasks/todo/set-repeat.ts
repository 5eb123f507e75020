import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import { REPEAT_LABEL, type Repeat } from '../../apps/todo/state.ts';
import * as todo from './kit.ts';

const PHRASE: Record<Repeat, string> = { never: 'never', daily: 'every day', weekly: 'every week', monthly: 'every month' };

export default defineTask({
  id: 'todo/set-repeat',
  apps: ['todo'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const t = rng.pick(todo.uniqueTodos(world, (x) => !x.done && x.due !== null && x.repeat === 'never'));
    const [repeat, wrong] = rng.sample<Repeat>(['daily', 'weekly', 'monthly'], 2);
    return { id: t.id, title: t.title, repeat: repeat!, wrong: wrong! };
  },
  goal: (p) => `Make the to-do "${p.title}" repeat ${PHRASE[p.repeat as Repeat]}.`,
  named: (p, s) => todo.namedInTodo(s, { todos: [p.title] }),
  changes: (p) => [modified(todo.TODOS, p.id, ['repeat'])],
  checks: (p) => [todo.todoHas(p.id, `"${p.title}" repeats ${REPEAT_LABEL[p.repeat as Repeat]}`, 'repeat', p.repeat)],
  oracle: async (ui, p) => {
    await todo.open(ui, p.title);
    await ui.tap({ text: 'Edit', role: 'button' });
    await todo.fill(ui, { repeat: p.repeat as Repeat });
    await ui.done();
  },
  alternatives: [
    { name: 'opened from its list', run: async (ui, p) => {
      await todo.openFrom(ui, 'All to-dos', p.title);
      await ui.tap({ text: 'Edit', role: 'button' });
      await todo.fill(ui, { repeat: p.repeat as Repeat });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'sets another rule', params: (p) => ({ ...p, repeat: p.wrong }) },
    { name: 'sets it, then completes it (the due date moves on)', run: todo.script(async (ui, p) => {
      await todo.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'button' });
      await todo.fill(ui, { repeat: p.repeat as Repeat });
      await todo.markOpen(ui);
    }) },
  ],
});
