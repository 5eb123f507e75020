import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { FOLDER_NAMES } from '../../apps/notes/state.ts';
import * as notes from './kit.ts';

export default defineTask({
  id: 'notes/checklist-check-two',
  apps: ['notes'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const list = rng.pick(notes.LISTS);
    const items = rng.sample(list.items, 4);
    const checked = rng.sample([0, 1, 2, 3], 2).sort();
    const folder = rng.pick(world.apps.notes.folders);
    return { title: list.title, items, checked: checked.map((i) => items[i]!), folder: folder.name, folderId: folder.id };
  },
  // Was "create ..., then check off A and B": ticking the boxes in the editor before the first
  // save gives the same checklist, so the goal now says what the list must end up as.
  goal: (p) => `In the ${p.folder} folder, create a checklist titled "${p.title}" with the items ${notes.spoken(p.items)} (in that order), with ${p.checked[0]} and ${p.checked[1]} checked off and the other two not.`,
  named: (p, s) => notes.namedInNotes(s, { folders: [p.folder] }),
  changes: () => [added(notes.NOTES)],
  checks: (p) => notes.created({ title: p.title, folderId: p.folderId, folder: p.folder, items: p.items, ticked: p.checked }),
  oracle: async (ui, p) => {
    await notes.create(ui, p);
    await notes.tick(ui, p.checked);
    await ui.done();
  },
  undo: (ui, p) => notes.tick(ui, [p.checked[0]!]),
  alternatives: [
    { name: 'ticked in the editor before the first save', run: notes.script((ui, p) => notes.create(ui, { ...p, tick: p.checked })) },
    { name: 'ticked in the other order, with a wrong box ticked and unticked', run: async (ui, p) => {
      await notes.create(ui, p);
      const wrong = p.items.find((i) => !p.checked.includes(i))!;
      await notes.tick(ui, [p.checked[1]!, wrong, wrong, p.checked[0]!]);
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'checks the other two items', params: (p) => ({ ...p, checked: p.items.filter((i) => !p.checked.includes(i)) }) },
    { name: 'checks only one item', run: async (ui, p) => { await notes.create(ui, p); await notes.tick(ui, p.checked.slice(0, 1)); await ui.done(); } },
    { name: 'made in another folder', params: (p) => ({ ...p, folder: FOLDER_NAMES.find((f) => f !== p.folder)! }) },
    { name: 'leaves out an item', run: async (ui, p) => { await notes.create(ui, { ...p, items: p.items.filter((i) => i !== p.items.find((x) => !p.checked.includes(x))) }); await notes.tick(ui, p.checked); await ui.done(); } },
  ],
});
