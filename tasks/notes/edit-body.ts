import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import { NEW_BODIES, noteById, openNote, pickTwo } from './helpers.ts';

async function replaceText(ui: TaskUi, title: string, body: string, save = true): Promise<void> {
  await openNote(ui, title);
  await ui.tap({ text: 'Edit', role: 'button' });
  await ui.fill({ hint: 'Note' }, body);
  if (save) await ui.tap({ text: 'Save', role: 'button' });
}

export default defineTask({
  id: 'notes/edit-body',
  apps: ['notes'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const [target, other] = pickTwo(rng, world, 'text');
    return { id: target.id, title: target.title, body: rng.pick(NEW_BODIES), other: other.title };
  },
  goal: (p) => `Replace the whole text of the note "${p.title}" with "${p.body}"`,
  checks: (p) => [
    expectEqual(`its text is "${p.body}"`, p.body, ({ after }) => noteById(after, p.id)?.body.trim() ?? null),
    expectEqual(`it is still titled "${p.title}"`, p.title, ({ after }) => noteById(after, p.id)?.title ?? null),
  ],
  allowedChanges: (p) => [`apps.notes.notes[${p.id}].body`, `apps.notes.notes[${p.id}].modifiedAt`],
  oracle: async (ui, p) => {
    await replaceText(ui, p.title, p.body);
    await ui.done();
  },
  nearMisses: [
    { name: 'edits another note', run: async (ui, p) => { await replaceText(ui, p.other, p.body); await ui.done(); } },
    { name: 'leaves the editor without saving', run: async (ui, p) => { await replaceText(ui, p.title, p.body, false); await ui.back(); await ui.done(); } },
  ],
});
