import { defineTask } from '../define.ts';
import { extensionOf, folderAt, descendantsOf } from '../../apps/files/state.ts';
import type { TaskUi } from '../ui.ts';
import * as fs from './kit.ts';

const isPdf = (name: string) => extensionOf(name) === 'pdf';

/** The PDF files of Documents on screen, then of each of the subfolders named. */
async function countPdfs(ui: TaskUi, subfolders: readonly string[]): Promise<number> {
  await fs.openFolder(ui, 'Documents');
  let all = (await fs.allFileNames(ui)).filter(isPdf).length;
  for (const sub of subfolders) {
    await ui.scrollTo({ text: sub, role: 'button' }, 'down');
    await ui.tap({ text: sub, role: 'button' });
    all += (await fs.allFileNames(ui)).filter(isPdf).length;
    await ui.back();
  }
  return all;
}

export default defineTask({
  id: 'files/query-pdf-count',
  apps: ['files'],
  difficulty: 2,
  maxSteps: 25,
  params: () => ({ subfolders: ['Work', 'Receipts'] }),
  goal: () => 'How many PDF files are in the Documents folder, counting the ones in its subfolders too?',
  named: (_p, s) => fs.namedInFiles(s, { folders: ['Documents'] }),
  checks: () => [],
  answer: {
    // "7", "seven" and "7 PDFs" alike.
    spec: { type: 'count', nouns: ['PDF files', 'PDF file', 'PDFs', 'PDF'] },
    expected: (_p, before) => {
      const state = fs.files(before);
      return descendantsOf(state, folderAt(state, 'Documents')!.id).filter((i) => i.kind === 'file' && isPdf(i.name)).length;
    },
  },
  oracle: async (ui, p) => {
    await ui.answer(await countPdfs(ui, p.subfolders));
  },
  alternatives: [
    { name: 'the subfolders visited in the other order, answered with a noun', run: async (ui, p) => {
      await ui.answer(`${await countPdfs(ui, [...p.subfolders].reverse())} PDFs`);
    } },
    { name: 'answered with the question\'s own noun, "N PDF files"', run: async (ui, p) => {
      await ui.answer(`${await countPdfs(ui, p.subfolders)} PDF files`);
    } },
  ],
  nearMisses: [
    { name: 'counts only the top of Documents', params: (p) => ({ ...p, subfolders: [] }) },
    { name: 'misses the Receipts folder', params: (p) => ({ ...p, subfolders: ['Work'] }) },
  ],
});
