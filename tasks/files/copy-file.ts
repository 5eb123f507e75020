import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { folderAt } from '../../apps/files/state.ts';
import * as fs from './kit.ts';

const SOURCES = ['Downloads', 'Documents', 'Documents/Work', 'Pictures/Camera'] as const;
const DESTS = ['Documents', 'Documents/Receipts', 'Documents/Work', 'Pictures', 'Downloads', 'Movies'] as const;

export default defineTask({
  id: 'files/copy-file',
  apps: ['files'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const state = fs.files(world);
    const from = rng.pick(SOURCES);
    const target = rng.pick(fs.filesIn(state, from));
    const [to, other] = rng.sample(DESTS.filter((d) => d !== from), 2) as [string, string];
    return { file: fs.ref(target), name: target.name, from, to, toId: folderAt(state, to)!.id, other };
  },
  goal: (p) => `Copy the file "${p.name}" from ${p.from} into the ${p.to} folder, keeping the original where it is.`,
  changes: () => [added(fs.ITEMS)],
  checks: (p) => fs.copiedTo(p.file, p.toId, p.to),
  oracle: async (ui, p) => {
    await fs.openFolder(ui, p.from);
    await fs.sendItem(ui, p.name, 'Copy', p.to);
    await ui.done();
  },
  alternatives: [
    { name: 'selected with a long press, copied from the selection bar', run: async (ui, p) => {
      await fs.openFolder(ui, p.from);
      await fs.sendSelected(ui, [p.name], 'Copy', p.to);
      await ui.done();
    } },
    { name: "the menu opened by tapping the file's row", run: async (ui, p) => {
      await fs.openFolder(ui, p.from);
      await fs.sendItem(ui, p.name, 'Copy', p.to, 'row');
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'moves it instead of copying it', run: async (ui, p) => {
      await fs.openFolder(ui, p.from);
      await fs.sendItem(ui, p.name, 'Move', p.to);
      await ui.done();
    } },
    { name: 'copies it into another folder', params: (p) => ({ ...p, to: p.other }) },
    { name: 'copies it twice', run: async (ui, p) => {
      await fs.openFolder(ui, p.from);
      await fs.sendItem(ui, p.name, 'Copy', p.to);
      await fs.sendItem(ui, p.name, 'Copy', p.to);
      await ui.done();
    } },
  ],
});
