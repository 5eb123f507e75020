import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { Note } from '../../apps/notes/state.ts';
import type { TaskUi } from '../ui.ts';
import { folderName, noteById, typo, uniqueNotes } from './helpers.ts';

const TOPICS = [
  { keyword: 'Project Atlas', folder: 'Atlas' },
  { keyword: 'Marrakesh', folder: 'Morocco' },
  { keyword: 'the garage sale', folder: 'Garage sale' },
  { keyword: 'Grandma Rose', folder: 'Family' },
  { keyword: 'the Hendersons', folder: 'Neighbours' },
  { keyword: 'the marathon', folder: 'Marathon' },
] as const;

async function createFolder(ui: TaskUi, name: string): Promise<void> {
  await ui.openApp('Notes');
  await ui.tap({ text: 'New folder', role: 'button' });
  await ui.fill({ hint: 'Folder name' }, name);
  await ui.tap({ text: 'Create', role: 'button' });
}

/** From a list on screen: long-press a note and move it to the folder. */
async function moveFromList(ui: TaskUi, title: string, folder: string): Promise<void> {
  await ui.longPress({ text: title, role: 'button' });
  await ui.tap({ text: 'Move to folder', role: 'button' });
  await ui.tap({ text: folder, role: 'button' });
}

async function searchAll(ui: TaskUi, keyword: string): Promise<void> {
  await ui.tap({ text: 'All notes', role: 'button' });
  await ui.fill({ hint: 'Search notes' }, keyword);
}

export default defineTask({
  id: 'notes/move-mentioning',
  apps: ['notes'],
  difficulty: 4,
  maxSteps: 45,
  params: ({ rng, world }) => {
    const text = (n: Note) => `${n.title}\n${n.body}\n${n.items.map((i) => i.text).join('\n')}`.toLowerCase();
    const topic = rng.pick(TOPICS.filter((t) => !world.apps.notes.notes.some((n) => text(n).includes(t.keyword.toLowerCase()))));
    // Three text notes from three different folders.
    const notes: Note[] = [];
    for (const n of rng.shuffle(uniqueNotes(world, 'text'))) if (notes.length < 3 && !notes.some((m) => m.folderId === n.folderId)) notes.push(n);
    return { keyword: topic.keyword, folder: topic.folder, ids: notes.map((n) => n.id), titles: notes.map((n) => n.title), from: notes.map((n) => folderName(world, n.folderId)!) };
  },
  goal: (p) => `Create a folder named "${p.folder}" and move every note that mentions "${p.keyword}" into it.`,
  setup: (d, p) => {
    for (const id of p.ids) {
      const n = d.apps.notes.notes.find((x) => x.id === id) as Note;
      n.body = `${n.body}\nAsk about ${p.keyword}.`;
    }
  },
  checks: (p) => [
    expectEqual(`exactly one folder is named "${p.folder}"`, 1, ({ after }) => after.apps.notes.folders.filter((f) => f.name.trim() === p.folder).length),
    expectEqual(`the notes mentioning "${p.keyword}" are in ${p.folder}`, p.ids.map(() => true), ({ after }) => {
      const id = after.apps.notes.folders.find((f) => f.name.trim() === p.folder)?.id;
      return p.ids.map((n) => id !== undefined && noteById(after, n)?.folderId === id);
    }),
    expectEqual(`no other note is in ${p.folder}`, [], ({ after }) => {
      const id = after.apps.notes.folders.find((f) => f.name.trim() === p.folder)?.id;
      return after.apps.notes.notes.filter((n) => n.folderId === id && !p.ids.includes(n.id)).map((n) => n.title);
    }),
    expectEqual('the other folders are unchanged', true, ({ before, after }) =>
      before.apps.notes.folders.every((f) => after.apps.notes.folders.some((g) => g.id === f.id && g.name === f.name))),
  ],
  allowedChanges: (p) => ['apps.notes.folders', 'apps.notes.nextId', ...p.ids.map((id) => `apps.notes.notes[${id}].folderId`)],
  oracle: async (ui, p) => {
    await createFolder(ui, p.folder);
    await searchAll(ui, p.keyword);
    for (const title of p.titles) await moveFromList(ui, title, p.folder);
    await ui.done();
  },
  undo: async (ui, p) => {
    // Move the last one back to where it was.
    await moveFromList(ui, p.titles[2]!, p.from[2]!);
  },
  nearMisses: [
    {
      name: 'moves only two of the notes',
      run: async (ui, p) => {
        await createFolder(ui, p.folder);
        await searchAll(ui, p.keyword);
        for (const title of p.titles.slice(0, 2)) await moveFromList(ui, title, p.folder);
        await ui.done();
      },
    },
    {
      name: 'a typo in the folder name',
      run: async (ui, p) => {
        await createFolder(ui, typo(p.folder));
        await searchAll(ui, p.keyword);
        for (const title of p.titles) await moveFromList(ui, title, typo(p.folder));
        await ui.done();
      },
    },
  ],
});
