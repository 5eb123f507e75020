import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { SortKey } from '../../apps/files/state.ts';
import * as fs from './kit.ts';

const CHOICES: readonly { key: SortKey; words: string }[] = [
  { key: 'name', words: 'by name' },
  { key: 'date', words: 'by date modified, newest first' },
  { key: 'size', words: 'by size, largest first' },
];

// The sort order is a routine path (any episode may change it); this template judges it with its check.
export default defineTask({
  id: 'files/sort-files',
  apps: ['files'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng }) => {
    const [want, start] = rng.sample(CHOICES, 2);
    const other = CHOICES.find((c) => c.key !== want!.key && c.key !== start!.key)!;
    return { key: want!.key, label: fs.SORT_LABELS[want!.key], words: want!.words, start: start!.key, otherLabel: fs.SORT_LABELS[other.key] };
  },
  goal: (p) => `In the Files app, sort files ${p.words}.`,
  setup: (d, p) => {
    d.apps.files.sortBy = p.start as SortKey;
  },
  checks: (p) => [expectEqual(`files are sorted by ${p.key}`, p.key, ({ after }) => after.apps.files.sortBy)],
  oracle: async (ui, p) => {
    await fs.openFolder(ui, '');
    await fs.sortBy(ui, p.label as 'Name');
    await ui.done();
  },
  alternatives: [
    { name: 'sorted from inside a folder (the order is the same everywhere)', run: async (ui, p) => {
      await fs.openFolder(ui, 'Documents');
      await fs.sortBy(ui, p.label as 'Name');
      await ui.done();
    } },
    { name: 'the other order picked first, then the right one', run: async (ui, p, oracle) => {
      await fs.openFolder(ui, '');
      await fs.sortBy(ui, p.otherLabel as 'Name');
      await oracle(ui, p);
    } },
  ],
  nearMisses: [
    { name: 'picks the other order', params: (p) => ({ ...p, label: p.otherLabel }) },
    { name: 'opens the sort menu and dismisses it', run: async (ui) => {
      await fs.openFolder(ui, '');
      await ui.tap({ text: 'Sort', role: 'button' });
      await ui.back();
      await ui.done();
    } },
  ],
});
