import { defineTask } from '../define.ts';
import { extensionOf, folderAt, descendantsOf } from '../../apps/files/state.ts';
import type { TaskUi } from '../ui.ts';
import { allFileNames, files, openFolder } from './common.ts';

const isPdf = (name: string) => extensionOf(name) === 'pdf';

/** The PDF files of a folder on screen, then of each of its subfolders. */
async function countPdfs(ui: TaskUi, subfolders: string[]): Promise<{ top: number; all: number }> {
  await openFolder(ui, 'Documents');
  const top = (await allFileNames(ui)).filter(isPdf).length;
  let all = top;
  for (const sub of subfolders) {
    await ui.scrollTo({ text: sub, role: 'button' }, 'down');
    await ui.tap({ text: sub, role: 'button' });
    all += (await allFileNames(ui)).filter(isPdf).length;
    await ui.back();
  }
  return { top, all };
}

export default defineTask({
  id: 'files/query-pdf-count',
  apps: ['files'],
  difficulty: 2,
  maxSteps: 25,
  params: () => ({}),
  goal: () => 'How many PDF files are in the Documents folder, counting the ones in its subfolders too?',
  checks: () => [],
  allowedChanges: ['apps.files.sortBy'],
  answer: {
    spec: { type: 'number' },
    expected: (_p, before) => {
      const state = files(before);
      return descendantsOf(state, folderAt(state, 'Documents')!.id).filter((i) => i.kind === 'file' && isPdf(i.name)).length;
    },
  },
  oracle: async (ui) => {
    const { all } = await countPdfs(ui, ['Work', 'Receipts']);
    await ui.answer(all);
  },
  nearMisses: [
    {
      name: 'counts only the top of Documents',
      run: async (ui) => {
        const { top } = await countPdfs(ui, []);
        await ui.answer(top);
      },
    },
    {
      name: 'misses the Receipts folder',
      run: async (ui) => {
        const { all } = await countPdfs(ui, ['Work']);
        await ui.answer(all);
      },
    },
  ],
});
