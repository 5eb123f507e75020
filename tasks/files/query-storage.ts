import { defineTask } from '../define.ts';
import { CATEGORIES, formatSize, storageSummary, type Category } from '../../apps/files/state.ts';
import type { TaskUi } from '../ui.ts';
import { files } from './common.ts';

const ASKED: readonly { id: Category; words: string }[] = [
  { id: 'videos', words: 'videos' },
  { id: 'images', words: 'images' },
  { id: 'audio', words: 'audio files' },
  { id: 'documents', words: 'documents' },
];

/** Open the Storage screen and read the size next to a category's label. */
async function readCategory(ui: TaskUi, label: string): Promise<string> {
  await ui.openApp('Files');
  await ui.tap({ text: 'Storage', role: 'button' });
  const el = await ui.scrollTo({ text: label, role: 'text' });
  const tree = ui.tree();
  return tree[tree.indexOf(el) + 1]!.text;
}

export default defineTask({
  id: 'files/query-storage',
  apps: ['files'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng }) => {
    const asked = rng.pick(ASKED);
    const other = rng.pick(ASKED.filter((a) => a.id !== asked.id));
    const label = (id: Category) => CATEGORIES.find((c) => c.id === id)!.label;
    return { category: asked.id, words: asked.words, label: label(asked.id), otherLabel: label(other.id) };
  },
  goal: (p) => `How much storage space do ${p.words} use on this phone? Answer with the size exactly as the Files app's Storage screen shows it (for example "1.2 GB").`,
  checks: () => [],
  allowedChanges: [],
  answer: {
    spec: { type: 'text' },
    expected: (p, before) => formatSize(storageSummary(files(before)).byCategory[p.category as Category]),
    candidates: (_p, before) => {
      const s = storageSummary(files(before));
      return [...Object.values(s.byCategory), s.used, s.free, s.total, s.apps, s.system].map(formatSize);
    },
  },
  oracle: async (ui, p) => {
    await ui.answer(await readCategory(ui, p.label));
  },
  nearMisses: [
    {
      name: 'reads another category',
      run: async (ui, p) => {
        await ui.answer(await readCategory(ui, p.otherLabel));
      },
    },
    {
      name: 'answers the used space',
      run: async (ui) => {
        await ui.answer(await readCategory(ui, 'Used'));
      },
    },
  ],
});
