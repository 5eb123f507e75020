import { defineTask } from '../define.ts';
import { added, expectEqual, modified } from '../../judges/index.ts';
import { fieldsOf, saveNote } from '../../apps/notes/model.ts';
import type { Folder, Note } from '../../apps/notes/state.ts';
import type { TaskUi } from '../ui.ts';
import * as notes from './kit.ts';

const TOPICS = [
  { keyword: 'Project Atlas', folder: 'Atlas' },
  { keyword: 'Marrakesh', folder: 'Morocco' },
  { keyword: 'the garage sale', folder: 'Garage sale' },
  { keyword: 'Grandma Rose', folder: 'Family' },
  { keyword: 'the Hendersons', folder: 'Neighbours' },
  { keyword: 'the marathon', folder: 'Marathon' },
] as const;

/** From the search results on screen: long-press a note and move it to the folder. */
async function moveFromList(ui: TaskUi, title: string, folder: string): Promise<void> {
  await ui.longPress({ text: title, role: 'button' });
  await ui.tap({ text: 'Move to folder', role: 'button' });
  await ui.tap({ text: folder, role: 'button' });
}

export default defineTask({
  id: 'notes/move-mentioning',
  apps: ['notes'],
  difficulty: 4,
  maxSteps: 45,
  params: ({ rng, world }) => {
    const text = (n: Note) => `${n.title}\n${n.body}\n${n.items.map((i) => i.text).join('\n')}`.toLowerCase();
    const topic = rng.pick(TOPICS.filter((t) => !world.apps.notes.notes.some((n) => text(n).includes(t.keyword.toLowerCase()))));
    // Three text notes from three different folders, and one that does not mention the topic.
    const picked: Note[] = [];
    for (const n of rng.shuffle(notes.uniqueNotes(world, 'text'))) if (picked.length < 3 && !picked.some((m) => m.folderId === n.folderId)) picked.push(n);
    const stray = notes.uniqueNotes(world, 'text').find((n) => !picked.includes(n))!;
    return { keyword: topic.keyword as string, folder: topic.folder as string, ids: picked.map((n) => n.id), titles: picked.map((n) => n.title), from: picked.map((n) => notes.folderName(world, n.folderId)!), stray: stray.title };
  },
  goal: (p) => `Create a folder named "${p.folder}" and move every note that mentions "${p.keyword}" into it.`,
  setup: (d, p) => {
    for (const id of p.ids) { const n = notes.noteById(d, id)!; saveNote(d.apps.notes, id, { ...fieldsOf(n), body: `${n.body}\nAsk about ${p.keyword}.` }); }
  },
  // One new folder, and those notes' folders: no other note may go into it (or anywhere).
  changes: (p) => [added(notes.FOLDERS), modified(notes.NOTES, p.ids, ['folderId'])],
  checks: (p) => [
    ...notes.createdFolder(p.folder),
    expectEqual(`the notes mentioning "${p.keyword}" are in it`, p.titles, ({ after, changes }) => {
      const [folder] = changes.added<Folder>(notes.FOLDERS);
      return p.ids.map((id) => notes.noteById(after, id)).filter((n) => n && folder && n.folderId === folder.id).map((n) => n!.title);
    }),
  ],
  oracle: async (ui, p) => {
    await notes.newFolder(ui, p.folder);
    await notes.search(ui, p.keyword);
    for (const title of p.titles) await moveFromList(ui, title, p.folder);
    await ui.done();
  },
  undo: (ui, p) => moveFromList(ui, p.titles[2]!, p.from[2]!),
  alternatives: [
    { name: "each moved from its own page's Move button", run: async (ui, p) => {
      await notes.newFolder(ui, p.folder);
      for (const title of p.titles) await notes.move(ui, title, p.folder);
      await ui.done();
    } },
    { name: "one moved with the editor's folder chip, the others from the results", run: async (ui, p) => {
      await notes.newFolder(ui, p.folder);
      await notes.moveInEditor(ui, p.titles[0]!, p.folder);
      await notes.search(ui, p.keyword);
      for (const title of p.titles.slice(1)) await moveFromList(ui, title, p.folder);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'moves only two of the notes', params: (p) => ({ ...p, titles: p.titles.slice(0, 2) }) },
    { name: 'a typo in the folder name', params: (p) => ({ ...p, folder: notes.typo(p.folder) }) },
    { name: 'also moves a note that does not mention it', run: async (ui, p) => {
      await notes.newFolder(ui, p.folder);
      await notes.move(ui, p.stray, p.folder);
      await notes.search(ui, p.keyword);
      for (const title of p.titles) await moveFromList(ui, title, p.folder);
      await ui.done();
    } },
  ],
});
