import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { SortKey } from '../../apps/files/state.ts';
import { openFolder, sortBy } from './common.ts';

const CHOICES: readonly { key: SortKey; label: 'Name' | 'Date modified' | 'Size'; words: string }[] = [
  { key: 'name', label: 'Name', words: 'by name' },
  { key: 'date', label: 'Date modified', words: 'by date modified, newest first' },
  { key: 'size', label: 'Size', words: 'by size, largest first' },
];

export default defineTask({
  id: 'files/sort-files',
  apps: ['files'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng }) => {
    const [want, start] = rng.sample(CHOICES, 2);
    const other = CHOICES.find((c) => c.key !== want!.key && c.key !== start!.key)!;
    return { key: want!.key, label: want!.label, words: want!.words, start: start!.key, otherLabel: other.label };
  },
  goal: (p) => `In the Files app, sort files ${p.words}.`,
  setup: (d, p) => {
    d.apps.files.sortBy = p.start as SortKey;
  },
  checks: (p) => [expectEqual(`files are sorted by ${p.key}`, p.key, ({ after }) => after.apps.files.sortBy)],
  allowedChanges: ['apps.files.sortBy'],
  oracle: async (ui, p) => {
    await openFolder(ui, '');
    await sortBy(ui, p.label as 'Name');
    await ui.done();
  },
  nearMisses: [
    {
      name: 'picks the other order',
      run: async (ui, p) => {
        await openFolder(ui, '');
        await sortBy(ui, p.otherLabel as 'Name');
        await ui.done();
      },
    },
    {
      name: 'opens the sort menu and dismisses it',
      run: async (ui) => {
        await openFolder(ui, '');
        await ui.tap({ text: 'Sort', role: 'button' });
        await ui.back();
        await ui.done();
      },
    },
  ],
});
