import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import { MINUTE } from '../../apps/kit/time.ts';
import { sortItems } from '../../apps/files/state.ts';
import type { TaskUi } from '../ui.ts';
import * as files from '../files/kit.ts';
import * as messages from '../messages/kit.ts';
import { namedPeople } from '../contacts/kit.ts';

const SUFFIXES = ['signed', 'final', 'for review', 'scanned', 'copy for you'] as const;

/** Read the two names out of the sender's request, then rename in Documents: `as` gives the renames ([file, new name]) to make from them. */
async function renameAsAsked(ui: TaskUi, title: string, as: (from: string, to: string) => [string, string][] = (from, to) => [[from, to]], via: 'menu' | 'row' = 'menu'): Promise<void> {
  const [, from, to] = await messages.readBubble(ui, title, /rename "(.+)" in your Documents to "(.+)"\?/);
  await files.openFolder(ui, 'Documents');
  for (const [name, next] of as(from!, to!)) await files.renameItem(ui, name, next, via);
  await ui.done();
}

export default defineTask({
  id: 'cross/rename-file-from-message',
  apps: ['files', 'messages'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const { c, title } = rng.pick(messages.contactThreads(world));
    const list = sortItems(files.filesIn(files.files(world), 'Documents'), 'name');
    const index = rng.int(0, list.length - 1);
    const target = list[index]!, neighbour = list[index + 1] ?? list[index - 1]!;
    return { conversationId: c.id, title, id: target.id, name: target.name, newName: files.withSuffix(target.name, rng.pick(SUFFIXES)), neighbour: neighbour.name };
  },
  goal: (p) => `${p.title} just texted you asking to rename one of your files. Rename it exactly as they asked.`,
  // The sender by name, and the file their text names (in Documents).
  named: (p, s) => ({ ...namedPeople(s, [p.title]), ...files.namedInFiles(s, { files: [{ folder: 'Documents', name: p.name }] }) }),
  setup: (d, p) => messages.receive(d, p.conversationId, `Hi! Could you rename "${p.name}" in your Documents to "${p.newName}"? Thanks!`, 2 * MINUTE),
  // The new name as Files compares names: in any case and spacing (the Files kit's renamedTo).
  checks: (p) => [files.renamedTo(`"${p.name}" is now "${p.newName}"`, p.id, p.newName)],
  // Only that file's name; opening the conversation marks it read (routine).
  changes: (p) => [modified(files.ITEMS, p.id, ['name'])],
  oracle: (ui, p) => renameAsAsked(ui, p.title),
  alternatives: [
    { name: 'renames it with a typo, then fixes it', run: (ui, p) => renameAsAsked(ui, p.title, (from, to) => [[from, `x${to}`], [`x${to}`, to]]) },
    // Files takes "report signed.pdf" and "Report signed.pdf" for one name (the kit's renamedTo), as files/rename-file does.
    { name: 'types the new name in lower case', run: (ui, p) => renameAsAsked(ui, p.title, (from, to) => [[from, to.toLowerCase()]]) },
    { name: "renames it from the file's own page (a tap on its row)", run: (ui, p) => renameAsAsked(ui, p.title, undefined, 'row') },
    { name: 'sorts Documents by date first, then renames it', run: async (ui, p) => {
      const [, from, to] = await messages.readBubble(ui, p.title, /rename "(.+)" in your Documents to "(.+)"\?/);
      await files.openFolder(ui, 'Documents');
      await files.sortBy(ui, 'Date modified');
      await files.renameItem(ui, from!, to!);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'renames the neighbouring file', run: (ui, p) => renameAsAsked(ui, p.title, (_from, to) => [[p.neighbour, to]]) },
    // A name copied out of the message with its sentence's full stop is another name (extension "pdf.").
    { name: 'types a full stop after the new name', run: (ui, p) => renameAsAsked(ui, p.title, (from, to) => [[from, `${to}.`]]) },
    { name: 'drops the extension', run: (ui, p) => renameAsAsked(ui, p.title, (from, to) => [[from, to.replace(/\.[^.]+$/, '')]]) },
  ],
});
