import { defineTask } from '../define.ts';
import { CATEGORIES, formatSize, storageSummary, type Category } from '../../apps/files/state.ts';
import type { TaskUi } from '../ui.ts';
import * as fs from './kit.ts';

// Categories the Storage screen shows in MB in every world (videos are in GB, so they are not
// asked: one template has one unit). The answer is a number of megabytes, with or without "MB".
const ASKED: readonly { id: Category; words: string }[] = [
  { id: 'images', words: 'images' },
  { id: 'audio', words: 'audio files' },
  { id: 'documents', words: 'documents' },
];

/** Open the Storage screen and read the size next to a category's label ("45.2 MB"). */
async function readCategory(ui: TaskUi, label: string): Promise<string> {
  await ui.openApp('Files');
  await ui.tap({ text: 'Storage', role: 'button' });
  const el = await ui.scrollTo({ text: label, role: 'text' });
  const tree = ui.tree();
  return tree[tree.indexOf(el) + 1]!.text;
}

const megabytes = (bytes: number) => Number(formatSize(bytes).split(' ')[0]);

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
  goal: (p) => `How many megabytes of storage do ${p.words} use on this phone, as the Files app's Storage screen shows it?`,
  checks: () => [],
  answer: {
    // The Storage screen writes the category's label before its figure: "Audio · 45.2 MB".
    spec: { type: 'number', unit: 'megabytes', aliases: ['MB'] },
    label: (p) => p.label,
    expected: (p, before) => megabytes(storageSummary(fs.files(before)).byCategory[p.category as Category]),
    candidates: (_p, before) => {
      const s = storageSummary(fs.files(before));
      return [...Object.values(s.byCategory), s.used, s.free, s.total, s.apps, s.system].map(formatSize);
    },
  },
  oracle: async (ui, p) => {
    await ui.answer(await readCategory(ui, p.label));
  },
  alternatives: [
    { name: 'the bare number, without the unit', run: async (ui, p) => {
      await ui.answer((await readCategory(ui, p.label)).split(' ')[0]!);
    } },
    // The Storage screen's row copied whole: its label is the one the spec declares.
    { name: "answers with the Storage row's label (\"Documents: 45.2 MB\")", run: async (ui, p) => {
      await ui.answer(`${p.label}: ${await readCategory(ui, p.label)}`);
    } },
  ],
  nearMisses: [
    // The audit's "Images: 195 MB" for another category: only this instance's label may come before the figure.
    { name: "answers with another row's label before the figure", run: async (ui, p) => {
      await ui.answer(`${p.otherLabel}: ${await readCategory(ui, p.label)}`);
    } },
    { name: 'reads another category', params: (p) => ({ ...p, label: p.otherLabel }) },
    { name: 'answers the used space', params: (p) => ({ ...p, label: 'Used' }) },
  ],
});
