import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import { sortItems } from '../../apps/files/state.ts';
import type { TaskUi } from '../ui.ts';
import * as fs from './kit.ts';

const TITLES = ['Sunset', 'Harbor walk', 'Birthday cake', 'Old town', 'Mountain view', 'Picnic', 'First snow', 'Market day', 'City lights'] as const;

async function renameAll(ui: TaskUi, pairs: [string, string][], via: 'menu' | 'row' = 'menu'): Promise<void> {
  for (const [from, to] of pairs) await fs.renameItem(ui, from, to, via);
}

const pairs = (p: { names: string[]; newNames: string[] }): [string, string][] => p.names.map((n, i) => [n, p.newNames[i]!]);

export default defineTask({
  id: 'files/rename-three-files',
  apps: ['files'],
  difficulty: 3,
  maxSteps: 45,
  params: ({ rng, world }) => {
    const photos = rng.sample(sortItems(fs.filesIn(fs.files(world), 'Pictures/Camera'), 'name'), 3);
    const titles = rng.sample(TITLES, 3);
    return { ids: photos.map((p) => p.id), names: photos.map((p) => p.name), newNames: titles.map((t) => `${t}.jpg`) };
  },
  goal: (p) => `In Pictures/Camera, rename ${p.names.map((n, i) => `"${n}" to "${p.newNames[i]}"`).join(', ').replace(/, ([^,]*)$/, ', and $1')}.`,
  named: (p, s) => fs.namedInFiles(s, { files: p.names.map((name) => ({ folder: 'Pictures/Camera', name })) }),
  changes: (p) => [modified(fs.ITEMS, p.ids, ['name'])],
  checks: (p) => p.ids.map((id, i) => fs.renamedTo(`"${p.names[i]}" is now "${p.newNames[i]}"`, id, p.newNames[i]!)),
  oracle: fs.inFolder(() => 'Pictures/Camera', (ui, p) => renameAll(ui, pairs(p))),
  alternatives: [
    { name: 'in the other order, each menu opened from its row', run: fs.inFolder(() => 'Pictures/Camera', (ui, p) => renameAll(ui, pairs(p).reverse(), 'row')) },
  ],
  nearMisses: [
    { name: 'renames only the first two', params: (p) => ({ ...p, names: p.names.slice(0, 2), newNames: p.newNames.slice(0, 2) }) },
    { name: 'swaps the first two new names', params: (p) => ({ ...p, newNames: [p.newNames[1]!, p.newNames[0]!, p.newNames[2]!] }) },
  ],
});
