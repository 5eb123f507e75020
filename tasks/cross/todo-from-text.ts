import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { addMessage, conversationWith } from '../../apps/messages/model.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as messages from '../messages/kit.ts';
import * as todo from '../todo/kit.ts';

/** What a friend asks for (the to-do's title, and the words of the text). */
const ASKS = [
  ['Send the signed lease', 'send me the signed lease'],
  ['Return the camping stove', 'bring back the camping stove'],
  ['Book the restaurant', 'book the restaurant for the reunion'],
  ['Share the holiday photos', 'share the holiday photos with me'],
  ['Fill in the RSVP form', 'fill in the RSVP form for the wedding'],
  ['Pay back the concert tickets', 'pay me back for the concert tickets'],
] as const;

export default defineTask({
  id: 'cross/todo-from-text',
  apps: ['messages', 'todo', 'contacts'],
  difficulty: 2,
  maxSteps: 26,
  params: ({ rng, world }) => {
    const friend = rng.pick(world.apps.contacts.contacts.filter((c) => c.phone !== '' && fullName(c) !== '')) as Contact;
    const [title, ask] = rng.pick(ASKS);
    const [list, wrong] = rng.sample(world.apps.todo.lists, 2);
    const due = todo.today(world) + rng.int(3, 10) * todo.DAY;
    return { today: todo.today(world), name: fullName(friend), phone: friend.phone, title, text: `Hi! Could you ${ask} by ${todo.formatLongDate(due)}? Thanks a lot!`, due,
      listId: list!.id, list: list!.name, wrongId: wrong!.id, wrong: wrong!.name };
  },
  goal: (p) => `${p.name} texted me asking me to do something by a certain date. Add it to my ${p.list} list as the to-do "${p.title}", due on the date the text gives.`,
  named: (p, s) => ({ [p.name]: peopleNamed(s, p.name), ...todo.namedInTodo(s, { lists: [p.list] }) }),
  setup: (d, p) => {
    const id = conversationWith(d.apps.messages, p.phone);
    addMessage(d.apps.messages, id, { from: 'them', text: p.text, at: d.os.now - 25 * todo.MINUTE, status: 'received' });
    d.apps.messages.conversations.find((c) => c.id === id)!.unread = true;
  },
  changes: () => [added(todo.TODOS, { count: 1 })],
  checks: (p) => todo.created({ title: p.title, listId: p.listId, list: p.list, due: p.due }),
  oracle: async (ui, p) => {
    await messages.openThread(ui, p.name);
    await todo.create(ui, p.list, { title: p.title, due: p.due });
    await ui.done();
  },
  alternatives: [
    { name: "from Tasks' overview, the list picked in the editor", run: async (ui, p) => {
      await messages.openThread(ui, p.name);
      await todo.createFromOverview(ui, p.list, { title: p.title, due: p.due });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'due on the day the text came', params: (p) => ({ ...p, due: p.today }) },
    { name: 'in another list', params: (p) => ({ ...p, list: p.wrong, listId: p.wrongId }) },
    { name: 'due the day before', params: (p) => ({ ...p, due: p.due - todo.DAY }) },
  ],
});
