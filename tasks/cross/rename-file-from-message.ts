import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { findContactByPhone } from '../../apps/contacts/state.ts';
import { conversationTitle } from '../../apps/messages/state.ts';
import { MINUTE } from '../../apps/kit/time.ts';
import { sortItems } from '../../apps/files/state.ts';
import type { TaskUi } from '../ui.ts';
import { files, filesIn, itemById, openFolder, renameItem, withSuffix } from '../files/common.ts';

const SUFFIXES = ['signed', 'final', 'for review', 'scanned', 'copy for you'] as const;
const REQUEST = /rename "(.+)" in your Documents to "(.+)"\?/;

/** Open the sender's conversation and read the two names out of their request. */
async function readRequest(ui: TaskUi, title: string): Promise<[string, string]> {
  await ui.launch('Messages');
  await ui.scrollTo({ text: title, role: 'button' });
  await ui.tap({ text: title, role: 'button' });
  const bubble = ui.tree().find((e) => e.role === 'text' && REQUEST.test(e.text))!;
  const m = REQUEST.exec(bubble.text)!;
  return [m[1]!, m[2]!];
}

export default defineTask({
  id: 'cross/rename-file-from-message',
  apps: ['files', 'messages'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const { contacts, messages } = world.apps;
    const titled = messages.conversations
      .filter((c) => findContactByPhone(contacts, c.address))
      .map((c) => ({ c, title: conversationTitle(contacts, c) }));
    const unique = titled.filter((t) => titled.filter((u) => u.title === t.title).length === 1);
    const { c, title } = rng.pick(unique);
    const list = sortItems(filesIn(files(world), 'Documents'), 'name');
    const index = rng.int(0, list.length - 1);
    const target = list[index]!;
    const neighbour = list[index + 1] ?? list[index - 1]!;
    return { conversationId: c.id, title, id: target.id, name: target.name, newName: withSuffix(target.name, rng.pick(SUFFIXES)), neighbour: neighbour.name };
  },
  goal: (p) => `${p.title} just texted you asking to rename one of your files. Rename it exactly as they asked.`,
  setup: (d, p) => {
    const s = d.apps.messages;
    const c = s.conversations.find((x) => x.id === p.conversationId)!;
    c.messages.push({ id: `m${s.nextId}`, from: 'them', text: `Hi! Could you rename "${p.name}" in your Documents to "${p.newName}"? Thanks!`, at: d.os.now - 2 * MINUTE, status: 'received' });
    s.nextId += 1;
    c.unread = true;
  },
  checks: (p) => [
    expectEqual(`"${p.name}" is now "${p.newName}"`, p.newName, ({ after }) => itemById(after, p.id)?.name ?? null),
  ],
  // Only that file's name; opening the conversation marks it read (routine).
  changes: (p) => [modified('apps.files.items', p.id, ['name'])],
  oracle: async (ui, p) => {
    const [from, to] = await readRequest(ui, p.title);
    await openFolder(ui, 'Documents');
    await renameItem(ui, from, to);
    await ui.done();
  },
  alternatives: [
    {
      name: 'renames it with a typo, then fixes it',
      run: async (ui, p) => {
        const [from, to] = await readRequest(ui, p.title);
        await openFolder(ui, 'Documents');
        await renameItem(ui, from, `x${to}`);
        await renameItem(ui, `x${to}`, to);
        await ui.done();
      },
    },
  ],
  nearMisses: [
    {
      name: 'renames the neighbouring file',
      run: async (ui, p) => {
        const [, to] = await readRequest(ui, p.title);
        await openFolder(ui, 'Documents');
        await renameItem(ui, p.neighbour, to);
        await ui.done();
      },
    },
    {
      name: 'drops the extension',
      run: async (ui, p) => {
        const [from, to] = await readRequest(ui, p.title);
        await openFolder(ui, 'Documents');
        await renameItem(ui, from, to.replace(/\.[^.]+$/, ''));
        await ui.done();
      },
    },
  ],
});
