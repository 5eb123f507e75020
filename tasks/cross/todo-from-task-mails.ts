import { defineTask } from '../define.ts';
import { added, expectThat } from '../../judges/index.ts';
import { fullName } from '../../apps/contacts/state.ts';
import { ME_ADDRESS } from '../../apps/mail/state.ts';
import { NEW_TODO } from '../../apps/todo/model.ts';
import type { Todo } from '../../apps/todo/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import * as mail from '../mail/kit.ts';
import * as todo from '../todo/kit.ts';
import type { TaskUi } from '../ui.ts';

/** Task mails' subjects (no seeded mail or to-do has these). */
const SUBJECTS = ['Update the vendor contract', 'Review the hiring plan', 'Collect the team badges', 'Order printer toner', 'Draft the newsletter', 'Check the travel policy'] as const;
const LABEL = { id: 'l90', name: 'Tasks', color: '#3f51b5' };

/** Mail's Tasks label, at the end of the drawer. */
async function taskLabel(ui: TaskUi): Promise<void> {
  await ui.launch('Mail');
  await ui.tap({ text: 'Open navigation drawer', role: 'button' });
  await ui.scrollTo({ text: LABEL.name, role: 'button' });
  await ui.tap({ text: LABEL.name, role: 'button' });
}

export default defineTask({
  id: 'cross/todo-from-task-mails',
  apps: ['mail', 'todo'],
  difficulty: 3,
  maxSteps: 44,
  params: ({ rng, world }) => {
    const [a, b, read] = rng.sample(SUBJECTS, 3);
    const senders = rng.sample(mail.contactsWithEmail(world), 3);
    const list = rng.pick(world.apps.todo.lists);
    return { unread: [a!, b!], read: read!, from: senders.map((c) => c.email), fromName: senders.map(fullName), listId: list.id, list: list.name, base: world.apps.mail.threads.length + 100 };
  },
  goal: (p) => `For every unread email labelled Tasks in Mail, add a to-do to my ${p.list} list with the email's subject as its title.`,
  named: (p, s) => todo.namedInTodo(s, { lists: [p.list] }),
  // A Tasks label with three mails in the Inbox: two unread, one already read.
  setup: (d, p) => {
    d.apps.mail.labels.push({ ...LABEL });
    [...p.unread, p.read].forEach((subject, i) => {
      const id = `th${p.base + i}`;
      d.apps.mail.threads.push({
        id, subject, folder: 'inbox', starred: false, unread: i < 2, labels: [LABEL.id],
        messages: [{ id: `${id}m1`, from: p.from[i]!, fromName: p.fromName[i]!, to: [ME_ADDRESS], cc: [], subject, at: d.os.now - (3 + i) * 60 * todo.MINUTE, status: 'received', forwardedId: null,
          body: `Hi Alex, could you take care of this one this week? ${subject}. Thanks!` }],
      });
    });
  },
  changes: () => [added(todo.TODOS, { count: 2 })],
  checks: (p) => [
    expectThat<DeviceState, string>('one to-do per unread Tasks mail, titled by its subject, in the list, nothing else set', 'as asked', ({ changes }) => {
      const made = changes.added<Todo>(todo.TODOS);
      const plain = (t: Todo) => t.listId === p.listId && Object.entries(NEW_TODO).every(([k, v]) => JSON.stringify(t[k as keyof Todo]) === JSON.stringify(v));
      const fits = made.length === 2 && p.unread.every((s) => made.filter((t) => todo.sameTitle(t.title, s) && plain(t)).length === 1);
      return fits ? 'as asked' : JSON.stringify(made.map((t) => [t.title, t.listId]));
    }, (v) => v === 'as asked'),
  ],
  oracle: async (ui, p) => {
    await taskLabel(ui);
    for (const s of p.unread) await todo.create(ui, p.list, { title: s });
    await ui.done();
  },
  alternatives: [
    { name: "opens each mail first, adds them from Tasks' overview", run: async (ui, p) => {
      for (const s of p.unread) {
        await taskLabel(ui);
        await ui.tap({ text: s, role: 'button' });
        await todo.createFromOverview(ui, p.list, { title: s });
      }
      await ui.done();
    } },
    // The to-dos are judged as a set by subject: one made twice and the extra deleted (its Undo bar
    // left on screen) is the same set.
    { name: 'adds the first one twice by mistake and deletes the extra', run: async (ui, p) => {
      await taskLabel(ui);
      for (const s of [...p.unread, p.unread[0]!]) await todo.create(ui, p.list, { title: s });
      await todo.deleteOpen(ui);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'the read one too', params: (p) => ({ ...p, unread: [...p.unread, p.read] }) },
    { name: 'only the first', params: (p) => ({ ...p, unread: p.unread.slice(0, 1) }) },
    { name: 'the read one instead of an unread one', params: (p) => ({ ...p, unread: [p.unread[0]!, p.read] }) },
  ],
});
