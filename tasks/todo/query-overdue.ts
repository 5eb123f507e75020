import { defineTask } from '../define.ts';
import { isOverdue, isToday } from '../../apps/todo/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import * as todo from './kit.ts';

const overdue = (s: DeviceState) => s.apps.todo.todos.filter((t) => isOverdue(t, s.os.now));
/** The open rows on a view's screen: one circle each. */
const circles = (ui: TaskUi) => ui.tree().filter((e) => e.role === 'checkbox' && e.checked === false).length;

export default defineTask({
  id: 'todo/query-overdue',
  apps: ['todo'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng }) => ({ keep: rng.int(2, 5) }),
  goal: () => 'How many of my to-dos are overdue?',
  // At most `keep` overdue ones (the rest were done), at least two; one open to-do is due later today
  // and is not overdue yet.
  setup: (d, p) => {
    const s = d.apps.todo;
    const late = s.todos.filter((t) => isOverdue(t, d.os.now));
    late.slice(p.keep).forEach((t) => Object.assign(t, { done: true, completedAt: t.due! + 20 * 60 * todo.MINUTE }));
    const today = todo.startOfDay(d.os.now);
    for (const t of s.todos.filter((x) => !x.done && x.due === null && x.repeat === 'never').slice(0, Math.max(0, 2 - late.length))) Object.assign(t, { due: today - 2 * todo.DAY, time: null });
    if (!s.todos.some((t) => isToday(t, d.os.now) && !isOverdue(t, d.os.now))) {
      const t = s.todos.find((x) => !x.done && x.due === null)!;
      Object.assign(t, { due: today, time: 20 * 60 });
    }
  },
  checks: () => [],
  answer: {
    spec: { type: 'count', nouns: ['to-dos', 'to-do'] },
    expected: (_p, _before, after) => overdue(after).length,
    candidates: () => Array.from({ length: 12 }, (_, i) => String(i)),
  },
  oracle: async (ui) => {
    await todo.start(ui);
    await ui.tap({ text: 'Overdue', role: 'button' });
    await ui.answer(circles(ui));
  },
  alternatives: [
    { name: "reads the count beside Overdue on the overview, answers in words", run: async (ui) => {
      await todo.start(ui);
      const all = ui.tree();
      const at = all.findIndex((e) => e.role === 'button' && e.text === 'Overdue');
      const n = Number(all.slice(at + 1).find((e) => /^\d+$/.test(e.text))?.text);
      await ui.answer(`${n} ${n === 1 ? 'to-do' : 'to-dos'}`);
    } },
  ],
  nearMisses: [
    { name: 'counts the to-dos due today as well', run: async (ui) => {
      await todo.start(ui);
      await ui.tap({ text: 'Overdue', role: 'button' });
      const late = ui.tree().filter((e) => e.role === 'checkbox' && e.checked === false).map((e) => e.text);
      await ui.back();
      await ui.tap({ text: 'Today', role: 'button' });
      const today = ui.tree().filter((e) => e.role === 'checkbox' && e.checked === false).map((e) => e.text);
      await ui.answer(new Set([...late, ...today]).size);
    } },
  ],
});
