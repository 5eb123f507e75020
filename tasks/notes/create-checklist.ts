import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import * as notes from './kit.ts';

export default defineTask({
  id: 'notes/create-checklist',
  apps: ['notes'],
  difficulty: 2,
  maxSteps: 47,
  params: ({ rng, world }) => {
    const list = rng.pick(notes.LISTS);
    const [folder, other] = rng.sample(world.apps.notes.folders, 2);
    return { title: list.title, items: rng.sample<string>(list.items, 3), folder: folder!.name, folderId: folder!.id, otherFolder: other!.name };
  },
  goal: (p) => `Create a checklist titled "${p.title}" in the ${p.folder} folder with the items ${notes.spoken(p.items)}, in that order, none of them checked off.`,
  named: (p, s) => notes.namedInNotes(s, { folders: [p.folder] }),
  changes: () => [added(notes.NOTES)],
  checks: (p) => notes.created({ title: p.title, folderId: p.folderId, folder: p.folder, items: p.items }),
  oracle: notes.script((ui, p) => notes.create(ui, p)),
  undo: (ui, p) => notes.tick(ui, [p.items[0]!]),
  alternatives: [
    { name: 'from All notes, folder picked in the editor, items added with the Add button', run: notes.script((ui, p) => notes.createFromAllNotes(ui, p)) },
    { name: 'the last item left typed in its field when Save is tapped', run: notes.script((ui, p) => notes.create(ui, { ...p, lastTyped: true })) },
    { name: 'the items typed in lower case', params: (p) => ({ ...p, items: p.items.map((i) => i.toLowerCase()) }) },
    { name: 'made with a wrong title, deleted, and made again', run: async (ui, p, oracle) => { await notes.create(ui, { ...p, title: notes.typo(p.title) }); await notes.deleteOpen(ui); await oracle(ui, p); } },
  ],
  nearMisses: [
    { name: 'a typo in the second item', params: (p) => ({ ...p, items: p.items.map((i, k) => (k === 1 ? notes.typo(i) : i)) }) },
    { name: 'items in another order', params: (p) => ({ ...p, items: [...p.items].reverse() }) },
    { name: 'one item checked off', run: notes.script((ui, p) => notes.create(ui, { ...p, tick: [p.items[1]!] })) },
    { name: 'writes the items into a text note', run: notes.script((ui, p) => notes.create(ui, { ...p, items: undefined, body: p.items.join('\n') })) },
    { name: 'creates it twice', run: async (ui, p, oracle) => { await notes.create(ui, p); await oracle(ui, p); } },
  ],
});
