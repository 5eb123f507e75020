import { defineTask } from '../define.ts';
import { files, fileRows, filesIn, openFolder, sortBy } from './common.ts';

const FOLDERS = ['Downloads', 'Documents', 'Movies', 'Music'] as const;

export default defineTask({
  id: 'files/query-largest-file',
  apps: ['files'],
  difficulty: 2,
  maxSteps: 15,
  params: ({ rng }) => ({ folder: rng.pick(FOLDERS) }),
  goal: (p) => `What is the largest file directly in the ${p.folder} folder (not in its subfolders)? Answer with its exact file name.`,
  checks: () => [],
  // Sorting the list is a preference of the app, not a change to the files.
  allowedChanges: ['apps.files.sortBy'],
  answer: {
    spec: { type: 'text' },
    expected: (p, before) => filesIn(files(before), p.folder).reduce((a, b) => (b.size > a.size ? b : a)).name,
    candidates: (p, before) => filesIn(files(before), p.folder).map((i) => i.name),
  },
  oracle: async (ui, p) => {
    await openFolder(ui, p.folder);
    await sortBy(ui, 'Size');
    await ui.answer(fileRows(ui)[0]!.name);
  },
  nearMisses: [
    {
      name: 'answers the second largest',
      run: async (ui, p) => {
        await openFolder(ui, p.folder);
        await sortBy(ui, 'Size');
        await ui.answer(fileRows(ui)[1]!.name);
      },
    },
    {
      name: 'answers the newest file',
      run: async (ui, p) => {
        await openFolder(ui, p.folder);
        await sortBy(ui, 'Date modified');
        const rows = fileRows(ui);
        await sortBy(ui, 'Size');
        // The newest file, unless it is also the largest: then the next newest.
        const largest = fileRows(ui)[0]!.name;
        await ui.answer(rows.find((r) => r.name !== largest)!.name);
      },
    },
  ],
});
