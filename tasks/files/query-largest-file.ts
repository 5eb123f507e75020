import { defineTask, nameRule } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as fs from './kit.ts';

const FOLDERS = ['Downloads', 'Documents', 'Movies', 'Music'] as const;

/** Open the folder, sort it by size and read the name of the file row at `rank` (0: the largest). */
async function readBySize(ui: TaskUi, folder: string, rank: number): Promise<string> {
  await fs.openFolder(ui, folder);
  await fs.sortBy(ui, 'Size');
  return fs.fileRows(ui)[rank]!.name;
}

export default defineTask({
  id: 'files/query-largest-file',
  apps: ['files'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng }) => ({ folder: rng.pick<string>(FOLDERS), rank: 0 }),
  goal: (p) => `What is the largest file directly in the ${p.folder} folder (not in its subfolders)?`,
  named: (p, s) => ({ ...fs.namedInFiles(s, { folders: [p.folder] }), [`the largest file directly in ${p.folder}`]: fs.tiedForTop(s, p.folder, (f) => f.size) }),
  // Sorting the list is a routine path (a preference of the app, not a change to the files).
  checks: () => [],
  answer: {
    spec: { type: 'name', what: 'its file name', rule: nameRule('files', 'file') },
    expected: (p, before) => fs.filesIn(fs.files(before), p.folder).reduce((a, b) => (b.size > a.size ? b : a)).name,
    candidates: (p, before) => fs.filesIn(fs.files(before), p.folder).map((i) => i.name),
  },
  oracle: async (ui, p) => {
    await ui.answer(await readBySize(ui, p.folder, p.rank));
  },
  alternatives: [
    { name: 'sorted back by name before answering', run: async (ui, p) => {
      const name = await readBySize(ui, p.folder, p.rank);
      await fs.sortBy(ui, 'Name');
      await ui.answer(name);
    } },
  ],
  nearMisses: [
    { name: 'answers the second largest', params: (p) => ({ ...p, rank: 1 }) },
    { name: 'answers the newest file', run: async (ui, p) => {
      const largest = await readBySize(ui, p.folder, 0);
      await fs.sortBy(ui, 'Date modified');
      // The newest file, unless it is also the largest: then the next newest.
      await ui.answer(fs.fileRows(ui).find((r) => r.name !== largest)!.name);
    } },
  ],
});
