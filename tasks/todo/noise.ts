// Tasks: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing, and damage in two forms (on the screens, and by the app's model).
import { complete, createList, deleteTodo, moveTodo, setPriority } from '../../apps/todo/model.ts';
import type { Todo } from '../../apps/todo/state.ts';
import type { AppNoise, TrialContext } from '../define.ts';
import { bystanders, deleteOpen, fromRowMenu, moveOpen, newList, open, search, start } from './kit.ts';

const target = (ctx: TrialContext, k: number): Todo => bystanders(ctx)[k]!;
/** The list a damage move puts a bystander in: the first one it is not in. */
const otherList = (ctx: TrialContext, t: Todo) => ctx.initial.apps.todo.lists.find((l) => l.id !== t.listId)!;
/** A priority the bystander does not have. */
const flipped = (t: Todo) => (t.priority === 'high' ? 'low' : 'high');

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      const [seen] = bystanders(ctx);
      await ui.launch('Tasks');
      // A smart view, scrolled and left.
      await ui.tap({ text: 'Upcoming', role: 'button' });
      await ui.swipe('up');
      await ui.back();
      // A to-do found by search, read, its editor opened and left without saving.
      await search(ui, seen!.title);
      await ui.tap({ text: seen!.title, role: 'button' });
      await ui.tap({ text: 'Edit', role: 'button' });
      await ui.back();
      await ui.back();
      // Its row menu opened and dismissed.
      await ui.longPress({ text: seen!.title, role: 'button' });
      await ui.back();
      await ui.close('Tasks');
    },
    apply: () => {},
  },
  damage: [
    { name: 'completes a bystander to-do', run: async (ui, ctx) => {
      await start(ui);
      await fromRowMenu(ui, target(ctx, 1).title, 'Mark complete');
    }, apply: (d, ctx) => void complete(d.apps.todo, target(ctx, 1).id, d.os.now) },
    { name: 'deletes a bystander to-do', run: async (ui, ctx) => {
      await open(ui, target(ctx, 2).title);
      await deleteOpen(ui);
    }, apply: (d, ctx) => deleteTodo(d.apps.todo, target(ctx, 2).id) },
    { name: 'moves a bystander to-do to another list', run: async (ui, ctx) => {
      const t = target(ctx, 3);
      await open(ui, t.title);
      await moveOpen(ui, otherList(ctx, t).name);
    }, apply: (d, ctx) => void moveTodo(d.apps.todo, target(ctx, 3).id, otherList(ctx, target(ctx, 3)).id) },
    { name: "changes a bystander's priority", run: async (ui, ctx) => {
      const t = target(ctx, 4);
      await open(ui, t.title);
      await ui.tap({ matches: /^Priority: /, role: 'button' });
      await ui.tap({ text: flipped(t) === 'high' ? 'High' : 'Low', role: 'button' });
    }, apply: (d, ctx) => setPriority(d.apps.todo, target(ctx, 4).id, flipped(target(ctx, 4))) },
    { name: 'creates an extra list', run: (ui) => newList(ui, 'Scratch'), apply: (d) => void createList(d.apps.todo, 'Scratch') },
  ],
};
