import { defineTask } from '../define.ts';
import * as todo from './kit.ts';

export default defineTask({
  id: 'todo/query-due-date',
  apps: ['todo'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => {
    const t = rng.pick(todo.uniqueTodos(world, (x) => !x.done));
    return { id: t.id, title: t.title, list: todo.listName(world, t.listId), offset: rng.int(2, 12) };
  },
  goal: (p) => `When is the to-do "${p.title}" due?`,
  named: (p, s) => todo.namedInTodo(s, { todos: [p.title] }),
  // It is due some days ahead (at no particular time).
  setup: (d, p) => {
    const t = d.apps.todo.todos.find((x) => x.id === p.id)!;
    Object.assign(t, { due: todo.startOfDay(d.os.now) + p.offset * todo.DAY, time: null });
  },
  checks: () => [],
  answer: {
    spec: { type: 'date' },
    expected: (p, before) => todo.formatIsoDate(todo.todoById(before, p.id)!.due!),
    candidates: (_p, before) => before.apps.todo.todos.filter((t) => t.due !== null).map((t) => todo.formatIsoDate(t.due!)),
  },
  oracle: async (ui, p) => {
    await todo.open(ui, p.title);
    await ui.answer(ui.tree().find((_e, i, all) => all[i - 1]?.text === 'Due date')?.text ?? '');
  },
  alternatives: [
    { name: 'reads the ISO date in its editor and leaves it', run: async (ui, p) => {
      await todo.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'button' });
      const iso = ui.read({ hint: 'Due date (YYYY-MM-DD)' });
      await ui.back();
      await ui.answer(iso);
    } },
  ],
  nearMisses: [
    // (The day after and other near answers are the gate's near forms.) Reading the date in the
    // editor and saving it retyped changes the to-do asked about: no answer makes that right.
    { name: 'retypes its date a day later in the editor and saves, answers the date it read', run: async (ui, p) => {
      await todo.open(ui, p.title);
      await ui.tap({ text: 'Edit', role: 'button' });
      const iso = ui.read({ hint: 'Due date (YYYY-MM-DD)' });
      await todo.fill(ui, { due: Date.parse(`${iso}T00:00:00Z`) + todo.DAY });
      await ui.answer(iso);
    } },
  ],
});
